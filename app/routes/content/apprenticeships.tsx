import { Link, data } from "react-router";
import type { Route } from "./+types/apprenticeships";
import { buildUrl } from "@common/routes";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { findPageByPath, formatDate, listVacancies, redirectToCanonical, renderBody } from "~/lib/content.server";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "content" } satisfies I18nHandle;

/** /careers/Apprenticeships: the page's copy from D1 and the open apprenticeships. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const path = buildUrl("Apprenticeships");
  redirectToCanonical(request, params, path);
  const page = await findPageByPath(db(), path);
  if (!page) throw data(null, { status: 404 });
  const openings = await listVacancies(db(), { apprenticeshipsOnly: true });
  return {
    title: page.title,
    summary: page.summary,
    html: renderBody(page.body),
    updated: formatDate(page.updatedAt),
    updatedIso: page.updatedAt.toISOString(),
    openings: openings.map((opening) => ({ id: opening.id, title: opening.title, summary: opening.summary, location: opening.location, hours: opening.hours })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Apprenticeships"} | Dolphin` },
  { name: "description", content: loaderData?.summary ?? "" },
];

export default function Apprenticeships({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>{loaderData.title}</PageHeading>
      <p className="lead">{loaderData.summary}</p>
      <div className="prose" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      <h2>Open apprenticeships</h2>
      {loaderData.openings.length === 0 ? (
        <p>There are no apprenticeships open just now. New ones usually open in the spring.</p>
      ) : (
        <ul className="vacancy-list">
          {loaderData.openings.map((opening) => (
            <li key={opening.id}>
              <h3>{opening.title}</h3>
              <p>{opening.summary}</p>
              <p className="vacancy-list__facts">
                {opening.location}. {opening.hours}.
              </p>
              <p>
                <Link to={url("CareersApply", {}, { query: { role: opening.id } })}>
                  Apply<span className="visually-hidden"> for {opening.title}</span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="content-page__updated">
        Last updated <time dateTime={loaderData.updatedIso}>{loaderData.updated}</time>
      </p>
    </div>
  );
}

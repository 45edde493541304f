import { Link, data } from "react-router";
import type { Route } from "./+types/apprenticeships";
import { buildUrl } from "@common/routes";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { findPageByPath, formatDate, listVacancies, redirectToCanonical, renderBody } from "~/lib/content.server";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { isContentInPageLanguage } from "@common/locale";
import { T, metaText, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

export const handle = { i18n: "content", hydrate: false } satisfies I18nHandle & FrameworkHandle;

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

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { text, locale } = metaText(matches);
  // A description in another language than the page's is left out (a meta tag cannot say its language).
  const description = isContentInPageLanguage(locale, 1) ? (loaderData?.summary ?? "") : "";
  return [
    { title: text("{title} | Dolphin", { title: loaderData?.title ?? text("Apprenticeships") }) },
    ...(description ? [{ name: "description", content: description }] : []),
  ];
};

export default function Apprenticeships({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, formatDate, locale, intlLocale } = useT();
  // The page and the vacancies are English content in D1.
  const contentLang = langOfContent(locale, "en");
  return (
    <div className="container page">
      <div lang={contentLang}>
        <PageHeading>{loaderData.title}</PageHeading>
        <p className="lead">{loaderData.summary}</p>
        <div className="prose" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      </div>
      <h2>{t("Open apprenticeships")}</h2>
      {loaderData.openings.length === 0 ? (
        <p>{t("There are no apprenticeships open just now. New ones usually open in the spring.")}</p>
      ) : (
        <ul className="vacancy-list">
          {loaderData.openings.map((opening) => (
            <li key={opening.id}>
              <h3 lang={contentLang}>{opening.title}</h3>
              <p lang={contentLang}>{opening.summary}</p>
              <p className="vacancy-list__facts" lang={contentLang}>
                {opening.location}. {opening.hours}.
              </p>
              <p>
                <Link to={url("CareersApply", {}, { query: { role: opening.id } })}>
                  {/* Seen: "Apply"; heard: "Apply for" the role. */}
                  <T
                    message="<0>Apply</0><1>Apply for </1><2>{title}</2>"
                    values={{ title: opening.title }}
                    components={[<span aria-hidden="true" />, <span className="visually-hidden" />, <span className="visually-hidden" lang={contentLang} />]}
                  />
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="content-page__updated">
        <T
          message="Last updated <0/>"
          components={[<time dateTime={loaderData.updatedIso}>{intlLocale === "en-GB" ? loaderData.updated : formatDate(loaderData.updatedIso)}</time>]}
        />
      </p>
    </div>
  );
}

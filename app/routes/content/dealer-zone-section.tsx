import { data } from "react-router";
import type { Route } from "./+types/dealer-zone-section";
import { PageHeading } from "~/components/layout/PageHeading";
import { formatDate, pathWithoutLocale, redirectToCanonical, renderBody } from "~/lib/content.server";
import { DEALER_SECTIONS, type DealerSection, dealerSessionOf, listDealerResources } from "~/lib/dealer-zone.server";
import { env } from "~/lib/db.server";
import { getSessionUser } from "~/lib/session.server";
import { DealerZoneForbidden } from "./DealerZoneForbidden";
import { DealerZoneNav } from "./dealer-zone-nav";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "content" } satisfies I18nHandle;

const SECTION_TEXT: Record<DealerSection, { title: string; intro: string }> = {
  training: { title: "Dealer training", intro: "Courses for dealer trainers and sales staff. Complete the training for a release before demonstrating it." },
  video: { title: "Dealer videos", intro: "Demonstration and installation videos, each with a written transcript." },
  contacts: { title: "Dealer contacts", intro: "Who to contact at Dolphin for orders, licences and technical support." },
  "useful-things": { title: "Useful things", intro: "Price lists, order forms and quick reference cards to leave with customers." },
  newsletters: { title: "Dealer newsletters", intro: "News for dealers, newest first." },
};

/** /dealer-zone/{training,video,contacts,useful-things,newsletters}: dealer resources from D1, for dealers only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const section = pathWithoutLocale(request, params).split("/")[2]?.toLowerCase() as DealerSection;
  if (!DEALER_SECTIONS.includes(section)) throw data(null, { status: 404 });
  redirectToCanonical(request, params, `/dealer-zone/${section}`);
  const session = await dealerSessionOf(request);
  if (!session) {
    const user = await getSessionUser(request);
    return data({ forbidden: true as const, signedInAs: user?.email ?? null }, { status: 403 });
  }
  const resources = await listDealerResources(env, section);
  return {
    forbidden: false as const,
    section: SECTION_TEXT[section],
    resources: resources.map((resource) => ({
      id: resource.id,
      title: resource.title,
      html: renderBody(resource.body),
      url: resource.url,
      published: formatDate(resource.publishedAt),
      publishedIso: resource.publishedAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData && !loaderData.forbidden ? `${loaderData.section.title} | Dolphin` : "Dealer Zone: access refused | Dolphin" },
];

export default function DealerZoneSection({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden) return <DealerZoneForbidden signedInAs={loaderData.signedInAs} />;
  const { section, resources } = loaderData;
  return (
    <div className="container page">
      <PageHeading>{section.title}</PageHeading>
      <p className="lead">{section.intro}</p>
      <DealerZoneNav />
      {resources.length === 0 ? (
        <p>There is nothing in this section yet.</p>
      ) : (
        <ul className="dealer-resources">
          {resources.map((resource) => (
            <li key={resource.id} className="dealer-resources__item">
              <h2>{resource.title}</h2>
              <p className="dealer-resources__date">
                Published <time dateTime={resource.publishedIso}>{resource.published}</time>
              </p>
              <div className="prose" dangerouslySetInnerHTML={{ __html: resource.html }} />
              {resource.url && (
                <p>
                  <a href={resource.url}>
                    Open<span className="visually-hidden"> {resource.title}</span>
                  </a>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

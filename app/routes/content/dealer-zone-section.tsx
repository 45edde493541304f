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
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

// Served without framework JavaScript to anonymous visitors: nothing on it needs client state.
export const handle = { i18n: "content", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/** English here; translated where shown. */
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

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { text } = metaText(matches);
  return [
    {
      title:
        loaderData && !loaderData.forbidden
          ? text("{title} | Dolphin", { title: text(loaderData.section.title) })
          : text("Dealer Zone: access refused | Dolphin"),
    },
  ];
};

export default function DealerZoneSection({ loaderData }: Route.ComponentProps) {
  const { t, formatDate, locale, intlLocale } = useT();
  if (loaderData.forbidden) return <DealerZoneForbidden signedInAs={loaderData.signedInAs} />;
  const { section, resources } = loaderData;
  // The resources are English content in D1.
  const contentLang = langOfContent(locale, "en");
  return (
    <div className="container page">
      <PageHeading>{t(section.title)}</PageHeading>
      <p className="lead">{t(section.intro)}</p>
      <DealerZoneNav />
      {resources.length === 0 ? (
        <p>{t("There is nothing in this section yet.")}</p>
      ) : (
        <ul className="dealer-resources">
          {resources.map((resource) => (
            <li key={resource.id} className="dealer-resources__item">
              <h2 lang={contentLang}>{resource.title}</h2>
              <p className="dealer-resources__date">
                <T
                  message="Published <0/>"
                  components={[<time dateTime={resource.publishedIso}>{intlLocale === "en-GB" ? resource.published : formatDate(resource.publishedIso)}</time>]}
                />
              </p>
              <div className="prose" lang={contentLang} dangerouslySetInnerHTML={{ __html: resource.html }} />
              {resource.url && (
                <p>
                  <a href={resource.url}>
                    {/* Seen: "Open"; heard: "Open" and the resource's title. */}
                    <T
                      message="<0>Open</0><1>Open </1><2>{title}</2>"
                      values={{ title: resource.title }}
                      components={[<span aria-hidden="true" />, <span className="visually-hidden" />, <span className="visually-hidden" lang={contentLang} />]}
                    />
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

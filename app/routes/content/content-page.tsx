import { data } from "react-router";
import type { Route } from "./+types/content-page";
import { PageHeading } from "~/components/layout/PageHeading";
import { canonicalHref, findPageByHid, findPageByPath, formatDate, pathWithoutLocale, redirectToCanonical, renderBody } from "~/lib/content.server";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { LOCALES, resolveLocale } from "@common/locale";
import { NotYetTranslated, contentLang } from "~/i18n/ContentLanguage";
import { T, metaText, useT } from "~/i18n/I18n";
import { rowInLanguage } from "~/i18n/content.server";

export const handle = { i18n: "content", hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

/**
 * A page of content from D1: the general, audience and legal pages by their path in the
 * route table, and any page by its hid at /flexipage/{hid}. Both have one canonical URL.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const hid = "hid" in params ? (params.hid as string | undefined) : undefined;
  const page = hid ? await findPageByHid(db(), hid) : await findPageByPath(db(), pathWithoutLocale(request, params));
  if (!page) throw data(null, { status: 404 });
  // One canonical URL: a page with its own path is served there, others at /flexipage/{hid}.
  redirectToCanonical(request, params, page.path ?? `/flexipage/${page.hid}`);
  const shown = await rowInLanguage("page", page, resolveLocale(params.locale), page.language);
  return {
    title: shown.title,
    summary: shown.summary,
    html: renderBody(shown.body),
    contentLanguage: shown.contentLanguage,
    updated: formatDate(page.updatedAt),
    updatedIso: page.updatedAt.toISOString(),
    canonical: canonicalHref(request, params, page.path ?? `/flexipage/${page.hid}`),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { text, locale } = metaText(matches);
  // A description in another language than the page's is left out (a meta tag cannot say its language).
  const inPageLanguage = loaderData !== undefined && LOCALES[locale].language === loaderData.contentLanguage;
  return loaderData
    ? [
        { title: text("{title} | Dolphin", { title: loaderData.title }) },
        ...(inPageLanguage ? [{ name: "description", content: loaderData.summary }] : []),
        { tagName: "link", rel: "canonical", href: loaderData.canonical },
      ]
    : [{ title: text("Page not found | Dolphin") }];
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { formatDate, locale, intlLocale } = useT();
  return (
    <div className="container page">
      <article className="content-page">
        <NotYetTranslated contentLanguage={loaderData.contentLanguage} />
        {/* The page's copy in the page's language, or in its own (marked) where it has no translation yet. */}
        <div lang={contentLang(locale, loaderData.contentLanguage)}>
          <PageHeading>{loaderData.title}</PageHeading>
          <p className="lead">{loaderData.summary}</p>
          <div className="prose" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
        </div>
        <p className="content-page__updated">
          <T
            message="Last updated <0/>"
            components={[<time dateTime={loaderData.updatedIso}>{intlLocale === "en-GB" ? loaderData.updated : formatDate(loaderData.updatedIso)}</time>]}
          />
        </p>
      </article>
    </div>
  );
}

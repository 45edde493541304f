import { Link, data } from "react-router";
import type { Route } from "./+types/article";
import { PageHeading } from "~/components/layout/PageHeading";
import { KbDate } from "~/features/support/KnowledgeBaseSearch";
import { db, env } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { findArticle, findSupportProduct } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";
import { LOCALES, resolveLocale } from "@common/locale";
import { NotYetTranslated, contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { rowInLanguage } from "~/i18n/content.server";

export const handle = { i18n: ["support/article"], hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text, locale } = metaText(matches);
  return [
    { title: data ? text("{title} | Knowledge base | Dolphin", { title: data.article.title }) : text("Knowledge base | Dolphin") },
    // The article's own summary where it is in the page's language; otherwise a description in it.
    {
      name: "description",
      content:
        data && LOCALES[locale].language === data.article.contentLanguage
          ? data.article.shortDescription
          : text("An article from the Dolphin knowledge base, written by our support team."),
    },
  ];
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).searchParams.get("id"));
  const found = Number.isInteger(id) && id > 0 ? await findArticle(env.DB, id) : null;
  if (!found) throw data("There is no article with that id.", { status: 404 });
  const article = await rowInLanguage("article", found, resolveLocale(params.locale));
  const product = await findSupportProduct(db(), { id: article.productId });
  return { article, semanticName: product?.semanticName ?? null, current: product?.isCurrent ?? false };
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, locale } = useT();
  const { article } = loaderData;
  const contentLang = langOfContent(locale, article.contentLanguage);
  const productName = <span translate="no">{article.productName}</span>;
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("KnowledgeBase")}>{t("Knowledge base")}</Link>
        {loaderData.semanticName && (
          <>
            {" / "}
            <Link to={url("SupportCategory", { productName: loaderData.semanticName })}>{productName}</Link>
          </>
        )}
      </p>
      <article className="kb-article" aria-labelledby="kb-article-title">
        <NotYetTranslated contentLanguage={article.contentLanguage} />
        <PageHeading id="kb-article-title">
          <span lang={contentLang}>{article.title}</span>
        </PageHeading>
        <p className="lead" lang={contentLang}>
          {article.shortDescription}
        </p>
        <p className="kb-results__meta">
          <T message="<0/>, updated <1/>" components={[productName, <KbDate iso={article.dateUpdated} />]} />
        </p>
        <div lang={contentLang}>
          {article.body.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </article>
      <aside className="panel" aria-labelledby="kb-article-help">
        <h2 id="kb-article-help">{t("Did this not solve it?")}</h2>
        <p>
          {loaderData.current && loaderData.semanticName ? (
            <T
              message="<0>Contact support</0> or <1/>."
              components={[
                <Link to={url("ContactSupport")} />,
                <Link to={url("ReportBug", { productName: loaderData.semanticName })}>
                  {t("report a bug in {productName}", { productName: article.productName })}
                </Link>,
              ]}
            />
          ) : (
            <T message="<0>Contact support</0>." components={[<Link to={url("ContactSupport")} />]} />
          )}
        </p>
      </aside>
    </div>
  );
}

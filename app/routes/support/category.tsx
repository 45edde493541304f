import { Link, data } from "react-router";
import type { Route } from "./+types/category";
import { PageHeading } from "~/components/layout/PageHeading";
import { KbArticleItem, KbDate } from "~/features/support/KnowledgeBaseSearch";
import { db, env } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { findSupportProduct, searchKnowledgeBase } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

export const handle = { i18n: ["support/category"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => [
  { title: metaText(matches).text("{productName} support articles | Dolphin", { productName: data?.product.productName ?? "Dolphin" }) },
];

export async function loader({ params }: Route.LoaderArgs) {
  const product = await findSupportProduct(db(), { semanticName: params.productName });
  if (!product) throw data("There is no product with that name.", { status: 404 });
  const articles = await searchKnowledgeBase(env.DB, { productId: product.id, perPage: 50 });
  return { product, articles: articles.articles };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, locale } = useT();
  const contentLang = langOfContent(locale, "en");
  const { product, articles } = loaderData;
  const productName = product.productName;
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("Support")}>{t("Support")}</Link>
      </p>
      <PageHeading>{t("{productName} support", { productName })}</PageHeading>
      <p className="lead" lang={contentLang}>
        {product.summary}
      </p>
      {!product.isCurrent && <p>{t("{productName} is no longer sold or supported by email. These articles remain for existing owners.", { productName })}</p>}
      <section aria-labelledby="category-articles">
        <h2 id="category-articles">{t("{productName} articles", { productName })}</h2>
        <ul className="kb-results">
          {articles.map((article) => (
            <KbArticleItem key={article.id} article={article} meta={<T message="Updated <0/>" components={[<KbDate iso={article.dateUpdated} />]} />} />
          ))}
        </ul>
      </section>
      {product.isCurrent && (
        <section aria-labelledby="category-help">
          <h2 id="category-help">{t("Get help with {productName}", { productName })}</h2>
          <ul className="support-links">
            {product.canEmailSupport && (
              <li>
                <Link to={url("ContactSupport", {}, { query: { product: product.id } })}>{t("Send a {productName} support request", { productName })}</Link>
              </li>
            )}
            {product.canBookCallback && (
              <li>
                <Link to={url("SupportCallback")}>{t("Book a support callback")}</Link>
              </li>
            )}
            <li>
              <Link to={url("ReportBug", { productName: product.semanticName })}>{t("Report a bug in {productName}", { productName })}</Link>
            </li>
          </ul>
        </section>
      )}
    </div>
  );
}

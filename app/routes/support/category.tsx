import { Link, data } from "react-router";
import type { Route } from "./+types/category";
import { PageHeading } from "~/components/layout/PageHeading";
import { formatDate } from "~/features/support/KnowledgeBaseSearch";
import { db, env } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { findSupportProduct, searchKnowledgeBase } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "support" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ loaderData: data }) => [{ title: `${data?.product.productName ?? "Product"} support articles | Dolphin` }];

export async function loader({ params }: Route.LoaderArgs) {
  const product = await findSupportProduct(db(), { semanticName: params.productName });
  if (!product) throw data("There is no product with that name.", { status: 404 });
  const articles = await searchKnowledgeBase(env.DB, { productId: product.id, perPage: 50 });
  return { product, articles: articles.articles };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { product, articles } = loaderData;
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("Support")}>Support</Link>
      </p>
      <PageHeading>{product.productName} support</PageHeading>
      <p className="lead">{product.summary}</p>
      {!product.isCurrent && <p>{product.productName} is no longer sold or supported by email. These articles remain for existing owners.</p>}
      <section aria-labelledby="category-articles">
        <h2 id="category-articles">{product.productName} articles</h2>
        <ul className="kb-results">
          {articles.map((article) => (
            <li key={article.id} className="kb-results__item">
              <h3 className="kb-results__title">
                <Link to={url("KnowledgeBaseArticle", {}, { query: { id: article.id } })}>{article.title}</Link>
              </h3>
              <p>{article.shortDescription}</p>
              <p className="kb-results__meta">
                Updated <time dateTime={article.dateUpdated}>{formatDate(article.dateUpdated)}</time>
              </p>
            </li>
          ))}
        </ul>
      </section>
      {product.isCurrent && (
        <section aria-labelledby="category-help">
          <h2 id="category-help">Get help with {product.productName}</h2>
          <ul className="support-links">
            {product.canEmailSupport && (
              <li>
                <Link to={url("ContactSupport", {}, { query: { product: product.id } })}>Send a {product.productName} support request</Link>
              </li>
            )}
            {product.canBookCallback && (
              <li>
                <Link to={url("SupportCallback")}>Book a support callback</Link>
              </li>
            )}
            <li>
              <Link to={url("ReportBug", { productName: product.semanticName })}>Report a bug in {product.productName}</Link>
            </li>
          </ul>
        </section>
      )}
    </div>
  );
}

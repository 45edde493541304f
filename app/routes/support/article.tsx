import { Link, data } from "react-router";
import type { Route } from "./+types/article";
import { PageHeading } from "~/components/layout/PageHeading";
import { formatDate } from "~/features/support/KnowledgeBaseSearch";
import { db, env } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { findArticle, findSupportProduct } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "support" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data?.article.title ?? "Article"} | Knowledge base | Dolphin` },
  { name: "description", content: data?.article.shortDescription ?? "" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).searchParams.get("id"));
  const article = Number.isInteger(id) && id > 0 ? await findArticle(env.DB, id) : null;
  if (!article) throw data("There is no article with that id.", { status: 404 });
  const product = await findSupportProduct(db(), { id: article.productId });
  return { article, semanticName: product?.semanticName ?? null, current: product?.isCurrent ?? false };
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { article } = loaderData;
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("KnowledgeBase")}>Knowledge base</Link>
        {loaderData.semanticName && (
          <>
            {" / "}
            <Link to={url("SupportCategory", { productName: loaderData.semanticName })}>{article.productName}</Link>
          </>
        )}
      </p>
      <article className="kb-article" aria-labelledby="kb-article-title">
        <PageHeading id="kb-article-title">{article.title}</PageHeading>
        <p className="lead">{article.shortDescription}</p>
        <p className="kb-results__meta">
          {article.productName}, updated <time dateTime={article.dateUpdated}>{formatDate(article.dateUpdated)}</time>
        </p>
        {article.body.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </article>
      <aside className="panel" aria-labelledby="kb-article-help">
        <h2 id="kb-article-help">Did this not solve it?</h2>
        <p>
          <Link to={url("ContactSupport")}>Contact support</Link>
          {loaderData.current && loaderData.semanticName && (
            <>
              {" "}
              or <Link to={url("ReportBug", { productName: loaderData.semanticName })}>report a bug in {article.productName}</Link>
            </>
          )}
          .
        </p>
      </aside>
    </div>
  );
}

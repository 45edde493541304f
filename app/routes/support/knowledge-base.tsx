import { Link } from "react-router";
import type { Route } from "./+types/knowledge-base";
import { PageHeading } from "~/components/layout/PageHeading";
import { KnowledgeBaseSearch } from "~/features/support/KnowledgeBaseSearch";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { searchArticlesForPage } from "~/features/support/actions.server";
import { listSupportProducts } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "support" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data?.all ? "All knowledge base articles" : "Knowledge base"} | Dolphin` },
  { name: "description", content: "Answers to common questions about Dolphin's products, written by our support team." },
];

/** /support/knowledge-base and /support/knowledge-base/articles: the same search, two introductions. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [result, products] = await Promise.all([searchArticlesForPage(request), listSupportProducts(db(), "all")]);
  return { result, products: products.map((p) => ({ id: p.id, productName: p.productName })), all: url.pathname.endsWith("/articles") };
}

export default function KnowledgeBase({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>{loaderData.all ? "All knowledge base articles" : "Knowledge base"}</PageHeading>
      <p className="lead">
        {loaderData.all
          ? "Every article our support team has written, newest first. Search or choose a product to narrow the list."
          : "Answers to the questions our support team hears most, for every Dolphin product. Type a few words to search; results update as you type."}
      </p>
      <KnowledgeBaseSearch initial={loaderData.result} products={loaderData.products} action={url(loaderData.all ? "KnowledgeBaseArticles" : "KnowledgeBase")} />
      <p className="support-more">
        {loaderData.all ? (
          <Link to={url("KnowledgeBase")}>Back to the knowledge base</Link>
        ) : (
          <Link to={url("KnowledgeBaseArticles")}>Browse all articles</Link>
        )}{" "}
        or <Link to={url("ContactSupport")}>contact support</Link>.
      </p>
    </div>
  );
}

import { Link } from "react-router";
import type { Route } from "./+types/knowledge-base";
import { PageHeading } from "~/components/layout/PageHeading";
import { KnowledgeBaseSearch } from "~/features/support/KnowledgeBaseSearch";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { searchArticlesForPage } from "~/features/support/actions.server";
import { listSupportProducts } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the search is a GET form, which the
// enhancement runs in place as the visitor types, saying each answer.
export const handle = { i18n: ["support/knowledge-base"], hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text } = metaText(matches);
  return [
    { title: data?.all ? text("All knowledge base articles | Dolphin") : text("Knowledge base | Dolphin") },
    { name: "description", content: text("Answers to common questions about Dolphin's products, written by our support team.") },
  ];
};

/** /support/knowledge-base and /support/knowledge-base/articles: the same search, two introductions. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [result, products] = await Promise.all([searchArticlesForPage(request), listSupportProducts(db(), "all")]);
  return { result, products: products.map((p) => ({ id: p.id, productName: p.productName })), all: url.pathname.endsWith("/articles") };
}

export default function KnowledgeBase({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t } = useT();
  return (
    <div className="container page">
      <PageHeading>{loaderData.all ? t("All knowledge base articles") : t("Knowledge base")}</PageHeading>
      <p className="lead">
        {loaderData.all
          ? t("Every article our support team has written, newest first. Search or choose a product to narrow the list.")
          : t("Answers to the questions our support team hears most, for every Dolphin product. Type a few words to search; results update as you type.")}
      </p>
      <KnowledgeBaseSearch
        initial={loaderData.result}
        products={loaderData.products}
        action={url(loaderData.all ? "KnowledgeBaseArticles" : "KnowledgeBase")}
      />
      <p className="support-more">
        {loaderData.all ? (
          <T
            message="<0>Back to the knowledge base</0> or <1>contact support</1>."
            components={[<Link to={url("KnowledgeBase")} />, <Link to={url("ContactSupport")} />]}
          />
        ) : (
          <T
            message="<0>Browse all articles</0> or <1>contact support</1>."
            components={[<Link to={url("KnowledgeBaseArticles")} />, <Link to={url("ContactSupport")} />]}
          />
        )}
      </p>
    </div>
  );
}

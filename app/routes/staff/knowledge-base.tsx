/**
 * StaffKnowledgeBase (/staff/knowledge-base): the support articles, with sortable columns.
 * Each row opens the article's editor or deletes it (asked first).
 */
import { Link } from "react-router";
import type { Route } from "./+types/knowledge-base";
import { ActionResult } from "~/components/forms/ActionResult";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { ListCount, StaffTime, staffMeta } from "./components";
import { DeletedNotice, sortSentence } from "./content-lists";
import { articlesList, articlesListAction } from "./knowledge-base.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { DeskTable } from "./resource/table";
import { deskResource } from "./resource/definition";
import { DeskPage } from "./resource/page";
import { RowDeleteButton } from "./resource/delete";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(articleList.title, matches);

export const loader = staffLoader(async ({ request }) => articlesList(request));

export const action = articlesListAction;

const SORT_LABELS = { title: "Title", product: "Product", visible: "On the site", updated: "Last changed" } as const;

type ArticleRow = Awaited<ReturnType<typeof articlesList>>["articles"][number];

const articleList = deskResource<ArticleRow>({
  title: "Knowledge base",
  intro: "Support articles, each about one product. A visible article shows in the knowledge base and its search as soon as it is saved.",
  route: "StaffKnowledgeBase",
  list: {
    caption: "Knowledge base articles",
    region: "Knowledge base articles (scrolls sideways)",
    rowId: (article) => article.id,
    rowHeader: "Title",
    rowHeaderSort: "title",
    rowName: (article) => article.title,
    rowLink: (article, { locale }) => ({
      route: "StaffKnowledgeBaseArticle",
      params: { articleId: String(article.id) },
      lang: langOfContent(locale, article.language),
    }),
    columns: [
      { header: "Product", sort: "product", cell: "productName" },
      { header: "On the site", sort: "visible", cell: (article, { t }) => ({ words: article.visible ? t("Visible") : t("Hidden") }) },
      { header: "Last changed", sort: "updated", cell: (article) => ({ words: <StaffTime iso={article.dateUpdated} /> }) },
    ],
  },
});

export default function StaffKnowledgeBase({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { articles, order, deleted } = loaderData;
  return (
    <DeskPage title={articleList.title} intro={articleList.intro}>
      <p>
        <Link to={url("StaffKnowledgeBaseArticle", { articleId: "new" })} className="button">
          {t("New article")}
        </Link>
      </p>
      <ListCount>{sortSentence(text, articles.length, "article", SORT_LABELS[order.sort], order.dir)}</ListCount>
      <DeletedNotice name={deleted} />
      <ActionResult result={actionData} intent="delete" />
      <DeskTable
        resource={articleList}
        rows={articles}
        sorting={{ order }}
        actions={(article) => (
          <RowDeleteButton
            id={article.id}
            revision={article.revision}
            name={article.title}
            question={text('Delete the article "{title}"?', { title: article.title })}
            detail={text("It leaves the knowledge base and its search at once. Its text is kept in the audit log.")}
          />
        )}
      />
    </DeskPage>
  );
}

/**
 * StaffKnowledgeBase (/staff/knowledge-base): the support articles, with sortable columns.
 * Each row opens the article's editor or deletes it (asked first).
 */
import { Link } from "react-router";
import type { Route } from "./+types/knowledge-base";
import { ActionResult } from "~/components/forms/ActionResult";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, ListCount, StaffTime, staffMeta } from "./components";
import { DeletedNotice, SortHeader, sortSentence } from "./content-lists";
import { articlesList, articlesListAction } from "./knowledge-base.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { ScrollTable } from "./resource/table";
import { RowDeleteButton } from "./resource/delete";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Knowledge base", matches);

export const loader = staffLoader(async ({ request }) => articlesList(request));

export const action = articlesListAction;

const SORT_LABELS = { title: "Title", product: "Product", visible: "On the site", updated: "Last changed" } as const;

export default function StaffKnowledgeBase({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  const { articles, order, deleted } = loaderData;
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Knowledge base")}</PageHeading>
      <p>{t("Support articles, each about one product. A visible article shows in the knowledge base and its search as soon as it is saved.")}</p>
      <p>
        <Link to={url("StaffKnowledgeBaseArticle", { articleId: "new" })} className="button">
          {t("New article")}
        </Link>
      </p>
      <ListCount>{sortSentence(text, articles.length, "article", SORT_LABELS[order.sort], order.dir)}</ListCount>
      <DeletedNotice name={deleted} />
      <ActionResult result={actionData} intent="delete" />
      <ScrollTable label="Knowledge base articles (scrolls sideways)" caption={t("Knowledge base articles")}>
        <thead>
          <tr>
            <SortHeader column="title" label="Title" order={order} />
            <SortHeader column="product" label="Product" order={order} />
            <SortHeader column="visible" label="On the site" order={order} />
            <SortHeader column="updated" label="Last changed" order={order} />
            <th scope="col">{t("Actions")}</th>
          </tr>
        </thead>
        <tbody>
          {articles.map((article) => (
            <tr key={article.id}>
              <th scope="row">
                <Link to={url("StaffKnowledgeBaseArticle", { articleId: String(article.id) })}>
                  <span className="visually-hidden">{t("Edit")} </span>
                  <span lang={langOfContent(locale, article.language)}>{article.title}</span>
                </Link>
              </th>
              <td translate="no">{article.productName}</td>
              <td>{article.visible ? t("Visible") : t("Hidden")}</td>
              <td>
                <StaffTime iso={article.dateUpdated} />
              </td>
              <td>
                <RowDeleteButton
                  id={article.id}
                  revision={article.revision}
                  name={article.title}
                  question={text('Delete the article "{title}"?', { title: article.title })}
                  detail={text("It leaves the knowledge base and its search at once. Its text is kept in the audit log.")}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}

/**
 * StaffKnowledgeBaseArticle (/staff/knowledge-base/:articleId, "new" for a new article): an
 * article's editor. Paragraphs are separated by an empty line, as the article page shows them.
 */
import { data } from "react-router";
import type { Route } from "./+types/knowledge-base-edit";
import { buildUrl } from "@common/routes";
import { ActionResult, fieldErrorsOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { staffLoader } from "~/lib/staff.server";
import { StaffTime, staffMeta } from "./components";
import { articleEditAction, articleToEdit } from "./knowledge-base.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { type DeskField, deskShouldRevalidate } from "./resource/definition";
import { DeskFields, typedOf } from "./resource/form";
import { DeskEditor } from "./resource/editor";
import { ItemDeleteForm } from "./resource/delete";

import { TranslationsPart } from "./translation-state";
import { translationsOf } from "./translations.server";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.article ? staffMeta("Edit: {title}", matches, { title: loaderData.article.title }) : staffMeta("New article", matches);

export const loader = staffLoader(async ({ request, params }) => {
  const found = await articleToEdit(params.articleId);
  if (!found) throw data({ message: "There is no article with that id." }, { status: 404 });
  return { ...found, translations: await translationsOf("article", found.article?.id), created: new URL(request.url).searchParams.has("created") };
});

export const action = articleEditAction;

export const shouldRevalidate = deskShouldRevalidate;

type Article = NonNullable<Route.ComponentProps["loaderData"]["article"]>;

/** An article's fields: its words are in its own language; the products are the support site's. */
function articleFields(products: { value: number; label: string }[]): DeskField<Article>[] {
  return [
    { name: "title", label: "Title", content: true, required: true, value: (article) => article?.title ?? "" },
    { name: "language", label: "Language", kind: "language", value: (article) => article?.language ?? "" },
    {
      name: "productId",
      label: "Product",
      kind: "select",
      data: true,
      required: true,
      placeholder: "Choose a product",
      options: products,
      value: (article) => (article ? String(article.productId) : ""),
    },
    {
      name: "shortDescription",
      label: "Short description",
      kind: "textarea",
      content: true,
      required: true,
      maxLength: 500,
      value: (article) => article?.shortDescription ?? "",
    },
    {
      name: "body",
      label: "Body",
      kind: "textarea",
      content: true,
      required: true,
      maxLength: 50_000,
      rows: 14,
      hint: "Separate paragraphs with an empty line.",
      value: (article) => article?.body ?? "",
    },
    { name: "visible", label: "Visible on the site", kind: "checkbox", value: (article) => article?.visible ?? true },
  ];
}

export default function StaffArticleEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text, locale } = useT();
  const { article, products, created } = loaderData;
  const intent = article ? "update" : "create";
  const typed = typedOf(actionData, intent);
  // The article's own words are marked with its language, whatever the desk's language.
  const contentLang = langOfContent(locale, article?.language);
  const typedLang = langOfContent(locale, typed?.language || article?.language);
  return (
    <DeskEditor
      list="StaffKnowledgeBase"
      listLabel="Knowledge base"
      item={article && { name: article.title, lang: contentLang }}
      editHeading="Edit: <0/>"
      newHeading="New article"
      created={created && article ? { message: 'The article "{title}" is created.', values: { title: article.title } } : null}
    >
      {article && (
        <p>
          <T
            message={article.visible ? "Visible on the site; last changed <0/>." : "Hidden from the site; last changed <0/>."}
            components={[<StaffTime iso={article.dateUpdated} />]}
          />
          {article.visible && (
            <>
              {" "}
              <a href={buildUrl("KnowledgeBaseArticle", {}, { query: { id: article.id } })}>{t("Read it on the site")}</a>
            </>
          )}
        </p>
      )}
      <ActionResult result={actionData} intent={[intent, "delete"]} />
      <PostForm className="panel" noValidate>
        <input type="hidden" name="intent" value={intent} />
        {article && <input type="hidden" name="id" value={article.id} />}
        {article && <input type="hidden" name="revision" value={article.revision} />}
        <DeskFields fields={articleFields(products)} row={article} typed={typed} errors={fieldErrorsOf(actionData, intent)} lang={typedLang} />
        <SubmitButton busyLabel={text("Saving…")}>{article ? t("Save article") : t("Create article")}</SubmitButton>
      </PostForm>
      {article && (
        <ItemDeleteForm
          id={article.id}
          revision={article.revision}
          label={text("Delete this article")}
          question={text('Delete the article "{title}"?', { title: article.title })}
          detail={text("It leaves the knowledge base and its search at once. Its text is kept in the audit log.")}
        />
      )}
      {loaderData.article && loaderData.translations && <TranslationsPart kind="article" itemId={loaderData.article.id} statuses={loaderData.translations} />}
    </DeskEditor>
  );
}

/**
 * StaffKnowledgeBaseArticle (/staff/knowledge-base/:articleId, "new" for a new article): an
 * article's editor. Paragraphs are separated by an empty line, as the article page shows them.
 */
import { Link, data, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/knowledge-base-edit";
import { buildUrl } from "@common/routes";
import { ActionResult, fieldErrorsOf, keptOf } from "~/components/forms/ActionResult";
import { ConfirmButton } from "~/components/forms/ConfirmButton";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CheckboxField, SelectField, TextArea, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { formatStaffTime, staffMeta } from "./components";
import { articleEditAction, articleToEdit } from "./knowledge-base.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.article ? `Edit: ${loaderData.article.title}` : "New article");

export const loader = staffLoader(async ({ request, params }) => {
  const found = await articleToEdit(params.articleId);
  if (!found) throw data({ message: "There is no article with that id." }, { status: 404 });
  return { ...found, created: new URL(request.url).searchParams.has("created") };
});

export const action = articleEditAction;

/** After a refused save (409) the page reads the item again, so the form carries its new revision and a second save is deliberate. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

export default function StaffArticleEditor({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { article, products, created } = loaderData;
  const intent = article ? "update" : "create";
  const errors = fieldErrorsOf(actionData, intent);
  const failed = Boolean(actionData && actionData.status !== "done" && actionData.intent === intent);
  const value = (name: "title" | "shortDescription" | "body" | "productId") => keptOf(actionData, intent, name) ?? (article ? String(article[name]) : "");
  const visible = failed ? keptOf(actionData, intent, "visible") !== undefined : (article?.visible ?? true);
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>Staff desk</Link> / <Link to={url("StaffKnowledgeBase")}>Knowledge base</Link>
      </p>
      <PageHeading>{article ? `Edit: ${article.title}` : "New article"}</PageHeading>
      {created && article && (
        <StatusAlert kind="success">
          <p>The article "{article.title}" is created.</p>
        </StatusAlert>
      )}
      {article && (
        <p>
          {article.visible ? "Visible on the site" : "Hidden from the site"}; last changed {formatStaffTime(article.dateUpdated)}.
          {article.visible && (
            <>
              {" "}
              <a href={buildUrl("KnowledgeBaseArticle", {}, { query: { id: article.id } })}>Read it on the site</a>
            </>
          )}
        </p>
      )}
      <ActionResult result={actionData} intent={[intent, "delete"]} />
      <PostForm className="panel" noValidate>
        <input type="hidden" name="intent" value={intent} />
        {article && <input type="hidden" name="id" value={article.id} />}
        {article && <input type="hidden" name="revision" value={article.revision} />}
        <TextField name="title" label="Title" required defaultValue={value("title")} errors={errorsFor(errors, "title")} />
        <SelectField name="productId" label="Product" required defaultValue={value("productId")} placeholder="Choose a product" options={products} errors={errorsFor(errors, "productId")} />
        <TextArea name="shortDescription" label="Short description" required maxLength={500} defaultValue={value("shortDescription")} errors={errorsFor(errors, "shortDescription")} />
        <TextArea name="body" label="Body" required maxLength={50_000} rows={14} defaultValue={value("body")} hint="Separate paragraphs with an empty line." errors={errorsFor(errors, "body")} />
        <CheckboxField name="visible" label="Visible on the site" defaultChecked={visible} />
        <SubmitButton busyLabel="Saving…">{article ? "Save article" : "Create article"}</SubmitButton>
      </PostForm>
      {article && (
        <PostForm>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={article.id} />
          <ConfirmButton label="Delete this article" question={`Delete the article "${article.title}"?`} detail="It leaves the knowledge base and its search at once. Its text is kept in the audit log." />
        </PostForm>
      )}
    </div>
  );
}

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
import { ContentLanguageField, StaffTime, staffMeta, useAddressNotice } from "./components";
import { articleEditAction, articleToEdit } from "./knowledge-base.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

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

/** After a refused save (409) the page reads the item again, so the form carries its new revision and a second save is deliberate. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

export default function StaffArticleEditor({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  const { article, products, created } = loaderData;
  const addressNotice = useAddressNotice();
  const intent = article ? "update" : "create";
  const errors = fieldErrorsOf(actionData, intent);
  const failed = Boolean(actionData && actionData.status !== "done" && actionData.intent === intent);
  const value = (name: "title" | "shortDescription" | "body" | "productId" | "language") =>
    keptOf(actionData, intent, name) ?? (article ? String(article[name]) : "");
  // The article's own words are marked with its language, whatever the desk's language.
  const contentLang = langOfContent(locale, article?.language);
  const typedLang = langOfContent(locale, value("language") || article?.language);
  const visible = failed ? keptOf(actionData, intent, "visible") !== undefined : (article?.visible ?? true);
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>{t("Staff desk")}</Link> / <Link to={url("StaffKnowledgeBase")}>{t("Knowledge base")}</Link>
      </p>
      <PageHeading>{article ? <T message="Edit: <0/>" components={[<span lang={contentLang}>{article.title}</span>]} /> : t("New article")}</PageHeading>
      {created && article && addressNotice && (
        <StatusAlert kind="success" focusOnLoad>
          <p>{t('The article "{title}" is created.', { title: article.title })}</p>
        </StatusAlert>
      )}
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
        <TextField name="title" lang={typedLang} label={text("Title")} required defaultValue={value("title")} errors={errorsFor(errors, "title")} />
        <ContentLanguageField value={value("language")} errors={errorsFor(errors, "language")} />
        <SelectField
          name="productId"
          translate="no"
          label={text("Product")}
          required
          defaultValue={value("productId")}
          placeholder={text("Choose a product")}
          options={products}
          errors={errorsFor(errors, "productId")}
        />
        <TextArea
          name="shortDescription"
          lang={typedLang}
          label={text("Short description")}
          required
          maxLength={500}
          defaultValue={value("shortDescription")}
          errors={errorsFor(errors, "shortDescription")}
        />
        <TextArea
          name="body"
          lang={typedLang}
          label={text("Body")}
          required
          maxLength={50_000}
          rows={14}
          defaultValue={value("body")}
          hint={t("Separate paragraphs with an empty line.")}
          errors={errorsFor(errors, "body")}
        />
        <CheckboxField name="visible" label={text("Visible on the site")} defaultChecked={visible} />
        <SubmitButton busyLabel={text("Saving…")}>{article ? t("Save article") : t("Create article")}</SubmitButton>
      </PostForm>
      {article && (
        <PostForm>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={article.id} />
          <input type="hidden" name="revision" value={article.revision} />
          <ConfirmButton
            label={text("Delete this article")}
            question={text('Delete the article "{title}"?', { title: article.title })}
            detail={text("It leaves the knowledge base and its search at once. Its text is kept in the audit log.")}
          />
        </PostForm>
      )}
      {loaderData.article && loaderData.translations && <TranslationsPart kind="article" itemId={loaderData.article.id} statuses={loaderData.translations} />}
    </div>
  );
}

/**
 * StaffTranslation (/staff/translations/:kind/:itemId/:language): one item's translation into
 * one language. Each field that translates shows its English (read only, marked English) above
 * the field for the translation (marked with its language). Save as draft keeps it off the
 * site; Publish shows it on that language's pages at once; Unpublish takes it off again and
 * keeps it as a draft. A field whose English changed since the translation was saved is named.
 */
import { Link, data, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/translations-edit";
import {
  TRANSLATION_KINDS,
  TRANSLATION_LANGUAGES,
  type TranslatedFieldName,
  translatedFieldLabel,
  translatedFieldMax,
} from "@common/schemas/staff-translations";
import { ActionResult, OutcomeAfterForm, fieldErrorsOf, keptOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextArea, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { StaffTime, staffMeta } from "./components";
import { useTranslationStateLabel } from "./translation-state";
import { translationAction, translationToEdit } from "./translations.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => staffMeta("Translate: {name}", matches, { name: loaderData?.translation.name ?? "" });

export const loader = staffLoader(async ({ params }) => {
  const found = await translationToEdit(params);
  if (!found) throw data({ message: "There is nothing in English with that address to translate." }, { status: 404 });
  return found;
});

export const action = translationAction;

/** After a refused save (409) the page reads the translation again, so the form carries its new revision and a second save is deliberate. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

const SAVE_INTENTS = ["draft", "publish"] as const;

export default function StaffTranslationEditor({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const stateLabel = useTranslationStateLabel();
  const { translation, languages } = loaderData;
  const { kind, itemId, language } = translation;
  const languageName = TRANSLATION_LANGUAGES.find((known) => known.code === language)?.name ?? language;
  const failedIntent =
    actionData && actionData.status !== "done" && SAVE_INTENTS.some((intent) => intent === actionData.intent) ? actionData.intent : undefined;
  const errors = fieldErrorsOf(actionData, failedIntent);
  // What was typed stays in the form after a refused save; otherwise the form shows what is stored.
  const value = (name: TranslatedFieldName) => keptOf(actionData, failedIntent, name) ?? translation.translated[name] ?? "";
  const revision = translation.revision;
  const formKey = `${language}:${revision}:${translation.state}`;
  const name = <span lang="en">{translation.name}</span>;
  const languageLabel = (
    <span lang={language} translate="no">
      {languageName}
    </span>
  );
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>{t("Staff desk")}</Link> / <Link to={url("StaffTranslations")}>{t("Translations")}</Link>
      </p>
      <PageHeading>
        <T message="Translation of <0/>: <1/>" components={[name, languageLabel]} />
      </PageHeading>
      <nav aria-labelledby="translation-languages-title">
        <h2 id="translation-languages-title">{t("Languages")}</h2>
        <ul className="translation-languages">
          {languages.map((status) => {
            const known = TRANSLATION_LANGUAGES.find((entry) => entry.code === status.language);
            return (
              <li key={status.language}>
                <Link
                  to={url("StaffTranslation", { kind, itemId, language: status.language })}
                  aria-current={status.language === language ? "page" : undefined}
                >
                  <span lang={status.language} translate="no">
                    {known?.name ?? status.language}
                  </span>
                </Link>{" "}
                ({stateLabel(status)})
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-labelledby="translation-state-title">
        <h2 id="translation-state-title">{t("Where it stands")}</h2>
        <p>
          {translation.state === "missing" && t("Not translated yet: the site shows the English.")}
          {translation.state === "draft" && t("Draft: the site shows the English until it is published.")}
          {translation.state === "published" && t("Published: visitors read this translation.")}
          {translation.updatedAt && (
            <>
              {" "}
              <T message="Last saved <0/>." components={[<StaffTime iso={translation.updatedAt} />]} />
            </>
          )}
        </p>
        {translation.changed.length > 0 && (
          <div className="alert alert--message">
            <p>{t("Out of date: the English of these fields changed after the translation was last saved. Check them, then save or publish again:")}</p>
            <ul>
              {translation.changed.map((field) => (
                <li key={field}>{t(translatedFieldLabel(field))}</li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <OutcomeAfterForm form={formKey}>
        <ActionResult result={actionData} intent={["draft", "publish", "unpublish"]} />
      </OutcomeAfterForm>
      <PostForm className="panel" noValidate key={formKey} aria-labelledby="translation-form-title">
        <h2 id="translation-form-title">{t("The translation")}</h2>
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="itemId" value={itemId} />
        <input type="hidden" name="language" value={language} />
        <input type="hidden" name="revision" value={revision} />
        {TRANSLATION_KINDS[kind].fields.map((field) => {
          const label = text(translatedFieldLabel(field.name));
          const english = translation.english[field.name] ?? "";
          const sourceId = `english-${field.name}`;
          const fieldLabel = text("{field} ({language})", { field: label, language: languageName });
          const changed = translation.changed.includes(field.name);
          return (
            <div key={field.name} className="translation-pair">
              <h3 id={sourceId}>
                {label}
                {changed && <> ({t("English changed")})</>}
              </h3>
              <p className="translation-pair__source-label">{t("English (read only):")}</p>
              <div className="translation-pair__source" lang="en">
                {english === "" ? <em>{t("(empty)")}</em> : english}
              </div>
              {field.multiline ? (
                <TextArea
                  name={field.name}
                  label={fieldLabel}
                  lang={language}
                  maxLength={translatedFieldMax(field.name)}
                  rows={english.length > 400 ? 12 : 4}
                  defaultValue={value(field.name)}
                  errors={errorsFor(errors, field.name)}
                />
              ) : (
                <TextField
                  name={field.name}
                  label={fieldLabel}
                  lang={language}
                  maxLength={translatedFieldMax(field.name)}
                  defaultValue={value(field.name)}
                  errors={errorsFor(errors, field.name)}
                />
              )}
            </div>
          );
        })}
        <p className="button-row">
          <SubmitButton name="intent" value="draft" className="button button--secondary" busyLabel={text("Saving…")}>
            {t("Save as draft")}
          </SubmitButton>
          <SubmitButton name="intent" value="publish" busyLabel={text("Publishing…")}>
            {t("Publish")}
          </SubmitButton>
        </p>
        <p className="field__hint">
          {t("Save as draft keeps the translation off the site (a published one is taken off). Publish needs every field that has English text.")}
        </p>
      </PostForm>
      {translation.state === "published" && (
        <section aria-labelledby="translation-unpublish-title">
          <h2 id="translation-unpublish-title">{t("Take it off the site")}</h2>
          <PostForm>
            <input type="hidden" name="intent" value="unpublish" />
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="itemId" value={itemId} />
            <input type="hidden" name="language" value={language} />
            <input type="hidden" name="revision" value={revision} />
            <SubmitButton className="button button--secondary" busyLabel={text("Saving…")}>
              {t("Unpublish")}
            </SubmitButton>
          </PostForm>
        </section>
      )}
    </div>
  );
}

import { useEffect, useState } from "react";
import type { Route } from "./+types/reader-download";
import { DOWNLOAD_ERROR_MESSAGE, READER_WINDOWS_LANGUAGE_ID, READER_WINDOWS_PRODUCT_ID, WHO_FOR_OPTIONS } from "@common/products";
import { fieldErrorsOf, flashOf, keptValue } from "@common/forms/action-result";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { CheckboxField, RadioGroup, SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { getVersion } from "~/features/products/catalogue.server";
import { latestDemoVersionId, readerDownloadAction, readerDownloadKind } from "~/features/products/downloads.server";
import { notFound } from "~/features/products/params.server";
import { api } from "~/lib/api-client";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { languageOf } from "@common/locale";
import { metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the form posts natively after the
// enhancement's required-field check, with the latest version the page was rendered with.
export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/** Each language named in itself, so marked with its own language where it is shown. */
const LANGUAGE_OPTIONS = [
  { value: "en", label: "English" },
  { value: "de", label: "Deutsch" },
  { value: "fr", label: "Français" },
  { value: "nl", label: "Nederlands" },
];

/** The reader app for Windows download form (and its MSI variant): product 8, language 1. */
export async function loader({ request }: Route.LoaderArgs) {
  const versionId = await latestDemoVersionId(db(), READER_WINDOWS_PRODUCT_ID, READER_WINDOWS_LANGUAGE_ID);
  if (versionId === null) notFound();
  const version = await getVersion(db(), versionId);
  return { kind: readerDownloadKind(request), versionId, version: version?.version ?? "" };
}

export const action = readerDownloadAction;

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text } = metaText(matches);
  return [
    {
      title: data?.kind === "reader-msi" ? text("Download the EasyReader MSI package | Dolphin") : text("Download EasyReader for Windows | Dolphin"),
    },
  ];
};

export default function ReaderDownload({ loaderData, actionData }: Route.ComponentProps) {
  const msi = loaderData.kind === "reader-msi";
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  // The download page's language starts as the page's own, where the countdown speaks it.
  const pageLanguage = LANGUAGE_OPTIONS.some((option) => option.value === languageOf(locale)) ? languageOf(locale) : "en";
  const [versionId, setVersionId] = useState(loaderData.versionId);

  // The form asks for the latest demo of the reader app in English as soon as it runs, so it sends the newest version.
  useEffect(() => {
    let active = true;
    void api
      .post<{ productVersionId: number }>("easyreader/download/get-latest-demo", {
        form: { productId: READER_WINDOWS_PRODUCT_ID, languageId: READER_WINDOWS_LANGUAGE_ID },
        cancelId: "readerlt",
      })
      .then((result) => {
        if (active && result.ok) setVersionId(result.data.productVersionId);
      });
    return () => {
      active = false;
    };
  }, []);

  return (
    <div className="container page">
      <PageHeading>{msi ? t("Download the EasyReader MSI package") : t("Download EasyReader for Windows")}</PageHeading>
      <p className="lead">
        {msi
          ? t("For IT teams: the MSI package installs EasyReader for Windows silently on every computer in your school or organisation.")
          : t("EasyReader for Windows is free. Read talking books and documents with large print, highlighted words and natural voices.")}
      </p>
      <p>{t("Version {version}. Tell us who the app is for and your download starts straight away.", { version: loaderData.version })}</p>
      <AjaxForm
        action={url(msi ? "ReaderMsiDownload" : "ReaderWindowsDownload")}
        endpoint={msi ? "easyreader/download/msi" : "easyreader/download/request"}
        oneShot
        fallbackMessage={text(DOWNLOAD_ERROR_MESSAGE)}
        initialFieldErrors={fieldErrorsOf(actionData)}
        initialMessage={flashOf(actionData)}
        aria-labelledby="reader-form-title"
      >
        {({ fieldErrors }) => (
          <>
            <h2 id="reader-form-title">{t("Your details")}</h2>
            <p>{t("All fields are required unless marked optional.")}</p>
            <input type="hidden" name="productId" value={READER_WINDOWS_PRODUCT_ID} />
            <input type="hidden" name="languageId" value={READER_WINDOWS_LANGUAGE_ID} />
            <input type="hidden" name="versionId" value={versionId} />
            <TextField
              name="firstName"
              defaultValue={keptValue(actionData, "firstName")}
              label={text("First name")}
              required
              maxLength={100}
              autoComplete="given-name"
              errors={errorsFor(fieldErrors, "firstName")}
            />
            <TextField
              name="lastName"
              defaultValue={keptValue(actionData, "lastName")}
              label={text("Last name")}
              required
              maxLength={100}
              autoComplete="family-name"
              errors={errorsFor(fieldErrors, "lastName")}
            />
            <TextField
              name="email"
              defaultValue={keptValue(actionData, "email")}
              label={text("Email address")}
              type="email"
              required
              maxLength={100}
              autoComplete="email"
              errors={errorsFor(fieldErrors, "email")}
            />
            <RadioGroup
              name="aboutYou"
              label={text("Who is the app for?")}
              required
              options={WHO_FOR_OPTIONS.map((option) => ({ value: option.value, label: text(option.label) }))}
              defaultValue={keptValue(actionData, "aboutYou")}
              errors={errorsFor(fieldErrors, "aboutYou")}
            />
            <SelectField
              name="lang"
              label={text("Language of the download page")}
              required
              defaultValue={keptValue(actionData, "lang") ?? pageLanguage}
              options={LANGUAGE_OPTIONS.map((option) => ({ ...option, lang: option.value }))}
              errors={errorsFor(fieldErrors, "lang")}
            />
            <CheckboxField
              name="agreement"
              label={text("I agree to the EasyReader licence terms and the privacy policy")}
              required
              errors={errorsFor(fieldErrors, "agreement")}
            />
            <CheckboxField name="acceptEmails" label={text("Send me occasional emails about new books, features and events (optional)")} />
            <SubmitButton busyLabel={text("Preparing your download…")}>{msi ? t("Download the MSI package") : t("Download EasyReader")}</SubmitButton>
          </>
        )}
      </AjaxForm>
    </div>
  );
}

import { useEffect, useState } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/reader-download";
import { DOWNLOAD_ERROR_MESSAGE, READER_WINDOWS_LANGUAGE_ID, READER_WINDOWS_PRODUCT_ID, WHO_FOR_OPTIONS } from "@common/products";
import { buildUrl } from "@common/routes";
import { safeRedirectTarget } from "@common/safe-path";
import { readerDownloadSchema } from "@common/schemas/products";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { CheckboxField, RadioGroup, SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { PageHeading } from "~/components/layout/PageHeading";
import { notFound } from "~/features/products/params.server";
import { api } from "~/lib/api-client";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db, env } from "~/lib/db.server";
import { parseForm } from "~/lib/form-action.server";
import { ApiError } from "../../../workers/http/errors";
import { getVersion } from "../../../workers/products/catalogue";
import { createReaderDownload, latestDemoVersionId } from "../../../workers/products/downloads";
import { clientAddress, hitRateLimit } from "../../../workers/services/rate-limit";
import { SubmitButton } from "~/components/forms/SubmitButton";

const LANGUAGE_OPTIONS = [
  { value: "en", label: "English" },
  { value: "de", label: "Deutsch" },
  { value: "fr", label: "Français" },
  { value: "nl", label: "Nederlands" },
];

function kindOf(request: Request) {
  return new URL(request.url).pathname.includes("/easyreader/msi/") ? ("reader-msi" as const) : ("reader" as const);
}

/** The reader app for Windows download form (and its MSI variant): product 8, language 1. */
export async function loader({ request }: Route.LoaderArgs) {
  const versionId = await latestDemoVersionId(db(), READER_WINDOWS_PRODUCT_ID, READER_WINDOWS_LANGUAGE_ID);
  if (versionId === null) notFound();
  const version = await getVersion(db(), versionId);
  return { kind: kindOf(request), versionId, version: version?.version ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  const limit = await hitRateLimit(env.DB, { name: "reader-download", limit: 10, windowSeconds: 600 }, clientAddress(request));
  if (!limit.allowed) return data({ fieldErrors: null, message: "You have asked for several downloads in a short time. Please wait a few minutes and try again." }, { status: 429 });
  const parsed = await parseForm(readerDownloadSchema, request);
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors, message: null }, { status: 422 });
  try {
    const created = await createReaderDownload(db(), parsed.output, kindOf(request));
    throw redirect(safeRedirectTarget(created.location, buildUrl("ReaderWindowsDownload")), 303);
  } catch (error) {
    if (error instanceof ApiError && error.fields) return data({ fieldErrors: error.fields, message: null }, { status: 422 });
    if (error instanceof ApiError) return data({ fieldErrors: null, message: DOWNLOAD_ERROR_MESSAGE }, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data?.kind === "reader-msi" ? "Download the EasyReader MSI package" : "Download EasyReader for Windows"} | Dolphin` },
];

export default function ReaderDownload({ loaderData, actionData }: Route.ComponentProps) {
  const msi = loaderData.kind === "reader-msi";
  const url = useLocalisedUrl();
  const [versionId, setVersionId] = useState(loaderData.versionId);

  // Spec 7: the form asks for the latest demo of product 8 in language 1 before it sends.
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
      <PageHeading>{msi ? "Download the EasyReader MSI package" : "Download EasyReader for Windows"}</PageHeading>
      <p className="lead">
        {msi
          ? "For IT teams: the MSI package installs EasyReader for Windows silently on every computer in your school or organisation."
          : "EasyReader for Windows is free. Read talking books and documents with large print, highlighted words and natural voices."}
      </p>
      <p>Version {loaderData.version}. Tell us who the app is for and your download starts straight away.</p>
      {actionData?.message && (
        <StatusAlert kind="error">
          <p>{actionData.message}</p>
        </StatusAlert>
      )}
      <AjaxForm
        action={url(msi ? "ReaderMsiDownload" : "ReaderWindowsDownload")}
        endpoint={msi ? "easyreader/download/msi" : "easyreader/download/request"}
        oneShot
        fallbackMessage={DOWNLOAD_ERROR_MESSAGE}
        initialFieldErrors={actionData?.fieldErrors}
        aria-labelledby="reader-form-title"
      >
        {({ fieldErrors }) => (
          <>
            <h2 id="reader-form-title">Your details</h2>
            <p>All fields are required unless marked optional.</p>
            <input type="hidden" name="productId" value={READER_WINDOWS_PRODUCT_ID} />
            <input type="hidden" name="languageId" value={READER_WINDOWS_LANGUAGE_ID} />
            <input type="hidden" name="versionId" value={versionId} />
            <TextField name="firstName" label="First name" required maxLength={100} autoComplete="given-name" errors={errorsFor(fieldErrors, "firstName")} />
            <TextField name="lastName" label="Last name" required maxLength={100} autoComplete="family-name" errors={errorsFor(fieldErrors, "lastName")} />
            <TextField name="email" label="Email address" type="email" required maxLength={100} autoComplete="email" errors={errorsFor(fieldErrors, "email")} />
            <RadioGroup name="aboutYou" label="Who is the app for?" required options={WHO_FOR_OPTIONS} errors={errorsFor(fieldErrors, "aboutYou")} />
            <SelectField
              name="lang"
              label="Language of the download page"
              required
              defaultValue="en"
              options={LANGUAGE_OPTIONS}
              errors={errorsFor(fieldErrors, "lang")}
            />
            <CheckboxField
              name="agreement"
              label="I agree to the EasyReader licence terms and the privacy policy"
              required
              errors={errorsFor(fieldErrors, "agreement")}
            />
            <CheckboxField name="acceptEmails" label="Send me occasional emails about new books, features and events (optional)" />
            <SubmitButton busyLabel="Preparing your download…">
              {msi ? "Download the MSI package" : "Download EasyReader"}
            </SubmitButton>
          </>
        )}
      </AjaxForm>
    </div>
  );
}

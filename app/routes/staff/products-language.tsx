/**
 * StaffVersionLanguage (/staff/products/version-languages/:languageRowId): which uploaded
 * installer (and MSI package) one version serves in one language, and whether it is offered.
 * The public download serves the chosen file as soon as this is saved.
 */
import { Link } from "react-router";
import type { Route } from "./+types/products-language";
import { formatVersion } from "@common/products";
import { ActionResult, fieldErrorsOf, formKey, keptOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CheckboxField, SelectField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import { FileName, checkedAfter, fileOptions, keptValues } from "./products-parts";
import { languageAction, languagePage } from "./products.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  staffMeta(data ? `${data.productName} ${formatVersion(data.version)} in ${data.languageName} | Products` : "Version language");

export const loader = staffLoader(async ({ params }) => languagePage(params.languageRowId));

export const action = languageAction;

export default function StaffVersionLanguage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { row, languageName, version, productName, installers } = loaderData;
  const errors = fieldErrorsOf(actionData, "save-language");
  const kept = keptValues(actionData, "save-language");
  const current = installers.find((file) => file.id === row.nimFileId);
  const title = `${productName} ${formatVersion(version)} in ${languageName}`;
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>Staff desk</Link> › <Link to={url("StaffProducts")}>Products and downloads</Link> ›{" "}
        <Link to={url("StaffProductVersion", { versionId: version.id })}>
          {productName} {formatVersion(version)}
        </Link>
      </p>
      <PageHeading>{title}</PageHeading>
      <p>
        Installer now: <FileName file={current} />.{" "}
        {current?.sample && "This is one of the small stand-in files the site was set up with: upload the real installer and choose it here."}
      </p>
      <ActionResult result={actionData} intent="save-language" />
      <PostForm className="panel" noValidate key={formKey(actionData, "save-language")}>
        <input type="hidden" name="intent" value="save-language" />
        <input type="hidden" name="id" value={row.id} />
        <input type="hidden" name="revision" value={row.revision} />
        <SelectField
          name="nimFileId"
          label="Installer"
          placeholder="No installer"
          hint={<>Upload a new one on the <Link to={url("StaffDownloadFiles")}>Installers and patch files</Link> page first.</>}
          options={fileOptions(installers)}
          defaultValue={keptOf(actionData, "save-language", "nimFileId") ?? String(row.nimFileId ?? "")}
          errors={errorsFor(errors, "nimFileId")}
        />
        <CheckboxField name="nimOnline" label="Offered for download" defaultChecked={checkedAfter(kept, "nimOnline", row.nimOnline)} />
        <SelectField
          name="msiFileId"
          label="MSI package"
          placeholder="None"
          hint="The package for network deployment (the reader app for Windows)."
          options={fileOptions(installers)}
          defaultValue={keptOf(actionData, "save-language", "msiFileId") ?? String(row.msiFileId ?? "")}
          errors={errorsFor(errors, "msiFileId")}
        />
        <SubmitButton busyLabel="Saving…">Save installer files</SubmitButton>
      </PostForm>
    </div>
  );
}

/**
 * StaffVersionLanguage (/staff/products/version-languages/:languageRowId): which uploaded
 * installer (and MSI package) one version serves in one language, and whether it is offered.
 * The public download serves the chosen file as soon as this is saved.
 */
import { Link } from "react-router";
import type { Route } from "./+types/products-language";
import { formatVersion } from "@common/products";
import { ActionResult, OutcomeAfterForm, fieldErrorsOf, formKey } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import { FileName, installerFields } from "./products-parts";
import { DeskFields, typedOf } from "./resource/form";
import { languageAction, languagePage } from "./products.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  data
    ? staffMeta("{product} {version} in {language} | Products", matches, {
        product: data.productName,
        version: formatVersion(data.version),
        language: data.languageName,
      })
    : staffMeta("Version language", matches);

export const loader = staffLoader(async ({ params }) => languagePage(params.languageRowId));

export const action = languageAction;

export default function StaffVersionLanguage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const page = useT();
  const { t, text } = page;
  const { row, languageName, version, productName, installers } = loaderData;
  const current = installers.find((file) => file.id === row.nimFileId);
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>{t("Staff desk")}</Link> › <Link to={url("StaffProducts")}>{t("Products and downloads")}</Link> ›{" "}
        <Link to={url("StaffProductVersion", { versionId: version.id })} translate="no">
          {productName} {formatVersion(version)}
        </Link>
      </p>
      <PageHeading>
        <T
          message="<0/> in <1/>"
          components={[
            <span translate="no">
              {productName} {formatVersion(version)}
            </span>,
            <span translate="no">{languageName}</span>,
          ]}
        />
      </PageHeading>
      <p>
        <T message="Installer now: <0/>." components={[<FileName file={current} />]} />{" "}
        {current?.sample && t("This is one of the small stand-in files the site was set up with: upload the real installer and choose it here.")}
      </p>
      <OutcomeAfterForm form={formKey(actionData, "save-language")}>
        <ActionResult result={actionData} intent="save-language" />
      </OutcomeAfterForm>
      <PostForm className="panel" noValidate key={formKey(actionData, "save-language")}>
        <input type="hidden" name="intent" value="save-language" />
        <input type="hidden" name="id" value={row.id} />
        <input type="hidden" name="revision" value={row.revision} />
        <DeskFields
          fields={installerFields(installers, page, url("StaffDownloadFiles"), false)}
          row={row}
          typed={typedOf(actionData, "save-language")}
          errors={fieldErrorsOf(actionData, "save-language")}
        />
        <SubmitButton busyLabel={text("Saving…")}>{t("Save installer files")}</SubmitButton>
      </PostForm>
    </div>
  );
}

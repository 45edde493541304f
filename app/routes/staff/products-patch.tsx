/**
 * StaffUpdatePatch (/staff/products/patches/:patchId): an update's title, release notes,
 * date, file and whether it needs a licence. Licence holders download the chosen file as
 * soon as this is saved.
 */
import { Link } from "react-router";
import type { Route } from "./+types/products-patch";
import { formatVersion } from "@common/products";
import { ActionResult, OutcomeAfterForm, fieldErrorsOf, formKey, keptOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CheckboxField, SelectField, TextArea, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import { FileName, checkedAfter, dayOf, fileOptions, keptValues } from "./products-parts";
import { patchAction, patchPage } from "./products.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { isContentInPageLanguage } from "@common/locale";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  data ? staffMeta("{name} | Products", matches, { name: data.patch.title }) : staffMeta("Update patch", matches);

export const loader = staffLoader(async ({ params }) => patchPage(params.patchId));

export const action = patchAction;

export default function StaffUpdatePatch({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const page = useT();
  const { t, text } = page;
  const contentLang = isContentInPageLanguage(page.locale, 1) ? undefined : "en";
  const { patch, version, productName, patchFiles } = loaderData;
  const errors = fieldErrorsOf(actionData, "save-patch");
  const kept = keptValues(actionData, "save-patch");
  const value = (name: string, stored: string) => keptOf(actionData, "save-patch", name) ?? stored;
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>{t("Staff desk")}</Link> › <Link to={url("StaffProducts")}>{t("Products and downloads")}</Link> ›{" "}
        <Link to={url("StaffProductVersion", { versionId: version.id })} translate="no">
          {productName} {formatVersion(version)}
        </Link>
      </p>
      <PageHeading>
        <span lang={contentLang}>{patch.title}</span>
      </PageHeading>
      <p>
        <T message="File now: <0/>." components={[<FileName file={patchFiles.find((file) => file.id === patch.fileId)} />]} />
      </p>
      <OutcomeAfterForm form={formKey(actionData, "save-patch")}>
        <ActionResult result={actionData} intent="save-patch" />
      </OutcomeAfterForm>
      <PostForm className="panel" noValidate key={formKey(actionData, "save-patch")}>
        <input type="hidden" name="intent" value="save-patch" />
        <input type="hidden" name="id" value={patch.id} />
        <input type="hidden" name="revision" value={patch.revision} />
        <TextField
          name="title"
          lang={contentLang}
          label={text("Title")}
          required
          maxLength={200}
          defaultValue={value("title", patch.title)}
          errors={errorsFor(errors, "title")}
        />
        <TextArea
          name="description"
          lang={contentLang}
          label={text("Release notes")}
          hint={t("HTML, as the update's page shows it (paragraphs and lists).")}
          maxLength={20000}
          defaultValue={value("description", patch.description)}
          errors={errorsFor(errors, "description")}
        />
        <TextField
          name="releaseDate"
          label={text("Release date")}
          type="date"
          required
          defaultValue={value("releaseDate", dayOf(patch.releaseDate))}
          errors={errorsFor(errors, "releaseDate")}
        />
        <SelectField
          name="fileId"
          label={text("Patch file")}
          required
          hint={
            <T
              message="Upload a new one on the <0>Installers and patch files</0> page first, as an update patch file."
              components={[<Link to={url("StaffDownloadFiles")} />]}
            />
          }
          options={fileOptions(patchFiles, page)}
          translate="no"
          defaultValue={value("fileId", String(patch.fileId))}
          errors={errorsFor(errors, "fileId")}
        />
        <CheckboxField
          name="requiresLicence"
          label={text("Needs a licence")}
          hint={t("Untick for a free update that every owner may download.")}
          defaultChecked={checkedAfter(kept, "requiresLicence", patch.requiresLicence)}
        />
        <CheckboxField name="visible" label={text("Shown on the site")} defaultChecked={checkedAfter(kept, "visible", patch.visible)} />
        <SubmitButton busyLabel={text("Saving…")}>{t("Save update patch")}</SubmitButton>
      </PostForm>
    </div>
  );
}

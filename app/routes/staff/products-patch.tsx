/**
 * StaffUpdatePatch (/staff/products/patches/:patchId): an update's title, release notes,
 * date, file and whether it needs a licence. Licence holders download the chosen file as
 * soon as this is saved.
 */
import { Link } from "react-router";
import type { Route } from "./+types/products-patch";
import { formatVersion } from "@common/products";
import { ActionResult, OutcomeAfterForm, fieldErrorsOf, formKey } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import { FileName, patchFields } from "./products-parts";
import { DeskFields, typedOf } from "./resource/form";
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
        <DeskFields
          fields={patchFields(patchFiles, page, url("StaffDownloadFiles"), false)}
          row={patch}
          typed={typedOf(actionData, "save-patch")}
          errors={fieldErrorsOf(actionData, "save-patch")}
          lang={contentLang}
        />
        <SubmitButton busyLabel={text("Saving…")}>{t("Save update patch")}</SubmitButton>
      </PostForm>
    </div>
  );
}

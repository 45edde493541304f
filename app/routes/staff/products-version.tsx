/**
 * StaffProductVersion (/staff/products/versions/:versionId): a version's number, notes and
 * release date; the installer it offers in each language and its update patches (each opens
 * its own page), and forms to add a language and a patch.
 */
import { Link } from "react-router";
import type { Route } from "./+types/products-version";
import { formatVersion } from "@common/products";
import { ActionResult, OutcomeAfterForm, fieldErrorsOf, formKey } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import { Day, FileName, type InstallerRow, VERSION_FIELDS, installerFields, patchFields } from "./products-parts";
import type { DeskField } from "./resource/definition";
import { DeskFields, typedOf } from "./resource/form";
import { versionAction, versionPage } from "./products.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { isContentInPageLanguage } from "@common/locale";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  data ? staffMeta("{name} | Products", matches, { name: `${data.productName} ${formatVersion(data.version)}` }) : staffMeta("Version", matches);

export const loader = staffLoader(async ({ params }) => versionPage(params.versionId));

export const action = versionAction;

/** The language a new row of installers is for, one the version has none in yet. */
function languageField(unused: { id: number; name: string }[]): DeskField<InstallerRow> {
  return {
    name: "languageId",
    label: "Language",
    kind: "select",
    required: true,
    placeholder: "Choose a language",
    data: true,
    options: unused.map((language) => ({ value: language.id, label: language.name })),
    value: () => "",
  };
}

export default function StaffProductVersion({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const page = useT();
  const { t, text } = page;
  const contentLang = isContentInPageLanguage(page.locale, 1) ? undefined : "en";
  const { version, productName, languages, patches, allLanguages, installers, patchFiles } = loaderData;
  const files = new Map([...installers, ...patchFiles].map((file) => [file.id, file]));
  const title = `${productName} ${formatVersion(version)}`;
  const unused = allLanguages.filter((language) => !languages.some((row) => row.languageId === language.id));
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>{t("Staff desk")}</Link> › <Link to={url("StaffProducts")}>{t("Products and downloads")}</Link> ›{" "}
        <Link to={url("StaffProduct", { productId: version.productId })} translate="no">
          {productName}
        </Link>
      </p>
      <PageHeading>
        <span translate="no">{title}</span>
      </PageHeading>

      <section aria-labelledby="version-title">
        <h2 id="version-title">{t("The version")}</h2>
        <OutcomeAfterForm form={formKey(actionData, "save-version")}>
          <ActionResult result={actionData} intent="save-version" />
        </OutcomeAfterForm>
        <PostForm className="panel" noValidate key={formKey(actionData, "save-version")}>
          <input type="hidden" name="intent" value="save-version" />
          <input type="hidden" name="id" value={version.id} />
          <input type="hidden" name="revision" value={version.revision} />
          <DeskFields
            fields={VERSION_FIELDS}
            row={version}
            typed={typedOf(actionData, "save-version")}
            errors={fieldErrorsOf(actionData, "save-version")}
            lang={contentLang}
          />
          <SubmitButton busyLabel={text("Saving…")}>{t("Save version")}</SubmitButton>
        </PostForm>
      </section>

      <section aria-labelledby="languages-title">
        <h2 id="languages-title">{t("Installers by language")}</h2>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={text("Installers by language (scrolls sideways)")}>
          <table>
            <caption>
              <T message="Languages of <0/> ({count})" values={{ count: languages.length }} components={[<span translate="no">{title}</span>]} />
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("Language")}</th>
                <th scope="col">{t("Installer")}</th>
                <th scope="col">{t("Offered for download")}</th>
                <th scope="col">{t("MSI package")}</th>
              </tr>
            </thead>
            <tbody>
              {languages.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={url("StaffVersionLanguage", { languageRowId: row.id })} translate="no">
                      {row.languageName}
                    </Link>
                  </th>
                  <td>
                    <FileName file={row.nimFileId === null ? null : files.get(row.nimFileId)} />
                  </td>
                  <td>{row.nimOnline ? t("Yes") : t("No")}</td>
                  <td>{row.msiFileId === null ? t("None") : <FileName file={files.get(row.msiFileId)} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {/* Outside the part shown while a language is left to add: adding the last one takes it away. */}
        {unused.length > 0 && <h3 id="add-language-title">{t("Add a language")}</h3>}
        <OutcomeAfterForm form={unused.length > 0 ? formKey(actionData, "add-language") : null}>
          <ActionResult result={actionData} intent="add-language" />
        </OutcomeAfterForm>
        {unused.length > 0 && (
          <PostForm className="panel" noValidate key={formKey(actionData, "add-language")} aria-labelledby="add-language-title">
            <input type="hidden" name="intent" value="add-language" />
            <DeskFields
              fields={[languageField(unused), ...installerFields(installers, page, url("StaffDownloadFiles"), true)]}
              row={null}
              typed={typedOf(actionData, "add-language")}
              errors={fieldErrorsOf(actionData, "add-language")}
            />
            <SubmitButton busyLabel={text("Adding…")}>{t("Add language")}</SubmitButton>
          </PostForm>
        )}
      </section>

      <section aria-labelledby="patches-title">
        <h2 id="patches-title">{t("Update patches")}</h2>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={text("Update patches (scrolls sideways)")}>
          <table>
            <caption>
              <T
                message="Update patches of <0/> ({count}), newest first"
                values={{ count: patches.length }}
                components={[<span translate="no">{title}</span>]}
              />
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("Update")}</th>
                <th scope="col">{t("Released (UTC)")}</th>
                <th scope="col">{t("File")}</th>
                <th scope="col">{t("Needs a licence")}</th>
                <th scope="col">{t("Shown on the site")}</th>
              </tr>
            </thead>
            <tbody>
              {patches.map((patch) => (
                <tr key={patch.id}>
                  <th scope="row">
                    <Link to={url("StaffUpdatePatch", { patchId: patch.id })} lang={contentLang}>
                      {patch.title}
                    </Link>
                  </th>
                  <td>
                    <Day date={patch.releaseDate} />
                  </td>
                  <td>
                    <FileName file={files.get(patch.fileId)} />
                  </td>
                  <td>{patch.requiresLicence ? t("Yes") : t("No, free for everyone")}</td>
                  <td>{patch.visible ? t("Yes") : t("No")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3 id="add-patch-title">{t("Add an update patch")}</h3>
        <OutcomeAfterForm form={formKey(actionData, "add-patch")}>
          <ActionResult result={actionData} intent="add-patch" />
        </OutcomeAfterForm>
        <PostForm className="panel" noValidate key={formKey(actionData, "add-patch")} aria-labelledby="add-patch-title">
          <input type="hidden" name="intent" value="add-patch" />
          <DeskFields
            fields={patchFields(patchFiles, page, url("StaffDownloadFiles"), true)}
            row={null}
            typed={typedOf(actionData, "add-patch")}
            errors={fieldErrorsOf(actionData, "add-patch")}
          />
          <SubmitButton busyLabel={text("Adding…")}>{t("Add update patch")}</SubmitButton>
        </PostForm>
      </section>
    </div>
  );
}

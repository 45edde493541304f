/**
 * StaffProduct (/staff/products/:productId): a product's name, short description and where
 * it shows; its versions (each opens its own page) and a form to add one.
 */
import { Link } from "react-router";
import type { Route } from "./+types/products-product";
import { formatVersion } from "@common/products";
import { ActionResult, OutcomeAfterForm, fieldErrorsOf, formKey, keptOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CheckboxField, TextArea, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import { Day, checkedAfter, keptValues } from "./products-parts";
import { productAction, productPage } from "./products.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

import { TranslationsPart } from "./translation-state";
import { translationsOf } from "./translations.server";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  data ? staffMeta("{name} | Products", matches, { name: data.product.name }) : staffMeta("Product", matches);

export const loader = staffLoader(async ({ params }) => {
  const found = await productPage(params.productId);
  return { ...found, translations: await translationsOf("product", found.product.id) };
});

export const action = productAction;

export default function StaffProduct({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  const contentLang = langOfContent(locale, "en");
  const { product, versions } = loaderData;
  const saveErrors = fieldErrorsOf(actionData, "save-product");
  const addErrors = fieldErrorsOf(actionData, "add-version");
  const kept = keptValues(actionData, "save-product");
  const value = (name: string, stored: string) => keptOf(actionData, "save-product", name) ?? stored;
  const added = (name: string, fallback = "") => keptOf(actionData, "add-version", name) ?? fallback;
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>{t("Staff desk")}</Link> › <Link to={url("StaffProducts")}>{t("Products and downloads")}</Link>
      </p>
      <PageHeading>
        <span translate="no">{product.name}</span>
      </PageHeading>

      <section aria-labelledby="product-title">
        <h2 id="product-title">{t("The product")}</h2>
        <OutcomeAfterForm form={formKey(actionData, "save-product")}>
          <ActionResult result={actionData} intent="save-product" />
        </OutcomeAfterForm>
        <PostForm className="panel" noValidate key={formKey(actionData, "save-product")}>
          <input type="hidden" name="intent" value="save-product" />
          <input type="hidden" name="id" value={product.id} />
          <input type="hidden" name="revision" value={product.revision} />
          <TextField
            name="name"
            label={text("Name")}
            required
            maxLength={120}
            defaultValue={value("name", product.name)}
            errors={errorsFor(saveErrors, "name")}
          />
          <TextArea
            name="shortDescription"
            lang={contentLang}
            label={text("Short description")}
            maxLength={500}
            defaultValue={value("shortDescription", product.shortDescription)}
            errors={errorsFor(saveErrors, "shortDescription")}
          />
          <CheckboxField name="visible" label={text("Shown on the site")} defaultChecked={checkedAfter(kept, "visible", product.visible)} />
          <CheckboxField
            name="online"
            label={text("Listed with current products")}
            hint={t("Untick for a withdrawn product whose downloads are still offered.")}
            defaultChecked={checkedAfter(kept, "online", product.online)}
          />
          <CheckboxField name="offerTrial" label={text("Offers a free trial")} defaultChecked={checkedAfter(kept, "offerTrial", product.offerTrial)} />
          <SubmitButton busyLabel={text("Saving…")}>{t("Save product")}</SubmitButton>
        </PostForm>
      </section>

      <section aria-labelledby="versions-title">
        <h2 id="versions-title">{t("Versions")}</h2>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={text("Versions (scrolls sideways)")}>
          <table>
            <caption>
              <T
                message="Versions of <0/> ({count}), newest first"
                values={{ count: versions.length }}
                components={[<span translate="no">{product.name}</span>]}
              />
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("Version")}</th>
                <th scope="col">{t("Build")}</th>
                <th scope="col">{t("Released (UTC)")}</th>
                <th scope="col">{t("Shown on the site")}</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version) => (
                <tr key={version.id}>
                  <th scope="row">
                    <Link to={url("StaffProductVersion", { versionId: version.id })}>{t("Version {number}", { number: formatVersion(version) })}</Link>
                  </th>
                  <td>{version.build}</td>
                  <td>
                    <Day date={version.releaseDate} />
                  </td>
                  <td>{version.visible ? t("Yes") : t("No")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="add-version-title">
        <h2 id="add-version-title">{t("Add a version")}</h2>
        <OutcomeAfterForm form={formKey(actionData, "add-version")}>
          <ActionResult result={actionData} intent="add-version" />
        </OutcomeAfterForm>
        <PostForm className="panel" noValidate key={formKey(actionData, "add-version")}>
          <input type="hidden" name="intent" value="add-version" />
          <TextField
            name="major"
            label={text("Major version")}
            required
            inputMode="numeric"
            defaultValue={added("major")}
            errors={errorsFor(addErrors, "major")}
          />
          <TextField
            name="minor"
            label={text("Minor version")}
            required
            inputMode="numeric"
            defaultValue={added("minor")}
            errors={errorsFor(addErrors, "minor")}
          />
          <TextField
            name="build"
            label={text("Build")}
            required
            inputMode="numeric"
            defaultValue={added("build", "0")}
            errors={errorsFor(addErrors, "build")}
          />
          <TextField
            name="releaseDate"
            label={text("Release date")}
            type="date"
            required
            defaultValue={added("releaseDate")}
            errors={errorsFor(addErrors, "releaseDate")}
          />
          <TextArea
            name="description"
            label={text("Description")}
            maxLength={2000}
            defaultValue={added("description")}
            errors={errorsFor(addErrors, "description")}
          />
          <CheckboxField name="visible" label={text("Shown on the site")} defaultChecked />
          <SubmitButton busyLabel={text("Adding…")}>{t("Add version")}</SubmitButton>
        </PostForm>
      </section>
      {loaderData.translations && <TranslationsPart kind="product" itemId={loaderData.product.id} statuses={loaderData.translations} />}
    </div>
  );
}

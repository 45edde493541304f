/**
 * StaffProduct (/staff/products/:productId): a product's name, short description and where
 * it shows; its versions (each opens its own page) and a form to add one.
 */
import { Link } from "react-router";
import type { Route } from "./+types/products-product";
import { formatVersion } from "@common/products";
import { ActionResult, OutcomeAfterForm, fieldErrorsOf, formKey } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import { Day, VERSION_FIELDS } from "./products-parts";
import type { DeskField } from "./resource/definition";
import { DeskFields, typedOf } from "./resource/form";
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

type Product = Route.ComponentProps["loaderData"]["product"];

/** A product's name (a proper name), its short description (in English, as stored) and where the site shows it. */
const PRODUCT_FIELDS: DeskField<Product>[] = [
  { name: "name", label: "Name", required: true, maxLength: 120, value: (product) => product?.name ?? "" },
  {
    name: "shortDescription",
    label: "Short description",
    kind: "textarea",
    content: true,
    maxLength: 500,
    value: (product) => product?.shortDescription ?? "",
  },
  { name: "visible", label: "Shown on the site", kind: "checkbox", value: (product) => product?.visible ?? true },
  {
    name: "online",
    label: "Listed with current products",
    kind: "checkbox",
    hint: "Untick for a withdrawn product whose downloads are still offered.",
    value: (product) => product?.online ?? true,
  },
  { name: "offerTrial", label: "Offers a free trial", kind: "checkbox", value: (product) => product?.offerTrial ?? false },
];

export default function StaffProduct({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  const contentLang = langOfContent(locale, "en");
  const { product, versions } = loaderData;
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
          <DeskFields
            fields={PRODUCT_FIELDS}
            row={product}
            typed={typedOf(actionData, "save-product")}
            errors={fieldErrorsOf(actionData, "save-product")}
            lang={contentLang}
          />
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
          <DeskFields fields={VERSION_FIELDS} row={null} typed={typedOf(actionData, "add-version")} errors={fieldErrorsOf(actionData, "add-version")} />
          <SubmitButton busyLabel={text("Adding…")}>{t("Add version")}</SubmitButton>
        </PostForm>
      </section>
      {loaderData.translations && <TranslationsPart kind="product" itemId={loaderData.product.id} statuses={loaderData.translations} />}
    </div>
  );
}

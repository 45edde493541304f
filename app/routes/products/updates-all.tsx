import { Link } from "react-router";
import * as v from "valibot";
import type { Route } from "./+types/updates-all";
import { fieldErrorsFromIssues } from "@common/api-errors";
import { NO_UPDATES_ADVICE, NO_UPDATES_TITLE, VERSION_LOAD_ERROR_MESSAGE, optionalNumber } from "@common/products";
import { productUpdatesFormSchema } from "@common/schemas/products";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { SelectField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { usePostedFormMarks } from "~/components/forms/AjaxForm";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import { type FrameworkHandle, useDependentListMarks } from "~/enhance/framework";
import { useContentLang } from "~/features/products/useContentLang";
import { metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the form is a GET form checked before
// it is sent, and its version list follows the product.
export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;
import { getVersion, listVersions, pageText, productsWithValidUpdates, sayFieldErrors, updatesForVersion } from "./updates.server";

/** The product updates form (GET /product/updates/all with submitted=1 and version) and its list of every update for that version. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const database = db();
  const submitted = query.get("submitted") === "1";
  let product = optionalNumber(query.get("product"));
  const products = await productsWithValidUpdates(database);
  let fieldErrors = null;
  let listing = null;
  if (submitted) {
    const parsed = v.safeParse(productUpdatesFormSchema, { product: query.get("product") ?? "", version: query.get("version") ?? "" });
    if (!parsed.success) fieldErrors = sayFieldErrors(pageText(request), fieldErrorsFromIssues(productUpdatesFormSchema, parsed.issues));
    else {
      const version = await getVersion(database, parsed.output.version, parsed.output.product);
      if (!version)
        fieldErrors = sayFieldErrors(pageText(request), { version: { friendlyName: "Version", errors: ["Choose a version of the chosen product"] } });
      else {
        product = version.productId;
        const productName = products.find((entry) => entry.id === version.productId)?.name ?? "";
        listing = { title: `${productName} ${version.version}`, updates: await updatesForVersion(database, version.id) };
      }
    }
  }
  const versions = product === null ? [] : await listVersions(database, product, "with-patches");
  return {
    product,
    version: optionalNumber(query.get("version")),
    products: products.map((entry) => ({ value: entry.id, label: entry.name })),
    versions: versions.map((entry) => ({ value: entry.id, label: entry.version })),
    fieldErrors,
    listing,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text } = metaText(matches);
  return [{ title: data?.listing ? text("Updates for {name} | Dolphin", { name: data.listing.title }) : text("Updates by version | Dolphin") }];
};

export default function UpdatesAll({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const contentLang = useContentLang();
  const postedFormMarks = usePostedFormMarks();
  const versionListMarks = useDependentListMarks({
    list: "updates-all-version",
    status: "updates-all-status",
    loadingMessage: text("Loading..."),
    errorMessage: text(VERSION_LOAD_ERROR_MESSAGE),
  });
  const summary = summaryFromFieldErrors(loaderData.fieldErrors);

  return (
    <div className="container page">
      <PageHeading>{loaderData.listing ? t("Updates for {name}", { name: loaderData.listing.title }) : t("Updates by version")}</PageHeading>
      <form method="get" action={url("ProductUpdatesAll")} noValidate aria-labelledby="updates-form-title" {...postedFormMarks}>
        <ErrorSummary errors={summary} />
        <h2 id="updates-form-title">{t("Choose your product and version")}</h2>
        <input type="hidden" name="submitted" value="1" />
        <SelectField
          name="product"
          translate="no"
          label={text("Product")}
          required
          placeholder={text("Choose a product")}
          options={loaderData.products}
          defaultValue={loaderData.product ?? ""}
          errors={errorsFor(loaderData.fieldErrors, "product")}
          // Without the framework, app/enhance/dependent-list.ts brings the product's versions.
          {...versionListMarks}
        />
        <p id="updates-all-status" role="status" className="field__hint" />
        <div id="updates-all-version">
          <SelectField
            name="version"
            label={text("Version")}
            required
            placeholder={text("Choose a version")}
            hint={text("Without JavaScript, choose a product and press Show updates to list its versions.")}
            options={loaderData.versions}
            defaultValue={loaderData.version ?? ""}
            errors={errorsFor(loaderData.fieldErrors, "version")}
          />
        </div>
        <button type="submit" className="button">
          {t("Show updates")}
        </button>
      </form>
      {loaderData.listing &&
        (loaderData.listing.updates.length === 0 ? (
          <div className="panel">
            <h2>{t(NO_UPDATES_TITLE)}</h2>
            <p>{t(NO_UPDATES_ADVICE)}</p>
          </div>
        ) : (
          <>
            <h2>
              {t("{count, plural, one {# update for {name}} other {# updates for {name}}}", {
                count: loaderData.listing.updates.length,
                name: loaderData.listing.title,
              })}
            </h2>
            <ul className="result-list">
              {loaderData.listing.updates.map((update) => (
                <li key={update.id} className="result-list__item" lang={contentLang}>
                  <Link to={url("ProductUpdate", undefined, { query: { id: update.id } })}>{update.title}</Link>
                </li>
              ))}
            </ul>
          </>
        ))}
    </div>
  );
}

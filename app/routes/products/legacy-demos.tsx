import type { Route } from "./+types/legacy-demos";
import { listVersionLanguages, listVersions, productsWithValidDownloads } from "~/features/products/catalogue.server";
import { VERSION_LOAD_ERROR_MESSAGE, optionalNumber } from "@common/products";
import { SelectField } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import { type FrameworkHandle, useResultsFormMarks } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the form is a GET form, which the
// enhancement runs in place on each choice, saying how many languages there are.
export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;

interface Language {
  languageId: number;
  name: string;
  iso: string;
}

/** /support/legacy-demos: product, then version (first selected), then a download link per language. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const database = db();
  const products = await productsWithValidDownloads(database);
  const product = products.find((entry) => entry.id === optionalNumber(query.get("product")))?.id ?? null;
  const versions = product === null ? [] : await listVersions(database, product, "with-downloads");
  const wanted = optionalNumber(query.get("version"));
  const version = versions.find((entry) => entry.id === wanted)?.id ?? versions[0]?.id ?? null;
  const languages = version === null ? [] : await listVersionLanguages(database, version);
  return {
    products: products.map((entry) => ({ value: entry.id, label: entry.name })),
    product,
    versions: versions.map((entry) => ({ value: entry.id, label: entry.version })),
    version,
    languages: languages.map((entry): Language => ({ languageId: entry.languageId, name: entry.language.name, iso: entry.language.iso6391 })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Legacy downloads | Dolphin") }];

export default function LegacyDemos({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const resultsFormMarks = useResultsFormMarks({
    regions: ["legacy-version", "legacy-downloads"],
    status: "legacy-status",
    loadingMessage: text("Loading..."),
    errorMessage: text(VERSION_LOAD_ERROR_MESSAGE),
  });
  const { product, versions, version, languages } = loaderData;
  const productName = loaderData.products.find((entry) => entry.value === product)?.label ?? "";
  const versionName = versions.find((entry) => entry.value === version)?.label ?? "";

  return (
    <div className="container page">
      <PageHeading>{t("Legacy downloads")}</PageHeading>
      <p className="lead">
        {t(
          "Need to reinstall an older version you own? Choose the product and version, then the language to download. Your existing licence works with the version it was sold for.",
        )}
      </p>
      <form
        method="get"
        action={url("LegacyDemos")}
        aria-labelledby="legacy-form-title"
        // Without the framework, app/enhance/results-form.ts brings each choice's versions and downloads in place.
        {...resultsFormMarks}
      >
        <h2 id="legacy-form-title">{t("Find a download")}</h2>
        <SelectField
          name="product"
          translate="no"
          label={text("Product")}
          // Both choices are needed to list the downloads: not '(optional)'.
          required
          placeholder={text("Choose a product")}
          options={loaderData.products}
          defaultValue={product ?? ""}
        />
        <div id="legacy-version">
          <SelectField
            name="version"
            label={text("Version")}
            required
            placeholder={product === null ? text("Choose a product first") : text("Choose a version")}
            options={versions}
            defaultValue={version ?? ""}
            disabled={versions.length === 0}
          />
        </div>
        <noscript>
          <button type="submit" className="button">
            {t("Show downloads")}
          </button>
        </noscript>
      </form>
      <p id="legacy-status" role="status">
        {version !== null && text("{count, plural, one {# language available} other {# languages available}}", { count: languages.length })}
      </p>
      <div id="legacy-downloads">
        {version !== null && languages.length > 0 && (
          <section aria-labelledby="legacy-languages">
            <h2 id="legacy-languages">{t("Download {product} {version}", { product: productName, version: versionName })}</h2>
            <ul className="link-list">
              {languages.map((language) => (
                <li key={language.languageId}>
                  <a href={url("DemoDownload", undefined, { query: { demo: "true", lid: language.languageId, pvid: version } })}>
                    <T
                      message="{product} {version} in <0/>"
                      values={{ product: productName, version: versionName }}
                      components={[<span lang={language.iso}>{language.name}</span>]}
                    />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}

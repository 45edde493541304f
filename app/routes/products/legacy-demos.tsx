import { useState } from "react";
import { announce } from "@react-aria/live-announcer";
import type { Route } from "./+types/legacy-demos";
import { listVersionLanguages, listVersions, productsWithValidDownloads } from "~/features/products/catalogue.server";
import { VERSION_LOAD_ERROR_MESSAGE } from "@common/products";
import { optionalNumber } from "@common/products";
import { SelectField } from "~/components/forms/fields";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { api } from "~/lib/api-client";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import { type FrameworkHandle, useResultsFormMarks, useWithoutFramework } from "~/enhance/framework";
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

type VersionLanguageResponse = { languageId: number; language: { name: string; iso6391: string } }[];

export default function LegacyDemos({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const withoutFramework = useWithoutFramework();
  const resultsFormMarks = useResultsFormMarks({
    regions: ["legacy-version", "legacy-downloads"],
    status: "legacy-status",
    loadingMessage: text("Loading..."),
    errorMessage: text(VERSION_LOAD_ERROR_MESSAGE),
  });
  const [product, setProduct] = useState(loaderData.product);
  const [versions, setVersions] = useState(loaderData.versions);
  const [version, setVersion] = useState(loaderData.version);
  const [languages, setLanguages] = useState(loaderData.languages);
  const [error, setError] = useState<string | null>(null);

  async function loadLanguages(productId: number, versionId: number) {
    const result = await api.get<VersionLanguageResponse>(`products/${productId}/versions/${versionId}/languages`, {
      cancelId: "lgcylang",
    });
    if (result.ok) {
      const next = result.data.map((entry) => ({ languageId: entry.languageId, name: entry.language.name, iso: entry.language.iso6391 }));
      setLanguages(next);
      announce(text("{count, plural, one {# language available} other {# languages available}}", { count: next.length }), "polite");
    } else if (!result.cancelled) setError(text(VERSION_LOAD_ERROR_MESSAGE));
  }

  async function onProductChange(value: string) {
    const productId = optionalNumber(value);
    // Choosing a product clears the version, loads versions with downloads and selects the first.
    setProduct(productId);
    setVersion(null);
    setVersions([]);
    setLanguages([]);
    setError(null);
    if (productId === null) return;
    const result = await api.get<{ id: number; version: string }[]>(`products/${productId}/versions/with-downloads`, {
      cancelId: "lgcyvers",
      fallbackMessage: text(VERSION_LOAD_ERROR_MESSAGE),
    });
    if (!result.ok) {
      if (!result.cancelled) setError(text(VERSION_LOAD_ERROR_MESSAGE));
      return;
    }
    setVersions(result.data.map((entry) => ({ value: entry.id, label: entry.version })));
    const first = result.data[0];
    if (first) {
      setVersion(first.id);
      await loadLanguages(productId, first.id);
    }
  }

  async function onVersionChange(value: string) {
    const versionId = optionalNumber(value);
    setVersion(versionId);
    setLanguages([]);
    setError(null);
    if (versionId !== null && product !== null) await loadLanguages(product, versionId);
  }

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
          value={product ?? ""}
          onChange={(event) => void onProductChange(event.currentTarget.value)}
        />
        <div id="legacy-version">
          <SelectField
            name="version"
            label={text("Version")}
            required
            placeholder={product === null ? text("Choose a product first") : text("Choose a version")}
            options={versions}
            value={version ?? ""}
            disabled={versions.length === 0}
            onChange={(event) => void onVersionChange(event.currentTarget.value)}
          />
        </div>
        <noscript>
          <button type="submit" className="button">
            {t("Show downloads")}
          </button>
        </noscript>
      </form>
      {withoutFramework && (
        <p id="legacy-status" role="status">
          {version !== null && text("{count, plural, one {# language available} other {# languages available}}", { count: languages.length })}
        </p>
      )}
      <div id="legacy-downloads">
        {error && (
          <StatusAlert kind="error">
            <p>{error}</p>
          </StatusAlert>
        )}
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

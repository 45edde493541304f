import { useRef, useState } from "react";
import { Link } from "react-router";
import { announce } from "@react-aria/live-announcer";
import type { Route } from "./+types/updates";
import { NO_UPDATES_ADVICE, NO_UPDATES_TITLE, UPDATE_SEARCH_PAGE_SIZE, VERSION_LOAD_ERROR_MESSAGE } from "@common/products";
import { optionalNumber } from "@common/products";
import { SelectField, TextField } from "~/components/forms/fields";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { api } from "~/lib/api-client";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import { type FrameworkHandle, useResultsFormMarks } from "~/enhance/framework";
import { useContentLang } from "~/features/products/useContentLang";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the search is a GET form, which the
// enhancement answers in place on each choice and search, saying the count.
export const handle = { i18n: "products", hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;
import type { MessageLike } from "@common/i18n/translator";
import { type UpdateSearchResult, listVersions, productsWithValidUpdates, searchUpdates } from "./updates.server";

const RELEASE_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };

interface Criteria {
  product: number | null;
  version: number | null;
  searchTerm: string;
  page: number;
}

/** Spec 2: reads product, productVersion (or version) and searchTerm from the address. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const database = db();
  const product = optionalNumber(query.get("product"));
  const requestedVersion = product === null ? null : optionalNumber(query.get("productVersion") ?? query.get("version"));
  const searchTerm = (query.get("searchTerm") ?? "").trim().slice(0, 100);
  const page = optionalNumber(query.get("page")) ?? 1;
  const [products, versions] = await Promise.all([
    productsWithValidUpdates(database),
    product === null ? Promise.resolve([]) : listVersions(database, product, "with-patches"),
  ]);
  const version = versions.some((entry) => entry.id === requestedVersion) ? requestedVersion : null;
  const results = await searchUpdates(database, {
    productId: product,
    productVersionId: version,
    searchTerm,
    page: Math.max(page, 1),
    perPage: UPDATE_SEARCH_PAGE_SIZE,
  });
  return {
    criteria: { product, version, searchTerm, page: results.page } satisfies Criteria,
    products: products.map((entry) => ({ value: entry.id, label: entry.name })),
    versions: versions.map((entry) => ({ value: entry.id, label: entry.version })),
    results,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Updates and patches | Dolphin") }];

function queryOf(criteria: Criteria) {
  return {
    product: criteria.product ?? undefined,
    productVersion: criteria.version ?? undefined,
    searchTerm: criteria.searchTerm || undefined,
    page: criteria.page > 1 ? criteria.page : undefined,
  };
}

/** The result count as the status line says it. */
function countMessage(results: UpdateSearchResult) {
  return { id: "{count, plural, one {# update found} other {# updates found}}", values: { count: results.resultCount } };
}

export default function UpdatesSearch({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, formatDate } = useT();
  const contentLang = useContentLang();
  const resultsFormMarks = useResultsFormMarks({
    regions: ["update-version", "update-results-list"],
    status: "update-status",
    loadingMessage: text("Loading..."),
    errorMessage: text("The search failed"),
  });
  const [criteria, setCriteria] = useState<Criteria>(loaderData.criteria);
  const [versions, setVersions] = useState(loaderData.versions);
  const [versionError, setVersionError] = useState<string | null>(null);
  const [results, setResults] = useState(loaderData.results);
  const [status, setStatus] = useState<MessageLike>(countMessage(loaderData.results));
  const [searchError, setSearchError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function onProductChange(value: string) {
    const product = optionalNumber(value);
    // Spec 4: changing the product clears the version and reloads the versions.
    setCriteria((current) => ({ ...current, product, version: null }));
    setVersions([]);
    setVersionError(null);
    if (product === null) return;
    const result = await api.get<{ id: number; version: string }[]>(`products/${product}/versions/with-patches`, {
      cancelId: "updvrsns",
      fallbackMessage: text(VERSION_LOAD_ERROR_MESSAGE),
    });
    if (result.ok) {
      setVersions(result.data.map((entry) => ({ value: entry.id, label: entry.version })));
      announce(text("{count, plural, one {# version available} other {# versions available}}", { count: result.data.length }), "polite");
    } else if (!result.cancelled) setVersionError(text(VERSION_LOAD_ERROR_MESSAGE));
  }

  async function search(next: Criteria) {
    setLoading(true);
    setSearchError(null);
    setStatus("Loading...");
    const result = await api.get<UpdateSearchResult>("updates/search", {
      query: {
        productId: next.product ?? undefined,
        productVersionId: next.version ?? undefined,
        searchTerm: next.searchTerm || undefined,
        page: next.page,
        perPage: UPDATE_SEARCH_PAGE_SIZE,
      },
      cancelId: "updsrch",
    });
    setLoading(false);
    if (result.ok) {
      const settled = { ...next, page: result.data.page };
      setCriteria(settled);
      setResults(result.data);
      setStatus(countMessage(result.data));
      // Spec 4: each search rewrites the address's query.
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(queryOf(settled))) if (value !== undefined) query.set(key, String(value));
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${query.size > 0 ? `?${query}` : ""}`);
      if (next.page !== criteria.page) headingRef.current?.focus();
    } else if (!result.cancelled) {
      setSearchError(result.message);
      setStatus("The search failed");
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void search({ ...criteria, searchTerm: String(form.get("searchTerm") ?? "").trim(), page: 1 });
  }

  function pageLink(page: number) {
    return url("ProductsUpdates", undefined, { query: queryOf({ ...criteria, page }) });
  }

  return (
    <div className="container page">
      <PageHeading>{t("Updates and patches")}</PageHeading>
      <p className="lead">
        {t("Find free updates for the version of our software you own. Choose your product and version, or search by what the update fixes.")}
      </p>
      <p>
        <T
          message="Updates marked ‘licence needed’ download once you sign in with the DolphinID your licence is registered to. Looking for every update of one version? Use the <0>list of updates by version</0>."
          components={[<Link to={url("ProductUpdatesAll")} />]}
        />
      </p>
      <form
        method="get"
        action={url("ProductsUpdates")}
        onSubmit={onSubmit}
        className="search-form"
        aria-labelledby="update-search-title"
        // Without the framework, app/enhance/results-form.ts answers each choice and search in place.
        {...resultsFormMarks}
      >
        <h2 id="update-search-title">{t("Search updates")}</h2>
        <fieldset className="form-body" role="presentation" disabled={loading}>
          <SelectField
            name="product"
            translate="no"
            label={text("Product")}
            placeholder={text("All products")}
            options={loaderData.products}
            value={criteria.product ?? ""}
            onChange={(event) => void onProductChange(event.currentTarget.value)}
          />
          <div id="update-version">
            <SelectField
              name="productVersion"
              label={text("Version")}
              hint={criteria.product === null ? text("Choose a product first.") : undefined}
              placeholder={text("All versions")}
              options={versions}
              value={criteria.version ?? ""}
              disabled={criteria.product === null}
              onChange={(event) => {
                const version = optionalNumber(event.currentTarget.value);
                setCriteria((current) => ({ ...current, version }));
              }}
            />
          </div>
          {versionError && (
            <StatusAlert kind="error">
              <p>{versionError}</p>
            </StatusAlert>
          )}
          <TextField
            name="searchTerm"
            label={text("Search term")}
            type="search"
            maxLength={100}
            defaultValue={criteria.searchTerm}
            hint={text("For example: braille, Outlook, Windows 11")}
          />
          <button type="submit" className="button">
            {t("Search updates")}
          </button>
        </fieldset>
      </form>
      <h2 id="update-results" tabIndex={-1} ref={headingRef}>
        {t("Results")}
      </h2>
      <p role="status" className="result-status" id="update-status">
        {t(status)}
      </p>
      <div id="update-results-list">
        {searchError && (
          <StatusAlert kind="error">
            <p>{searchError}</p>
          </StatusAlert>
        )}
        {results.result.length === 0 ? (
          <div className="panel">
            <h3>{t(NO_UPDATES_TITLE)}</h3>
            <p>{t(NO_UPDATES_ADVICE)}</p>
          </div>
        ) : (
          <ul className="result-list" aria-labelledby="update-results">
            {results.result.map((update) => (
              <li key={update.id} className="result-list__item">
                <h3 lang={contentLang}>
                  <Link to={url("ProductUpdate", undefined, { query: { id: update.id } })}>{update.title}</Link>
                </h3>
                <p>
                  <T
                    message="{product} {version}. Released <0/>."
                    values={{ product: update.productName, version: update.version }}
                    components={[<time dateTime={update.releaseDate}>{formatDate(update.releaseDate, RELEASE_DATE)}</time>]}
                  />{" "}
                  {update.requiresLicence ? t("Licence needed.") : t("Free for everyone.")}
                </p>
              </li>
            ))}
          </ul>
        )}
        {results.pageCount > 1 && (
          <nav aria-label={text("Result pages")} className="pager">
            <p>{t("Page {page} of {count}", { page: results.page, count: results.pageCount })}</p>
            <ul className="button-row">
              {results.page > 1 && (
                <li>
                  <a
                    className="button button--secondary"
                    href={pageLink(results.page - 1)}
                    onClick={(event) => {
                      event.preventDefault();
                      void search({ ...criteria, page: results.page - 1 });
                    }}
                  >
                    {t("Previous page")}
                  </a>
                </li>
              )}
              {results.page < results.pageCount && (
                <li>
                  <a
                    className="button button--secondary"
                    href={pageLink(results.page + 1)}
                    onClick={(event) => {
                      event.preventDefault();
                      void search({ ...criteria, page: results.page + 1 });
                    }}
                  >
                    {t("Next page")}
                  </a>
                </li>
              )}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}

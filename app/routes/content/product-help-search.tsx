import { Form, Link } from "react-router";
import { useEffect, useRef } from "react";
import type { Route } from "./+types/product-help-search";
import { PageHeading } from "~/components/layout/PageHeading";
import { SelectField, TextField } from "~/components/forms/fields";
import { DEFAULT_HELP_PAGE } from "@common/constants";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { listHelpBooks, markdownToText, searchHelp } from "~/lib/content.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

// Served without framework JavaScript to anonymous visitors: the search is a GET form, and the
// count of results takes focus when the page loads with them.
export const handle = { i18n: "content", hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Search product help | Dolphin") }];

/** /product-help/search?q=&product=: searches every help book, or one product's. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const q = (query.get("q") ?? "").trim().slice(0, 100);
  const books = await listHelpBooks(db());
  const product = books.find((book) => book.semanticName === query.get("product"))?.semanticName ?? "";
  const results = q
    ? (await searchHelp(db(), q, product || undefined)).map((result) => ({
        semanticName: result.semanticName,
        pageName: result.pageName,
        title: result.title,
        productName: result.productName,
        excerpt: markdownToText(result.body).slice(0, 200),
      }))
    : null;
  return { q, product, books: books.map((book) => ({ value: book.semanticName, label: book.productName })), results };
}

export default function ProductHelpSearch({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  // Help pages are English content in D1.
  const contentLang = langOfContent(locale, "en");
  const { q, product, books, results } = loaderData;
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (results) status.current?.focus();
  }, [results]);
  return (
    <div className="container page">
      <PageHeading>{t("Search product help")}</PageHeading>
      <Form method="get" role="search" aria-label={text("Product help")} className="help-search">
        <TextField name="q" label={text("Search for")} type="search" defaultValue={q} required />
        <SelectField name="product" translate="no" label={text("Product")} options={books} placeholder={text("All products")} defaultValue={product} />
        <button type="submit" className="button">
          {t("Search")}
        </button>
      </Form>
      {results && (
        <>
          <p ref={status} tabIndex={-1} role="status" className="help-search__count" data-focus-on-load="">
            {results.length === 0
              ? t("No help pages found for “{q}”. Try fewer or different words.", { q })
              : t("{count, plural, one {# help page found for “{q}”} other {# help pages found for “{q}”}}", { count: results.length, q })}
          </p>
          <ul className="help-search__results">
            {results.map((result) => (
              <li key={`${result.semanticName}/${result.pageName}`}>
                <h2 lang={contentLang}>
                  <Link to={url("ProductHelp", { semanticName: result.semanticName, pageName: result.pageName })}>{result.title}</Link>
                </h2>
                <p>
                  <span translate="no">{result.productName}</span>: <span lang={contentLang}>{result.excerpt}…</span>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>{t("Help books")}</h2>
      <ul>
        {books.map((book) => (
          <li key={book.value}>
            <Link to={url("ProductHelp", { semanticName: book.value, pageName: DEFAULT_HELP_PAGE })}>{t("{product} help", { product: book.label })}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

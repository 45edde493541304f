import { Form, Link, data } from "react-router";
import type { Route } from "./+types/product-help";
import { DEFAULT_HELP_PAGE } from "@common/constants";
import { resolveLocale } from "@common/locale";
import { buildUrl } from "@common/routes";
import { PageHeading } from "~/components/layout/PageHeading";
import { PageSwitcher } from "~/components/layout/PageSwitcher";
import { TextField } from "~/components/forms/fields";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { findHelpBook, listHelpBooks, redirectToCanonical, renderBody } from "~/lib/content.server";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";
import { NotYetTranslated, contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { rowInLanguage } from "~/i18n/content.server";

export const handle = { i18n: "content", hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

/** /product-help/{semanticName}/{pageName}: a product's help book; contents.htm (the default) lists its pages. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const [found, allBooks] = await Promise.all([findHelpBook(db(), params.semanticName), listHelpBooks(db())]);
  if (!found) throw data(null, { status: 404 });
  // The other help books, for the switcher that goes straight to another product's help.
  const books = allBooks.map((entry) => ({ semanticName: entry.semanticName, productName: entry.productName }));
  const pageName = (params.pageName ?? DEFAULT_HELP_PAGE).toLowerCase();
  const { book, pages } = found;
  const contents = pages.map((page) => ({ pageName: page.pageName, title: page.title }));
  if (pageName === DEFAULT_HELP_PAGE) {
    redirectToCanonical(request, params, buildUrl("ProductHelp", { semanticName: book.semanticName, pageName: DEFAULT_HELP_PAGE }));
    return { book, books, contents, page: null, previous: null, next: null };
  }
  const index = pages.findIndex((page) => page.pageName.toLowerCase() === pageName);
  const stored = pages[index];
  if (!stored) throw data(null, { status: 404 });
  // The page in the visitor's language where its translation is published (the contents stay English).
  const page = await rowInLanguage("help", stored, resolveLocale(params.locale));
  redirectToCanonical(request, params, buildUrl("ProductHelp", { semanticName: book.semanticName, pageName: page.pageName }));
  return {
    book,
    books,
    contents,
    page: { title: page.title, html: renderBody(page.body), contentLanguage: page.contentLanguage },
    previous: contents[index - 1] ?? null,
    next: contents[index + 1] ?? null,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { text } = metaText(matches);
  if (!loaderData) return [{ title: text("Page not found | Dolphin") }];
  const title = loaderData.page ? loaderData.page.title : text("{product} help", { product: loaderData.book.productName });
  return [{ title: text("{title} | Dolphin", { title }) }];
};

export default function ProductHelp({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  // Help books are English content in D1.
  const contentLang = langOfContent(locale, "en");
  const { book, books, contents, page, previous, next } = loaderData;
  const helpUrl = (pageName: string, semanticName = book.semanticName) => url("ProductHelp", { semanticName, pageName });
  return (
    <div className="container page page--with-aside">
      <div>
        <p className="help__book">
          <Link to={helpUrl(DEFAULT_HELP_PAGE)}>{t("{product} help", { product: book.productName })}</Link>
        </p>
        {page ? (
          <>
            <NotYetTranslated contentLanguage={page.contentLanguage} />
            <article lang={langOfContent(locale, page.contentLanguage)}>
              <PageHeading>{page.title}</PageHeading>
              <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
            </article>
          </>
        ) : (
          <>
            <PageHeading>{t("{product} help: contents", { product: book.productName })}</PageHeading>
            <p className="lead" lang={contentLang}>
              {book.summary}
            </p>
            <ol className="help__contents" lang={contentLang}>
              {contents.map((entry) => (
                <li key={entry.pageName}>
                  <Link to={helpUrl(entry.pageName)}>{entry.title}</Link>
                </li>
              ))}
            </ol>
          </>
        )}
        {(previous || next) && (
          <nav aria-label={text("Previous and next help pages")} className="help__pager">
            {previous && (
              <Link to={helpUrl(previous.pageName)} rel="prev">
                {t("Previous: {title}", { title: previous.title })}
              </Link>
            )}
            {next && (
              <Link to={helpUrl(next.pageName)} rel="next">
                {t("Next: {title}", { title: next.title })}
              </Link>
            )}
          </nav>
        )}
      </div>
      <aside aria-labelledby="help-search-title">
        <h2 id="help-search-title">{t("Search {product} help", { product: book.productName })}</h2>
        <Form method="get" action={url("ProductHelpSearch")} role="search" aria-labelledby="help-search-title">
          <input type="hidden" name="product" value={book.semanticName} />
          <TextField name="q" id="help-q" label={text("Search for")} type="search" required />
          <button type="submit" className="button">
            {t("Search")}
          </button>
        </Form>
        {books.length > 1 && (
          <PageSwitcher
            label={text("Help for another product")}
            options={books.map((entry) => ({
              label: text("{product} help", { product: entry.productName }),
              url: helpUrl(DEFAULT_HELP_PAGE, entry.semanticName),
            }))}
            current={helpUrl(DEFAULT_HELP_PAGE)}
          />
        )}
      </aside>
    </div>
  );
}

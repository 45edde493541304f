/**
 * The webinars list: filter all / upcoming / past,
 * market segment and product, four sorts, ten to a page. The state lives in the query string
 * (filterBy, sortBy, marketSegment, product, page): a GET form without JavaScript, and with it
 * every change reloads the list at once (on a page without the framework, through
 * app/enhance/results-form.ts, which replaces the regions named on the form).
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/webinars";
import {
  DEFAULT_WEBINAR_FILTER,
  DEFAULT_WEBINAR_SORT,
  WEBINARS_PAGE_SIZE,
  WEBINAR_FILTERS,
  WEBINAR_SORTS,
  type WebinarFilter,
  type WebinarSort,
  parseIdFilter,
  truncateAgenda,
} from "@common/events";
import { PageHeading } from "~/components/layout/PageHeading";
import type { FrameworkHandle } from "~/enhance/framework";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db, env } from "~/lib/db.server";
import { getWebinars } from "~/features/events/events.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import { MARKET_SEGMENTS } from "@common/products";
import { T, metaText, useT } from "~/i18n/I18n";
import { useWebinarDate } from "~/features/events/dates";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { rowsInLanguage } from "~/i18n/content.server";
import { resolveLocale } from "@common/locale";

export const handle = { i18n: "events", hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [
    { title: text("Webinars | Dolphin") },
    { name: "description", content: text("Free live webinars about SuperNova, ScreenReader, GuideConnect and EasyReader, and recordings of past ones.") },
  ];
};

/** Where focus goes when the note is dismissed: the first filter, which follows it. */
const AFTER_DISMISS_FOCUS = "webinars-filter";

const FILTER_LABELS: Record<WebinarFilter, string> = { all: "All webinars", upcoming: "Upcoming webinars", past: "Past webinars" };

interface Option {
  id: number;
  name: string;
  /** A market segment's own name ("organisation"), where the table has it. */
  segment?: string;
}

/**
 * Market segments and products belong to the products area: the names of those that have
 * webinars are read from its tables when they are there; without them the filters still work
 * from the query string.
 */
const OPTION_QUERIES = {
  market_segments: [
    "SELECT id, title AS name, name AS segment FROM market_segments WHERE id IN (SELECT market_segment_id FROM webinars) ORDER BY id",
    "SELECT id, name FROM market_segments WHERE id IN (SELECT market_segment_id FROM webinars) ORDER BY id",
  ],
  products: ["SELECT id, name FROM products WHERE id IN (SELECT product_id FROM webinars) ORDER BY name"],
} as const;

async function options(table: keyof typeof OPTION_QUERIES): Promise<Option[]> {
  for (const sql of OPTION_QUERIES[table]) {
    try {
      return (await env.DB.prepare(sql).all<Option>()).results;
    } catch {
      // The table, or that column, is not there (yet): try the next query.
    }
  }
  return [];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const filterBy = (WEBINAR_FILTERS as readonly string[]).includes(query.get("filterBy") ?? "")
    ? (query.get("filterBy") as WebinarFilter)
    : DEFAULT_WEBINAR_FILTER;
  const sortBy = Object.hasOwn(WEBINAR_SORTS, query.get("sortBy") ?? "") ? (query.get("sortBy") as WebinarSort) : DEFAULT_WEBINAR_SORT;
  const marketSegment = parseIdFilter(query.get("marketSegment"));
  const product = parseIdFilter(query.get("product"));
  const page = parseIdFilter(query.get("page")) ?? 1;
  const sort = WEBINAR_SORTS[sortBy];
  const [list, segments, products] = await Promise.all([
    getWebinars(env, db()).list({
      filterBy,
      sortField: sort.sortField,
      sortDesc: sort.sortDesc,
      marketSegment,
      product,
      pageNumber: page,
      pageSize: WEBINARS_PAGE_SIZE,
    }),
    options("market_segments"),
    options("products"),
  ]);
  // Each webinar's topic and agenda in the page's language where translated (contentLanguage says which).
  const webinars = await rowsInLanguage("webinar", list.webinars, resolveLocale(params.locale));
  return { list: { ...list, webinars }, filters: { filterBy, sortBy, marketSegment, product }, segments, products, now: Date.now() };
}

function emptyMessage(filterBy: WebinarFilter, narrowed: boolean): string {
  if (narrowed) return "No webinars match these filters. Choose Reset to see all upcoming webinars.";
  if (filterBy === "upcoming")
    return "There are no upcoming webinars at the moment. New dates are added every month, so please check back soon, or look at past webinars.";
  if (filterBy === "past") return "There are no past webinars to show yet.";
  return "There are no webinars to show yet.";
}

export default function Webinars({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { list, filters, segments, products } = loaderData;
  const { t, text, locale } = useT();
  // Audiences the site knows (the products area's segments) are said in the page's language; any
  // other is English reference data, marked so. Each webinar carries its own language.
  const contentLang = langOfContent(locale, "en");
  const segmentTitle = (segment: Option) => MARKET_SEGMENTS.find((known) => known.name === segment.segment)?.title;
  const webinarDate = useWebinarDate();

  const narrowed = filters.marketSegment !== null || filters.product !== null;
  const pageUrl = (page: number) =>
    url(
      "Webinars",
      {},
      {
        query: {
          filterBy: filters.filterBy,
          sortBy: filters.sortBy,
          marketSegment: filters.marketSegment,
          product: filters.product,
          page: page > 1 ? page : undefined,
        },
      },
    );
  const found = t("{count, plural, one {# webinar found} other {# webinars found}}", { count: list.totalRecords });

  return (
    <div className="container page">
      <PageHeading>{t("Webinars")}</PageHeading>
      <p className="lead">
        {t(
          "Free live sessions with our trainers about SuperNova, ScreenReader, GuideConnect and EasyReader. Join from home or work, ask questions as we go, and come back for the recordings.",
        )}
      </p>

      <div id="webinars-note">
        {filters.filterBy !== "all" && (
          <div className="alert alert--message webinars-alert" data-dismissible="">
            <p>
              <T
                message="{filter, select, past {Showing past webinars only.} other {Showing upcoming webinars only.}} <0>Show all webinars</0>"
                values={{ filter: filters.filterBy }}
                components={[<Link to={url("Webinars", {}, { query: { filterBy: "all" } })} />]}
              />
            </p>
            {/* Shown by app/enhance/dismissible.ts: without a script it would do nothing. The button goes
                with the note, so focus moves on to the filters rather than being lost. */}
            <button type="button" className="button button--secondary" hidden data-dismiss="" data-dismiss-focus={AFTER_DISMISS_FOCUS}>
              <T message="Dismiss<0> this message</0>" components={[<span className="visually-hidden" />]} />
            </button>
          </div>
        )}
      </div>

      <Form
        method="get"
        action={url("Webinars")}
        className="webinars-filters"
        aria-label={text("Filter webinars")}
        data-results-form="webinars-note webinars-results"
        data-results-status="webinars-status"
        data-loading-message={text("Loading...")}
        data-error-message={text("The webinars could not be loaded. Please try again.")}
      >
        <div className="field">
          <label className="field__label" htmlFor="webinars-filter">
            {t("Show")}
          </label>
          <select id={AFTER_DISMISS_FOCUS} className="field__input" name="filterBy" defaultValue={filters.filterBy} key={`f-${filters.filterBy}`}>
            {WEBINAR_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(FILTER_LABELS[filter])}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="webinars-sort">
            {t("Sort by")}
          </label>
          <select id="webinars-sort" className="field__input" name="sortBy" defaultValue={filters.sortBy} key={`s-${filters.sortBy}`}>
            {Object.entries(WEBINAR_SORTS).map(([value, sort]) => (
              <option key={value} value={value}>
                {t(sort.label)}
              </option>
            ))}
          </select>
        </div>
        {segments.length > 0 ? (
          <div className="field">
            <label className="field__label" htmlFor="webinars-segment">
              {t("Who it is for")}
            </label>
            <select
              id="webinars-segment"
              className="field__input"
              name="marketSegment"
              defaultValue={filters.marketSegment ?? ""}
              key={`m-${filters.marketSegment}`}
            >
              <option value="">{t("Everyone")}</option>
              {segments.map((segment) => {
                const title = segmentTitle(segment);
                return title ? (
                  <option key={segment.id} value={segment.id}>
                    {text(title)}
                  </option>
                ) : (
                  <option key={segment.id} value={segment.id} lang={contentLang}>
                    {segment.name}
                  </option>
                );
              })}
            </select>
          </div>
        ) : (
          filters.marketSegment !== null && <input type="hidden" name="marketSegment" value={filters.marketSegment} />
        )}
        {products.length > 0 ? (
          <div className="field">
            <label className="field__label" htmlFor="webinars-product">
              {t("Product")}
            </label>
            <select id="webinars-product" className="field__input" name="product" defaultValue={filters.product ?? ""} key={`p-${filters.product}`}>
              <option value="">{t("All products")}</option>
              {products.map((product) => (
                <option key={product.id} value={product.id} translate="no">
                  {product.name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          filters.product !== null && <input type="hidden" name="product" value={filters.product} />
        )}
        <p className="button-row webinars-filters__actions">
          <button type="submit" className="button">
            {t("Apply")}
          </button>
          <Link className="button button--secondary" to={url("Webinars")}>
            {t("Reset")}
          </Link>
        </p>
      </Form>

      <p className="webinars-status" role="status" id="webinars-status">
        {found}
      </p>

      <div id="webinars-results">
        {list.webinars.length === 0 ? (
          <p className="webinars-empty">{t(emptyMessage(filters.filterBy, narrowed))}</p>
        ) : (
          <ul className="webinar-list">
            {list.webinars.map((webinar) => {
              const upcoming = Date.parse(webinar.startTime) >= loaderData.now;
              const start = webinarDate(webinar.startTime, webinar.timezone);
              const minutes = text("{minutes, plural, one {# minute} other {# minutes}}", { minutes: webinar.duration });
              return (
                <li key={webinar.id} className="webinar-list__item">
                  <article aria-labelledby={`webinar-${webinar.id}`}>
                    <h2 id={`webinar-${webinar.id}`} className="webinar-list__title" lang={langOfContent(locale, webinar.contentLanguage)}>
                      <Link to={url("WebinarDetail", { webinarId: webinar.id })}>{webinar.topic}</Link>
                    </h2>
                    <p className="webinar-list__meta">
                      <time dateTime={webinar.startTime}>
                        {start.when} {start.zone}
                      </time>
                      {" · "}
                      {webinar.presenter ? (
                        <T
                          message="{minutes} · with <0/> · {status, select, upcoming {Upcoming} other {Finished}}"
                          values={{ minutes, status: upcoming ? "upcoming" : "finished" }}
                          components={[<span translate="no">{webinar.presenter}</span>]}
                        />
                      ) : (
                        t("{minutes} · {status, select, upcoming {Upcoming} other {Finished}}", { minutes, status: upcoming ? "upcoming" : "finished" })
                      )}
                    </p>
                    <p lang={langOfContent(locale, webinar.contentLanguage)}>{truncateAgenda(webinar.agenda)}</p>
                  </article>
                </li>
              );
            })}
          </ul>
        )}

        {list.pageCount > 1 && (
          <nav className="pagination" aria-label={text("Pages of webinars")}>
            <ul>
              {Array.from({ length: list.pageCount }, (_, index) => index + 1).map((page) => (
                <li key={page}>
                  <Link className="pagination__link" to={pageUrl(page)} aria-current={page === list.pageNumber ? "page" : undefined}>
                    <T message="<0>Page </0>{page}" values={{ page }} components={[<span className="visually-hidden" />]} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}

/**
 * StaffAudit (/staff/audit): every change made in the desk, and every export or look at
 * someone's personal data (`recordRead`), newest first, filtered by words,
 * kind of item, who made it and dates. The filter is a GET form, so a filtered view has its
 * own address and works without JavaScript.
 */
import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { AUDIT_PAGE_SIZE } from "@common/staff";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, ListCount, StaffTime, staffMeta } from "./components";
import { auditPage } from "./staff.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { ScrollTable } from "./resource/table";
import { DeskFilter } from "./resource/filter";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Audit log", matches);

/** The two ends of a period of days: one message, so that "To" here is not the "To" of an email. */
const DATE_BOUND = "{bound, select, from {From} other {To}}";

export const loader = staffLoader(async ({ request }) => auditPage(request));

/** The kind of an item as the log records it ("content-page"), in the page's language; English shows the code itself. */
const KIND_MESSAGE =
  "{kind, select, account {account} content_page {content-page} dealer {dealer} download_file {download-file} event {event} homepage_banner {homepage-banner} inbox_item {inbox-item} kb_article {kb-article} licence {licence} order {order} outbox_mail {outbox-mail} premium_organisation {premium-organisation} product {product} product_version {product-version} update_patch {update-patch} version_language {version-language} video {video} webinar {webinar} other {{code}}}";

function useKindName() {
  const { text } = useT();
  return (code: string) => text(KIND_MESSAGE, { kind: code.replace(/-/g, "_"), code });
}

/** A change's summary is stored in English when it is made. */
function Change({ before, summary, json, contentLang }: { before: boolean; summary: string; json: string | null; contentLang?: string }) {
  const { t } = useT();
  if (!json) return <>{t("None")}</>;
  const label = <span lang={contentLang}>{summary}</span>;
  return (
    <details>
      <summary>
        <T message={before ? "Before: <0/>" : "After: <0/>"} components={[label]} />
      </summary>
      <pre className="staff-json" translate="no">
        {JSON.stringify(JSON.parse(json), null, 2)}
      </pre>
    </details>
  );
}

const COUNT_MESSAGES = {
  all: "{count, plural, one {# change in the log.} other {# changes in the log.}}",
  allPaged: "{count, plural, one {# change in the log; page {page} of {pages}.} other {# changes in the log; page {page} of {pages}.}}",
  filtered: "{count, plural, one {# change matches the filter.} other {# changes match the filter.}}",
  filteredPaged: "{count, plural, one {# change matches the filter; page {page} of {pages}.} other {# changes match the filter; page {page} of {pages}.}}",
} as const;

export default function StaffAudit({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  const kindName = useKindName();
  const contentLang = langOfContent(locale, "en");
  const { query, fieldErrors, rows, total, subjectTypes, page } = loaderData;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const pageLink = (to: number) => url("StaffAudit", {}, { query: { ...query, page: to } });
  const filtered = Boolean(query.search || query.subjectType || query.actorEmail || query.from || query.to);
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Audit log")}</PageHeading>
      <p>{t("Every change made in the staff desk: who made it, when (in UTC), and the item before and after.")}</p>
      <p>{t("It also records who downloaded the inbox as CSV, looked up an account, or opened an inbox item showing someone's email address.")}</p>
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      <DeskFilter label="Filter the audit log" clear={filtered ? { to: url("StaffAudit") } : null}>
        <TextField
          name="search"
          label={text("Search")}
          defaultValue={query.search}
          hint={t("Words in the change, an address or an item's id")}
          errors={errorsFor(fieldErrors, "search")}
        />
        <SelectField
          name="subjectType"
          label={text("Kind of item")}
          defaultValue={query.subjectType ?? ""}
          placeholder={text("Any")}
          options={subjectTypes.map((type) => ({ value: type, label: kindName(type) }))}
          errors={errorsFor(fieldErrors, "subjectType")}
        />
        <TextField name="actorEmail" label={text("Changed by")} type="email" defaultValue={query.actorEmail} errors={errorsFor(fieldErrors, "actorEmail")} />
        <TextField name="from" label={text(DATE_BOUND, { bound: "from" })} type="date" defaultValue={query.from} errors={errorsFor(fieldErrors, "from")} />
        <TextField name="to" label={text(DATE_BOUND, { bound: "to" })} type="date" defaultValue={query.to} errors={errorsFor(fieldErrors, "to")} />
      </DeskFilter>
      <ListCount>
        {t(COUNT_MESSAGES[filtered ? (pages > 1 ? "filteredPaged" : "filtered") : pages > 1 ? "allPaged" : "all"], { count: total, page, pages })}
      </ListCount>
      {rows.length > 0 && (
        <ScrollTable label="Changes (scrolls sideways)" caption={t("Changes, newest first")}>
          <thead>
            <tr>
              <th scope="col">{t("When")}</th>
              <th scope="col">{t("Change")}</th>
              <th scope="col">{t("Changed by")}</th>
              <th scope="col">{t("Item")}</th>
              <th scope="col">{t("Before")}</th>
              <th scope="col">{t("After")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <StaffTime iso={row.at} />
                </td>
                <th scope="row" lang={contentLang}>
                  {row.summary}
                </th>
                <td translate="no">{row.actorEmail}</td>
                <td>
                  {kindName(row.subjectType)} <span translate="no">{row.subjectId}</span>
                </td>
                <td>
                  <Change before summary={row.summary} json={row.before} contentLang={contentLang} />
                </td>
                <td>
                  <Change before={false} summary={row.summary} json={row.after} contentLang={contentLang} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {pages > 1 && (
        <nav aria-label={text("Pages of the audit log")} className="staff-pager">
          {page > 1 && <Link to={pageLink(page - 1)}>{t("Newer changes")}</Link>}
          {page < pages && <Link to={pageLink(page + 1)}>{t("Older changes")}</Link>}
        </nav>
      )}
    </div>
  );
}

/**
 * StaffOutbox (/staff/outbox): every mail the site sends (replies from the Inbox, the
 * confirmations visitors get, proofs of address…), newest first, with its delivery: delivered,
 * waiting, or failing with its last error and attempts. Retry makes a waiting or failing mail
 * due now and tries it at once.
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/inbox-outbox";
import { OUTBOX_PAGE_SIZE, OUTBOX_STATUSES, OUTBOX_STATUS_LABELS } from "@common/schemas/staff-inbox";
import { ActionResult } from "~/components/forms/ActionResult";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { formatStaffTime, staffMeta } from "./components";
import { deliveryText } from "./inbox-parts";
import { outboxAction, outboxPage } from "./inbox.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => staffMeta("Outbox");

export const loader = staffLoader(async ({ request }) => outboxPage(request));

export const action = outboxAction;

export default function StaffOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { query, fieldErrors, rows, total, page } = loaderData;
  const pages = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  const filter = Object.fromEntries((["status", "search"] as const).flatMap((name) => (query[name] ? [[name, query[name]]] : [])));
  const filtered = Object.keys(filter).length > 0;
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>Staff desk</Link> › <Link to={url("StaffInbox")}>Inbox</Link>
      </p>
      <PageHeading>Outbox</PageHeading>
      <p>
        Every mail the site sends waits here until it is delivered. A failed delivery is retried on its own, later each time (up to an hour apart);
        Retry tries it now.
      </p>
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      <Form method="get" className="panel staff-filters" aria-label="Filter the outbox">
        <SelectField
          name="status"
          label="Delivery"
          defaultValue={query.status ?? ""}
          placeholder="Any"
          options={OUTBOX_STATUSES.map((status) => ({ value: status, label: OUTBOX_STATUS_LABELS[status] }))}
          errors={errorsFor(fieldErrors, "status")}
        />
        <TextField name="search" label="Search" defaultValue={query.search} hint="Words in the address, subject or what the mail is about" errors={errorsFor(fieldErrors, "search")} />
        <button type="submit" className="button">
          Filter
        </button>
        {filtered && <Link to={url("StaffOutbox")}>Clear the filter</Link>}
      </Form>
      <ActionResult result={actionData} intent="retry" />
      <p role="status">
        {total === 1 ? "1 mail" : `${total} mails`}
        {filtered ? (total === 1 ? " matches the filter" : " match the filter") : " in the outbox"}, newest first{pages > 1 ? `; page ${page} of ${pages}` : ""}.
      </p>
      {rows.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Mail in the outbox (scrolls sideways)">
          <table>
            <caption>Mail, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">To</th>
                <th scope="col">Queued</th>
                <th scope="col">Delivery</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((mail) => (
                <tr key={mail.id}>
                  <th scope="row">
                    {mail.subject}
                    <span className="inbox-ref">{mail.tag}</span>
                  </th>
                  <td>{mail.to}</td>
                  <td>{formatStaffTime(mail.createdAt)}</td>
                  <td className={`outbox-status outbox-status--${mail.status}`}>
                    <strong>{OUTBOX_STATUS_LABELS[mail.status]}</strong>: {deliveryText(mail)}
                    {mail.status !== "delivered" && <>; next try {formatStaffTime(mail.nextAttemptAt)}</>}
                  </td>
                  <td>
                    {mail.status === "delivered" ? (
                      "None needed"
                    ) : (
                      <PostForm>
                        <input type="hidden" name="intent" value="retry" />
                        <input type="hidden" name="outboxId" value={mail.id} />
                        <SubmitButton busyLabel="Retrying…">
                          Retry<span className="visually-hidden"> the mail to {mail.to}: {mail.subject}</span>
                        </SubmitButton>
                      </PostForm>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of the outbox" className="staff-pager">
          {page > 1 && <Link to={url("StaffOutbox", {}, { query: { ...filter, page: page - 1 } })}>Newer mail</Link>}
          {page < pages && <Link to={url("StaffOutbox", {}, { query: { ...filter, page: page + 1 } })}>Older mail</Link>}
        </nav>
      )}
    </div>
  );
}

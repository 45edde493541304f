/**
 * StaffOutbox (/staff/outbox): every mail the site sends (replies from the Inbox, the
 * confirmations visitors get, proofs of address…), newest first, with its delivery: delivered,
 * waiting, or failing with its last error and attempts. Retry makes a waiting or failing mail
 * due now and tries it at once.
 */
import { Link } from "react-router";
import type { Route } from "./+types/inbox-outbox";
import { OUTBOX_PAGE_SIZE, OUTBOX_STATUSES, OUTBOX_STATUS_LABELS } from "@common/schemas/staff-inbox";
import { ActionResult } from "~/components/forms/ActionResult";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { ListCount, StaffTime, staffMeta } from "./components";
import { DeliveryText } from "./inbox-parts";
import { outboxAction, outboxPage } from "./inbox.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { ScrollTable } from "./resource/table";
import { DeskFilter } from "./resource/filter";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Outbox", matches);

export const loader = staffLoader(async ({ request }) => outboxPage(request));

export const action = outboxAction;

export default function StaffOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { query, fieldErrors, rows, total, page } = loaderData;
  const pages = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  const filter = Object.fromEntries((["status", "search"] as const).flatMap((name) => (query[name] ? [[name, query[name]]] : [])));
  const filtered = Object.keys(filter).length > 0;
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>{t("Staff desk")}</Link> › <Link to={url("StaffInbox")}>{t("Inbox")}</Link>
      </p>
      <PageHeading>{t("Outbox")}</PageHeading>
      <p>
        {t(
          "Every mail the site sends waits here until it is delivered. A failed delivery is retried on its own, later each time (up to an hour apart); Retry tries it now.",
        )}
      </p>
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      <DeskFilter label="Filter the outbox" clear={filtered ? { to: url("StaffOutbox") } : null}>
        <SelectField
          name="status"
          label={text("Delivery")}
          defaultValue={query.status ?? ""}
          placeholder={text("Any")}
          options={OUTBOX_STATUSES.map((status) => ({ value: status, label: text(OUTBOX_STATUS_LABELS[status]) }))}
          errors={errorsFor(fieldErrors, "status")}
        />
        <TextField
          name="search"
          label={text("Search")}
          defaultValue={query.search}
          hint={t("Words in the address, subject or what the mail is about")}
          errors={errorsFor(fieldErrors, "search")}
        />
      </DeskFilter>
      <ActionResult result={actionData} intent="retry" />
      <ListCount>
        {filtered
          ? pages > 1
            ? t("{count, plural, one {# mail matches the filter} other {# mails match the filter}}, newest first; page {page} of {pages}.", {
                count: total,
                page,
                pages,
              })
            : t("{count, plural, one {# mail matches the filter} other {# mails match the filter}}, newest first.", { count: total })
          : pages > 1
            ? t("{count, plural, one {# mail in the outbox} other {# mails in the outbox}}, newest first; page {page} of {pages}.", {
                count: total,
                page,
                pages,
              })
            : t("{count, plural, one {# mail in the outbox} other {# mails in the outbox}}, newest first.", { count: total })}
      </ListCount>
      {rows.length > 0 && (
        <ScrollTable label="Mail in the outbox (scrolls sideways)" caption={t("Mail, newest first")}>
          <thead>
            <tr>
              <th scope="col">{t("Subject")}</th>
              <th scope="col">{t("To")}</th>
              <th scope="col">{t("Queued")}</th>
              <th scope="col">{t("Delivery")}</th>
              <th scope="col">{t("Actions")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((mail) => (
              <tr key={mail.id}>
                <th scope="row">
                  <span translate="no">{mail.subject}</span>
                  <span className="inbox-ref" translate="no">
                    {mail.tag}
                  </span>
                </th>
                <td translate="no">{mail.to}</td>
                <td>
                  <StaffTime iso={mail.createdAt} />
                </td>
                <td className={`outbox-status outbox-status--${mail.status}`}>
                  <strong>{t(OUTBOX_STATUS_LABELS[mail.status])}</strong>: <DeliveryText delivery={mail} />
                  {mail.status !== "delivered" && <T message="; next try <0/>" components={[<StaffTime iso={mail.nextAttemptAt} />]} />}
                </td>
                <td>
                  {mail.status === "delivered" ? (
                    t("None needed")
                  ) : (
                    <PostForm>
                      <input type="hidden" name="intent" value="retry" />
                      <input type="hidden" name="outboxId" value={mail.id} />
                      <SubmitButton busyLabel={text("Retrying…")}>
                        {t("Retry")}
                        <span className="visually-hidden">
                          {" "}
                          <T message="the mail to <0/>" components={[<span translate="no">{`${mail.to}: ${mail.subject}`}</span>]} />
                        </span>
                      </SubmitButton>
                    </PostForm>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {pages > 1 && (
        <nav aria-label={text("Pages of the outbox")} className="staff-pager">
          {page > 1 && <Link to={url("StaffOutbox", {}, { query: { ...filter, page: page - 1 } })}>{t("Newer mail")}</Link>}
          {page < pages && <Link to={url("StaffOutbox", {}, { query: { ...filter, page: page + 1 } })}>{t("Older mail")}</Link>}
        </nav>
      )}
    </div>
  );
}

/**
 * StaffInboxItem (/staff/inbox/:id): one thing a visitor sent, all of it (escaped, as text),
 * its state and assignee, its thread of internal notes and replies (each reply with its
 * delivery), a note form and a reply form that mails the customer through the outbox.
 */
import { Link } from "react-router";
import type { Route } from "./+types/inbox-item";
import { INBOX_KIND_LABELS, INBOX_STATES, INBOX_STATE_LABELS, INBOX_TEXT_LIMIT } from "@common/schemas/staff-inbox";
import { ActionResult, fieldErrorsOf, formKey, keptOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { SelectField, TextArea, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { formatStaffTime, staffMeta } from "./components";
import { StateLabel, deliveryText } from "./inbox-parts";
import { inboxItemAction, inboxItemPage } from "./inbox.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData ? `${INBOX_KIND_LABELS[loaderData.item.kind]} ${loaderData.item.id}` : "Inbox item");

export const loader = staffLoader(async ({ params }) => inboxItemPage(params.id));

export const action = inboxItemAction;

const stateOptions = INBOX_STATES.map((state) => ({ value: state, label: INBOX_STATE_LABELS[state] }));

export default function StaffInboxItem({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { item, staff } = loaderData;
  const updateErrors = fieldErrorsOf(actionData, "update");
  const noteErrors = fieldErrorsOf(actionData, "note");
  const replyErrors = fieldErrorsOf(actionData, "reply");
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>Staff desk</Link> › <Link to={url("StaffInbox")}>Inbox</Link>
      </p>
      <PageHeading>
        {INBOX_KIND_LABELS[item.kind]} {item.id}
      </PageHeading>
      <p>
        Received {formatStaffTime(item.receivedAt)}. <StateLabel state={item.state} />, assigned to {item.assigneeEmail ?? "nobody"}.
      </p>

      <section aria-labelledby="sent-title">
        <h2 id="sent-title">What they sent</h2>
        <dl className="inbox-sent">
          {item.sent.map((field) => (
            <div key={field.label}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="state-title">
        <h2 id="state-title">State and assignment</h2>
        <ActionResult result={actionData} intent="update" />
        <PostForm className="panel" noValidate key={`update:${item.revision}`}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="revision" value={item.revision} />
          <SelectField name="state" label="State" required defaultValue={keptOf(actionData, "update", "state") ?? item.state} options={stateOptions} errors={errorsFor(updateErrors, "state")} />
          <SelectField
            name="assignee"
            label="Assigned to"
            defaultValue={keptOf(actionData, "update", "assignee") ?? item.assigneeAccountId ?? ""}
            placeholder="Nobody"
            options={staff}
            errors={errorsFor(updateErrors, "assignee")}
          />
          <SubmitButton busyLabel="Saving…">Save state and assignment</SubmitButton>
        </PostForm>
      </section>

      <section aria-labelledby="thread-title">
        <h2 id="thread-title">Thread</h2>
        {item.thread.length === 0 ? (
          <p>No notes or replies yet.</p>
        ) : (
          <ol className="inbox-thread">
            {item.thread.map((entry) => (
              <li key={entry.id} className={`inbox-entry inbox-entry--${entry.entry}`}>
                <article aria-labelledby={`entry-${entry.id}`}>
                  <h3 id={`entry-${entry.id}`}>
                    {entry.entry === "reply" ? "Reply to the customer" : "Internal note"} by {entry.authorEmail}, {formatStaffTime(entry.at)}
                  </h3>
                  <p className="inbox-body">{entry.body}</p>
                  {entry.delivery && (
                    <p>
                      <Link to={url("StaffOutbox", {}, { query: { search: `inbox-reply:${item.id}` } })}>{deliveryText(entry.delivery)}</Link>
                    </p>
                  )}
                </article>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="reply-title">
        <h2 id="reply-title">Reply to the customer</h2>
        {item.email ? (
          <>
            <p>
              The reply is mailed to {item.email} with the subject naming reference {item.sourceId}, and kept in the thread.
            </p>
            <ActionResult result={actionData} intent="reply" />
            <PostForm className="panel" noValidate key={formKey(actionData, "reply")}>
              <input type="hidden" name="intent" value="reply" />
              <input type="hidden" name="revision" value={item.revision} />
              <TextArea name="reply" label="Reply" required rows={8} maxLength={INBOX_TEXT_LIMIT} defaultValue={keptOf(actionData, "reply", "reply")} errors={errorsFor(replyErrors, "reply")} />
              <SelectField
                name="stateAfter"
                label="State after the reply"
                required
                defaultValue={keptOf(actionData, "reply", "stateAfter") ?? "waiting"}
                options={stateOptions}
                errors={errorsFor(replyErrors, "stateAfter")}
              />
              <SubmitButton busyLabel="Sending…">Send reply</SubmitButton>
            </PostForm>
          </>
        ) : (
          <p>A not-found report is anonymous: there is no address to reply to. Add a note instead.</p>
        )}
      </section>

      <section aria-labelledby="note-title">
        <h2 id="note-title">Add an internal note</h2>
        <p>Notes are seen by staff only.</p>
        <ActionResult result={actionData} intent="note" />
        <PostForm className="panel" noValidate key={formKey(actionData, "note")}>
          <input type="hidden" name="intent" value="note" />
          <TextArea name="note" label="Note" required maxLength={INBOX_TEXT_LIMIT} defaultValue={keptOf(actionData, "note", "note")} errors={errorsFor(noteErrors, "note")} />
          <SubmitButton busyLabel="Saving…">Add note</SubmitButton>
        </PostForm>
      </section>
    </div>
  );
}

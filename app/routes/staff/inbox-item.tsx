/**
 * StaffInboxItem (/staff/inbox/:id): one thing a visitor sent, all of it (escaped, as text),
 * its state and assignee, its thread of internal notes and replies (each reply with its
 * delivery), a note form and a reply form that mails the customer through the outbox.
 */
import { Link } from "react-router";
import type { Route } from "./+types/inbox-item";
import { INBOX_KIND_LABELS, INBOX_STATES, INBOX_STATE_LABELS, INBOX_TEXT_LIMIT } from "@common/schemas/staff-inbox";
import { ActionResult, OutcomeAfterForm, fieldErrorsOf, formKey, keptOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { SelectField, TextArea, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { StaffTime, staffMeta } from "./components";
import { DeliveryText, STATE_WORD, StateLabel } from "./inbox-parts";
import { inboxItemAction, inboxItemPage } from "./inbox.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return staffMeta("Inbox item", matches);
  return staffMeta("{kind} {id}", matches, { kind: metaText(matches).text(INBOX_KIND_LABELS[loaderData.item.kind]), id: loaderData.item.id });
};

export const loader = staffLoader(async ({ params, member }) => inboxItemPage(params.id, member));

export const action = inboxItemAction;

export default function StaffInboxItem({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { item, staff } = loaderData;
  const stateOptions = INBOX_STATES.map((state) => ({ value: state, label: text(INBOX_STATE_LABELS[state]) }));
  const updateErrors = fieldErrorsOf(actionData, "update");
  const noteErrors = fieldErrorsOf(actionData, "note");
  const replyErrors = fieldErrorsOf(actionData, "reply");
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>{t("Staff desk")}</Link> › <Link to={url("StaffInbox")}>{t("Inbox")}</Link>
      </p>
      <PageHeading>
        {t(INBOX_KIND_LABELS[item.kind])} <span translate="no">{item.id}</span>
      </PageHeading>
      <p>
        <T
          message={item.assigneeEmail ? "Received <0/>. <1/>, assigned to <2/>." : "Received <0/>. <1/>, assigned to nobody."}
          components={[<StaffTime iso={item.receivedAt} />, <StateLabel state={item.state} />, <span translate="no">{item.assigneeEmail}</span>]}
        />
      </p>

      <section aria-labelledby="sent-title">
        <h2 id="sent-title">{t("What they sent")}</h2>
        <dl className="inbox-sent">
          {item.sent.map((field) => (
            <div key={field.label}>
              <dt>{t(field.label)}</dt>
              <dd translate="no">{field.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="state-title">
        <h2 id="state-title">{t("State and assignment")}</h2>
        <ActionResult result={actionData} intent="update" />
        <PostForm className="panel" noValidate key={`update:${item.revision}`}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="revision" value={item.revision} />
          <SelectField
            name="state"
            label={text(STATE_WORD)}
            required
            defaultValue={keptOf(actionData, "update", "state") ?? item.state}
            options={stateOptions}
            errors={errorsFor(updateErrors, "state")}
          />
          <SelectField
            name="assignee"
            label={text("Assigned to")}
            translate="no"
            defaultValue={keptOf(actionData, "update", "assignee") ?? item.assigneeAccountId ?? ""}
            placeholder={text("Nobody")}
            options={staff}
            errors={errorsFor(updateErrors, "assignee")}
          />
          <SubmitButton busyLabel={text("Saving…")}>{t("Save state and assignment")}</SubmitButton>
        </PostForm>
      </section>

      <section aria-labelledby="thread-title">
        <h2 id="thread-title">{t("Thread")}</h2>
        {item.thread.length === 0 ? (
          <p>{t("No notes or replies yet.")}</p>
        ) : (
          <ol className="inbox-thread">
            {item.thread.map((entry) => (
              <li key={entry.id} className={`inbox-entry inbox-entry--${entry.entry}`}>
                <article aria-labelledby={`entry-${entry.id}`}>
                  <h3 id={`entry-${entry.id}`}>
                    <T
                      message={entry.entry === "reply" ? "Reply to the customer by <0/>, <1/>" : "Internal note by <0/>, <1/>"}
                      components={[<span translate="no">{entry.authorEmail}</span>, <StaffTime iso={entry.at} />]}
                    />
                  </h3>
                  <p className="inbox-body" translate="no">
                    {entry.body}
                  </p>
                  {entry.delivery && (
                    <p>
                      <Link to={url("StaffOutbox", {}, { query: { search: `inbox-reply:${item.id}` } })}>
                        <DeliveryText delivery={entry.delivery} />
                      </Link>
                    </p>
                  )}
                </article>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="reply-title">
        <h2 id="reply-title">{t("Reply to the customer")}</h2>
        {item.email ? (
          <>
            <p>
              <T
                message="The reply is mailed to <0/> with the subject naming reference <1/>, and kept in the thread."
                components={[<span translate="no">{item.email}</span>, <span translate="no">{item.sourceId}</span>]}
              />
            </p>
            <OutcomeAfterForm form={formKey(actionData, "reply")}>
              <ActionResult result={actionData} intent="reply" />
            </OutcomeAfterForm>
            <PostForm className="panel" noValidate key={formKey(actionData, "reply")}>
              <input type="hidden" name="intent" value="reply" />
              <input type="hidden" name="revision" value={item.revision} />
              <TextArea
                name="reply"
                label={text("Reply")}
                required
                rows={8}
                maxLength={INBOX_TEXT_LIMIT}
                defaultValue={keptOf(actionData, "reply", "reply")}
                errors={errorsFor(replyErrors, "reply")}
              />
              <SelectField
                name="stateAfter"
                label={text("State after the reply")}
                required
                defaultValue={keptOf(actionData, "reply", "stateAfter") ?? "waiting"}
                options={stateOptions}
                errors={errorsFor(replyErrors, "stateAfter")}
              />
              <SubmitButton busyLabel={text("Sending…")}>{t("Send reply")}</SubmitButton>
            </PostForm>
          </>
        ) : (
          <p>{t("A not-found report is anonymous: there is no address to reply to. Add a note instead.")}</p>
        )}
      </section>

      <section aria-labelledby="note-title">
        <h2 id="note-title">{t("Add an internal note")}</h2>
        <p>{t("Notes are seen by staff only.")}</p>
        <OutcomeAfterForm form={formKey(actionData, "note")}>
          <ActionResult result={actionData} intent="note" />
        </OutcomeAfterForm>
        <PostForm className="panel" noValidate key={formKey(actionData, "note")}>
          <input type="hidden" name="intent" value="note" />
          <TextArea
            name="note"
            label={text("Note")}
            required
            maxLength={INBOX_TEXT_LIMIT}
            defaultValue={keptOf(actionData, "note", "note")}
            errors={errorsFor(noteErrors, "note")}
          />
          <SubmitButton busyLabel={text("Saving…")}>{t("Add note")}</SubmitButton>
        </PostForm>
      </section>
    </div>
  );
}

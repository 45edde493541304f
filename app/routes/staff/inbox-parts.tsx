/**
 * Parts of the Inbox's pages: how a state, a kind and a mail's delivery are said.
 */
import { INBOX_KIND_LABELS, INBOX_STATE_LABELS, type InboxKind, type InboxState } from "@common/schemas/staff-inbox";
import { T, useT } from "~/i18n/I18n";
import { StaffTime } from "./components";

/**
 * The word for an item's state. Other catalogues hold "State" as part of an address, translated
 * as such, so the Inbox's "State" is a message of its own that still reads "State" in English.
 */
export const STATE_WORD = "{of, select, other {State}}";

export function KindLabel({ kind }: { kind: InboxKind }) {
  const { t } = useT();
  return <>{t(INBOX_KIND_LABELS[kind])}</>;
}

export function StateLabel({ state }: { state: InboxState }) {
  const { t } = useT();
  return <span className={`inbox-state inbox-state--${state}`}>{t(INBOX_STATE_LABELS[state])}</span>;
}

/** "Delivered 24 Nov 2026, 14:05 UTC", "Waiting to be sent", or "Failing after 3 attempts: …" (the error as the mail service wrote it). */
export function DeliveryText({ delivery }: { delivery: { deliveredAt: string | null; attempts: number; lastError: string | null } }) {
  const { t } = useT();
  if (delivery.deliveredAt) return <T message="Delivered <0/>" components={[<StaffTime iso={delivery.deliveredAt} />]} />;
  if (delivery.lastError) {
    return (
      <>
        {t("{count, plural, one {Failing after # attempt:} other {Failing after # attempts:}}", { count: delivery.attempts })}{" "}
        <span translate="no">{delivery.lastError}</span>
      </>
    );
  }
  return (
    <>
      {delivery.attempts
        ? t("{count, plural, one {Waiting (# attempt so far)} other {Waiting (# attempts so far)}}", { count: delivery.attempts })
        : t("Waiting to be sent")}
    </>
  );
}

/**
 * Parts of the Inbox's pages: how a state, a kind and a mail's delivery are said.
 */
import { INBOX_KIND_LABELS, INBOX_STATE_LABELS, type InboxKind, type InboxState } from "@common/schemas/staff-inbox";
import { formatStaffTime } from "./components";

export function KindLabel({ kind }: { kind: InboxKind }) {
  return <>{INBOX_KIND_LABELS[kind]}</>;
}

export function StateLabel({ state }: { state: InboxState }) {
  return <span className={`inbox-state inbox-state--${state}`}>{INBOX_STATE_LABELS[state]}</span>;
}

/** "Delivered 24 Nov 2026, 14:05 UTC", "Waiting to be sent", or "Failing after 3 attempts: …". */
export function deliveryText(delivery: { deliveredAt: string | null; attempts: number; lastError: string | null }): string {
  if (delivery.deliveredAt) return `Delivered ${formatStaffTime(delivery.deliveredAt)}`;
  const attempts = `${delivery.attempts} ${delivery.attempts === 1 ? "attempt" : "attempts"}`;
  if (delivery.lastError) return `Failing after ${attempts}: ${delivery.lastError}`;
  return delivery.attempts ? `Waiting (${attempts} so far)` : "Waiting to be sent";
}

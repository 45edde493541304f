/**
 * The server half of 'Protect your staff account' and of the desk's second-factor check: what
 * they show and their page actions, made from the same operations as /api/v1/second-factor/*.
 */
import { redirect } from "react-router";
import { buildUrl } from "@common/routes";
import { safeSitePath } from "@common/safe-path";
import { addPasskey, pendingTotp, secondFactors } from "@workers/identity";
import { confirmStaffTotp, confirmWithPasskey, confirmWithRecoveryCode, confirmWithTotp } from "@workers/staff";
import { STAFF_CONFIRM_INTENTS, STAFF_PROTECT_INTENTS } from "~/features/account/intents";
import { db, env } from "~/lib/db.server";
import { intentActions } from "~/lib/operation-action.server";
import { requireStaffRole } from "~/lib/staff.server";

function returnToOf(request: Request): string {
  return safeSitePath(new URL(request.url).searchParams.get("returnTo")) ?? buildUrl("StaffHome");
}

/** 'Protect your staff account': a new authenticator app's key, or, once protected, just the way on. */
export async function protectPageData(request: Request) {
  const member = await requireStaffRole(request);
  const returnTo = returnToOf(request);
  // Protected already, but not in this session: the check comes first.
  if (member.step === "confirm") throw redirect(buildUrl("StaffConfirm", {}, { query: { returnTo } }));
  const totp = member.step === "enrol" ? await pendingTotp(env, db(), { id: member.userId, email: member.email }) : null;
  return {
    returnTo,
    isProtected: member.step === null,
    totp: totp && { secret: totp.secret, uri: totp.uri, qrDataUri: `data:image/svg+xml;base64,${btoa(totp.qrSvg)}` },
  };
}

export const protectAction = intentActions({
  [STAFF_PROTECT_INTENTS.totp]: confirmStaffTotp,
  [STAFF_PROTECT_INTENTS.passkey]: addPasskey,
});

/** The desk's check: which ways this account has. */
export async function confirmPageData(request: Request) {
  const member = await requireStaffRole(request);
  const returnTo = returnToOf(request);
  if (member.step === "enrol") throw redirect(buildUrl("StaffProtect", {}, { query: { returnTo } }));
  if (member.step === null) throw redirect(returnTo);
  const factors = await secondFactors(db(), member.userId);
  return { returnTo, passkeys: factors.passkeys > 0, totp: factors.totp };
}

export const confirmAction = intentActions({
  [STAFF_CONFIRM_INTENTS.totp]: confirmWithTotp,
  [STAFF_CONFIRM_INTENTS.recoveryCode]: confirmWithRecoveryCode,
  [STAFF_CONFIRM_INTENTS.passkey]: confirmWithPasskey,
});

/**
 * The Accounts section's pages on the server: the search by address, one account's details
 * and sessions, and signing it out everywhere (the same operations as /api/v1/staff/accounts).
 */
import { accountSearchSchema } from "@common/schemas/staff-people";
import { lookUpAccount, lookUpAccounts, signAccountOutEverywhere } from "@workers/staff";
import type { StaffMember } from "~/lib/staff.server";
import { db } from "~/lib/db.server";
import { intentActions, readValidInput } from "~/lib/operation-action.server";

export type { AccountDetail } from "@workers/staff";

export const accountAction = intentActions({ "sign-out-everywhere": signAccountOutEverywhere });

export async function accountsPage(request: Request, member: StaffMember) {
  const read = await readValidInput(request, accountSearchSchema);
  const email = read.ok ? read.output.email : "";
  const found = email ? await lookUpAccounts(db(), member, email) : { accounts: [], more: false };
  return { email: new URL(request.url).searchParams.get("email") ?? "", fieldErrors: read.ok ? null : read.fieldErrors, searched: Boolean(email), ...found };
}

export function accountPage(accountId: string | undefined, member: StaffMember) {
  return accountId ? lookUpAccount(db(), member, accountId) : Promise.resolve(null);
}

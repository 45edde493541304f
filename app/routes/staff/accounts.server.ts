/**
 * The Accounts section's pages on the server: the search by address, one account's details
 * and sessions, and signing it out everywhere (the same operations as /api/v1/staff/accounts).
 */
import { accountSearchSchema } from "@common/schemas/staff-people";
import { readAccountDetail, searchAccounts, signAccountOutEverywhere } from "@workers/staff";
import { db } from "~/lib/db.server";
import { intentActions, readValidInput } from "~/lib/operation-action.server";

export { type AccountDetail } from "@workers/staff";

export const accountAction = intentActions({ "sign-out-everywhere": signAccountOutEverywhere });

export async function accountsPage(request: Request) {
  const read = await readValidInput(request, accountSearchSchema);
  const email = read.ok ? read.output.email : "";
  const found = email ? await searchAccounts(db(), email) : { accounts: [], more: false };
  return { email: new URL(request.url).searchParams.get("email") ?? "", fieldErrors: read.ok ? null : read.fieldErrors, searched: Boolean(email), ...found };
}

export function accountPage(accountId: string | undefined) {
  return accountId ? readAccountDetail(db(), accountId) : Promise.resolve(null);
}

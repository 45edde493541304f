/**
 * The account-data pages' server half: their page actions, made from the same operations as
 * their /api/v1 routes (workers/account/account-data-operations.ts), and their reads.
 */
import { accountDataForTicket, accountPasskeys } from "@workers/identity";
import {
  canChangePasswordHere,
  cancelAccountDeletion,
  exportAccountData,
  findDeletionByToken,
  findEmailChangeByToken,
  finishEmailChange,
  pendingEmailChange,
  readOwnAccount,
  requestAccountDeletion,
  startEmailChange,
  undoAccountEmailChange,
} from "@workers/account";
import { db, env } from "~/lib/db.server";
import { intentActions, operationAction } from "~/lib/operation-action.server";
import { EMAIL_CHANGE_INTENTS } from "./intents";

export const deleteAccountAction = operationAction(requestAccountDeletion);
export const cancelDeletionAction = operationAction(cancelAccountDeletion);
export const dataExportAction = operationAction(exportAccountData);
export const emailChangeAction = intentActions({
  [EMAIL_CHANGE_INTENTS.start]: startEmailChange,
  [EMAIL_CHANGE_INTENTS.code]: finishEmailChange,
});
export const undoEmailChangeAction = operationAction(undoAccountEmailChange);

/** Whether a cancel link still stands for a deletion that can be cancelled (the page says so before the button). */
export async function cancelLinkWorks(token: string | null): Promise<boolean> {
  return token !== null && /^[A-Za-z0-9_-]{20,100}$/.test(token) && (await findDeletionByToken(db(), token)) !== undefined;
}

/** The old and new addresses an undo link stands for, while it works. */
export async function undoLinkChange(token: string | null): Promise<{ oldEmail: string; newEmail: string } | null> {
  if (token === null || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const change = await findEmailChangeByToken(db(), token);
  return change ? { oldEmail: change.oldEmail, newEmail: change.newEmail } : null;
}

/** The address waiting for its code, if a change has been asked for. */
export async function waitingNewAddress(accountId: string): Promise<string | null> {
  const account = await readOwnAccount(db(), accountId);
  return account ? pendingEmailChange(db(), account) : null;
}

/** The JSON file for a ticket the export form gave this signed-in owner. */
export function accountDataFile(ticket: string, accountId: string) {
  return accountDataForTicket(env, db(), ticket, accountId);
}

export type { AccountData } from "@workers/identity";

/** Whether the proof asked for again can be one of the account's passkeys (kept only by the built-in DolphinID provider). */
export async function canReProveWithPasskey(request: Request, accountId: string): Promise<boolean> {
  return canChangePasswordHere(env, request.url) && (await accountPasskeys(db(), accountId)).length > 0;
}

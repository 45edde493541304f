/**
 * My licences' server side: the account's licences for the page, and the Register a licence
 * form's action, made from the same operation as POST /api/v1/account/licences/register.
 */
import { type LicenceHolding, licencesOf, registerMyLicence } from "@workers/licences";
import { db } from "~/lib/db.server";
import { operationAction } from "~/lib/operation-action.server";

export const registerLicenceAction = operationAction(registerMyLicence);

export function accountLicences(accountId: string): Promise<LicenceHolding[]> {
  return licencesOf(db(), accountId);
}

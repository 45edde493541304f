/**
 * My licences' server side: the account's licences for the page, with the software each pays
 * for, and the page's two forms' action (Register a licence, Get version {n}), made from the
 * same operations as POST /api/v1/account/licences/register and /free-upgrade.
 */
import { type LicenceHolding, claimFreeUpgrade, licencesOf, registerMyLicence } from "@workers/licences";
import { type SoftwareDownload, softwareDownloads } from "@workers/products";
import { isLocalEnvironment } from "@workers/environment";
import { db, env } from "~/lib/db.server";
import { intentActions } from "~/lib/operation-action.server";

export const licencesActions = intentActions({ register: registerMyLicence, "free-upgrade": claimFreeUpgrade });

export async function accountLicences(accountId: string): Promise<{ licences: LicenceHolding[]; software: Record<string, SoftwareDownload>; local: boolean }> {
  const licences = await licencesOf(db(), accountId);
  const software = await softwareDownloads(db(), env.DOWNLOADS, licences);
  return { licences, software, local: isLocalEnvironment(env) };
}

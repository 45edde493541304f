/**
 * The Dealers section's pages on the server: the list (with its search), one dealer's record
 * and who may enter its zone, and their actions, made from the same operations as
 * /api/v1/staff/dealers.
 */
import { dealerSearchSchema } from "@common/schemas/staff-people";
import {
  createDealer,
  grantDealerAccess,
  listDealerPlacesForDesk,
  listDealerRecords,
  readDealerRecord,
  revokeDealerAccess,
  updateDealer,
} from "@workers/staff";
import { db } from "~/lib/db.server";
import { intentActions, readValidInput } from "~/lib/operation-action.server";

export const dealersAction = intentActions({ create: createDealer });

export const dealerAction = intentActions({ update: updateDealer, grant: grantDealerAccess, revoke: revokeDealerAccess });

/** The list page: its search (from the address), the dealers it finds and the places a new record may name. */
export async function dealersPage(request: Request) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const read = await readValidInput(request, dealerSearchSchema);
  const search = read.ok ? read.output.search : "";
  const [dealers, places] = await Promise.all([listDealerRecords(db(), search), listDealerPlacesForDesk(db())]);
  return { query, fieldErrors: read.ok ? null : read.fieldErrors, search, dealers, places };
}

/** One dealer's page, or null when there is no such dealer. */
export async function dealerPage(dealerId: string | undefined) {
  const id = Number(dealerId);
  if (!dealerId || !/^\d{1,12}$/.test(dealerId) || id < 1) return null;
  const [dealer, places] = await Promise.all([readDealerRecord(db(), id), listDealerPlacesForDesk(db())]);
  return dealer ? { ...dealer, places } : null;
}

/**
 * The Licences and Organisations sections' pages on the server: the licence search (from the
 * address), the products a licence may be issued for, the organisations, and the actions,
 * made from the same operations as /api/v1/staff/licences and /api/v1/staff/organisations.
 */
import { licenceSearchSchema } from "@common/schemas/staff-licences";
import {
  issueLicenceByStaff,
  licensableProducts,
  listOrganisations,
  refundOrderByStaff,
  revokeLicenceByStaff,
  searchLicences,
  transferLicenceByStaff,
  updateOrganisationByStaff,
} from "@workers/staff";
import { db } from "~/lib/db.server";
import { intentActions, readValidInput } from "~/lib/operation-action.server";

export const licencesAction = intentActions({
  issue: issueLicenceByStaff,
  transfer: transferLicenceByStaff,
  revoke: revokeLicenceByStaff,
  refund: refundOrderByStaff,
});

export const organisationsAction = intentActions({ update: updateOrganisationByStaff });

/** The Licences page: its search, what it found, and the products for the issue form. */
export async function licencesPage(request: Request) {
  const read = await readValidInput(request, licenceSearchSchema);
  const search = read.ok ? read.output : { serial: "", email: "" };
  const [found, products] = await Promise.all([searchLicences(db(), search), licensableProducts(db())]);
  return { search, searched: Boolean(search.serial || search.email), fieldErrors: read.ok ? null : read.fieldErrors, ...found, products };
}

export async function organisationsPage() {
  return { organisations: await listOrganisations(db()) };
}

/** /api/v1/staff routes of the desk's Licences and Organisations sections (workers/staff). */
import { Hono } from "hono";
import type { AppEnv } from "../http";
import { apiRoute } from "../operation";
import {
  issueLicenceByStaff,
  listOrganisationsForDesk,
  refundOrderByStaff,
  revokeLicenceByStaff,
  searchLicencesForDesk,
  transferLicenceByStaff,
  updateOrganisationByStaff,
} from "../staff";

export const staffLicencesApi = new Hono<AppEnv>();

staffLicencesApi.get("/licences", apiRoute(searchLicencesForDesk));
staffLicencesApi.post("/licences", apiRoute(issueLicenceByStaff));
staffLicencesApi.post("/licences/:serial/transfer", apiRoute(transferLicenceByStaff));
staffLicencesApi.post("/licences/:serial/revoke", apiRoute(revokeLicenceByStaff));
staffLicencesApi.post("/orders/:orderId/refund", apiRoute(refundOrderByStaff));
staffLicencesApi.get("/organisations", apiRoute(listOrganisationsForDesk));
staffLicencesApi.put("/organisations/:organisationId", apiRoute(updateOrganisationByStaff));

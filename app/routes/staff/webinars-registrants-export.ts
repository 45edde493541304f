/** StaffWebinarRegistrantsExport: a webinar's registrants as a CSV download, for staff only. */
import { data } from "react-router";
import { staffLoader } from "~/lib/staff.server";
import { registrantsExport } from "./webinars.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const loader = staffLoader(async ({ params, member }) => {
  const response = await registrantsExport(params.webinarId, member);
  if (!response) throw data({ message: "There is no webinar with that id. Someone may have deleted it." }, { status: 404 });
  return response;
});

/** StaffInboxExport (/staff/inbox/export): the Inbox's filtered list as a CSV download, for staff only. */
import { staffLoader } from "~/lib/staff.server";
import { inboxExport } from "./inbox.server";

export const loader = staffLoader(async ({ request }) => inboxExport(request));

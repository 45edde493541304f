/** StaffInboxExport (/staff/inbox/export): the Inbox's filtered list as a CSV download, for staff only. */
import { staffLoader } from "~/lib/staff.server";
import { inboxExport } from "./inbox.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const loader = staffLoader(async ({ request, member }) => inboxExport(request, member));

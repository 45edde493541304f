/**
 * The registrants of a webinar in the Webinars section: the list, and the same as a CSV file.
 * Both show people's addresses, so each read is recorded in the audit log. Registrations are
 * kept for the local webinars and Zoom's alike, so the list works whichever provider is used.
 */
import { webinarRegistrantsSchema } from "@common/schemas/events";
import type { Database } from "../db";
import { listRegistrations } from "../events";
import { defineOperation, done } from "../operation";
import { type Actor, recordRead } from "../audit";
import { csvCell } from "./inbox-list";
import { actorOf, staffAccess } from "./roles";

export interface DeskRegistrant {
  id: number;
  name: string;
  email: string;
  question: string;
  /** The page's locale the person registered from: their mails' language. */
  locale: string;
  registeredAt: string;
  reminderSentAt: string | null;
}

/** A webinar's registrants, oldest first; the read is recorded when there is anyone to show. */
export async function readRegistrants(db: Database, actor: Actor, webinarId: number): Promise<DeskRegistrant[]> {
  const rows = await listRegistrations(db, webinarId);
  if (rows.length > 0) {
    await recordRead(db, actor, {
      action: "webinar-registrants.view",
      subjectType: "webinar",
      subjectId: webinarId,
      summary: `Viewed ${rows.length} ${rows.length === 1 ? "registrant" : "registrants"} of webinar ${webinarId}`,
      shown: { registrants: rows.length },
    });
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    question: row.question,
    locale: row.locale,
    registeredAt: row.createdAt.toISOString(),
    reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
  }));
}

export const REGISTRANTS_CSV_HEADER = ["Name", "Email", "Question", "Language", "Registered (UTC)", "Reminder sent (UTC)"];

/** The registrants as CSV (UTF-8, a header row, CRLF lines), recorded as an export. */
export async function exportRegistrantsCsv(db: Database, actor: Actor, webinarId: number): Promise<string> {
  const rows = await listRegistrations(db, webinarId);
  await recordRead(db, actor, {
    action: "webinar-registrants.export",
    subjectType: "webinar",
    subjectId: webinarId,
    summary: `Downloaded ${rows.length} ${rows.length === 1 ? "registrant" : "registrants"} of webinar ${webinarId} as CSV`,
    shown: { registrants: rows.length },
  });
  const lines = [
    REGISTRANTS_CSV_HEADER,
    ...rows.map((row) => [row.name, row.email, row.question, row.locale, row.createdAt.toISOString(), row.reminderSentAt?.toISOString() ?? ""]),
  ];
  return `${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** GET staff/webinars/{webinarId}/registrants. */
export const readStaffWebinarRegistrants = defineOperation({
  name: "staff-webinar-registrants",
  input: webinarRegistrantsSchema,
  access: staffAccess,
  run: async ({ db, user }, { webinarId }) => done({ registrants: await readRegistrants(db, actorOf(user), webinarId) }),
});

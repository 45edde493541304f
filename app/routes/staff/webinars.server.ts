/**
 * The Webinars section on the server: its pages' reads and actions (the same operations as
 * /api/v1/staff/webinars). The list's filter and order come from its address.
 */
import { staffWebinarsQuerySchema } from "@common/schemas/staff-events";
import {
  createStaffWebinar,
  deleteStaffWebinar,
  exportRegistrantsCsv,
  listWebinarsForDesk,
  readRegistrants,
  readWebinarForDesk,
  updateStaffWebinar,
  webinarFormChoices,
  webinarsKeptHere,
} from "@workers/staff";
import type { StaffMember } from "~/lib/staff.server";
import { db, env } from "~/lib/db.server";
import { intentActions, readValidInput } from "~/lib/operation-action.server";

export const webinarEditAction = intentActions({ create: createStaffWebinar, update: updateStaffWebinar, delete: deleteStaffWebinar });

export async function webinarsList(request: Request) {
  const params = new URL(request.url).searchParams;
  const query = Object.fromEntries(params);
  const deleted = params.get("deleted")?.slice(0, 200) ?? null;
  const keptHere = webinarsKeptHere(env);
  const read = await readValidInput(request, staffWebinarsQuerySchema);
  if (!read.ok) return { query, fieldErrors: read.fieldErrors, filter: null, webinars: [], deleted, keptHere };
  return { query, fieldErrors: null, filter: read.output, webinars: await listWebinarsForDesk(db(), read.output), deleted, keptHere };
}

/** The webinar to edit (null for a new one), or undefined when there is no such webinar; with the form's choices. */
export async function webinarToEdit(webinarId: string | undefined) {
  const choices = { ...(await webinarFormChoices(db())), keptHere: webinarsKeptHere(env) };
  if (webinarId === undefined) return { webinar: null, ...choices };
  const id = /^\d{1,12}$/.test(webinarId) ? Number(webinarId) : 0;
  const webinar = id ? await readWebinarForDesk(db(), id) : null;
  return webinar ? { webinar, ...choices } : undefined;
}

function webinarIdOf(value: string | undefined): number {
  return value && /^\d{1,12}$/.test(value) ? Number(value) : 0;
}

/** A webinar's registrants (the read recorded), or null when there is no such webinar. */
export async function registrantsPage(webinarId: string | undefined, member: StaffMember) {
  const id = webinarIdOf(webinarId);
  const webinar = id ? await readWebinarForDesk(db(), id) : null;
  if (!webinar) return null;
  return {
    webinar: { id, topic: webinar.topic, language: webinar.language, capacity: webinar.capacity },
    registrants: await readRegistrants(db(), member, id),
  };
}

/** The registrants as a CSV download (the export recorded), or null when there is no such webinar. */
export async function registrantsExport(webinarId: string | undefined, member: StaffMember): Promise<Response | null> {
  const id = webinarIdOf(webinarId);
  if (!id || !(await readWebinarForDesk(db(), id))) return null;
  const csv = await exportRegistrantsCsv(db(), member, id);
  // The byte order mark makes spreadsheet programs read the file as UTF-8.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="webinar-${id}-registrants.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

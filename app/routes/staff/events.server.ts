/**
 * The Events section on the server: its pages' reads and actions (the same operations as
 * /api/v1/staff/events). The list's filter and order come from its address.
 */
import { staffEventsQuerySchema } from "@common/schemas/staff-events";
import {
  createStaffEvent,
  deleteStaffEvent,
  eventFormChoices,
  findStaffEventPlace,
  listEventsForDesk,
  readEventForDesk,
  updateStaffEvent,
} from "@workers/staff";
import { db } from "~/lib/db.server";
import { intentActions, readValidInput } from "~/lib/operation-action.server";

export const eventEditAction = intentActions({ place: findStaffEventPlace, create: createStaffEvent, update: updateStaffEvent, delete: deleteStaffEvent });

/** The list page: its filter (from the address), the events it selects and the types to filter by. */
export async function eventsList(request: Request) {
  const params = new URL(request.url).searchParams;
  const query = Object.fromEntries(params);
  const deleted = params.get("deleted")?.slice(0, 200) ?? null;
  const [read, choices] = await Promise.all([readValidInput(request, staffEventsQuerySchema), eventFormChoices(db())]);
  if (!read.ok) return { query, fieldErrors: read.fieldErrors, filter: null, events: [], types: choices.types, deleted };
  return { query, fieldErrors: null, filter: read.output, events: await listEventsForDesk(db(), read.output), types: choices.types, deleted };
}

/** The event to edit (null for a new one), or undefined when there is no such event; with the form's choices. */
export async function eventToEdit(eventId: string | undefined) {
  const choices = await eventFormChoices(db());
  if (eventId === undefined) return { event: null, ...choices };
  const id = /^\d{1,12}$/.test(eventId) ? Number(eventId) : 0;
  const event = id ? await readEventForDesk(db(), id) : null;
  return event ? { event, ...choices } : undefined;
}

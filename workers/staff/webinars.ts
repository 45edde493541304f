/**
 * The Webinars section of the staff desk, for the local webinar provider (webinars stored in
 * D1): topic, agenda, presenter, start, length, time zone, join link, places, recording link,
 * audience and product; created, edited (from the revision the form was opened at) and deleted, each with
 * its audit entry. What is saved shows on the webinars pages at once. When Zoom supplies the
 * webinars they are kept in Zoom, and every change here is refused.
 */
import { type SQL, and, asc, desc, eq, gte, lt, or } from "drizzle-orm";
import {
  type StaffWebinarsQuery,
  type WebinarInput,
  createWebinarSchema,
  deleteWebinarSchema,
  staffWebinarIdSchema,
  staffWebinarsQuerySchema,
  updateWebinarSchema,
} from "@common/schemas/staff-events";
import { buildUrl } from "@common/routes";
import { DEFAULT_CONTENT_LANGUAGE } from "@common/i18n/content-language";
import { type Database, marketSegments, products, webinars, contains } from "../db";
import { type OperationResult, defineOperation, done, invalidField, refuse } from "../operation";
import { recordAudit } from "../audit";
import { deleteRowAt, saveRowAt } from "./revision-save";
import { actorOf, staffAccess } from "./roles";

export interface DeskWebinarRow {
  id: number;
  topic: string;
  language: string;
  presenter: string;
  startTime: string;
  duration: number;
  timezone: string;
}

export type DeskWebinar = Omit<typeof webinars.$inferSelect, "startTime" | "createdAt"> & { startTime: string; createdAt: string };

/** The webinars the desk edits are the local provider's; Zoom's are kept in Zoom. */
export function webinarsKeptHere(env: Env): boolean {
  return (env as Env & { WEBINARS_PROVIDER?: string }).WEBINARS_PROVIDER !== "zoom";
}

/** The host the local provider names (Zoom names a user); never a person's address, since the API shows it. */
const LOCAL_HOST_ID = "dolphin-training-team";

const KEPT_IN_ZOOM = "Webinars are kept in Zoom on this site: change them there.";

const SORT_COLUMNS = { start: webinars.startTime, topic: webinars.topic, duration: webinars.duration, presenter: webinars.presenter } as const;

export async function listWebinarsForDesk(db: Database, query: StaffWebinarsQuery, now = new Date()): Promise<DeskWebinarRow[]> {
  const conditions: SQL[] = [];
  if (query.search)
    conditions.push(or(contains(webinars.topic, query.search), contains(webinars.presenter, query.search), contains(webinars.agenda, query.search))!);
  if (query.when === "upcoming") conditions.push(gte(webinars.startTime, now));
  if (query.when === "past") conditions.push(lt(webinars.startTime, now));
  const column = SORT_COLUMNS[query.sort];
  const rows = await db
    .select({
      id: webinars.id,
      topic: webinars.topic,
      language: webinars.language,
      presenter: webinars.presenter,
      startTime: webinars.startTime,
      duration: webinars.duration,
      timezone: webinars.timezone,
    })
    .from(webinars)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(query.dir === "desc" ? desc(column) : asc(column), asc(webinars.startTime), asc(webinars.id));
  return rows.map((row) => ({ ...row, startTime: row.startTime.toISOString() }));
}

export async function readWebinarForDesk(db: Database, id: number): Promise<DeskWebinar | null> {
  const row = await db.select().from(webinars).where(eq(webinars.id, id)).get();
  return row ? { ...row, startTime: row.startTime.toISOString(), createdAt: row.createdAt.toISOString() } : null;
}

/** The webinar form's choices: audiences (market segments) and products, from the products area's tables. */
export async function webinarFormChoices(db: Database) {
  const [segments, productList] = await Promise.all([
    db.select({ id: marketSegments.id, name: marketSegments.title }).from(marketSegments).orderBy(asc(marketSegments.id)),
    db.select({ id: products.id, name: products.name }).from(products).orderBy(asc(products.name)),
  ]);
  return { segments, products: productList };
}

function auditable(webinar: Omit<WebinarInput, "startTime" | "language"> & { startTime: Date | string; language: string }) {
  return {
    topic: webinar.topic,
    agenda: webinar.agenda,
    presenter: webinar.presenter,
    startTime: new Date(webinar.startTime).toISOString(),
    duration: webinar.duration,
    timezone: webinar.timezone,
    joinUrl: webinar.joinUrl,
    capacity: webinar.capacity,
    recordingUrl: webinar.recordingUrl,
    marketSegmentId: webinar.marketSegmentId,
    productId: webinar.productId,
    language: webinar.language,
  };
}

/** What is saved: the form's fields, in the language chosen (or, when none is sent, the one it had). */
function columnsOf(input: WebinarInput, language = DEFAULT_CONTENT_LANGUAGE) {
  const saved = { ...input, language: input.language ?? language };
  return { ...auditable(saved), startTime: input.startTime };
}

async function unknownChoice(db: Database, input: WebinarInput): Promise<OperationResult<never> | null> {
  if (
    input.marketSegmentId !== null &&
    !(await db.select({ id: marketSegments.id }).from(marketSegments).where(eq(marketSegments.id, input.marketSegmentId)).get())
  ) {
    return invalidField("marketSegmentId", "Audience", "Choose one of the audiences in the list");
  }
  if (input.productId !== null && !(await db.select({ id: products.id }).from(products).where(eq(products.id, input.productId)).get())) {
    return invalidField("productId", "Product", "Choose one of the products in the list");
  }
  return null;
}

const GONE = "There is no webinar with that id. Someone may have deleted it.";

export const readStaffWebinars = defineOperation({
  name: "staff-webinars-list",
  input: staffWebinarsQuerySchema,
  access: staffAccess,
  run: async ({ db }, query) => done({ webinars: await listWebinarsForDesk(db, query) }),
});

export const readStaffWebinar = defineOperation({
  name: "staff-webinar",
  input: staffWebinarIdSchema,
  access: staffAccess,
  run: async ({ db }, { webinarId }) => {
    const webinar = await readWebinarForDesk(db, webinarId);
    return webinar ? done({ webinar }) : refuse(404, GONE);
  },
});

export const createStaffWebinar = defineOperation({
  name: "staff-webinar-create",
  input: createWebinarSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, env, user }, input) => {
    if (!webinarsKeptHere(env)) return refuse(409, KEPT_IN_ZOOM);
    const actor = actorOf(user);
    const refusal = await unknownChoice(db, input);
    if (refusal) return refusal;
    const values = columnsOf(input);
    const [created] = await db
      .insert(webinars)
      .values({ ...values, uuid: crypto.randomUUID(), hostId: LOCAL_HOST_ID, type: 5 })
      .returning({ id: webinars.id });
    const id = created!.id;
    // The entry names the new id, which only the insert gives: it cannot share the batch.
    await recordAudit(db, actor, {
      action: "webinar.create",
      subjectType: "webinar",
      subjectId: id,
      summary: `Created the webinar "${input.topic}"`,
      before: null,
      after: auditable(values),
    });
    const message = { id: 'The webinar "{topic}" is created.', values: { topic: input.topic } };
    return done({ id, message }, { message, status: 201, redirect: buildUrl("StaffWebinar", { webinarId: id }, { query: { created: 1 } }) });
  },
});

export const updateStaffWebinar = defineOperation({
  name: "staff-webinar-update",
  input: updateWebinarSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, env, user }, input) => {
    if (!webinarsKeptHere(env)) return refuse(409, KEPT_IN_ZOOM);
    const actor = actorOf(user);
    const webinar = await readWebinarForDesk(db, input.webinarId);
    if (!webinar) return refuse(404, GONE);
    const refusal = await unknownChoice(db, input);
    if (refusal) return refusal;
    const values = columnsOf(input, webinar.language);
    await saveRowAt(db, webinars, { id: input.webinarId, revision: input.revision }, values, actor, {
      action: "webinar.update",
      subjectType: "webinar",
      subjectId: input.webinarId,
      summary: `Edited the webinar "${input.topic}"`,
      before: auditable(webinar),
      after: auditable(values),
    });
    const message = { id: 'The webinar "{topic}" is saved.', values: { topic: input.topic } };
    return done({ id: input.webinarId, message }, { message });
  },
});

export const deleteStaffWebinar = defineOperation({
  name: "staff-webinar-delete",
  input: deleteWebinarSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, env, user }, { webinarId, revision }) => {
    if (!webinarsKeptHere(env)) return refuse(409, KEPT_IN_ZOOM);
    const actor = actorOf(user);
    const webinar = await readWebinarForDesk(db, webinarId);
    if (!webinar) return refuse(404, GONE);
    // Deleting from an older revision would delete what someone else has just saved, unseen.
    await deleteRowAt(db, webinars, { id: webinarId, revision }, actor, {
      action: "webinar.delete",
      subjectType: "webinar",
      subjectId: webinarId,
      summary: `Deleted the webinar "${webinar.topic}"`,
      before: auditable(webinar),
      after: null,
    });
    const message = { id: 'The webinar "{topic}" is deleted.', values: { topic: webinar.topic } };
    return done({ id: webinarId, message }, { message, redirect: buildUrl("StaffWebinars", {}, { query: { deleted: webinar.topic } }) });
  },
});

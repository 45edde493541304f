/**
 * The Organisations section: every premium reader organisation with its seats (bought and in
 * use) and subscription end, and changing both. A save names the revision the page was opened
 * at, so the second of two saves is refused; each change is written to the audit log.
 */
import { asc, count, eq, and } from "drizzle-orm";
import { updateOrganisationSchema } from "@common/schemas/staff-licences";
import { type Database, premiumOrganisations, premiumStudents } from "../db";
import { defineOperation, done, refuse } from "../operation";
import { recordAudit } from "../audit";
import { actorOf, staffAccess } from "./roles";
import { staleEdit } from "./versions";
import { deskListRead } from "./desk-list";

export interface DeskOrganisation {
  id: number;
  name: string;
  seatsPurchased: number;
  seatsUsed: number;
  expiresAt: string;
  revision: number;
}

export async function listOrganisations(db: Database): Promise<DeskOrganisation[]> {
  const [rows, used] = await Promise.all([
    db.select().from(premiumOrganisations).orderBy(asc(premiumOrganisations.name), asc(premiumOrganisations.id)),
    db.select({ organisationId: premiumStudents.organisationId, n: count() }).from(premiumStudents).groupBy(premiumStudents.organisationId),
  ]);
  const seatsUsed = new Map(used.map((row) => [row.organisationId, row.n]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    seatsPurchased: row.seatsPurchased,
    seatsUsed: seatsUsed.get(row.id) ?? 0,
    expiresAt: row.expiresAt.toISOString(),
    revision: row.revision,
  }));
}

export const listOrganisationsForDesk = deskListRead("staff-organisations", "organisations", listOrganisations);

export const updateOrganisationByStaff = defineOperation({
  name: "staff-organisation-update",
  input: updateOrganisationSchema,
  access: staffAccess,
  run: async ({ db, user }, input) => {
    const before = await db.select().from(premiumOrganisations).where(eq(premiumOrganisations.id, input.organisationId)).get();
    if (!before) return refuse(404, "There is no organisation with that id.");
    const after = await db
      .update(premiumOrganisations)
      .set({ seatsPurchased: input.seatsPurchased, expiresAt: input.expiresAt!, revision: input.revision + 1 })
      .where(and(eq(premiumOrganisations.id, before.id), eq(premiumOrganisations.revision, input.revision)))
      .returning()
      .get();
    if (!after) throw staleEdit();
    await recordAudit(db, actorOf(user), {
      action: "organisation.update",
      subjectType: "premium-organisation",
      subjectId: after.id,
      summary: `Changed ${after.name}: ${after.seatsPurchased} seats until ${after.expiresAt.toISOString().slice(0, 10)}`,
      before,
      after,
    });
    const message = `${after.name} was saved: ${after.seatsPurchased} seats, subscription until ${after.expiresAt.toISOString().slice(0, 10)}.`;
    return done({ organisationId: after.id, organisation: after, message }, { message });
  },
});

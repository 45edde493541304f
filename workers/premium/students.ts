/**
 * An organisation's students, kept by its admins and teachers: the list (with search), one
 * student, adding (a free seat and a subscription that has not ended are needed), editing and
 * removing (which frees the seat). A student row is linked to a DolphinID only when that
 * account has proved the row's address.
 */
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import { buildUrl } from "@common/routes";
import { addUpdateStudentSchema, deleteStudentSchema, getStudentsSchema } from "@common/schemas/premium";
import { type Database, contains, premiumStudents } from "../db";
import { Refusal, defineOperation, done, invalidField, refuse } from "../operation";
import { provedAccountIdForEmail } from "../identity";
import { type Caller, STAFF, callerOf, requireRole, signedInToPremium } from "./access";
import { requireSeats, seatsUsed } from "./organisation";
import { uniqueUsername, usernameBase } from "./usernames";

export type Student = typeof premiumStudents.$inferSelect;

export const STUDENT_NOT_FOUND_MESSAGE = "That student was not found in this organisation.";

export interface StudentView {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  className: string;
  source: Student["source"];
  linked: boolean;
  createdAt: string;
}

function studentView(row: Student): StudentView {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email ?? "",
    className: row.className,
    source: row.source,
    linked: row.accountId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `search` matches the name, username, email or class anywhere, as typed (no wildcards). */
export async function getStudents(db: Database, caller: Caller, input: { organisationId: number; search?: string }) {
  const { organisation } = await requireRole(db, caller, input.organisationId, STAFF);
  const term = input.search?.trim();
  const rows = await db
    .select()
    .from(premiumStudents)
    .where(
      and(
        eq(premiumStudents.organisationId, organisation.id),
        term
          ? or(
              contains(sql`${premiumStudents.firstName} || ' ' || ${premiumStudents.lastName}`, term),
              contains(premiumStudents.username, term),
              contains(premiumStudents.email, term),
              contains(premiumStudents.className, term),
            )
          : undefined,
      ),
    )
    .orderBy(asc(premiumStudents.lastName), asc(premiumStudents.firstName));
  const used = await seatsUsed(db, organisation.id);
  return { students: rows.map(studentView), seatsUsed: used, seatsPurchased: organisation.seatsPurchased };
}

export const listStudents = defineOperation({
  name: "premium-list-students",
  input: getStudentsSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => done(await getStudents(db, callerOf(user), input)),
});

export async function getStudent(db: Database, caller: Caller, organisationId: number, studentId: number) {
  await requireRole(db, caller, organisationId, STAFF);
  const row = await db
    .select()
    .from(premiumStudents)
    .where(and(eq(premiumStudents.id, studentId), eq(premiumStudents.organisationId, organisationId)))
    .get();
  if (!row) throw Refusal.status(404, STUDENT_NOT_FOUND_MESSAGE);
  return studentView(row);
}

/** The DolphinID a student row for `email` is linked to: only one that has proved that address, and has no seat yet. */
export async function accountIdForEmail(db: Database, email: string): Promise<string | null> {
  if (!email) return null;
  const accountId = await provedAccountIdForEmail(db, email);
  if (!accountId) return null;
  const seat = await db.select({ id: premiumStudents.id }).from(premiumStudents).where(eq(premiumStudents.accountId, accountId)).get();
  return seat ? null : accountId;
}

/**
 * Adds a student (no `studentId`: 201) or saves one. Usernames are unique everywhere; an
 * email address once within an organisation. An empty username is proposed from the name.
 */
export const addUpdateStudent = defineOperation({
  name: "premium-add-update-student",
  input: addUpdateStudentSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => {
    const { organisation } = await requireRole(db, callerOf(user), input.organisationId, STAFF);
    const studentId = input.studentId === "" ? null : input.studentId;
    let current: Student | undefined;
    if (studentId) {
      current = await db
        .select()
        .from(premiumStudents)
        .where(and(eq(premiumStudents.id, studentId), eq(premiumStudents.organisationId, organisation.id)))
        .get();
      if (!current) return refuse(404, STUDENT_NOT_FOUND_MESSAGE);
    } else {
      await requireSeats(db, organisation, 1);
    }

    const username = input.username || current?.username || (await uniqueUsername(db, usernameBase(input.firstName, input.lastName)));
    const clash = await db
      .select({ id: premiumStudents.id })
      .from(premiumStudents)
      .where(and(eq(premiumStudents.username, username), studentId ? ne(premiumStudents.id, studentId) : undefined))
      .get();
    if (clash)
      return invalidField("username", "Username", {
        id: "The username {username} is taken; choose another or leave it empty for a suggestion",
        values: { username },
      });
    if (input.email) {
      const sameEmail = await db
        .select({ id: premiumStudents.id })
        .from(premiumStudents)
        .where(
          and(
            eq(premiumStudents.organisationId, organisation.id),
            eq(premiumStudents.email, input.email),
            studentId ? ne(premiumStudents.id, studentId) : undefined,
          ),
        )
        .get();
      if (sameEmail) return invalidField("email", "Email address", { id: "Another student already uses {email}", values: { email: input.email } });
    }

    const values = {
      firstName: input.firstName,
      lastName: input.lastName,
      username,
      email: input.email || null,
      className: input.className,
    };
    if (current) {
      const accountId = current.accountId ?? (input.email ? await accountIdForEmail(db, input.email) : null);
      await db
        .update(premiumStudents)
        .set({ ...values, accountId })
        .where(eq(premiumStudents.id, current.id));
      return done({ id: current.id, username, message: { id: "{name}'s details have been saved.", values: { name: `${input.firstName} ${input.lastName}` } } });
    }
    const [row] = await db
      .insert(premiumStudents)
      .values({ ...values, organisationId: organisation.id, source: "manual", accountId: await accountIdForEmail(db, input.email), createdAt: new Date() })
      .returning({ id: premiumStudents.id });
    return done(
      {
        id: row!.id,
        username,
        message: { id: "{name} has been added with the username {username}.", values: { name: `${input.firstName} ${input.lastName}`, username } },
      },
      { status: 201 },
    );
  },
});

/** Removing a student frees their seat; the team then goes back to the student list. */
export const deleteStudent = defineOperation({
  name: "premium-delete-student",
  input: deleteStudentSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => {
    await requireRole(db, callerOf(user), input.organisationId, STAFF);
    const [row] = await db
      .delete(premiumStudents)
      .where(and(eq(premiumStudents.id, input.studentId), eq(premiumStudents.organisationId, input.organisationId)))
      .returning();
    if (!row) return refuse(404, STUDENT_NOT_FOUND_MESSAGE);
    return done(
      { message: { id: "{name} has been removed and their seat is free.", values: { name: `${row.firstName} ${row.lastName}` } } },
      { redirect: buildUrl("PremiumStudents", {}, { query: { org: input.organisationId } }) },
    );
  },
});

/**
 * Importing a class list (admins and teachers): a preview checks every row against the
 * student schema, the file itself, the database and the free seats, and writes nothing; an
 * import writes every row or none.
 */
import { and, eq, inArray } from "drizzle-orm";
import { buildUrl } from "@common/routes";
import { PREMIUM_LIMITS, fileUploadSchema } from "@common/schemas/premium";
import { type Database, premiumStudents } from "../db";
import { type OperationResult, Refusal, defineOperation, done, invalid, invalidField } from "../operation";
import { type Caller, STAFF, callerOf, requireRole, signedInToPremium } from "./access";
import { type ImportPreview, parseStudentCsv } from "./csv";
import { isExpired, seatsUsed, subscriptionEndedMessage } from "./organisation";
import { accountIdForEmail } from "./students";
import { uniqueUsername, usernameBase } from "./usernames";
import { type MessageLike, serverText } from "../i18n";
import { DEFAULT_LOCALE } from "@common/constants";
import type { Locale } from "@common/locale";

/** D1 caps the bound parameters of one query: long lists are looked up in chunks of this many. */
const LOOKUP_CHUNK = 90;

/** Those of `wanted` that `lookUp` finds already taken, asked in chunks. */
async function takenAmong(wanted: string[], lookUp: (chunk: string[]) => Promise<string[]>): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let start = 0; start < wanted.length; start += LOOKUP_CHUNK) {
    for (const value of await lookUp(wanted.slice(start, start + LOOKUP_CHUNK))) taken.add(value);
  }
  return taken;
}

/** Checks every row against the schema, the file itself, the database and the free seats; writes nothing. */
export async function previewImport(db: Database, caller: Caller, organisationId: number, csvText: string, now = new Date()): Promise<ImportPreview> {
  const { organisation } = await requireRole(db, caller, organisationId, STAFF);
  const preview = parseStudentCsv(csvText);
  const rows = preview.rows;

  const emails = rows.map((row) => row.email).filter(Boolean);
  const usernames = rows.map((row) => row.username).filter(Boolean);
  const takenEmails = await takenAmong(emails, async (chunk) =>
    (
      await db
        .select({ email: premiumStudents.email })
        .from(premiumStudents)
        .where(and(eq(premiumStudents.organisationId, organisation.id), inArray(premiumStudents.email, chunk)))
    ).map((row) => row.email ?? ""),
  );
  const takenUsernames = await takenAmong(usernames, async (chunk) =>
    (await db.select({ username: premiumStudents.username }).from(premiumStudents).where(inArray(premiumStudents.username, chunk))).map((row) => row.username),
  );

  const seenEmails = new Map<string, number>();
  const seenUsernames = new Map<string, number>();
  for (const row of rows) {
    if (row.email) {
      if (takenEmails.has(row.email)) row.errors.push(`Another student of ${organisation.name} already uses ${row.email}`);
      else if (seenEmails.has(row.email)) row.errors.push(`${row.email} is also on row ${seenEmails.get(row.email)}`);
      else seenEmails.set(row.email, row.line);
    }
    if (row.username) {
      if (takenUsernames.has(row.username)) row.errors.push(`The username ${row.username} is taken`);
      else if (seenUsernames.has(row.username)) row.errors.push(`The username ${row.username} is also on row ${seenUsernames.get(row.username)}`);
      else seenUsernames.set(row.username, row.line);
    }
  }
  // Rows without a username get a proposal that clashes with nothing in the database or the file.
  const reserved = new Set(seenUsernames.keys());
  for (const row of rows) {
    if (row.username || row.errors.length) continue;
    const username = await uniqueUsername(db, usernameBase(row.firstName, row.lastName), reserved);
    reserved.add(username);
    row.username = username;
    row.usernameGenerated = true;
  }

  const used = await seatsUsed(db, organisation.id);
  const free = Math.max(0, organisation.seatsPurchased - used);
  if (isExpired(organisation, now)) preview.fileErrors.push(serverText(DEFAULT_LOCALE as Locale).text(subscriptionEndedMessage(organisation)));
  else if (rows.length > free) {
    preview.fileErrors.push(`The file has ${rows.length} students but only ${free} of ${organisation.seatsPurchased} seats are free.`);
  }
  preview.errorCount = rows.filter((row) => row.errors.length > 0).length;
  preview.seatsFree = free;
  preview.ok = preview.fileErrors.length === 0 && preview.errorCount === 0 && rows.length > 0;
  return preview;
}

/** All or nothing: a file with any error writes no row; a clean file is written in one transaction. */
async function importStudents(db: Database, caller: Caller, organisationId: number, csvText: string) {
  const now = new Date();
  const preview = await previewImport(db, caller, organisationId, csvText, now);
  if (!preview.ok) {
    const problems = [...preview.fileErrors, ...preview.rows.filter((row) => row.errors.length).map((row) => `Row ${row.line}: ${row.errors.join("; ")}`)];
    throw new Refusal(
      invalid(
        { csv: { friendlyName: "CSV file", errors: problems.length ? problems : ["The file has no students in it"] } },
        {
          id: "{count, plural, one {Nothing was imported: # problem need correcting in the file.} other {Nothing was imported: # problems need correcting in the file.}}",
          values: { count: problems.length },
        },
      ),
    );
  }
  // Look-ups first: a drizzle query is a thenable, so it must not be awaited before the batch.
  const accountIds = await Promise.all(preview.rows.map((row) => accountIdForEmail(db, row.email)));
  const statements = preview.rows.map((row, index) =>
    db.insert(premiumStudents).values({
      organisationId,
      username: row.username,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email || null,
      className: row.className,
      accountId: accountIds[index] ?? null,
      source: "import",
      createdAt: now,
    }),
  );
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
  return preview.rows.length;
}

/** What a file upload answers: the checked rows of a preview, or how many students were imported. */
export type UploadAnswer = { imported: number; message: MessageLike } | { preview: ImportPreview; csv: string; message: MessageLike };

/**
 * A class list sent as a file (multipart `file`) or as text (`csv`, which the preview page
 * sends back to import what was checked). `mode=preview` answers the checked rows and
 * writes nothing; `mode=import` writes every row or none (201), then the team sees the list.
 */
export const uploadStudentFile = defineOperation({
  name: "premium-file-upload",
  input: fileUploadSchema,
  access: signedInToPremium,
  // Room for the largest file, even sent back as form text, where each comma takes 3 bytes.
  maxBodyBytes: 4 * PREMIUM_LIMITS.csvMaxBytes,
  run: async ({ db, user }, input): Promise<OperationResult<UploadAnswer>> => {
    const caller = callerOf(user);
    const text = input.file instanceof File && input.file.size > 0 ? await input.file.text() : input.csv;
    if (!text.trim()) return invalidField("file", "CSV file", "Choose a CSV file to upload");
    if (input.mode === "import") {
      const imported = await importStudents(db, caller, input.organisationId, text);
      return done(
        { imported, message: { id: "{count, plural, one {# student imported.} other {# students imported.}}", values: { count: imported } } },
        { status: 201, redirect: buildUrl("PremiumStudents", {}, { query: { org: input.organisationId, imported } }) },
      );
    }
    const preview = await previewImport(db, caller, input.organisationId, text);
    return done({ preview, csv: text, message: preview.ok ? "Every row is ready to import." : "Some rows need correcting." });
  },
});

/**
 * Reader app usernames: proposed from a student's name (first initial and last name, accents
 * folded, numbered when taken), unique across every organisation.
 */
import { like } from "drizzle-orm";
import { PREMIUM_LIMITS, generateUsernameSchema } from "@common/schemas/premium";
import { type Database, premiumStudents } from "../db";
import { defineOperation, done } from "../operation";
import { STAFF, callerOf, requireRole, signedInToPremium } from "./access";

/** Folds accents and drops anything but letters and digits: "Zoë O'Brien" → "zoe", "obrien". */
function usernamePart(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

export function usernameBase(firstName: string, lastName: string): string {
  const first = usernamePart(firstName);
  const last = usernamePart(lastName);
  const base = `${first.slice(0, 1)}${last}`.slice(0, 30) || first.slice(0, 30);
  return base.length >= PREMIUM_LIMITS.usernameMin ? base : `${base}student`.slice(0, 30);
}

/** The first of base, base2, base3… that nobody has and that is not in `reserved`. */
export async function uniqueUsername(db: Database, base: string, reserved: Set<string> = new Set()): Promise<string> {
  const taken = await db
    .select({ username: premiumStudents.username })
    .from(premiumStudents)
    .where(like(premiumStudents.username, `${base}%`));
  const used = new Set([...taken.map((row) => row.username), ...reserved]);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** A free username for a name, proposed to the team's student form (admins and teachers). */
export const generateUsername = defineOperation({
  name: "premium-generate-username",
  input: generateUsernameSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => {
    await requireRole(db, callerOf(user), input.organisationId, STAFF);
    return done({ username: await uniqueUsername(db, usernameBase(input.firstName, input.lastName)) });
  },
});

/** Names for a student who joins by themselves: "amy.jones@…" → Amy Jones. */
export function namesFromEmail(email: string): { firstName: string; lastName: string } {
  const local = email.split("@")[0] ?? "";
  const parts = local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase());
  return { firstName: parts[0] ?? local, lastName: parts.slice(1).join(" ") };
}

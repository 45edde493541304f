/**
 * The server half of the password rule (NIST SP 800-63B): a new password must not be one
 * that attackers try first. The list is the `common_passwords` table, filled by a migration
 * that scripts/build-password-list.ts writes from the common and breached passwords that
 * @zxcvbn-ts/language-common ships, keeping the ones long enough to pass the length rule. In
 * D1, neither the browser nor the Worker's start-up pays for it: a check is one look-up.
 * Registration, reset and change all call `assertAcceptablePassword` or `isCommonPassword`.
 */
import { eq } from "drizzle-orm";
import { COMMON_PASSWORD_MESSAGE } from "@common/identity";
import { type Database, commonPasswords } from "../db";
import { Refusal } from "../operation";

/**
 * Whether the password is on the list. The comparison ignores case and surrounding spaces,
 * because 'Password1' or 'qwertyuiop ' is no harder to guess than the listed form.
 */
export async function isCommonPassword(db: Database, password: string): Promise<boolean> {
  const listed = await db
    .select({ password: commonPasswords.password })
    .from(commonPasswords)
    .where(eq(commonPasswords.password, password.trim().toLowerCase()))
    .get();
  return listed !== undefined;
}

/** Refuses a common or breached password with a 422 on `field`, saying why. */
export async function assertAcceptablePassword(db: Database, password: string, field = "password", friendlyName = "Password"): Promise<void> {
  if (await isCommonPassword(db, password)) throw Refusal.field(field, friendlyName, COMMON_PASSWORD_MESSAGE);
}

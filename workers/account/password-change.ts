/**
 * Changing the password while signed in (account preferences page and
 * POST /api/v1/account/password). The current password must be right, the new one must pass
 * the shared password rule, and every other session of the account ends: the one that made
 * the change stays signed in.
 */
import { WRONG_CURRENT_PASSWORD_MESSAGE, identityConfig, hashPassword, verifyPassword, isCommonPassword } from "../identity";
import { eq } from "drizzle-orm";
import type { FieldErrors } from "@common/api-errors";
import { COMMON_PASSWORD_MESSAGE, TOKEN_ERROR_MESSAGES } from "@common/identity";
import type { PasswordChangeInput } from "@common/schemas/identity";
import { getDb, accounts } from "../db";
import { Refusal, invalid } from "../operation";
import { type SessionRow, endAccountSessions } from "../session";

export const PASSWORD_MANAGED_ELSEWHERE_MESSAGE = "Your password is managed by DolphinID. Change it on the DolphinID website.";

/** Whether passwords live in this Worker (the built-in provider); otherwise DolphinID changes them. */
export function canChangePasswordHere(env: Env, requestUrl: string): boolean {
  return identityConfig(env, requestUrl).builtIn;
}

export async function changePassword(env: Env, session: SessionRow, input: PasswordChangeInput, requestUrl: string): Promise<void> {
  if (!canChangePasswordHere(env, requestUrl)) throw Refusal.status(409, PASSWORD_MANAGED_ELSEWHERE_MESSAGE);
  const db = getDb(env.DB);
  const account = await db.select().from(accounts).where(eq(accounts.id, session.userId)).get();
  if (!account) throw Refusal.status(401, TOKEN_ERROR_MESSAGES.missingTokens);

  const fields: FieldErrors = {};
  if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
    fields.currentPassword = { friendlyName: "Current password", errors: [WRONG_CURRENT_PASSWORD_MESSAGE] };
  }
  if (await isCommonPassword(db, input.password)) fields.password = { friendlyName: "New password", errors: [COMMON_PASSWORD_MESSAGE] };
  if (Object.keys(fields).length > 0) throw new Refusal(invalid(fields));

  await db
    .update(accounts)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(accounts.id, account.id));
  await endAccountSessions(env, account.id, { keep: session, requestUrl });
}

/**
 * The owner's control of their DolphinID's data, each an operation for its /api/v1 route and
 * its page action: delete the account (and cancel that from the mailed link), download a copy
 * of its data, and change its address (and undo that from the old address). Each action that
 * cannot be undone asks again for the current password or one of the account's passkeys
 * (re-proof.ts) and is written to the account's sign-in history.
 */
import { eq } from "drizzle-orm";
import { TOKEN_ERROR_MESSAGES } from "@common/identity";
import { buildUrl } from "@common/routes";
import {
  accountDeletionSchema,
  cancelDeletionSchema,
  dataExportSchema,
  emailChangeCodeSchema,
  emailChangeSchema,
  undoEmailChangeSchema,
} from "@common/schemas/account-data";
import { clearDealerSessionCookie } from "../content";
import { accounts } from "../db";
import { type OperationContext, Refusal, defineOperation, done } from "../operation";
import { collectAccountData, downloadTicket, recordAccountEvent, confirmItIsYou } from "../identity";
import { cancelDeletion, requestDeletion } from "./account-deletion";
import { confirmEmailChange, requestEmailChange, undoEmailChange } from "./email-change";
import { clearSessionCookie, readSession } from "../session";

/** Typing the password again is a guess at it (a passkey counts the same): an account may try only a few times in a quarter of an hour. */
const PASSWORD_AGAIN_LIMIT = { limit: 5, windowSeconds: 900, per: "account" } as const;
/** Mailed links carry long random tokens; a connection may still try only a few. */
const MAILED_LINK_LIMIT = { limit: 10, windowSeconds: 900 } as const;

export const ACCOUNT_KEPT_MESSAGE = "Your DolphinID is kept. You can sign in again.";
export const EMAIL_CHANGED_MESSAGE = "Your DolphinID now uses {email}. Other browsers and devices have been signed out.";
export const EMAIL_PUT_BACK_MESSAGE = "Your DolphinID uses {email} again, and every browser and device has been signed out. Sign in and change your password.";
export const CODE_SENT_MESSAGE = "If {email} can be used, we have sent it a code. Type it below to finish the change.";

export const requestAccountDeletion = defineOperation({
  name: "account-deletion",
  input: accountDeletionSchema,
  access: "signed-in",
  rateLimit: { name: "account-deletion", ...PASSWORD_AGAIN_LIMIT },
  run: async ({ env, db, user, clientAddress, locale, request }, input) => {
    const scheduled = await requestDeletion(env, db, { accountId: user.userId, proof: input, clientAddress, locale, requestUrl: request.url });
    return done(scheduled, { redirect: buildUrl("AccountDeletionScheduled", {}, { locale }), cookies: [clearSessionCookie(), clearDealerSessionCookie()] });
  },
});

export const cancelAccountDeletion = defineOperation({
  name: "account-deletion-cancel",
  input: cancelDeletionSchema,
  access: "anyone",
  rateLimit: { name: "account-deletion-cancel", ...MAILED_LINK_LIMIT },
  run: async ({ db, clientAddress }, input) => {
    const kept = await cancelDeletion(db, input.token, clientAddress);
    return done({ ...kept, message: ACCOUNT_KEPT_MESSAGE });
  },
});

export const exportAccountData = defineOperation({
  name: "account-data-export",
  input: dataExportSchema,
  access: "signed-in",
  rateLimit: { name: "account-data-export", ...PASSWORD_AGAIN_LIMIT },
  run: async ({ env, db, user, clientAddress, locale }, input) => {
    const account = await confirmItIsYou(env, db, user.userId, input);
    await recordAccountEvent(db, account.id, "data-export", clientAddress);
    const answer = { format: input.format, account: await collectAccountData(db, account) };
    if (input.format === "html") return done(answer);
    // A form posted without JavaScript is sent on to the file itself.
    const ticket = await downloadTicket(env, account.id);
    return done(answer, { redirect: buildUrl("AccountDataFile", {}, { query: { ticket }, locale }) });
  },
});

export const startEmailChange = defineOperation({
  name: "account-email-change",
  input: emailChangeSchema,
  access: "signed-in",
  rateLimit: { name: "account-email-change", ...PASSWORD_AGAIN_LIMIT },
  run: async ({ env, db, user, clientAddress, locale }, input) => {
    const { newEmail } = await requestEmailChange(env, db, { accountId: user.userId, proof: input, newEmail: input.newEmail, clientAddress, locale });
    return done({ newEmail, message: { id: CODE_SENT_MESSAGE, values: { email: newEmail } } });
  },
});

async function sessionOf({ request, env }: OperationContext<"signed-in">) {
  const session = await readSession(request, env);
  if (!session) throw Refusal.status(401, TOKEN_ERROR_MESSAGES.missingTokens);
  return session;
}

export const finishEmailChange = defineOperation({
  name: "account-email-change-code",
  input: emailChangeCodeSchema,
  access: "signed-in",
  run: async (context, input) => {
    const { env, db, clientAddress, locale, request } = context;
    const changed = await confirmEmailChange(env, db, await sessionOf(context), input.code, clientAddress, locale, request.url);
    return done({ ...changed, message: { id: EMAIL_CHANGED_MESSAGE, values: { email: changed.email } } });
  },
});

export const undoAccountEmailChange = defineOperation({
  name: "account-email-change-undo",
  input: undoEmailChangeSchema,
  access: "anyone",
  rateLimit: { name: "account-email-change-undo", ...MAILED_LINK_LIMIT },
  run: async ({ env, db, clientAddress, request }, input) => {
    const restored = await undoEmailChange(env, db, input.token, clientAddress, request.url);
    return done(
      { ...restored, message: { id: EMAIL_PUT_BACK_MESSAGE, values: { email: restored.email } } },
      { cookies: [clearSessionCookie(), clearDealerSessionCookie()] },
    );
  },
});

/** The signed-in account's own row, for the account-data pages. */
export async function readOwnAccount(db: import("../db").Database, accountId: string) {
  return db.select({ id: accounts.id, email: accounts.email }).from(accounts).where(eq(accounts.id, accountId)).get();
}

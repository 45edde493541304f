/**
 * The account's forms as operations on both of their paths: the /api/v1 route the page's
 * script posts to, and the page action a form posts to without JavaScript. Preferences, the
 * password change and the password reset request: each rule is asserted once and holds on both.
 */
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE, PASSWORD_CHANGED_MESSAGE, PASSWORD_RESET_ANSWER } from "@common/identity";
import { passwordResetAction, preferencesAction } from "~/features/account/actions.server";
import { PASSWORD_RESET_INTENTS, PREFERENCES_INTENTS } from "~/features/account/intents";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS, type Target, freshAddress, submit } from "./helpers/operations";

const preferences: Target = { api: "account/preferences", page: preferencesAction, pagePath: "/account/preferences" };
const passwordChange: Target = { api: "account/password", page: preferencesAction, pagePath: "/account/preferences" };
const passwordReset: Target = { api: "account/password-reset", page: passwordResetAction, pagePath: "/id/password-reset" };

const PASSWORD = "correct horse battery";
let counter = 0;
const newEmail = () => `operations${++counter}.${Date.now()}@example.org`;

const storedPreferences = (userId: string) =>
  env.DB.prepare("SELECT display_name, newsletter_format FROM account_preferences WHERE user_id = ?")
    .bind(userId)
    .first<{ display_name: string; newsletter_format: string }>();
const accountAnswer = (cookie: string) => SELF.fetch("https://site.test/api/v1/account", { headers: { Cookie: cookie, "X-Requested-With": "XMLHttpRequest" } });

describe.each(BOTH_PATHS)("account preferences through the %s path", (path) => {
  const save = (fields: Record<string, string>, cookie?: string) => submit(path, preferences, { intent: PREFERENCES_INTENTS.save, ...fields }, { cookie });

  it("saves the preferences and says so", async () => {
    const user = await createSignedInUser(env);
    const answer = await save({ displayName: `Sam ${path}`, newsletter: "on", newsletterFormat: "plain", contactByEmail: "on" }, user.cookie);
    expect(answer).toMatchObject({ status: 200, message: "Your preferences have been saved." });
    expect(await storedPreferences(user.userId)).toEqual({ display_name: `Sam ${path}`, newsletter_format: "plain" });
  });

  it("answers bad input with per-field errors and saves nothing", async () => {
    const user = await createSignedInUser(env);
    const answer = await save({ displayName: "x".repeat(101), newsletterFormat: "pdf" }, user.cookie);
    expect(answer.status).toBe(422);
    expect(answer.fieldErrors?.displayName?.friendlyName).toBe("Display name");
    expect(Object.keys(answer.fieldErrors ?? {})).toEqual(expect.arrayContaining(["displayName", "newsletterFormat"]));
    expect(await storedPreferences(user.userId)).toBeNull();
  });

  it("asks a signed-out visitor to sign in, and saves nothing", async () => {
    const answer = await save({ displayName: "Nobody" });
    if (path === "api") expect(answer.status).toBe(401);
    else expect(answer).toMatchObject({ status: 303, redirect: expect.stringContaining("/action/login?auto=1&returnTo=%2Faccount%2Fpreferences") });
  });
});

describe.each(BOTH_PATHS)("changing the password through the %s path", (path) => {
  const change = (fields: Record<string, string>, cookie: string) =>
    submit(path, passwordChange, { intent: PREFERENCES_INTENTS.changePassword, ...fields }, { cookie });

  it("refuses a wrong current password and a common new one per field, changing nothing", async () => {
    const user = await createSignedInUser(env, { password: PASSWORD });
    const answer = await change({ currentPassword: "not my password", password: "1234567890", confirmPassword: "1234567890" }, user.cookie);
    expect(answer.status).toBe(422);
    expect(answer.fieldErrors?.currentPassword).toEqual({
      friendlyName: "Current password",
      errors: ["The current password is not right. Check it and try again."],
    });
    expect(answer.fieldErrors?.password).toEqual({ friendlyName: "New password", errors: [COMMON_PASSWORD_MESSAGE] });
    expect((await accountAnswer(user.cookie)).status).toBe(200);
  });

  it("changes it, keeps this session and ends the others", async () => {
    const user = await createSignedInUser(env, { password: PASSWORD });
    const other = await createSignedInUser(env, { email: user.email, password: PASSWORD });
    const answer = await change(
      { currentPassword: PASSWORD, password: "a completely new passphrase", confirmPassword: "a completely new passphrase" },
      user.cookie,
    );
    expect(answer).toMatchObject({ status: 200, message: PASSWORD_CHANGED_MESSAGE });
    expect((await accountAnswer(user.cookie)).status).toBe(200);
    expect((await accountAnswer(other.cookie)).status).toBe(401);
  });

  it("lets an account try only ten times in a quarter of an hour", async () => {
    const user = await createSignedInUser(env, { password: PASSWORD });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await change({ currentPassword: "wrong guess", password: "a new passphrase", confirmPassword: "a new passphrase" }, user.cookie)).status).toBe(
        422,
      );
    }
    const limited = await change({ currentPassword: PASSWORD, password: "a new passphrase", confirmPassword: "a new passphrase" }, user.cookie);
    expect(limited.status).toBe(429);
    expect(limited.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  });
});

describe.each(BOTH_PATHS)("asking for a password reset through the %s path", (path) => {
  const ask = (email: string, address = freshAddress()) => submit(path, passwordReset, { intent: PASSWORD_RESET_INTENTS.request, email }, { address });
  const resetMails = async (email: string) =>
    (await env.DB.prepare("SELECT count(*) AS n FROM mail_messages WHERE tag = 'password-reset' AND to_address = ?").bind(email).first<{ n: number }>())?.n ??
    0;

  it("gives the same answer whether or not the address has a DolphinID, and mails only an account", async () => {
    const user = await createSignedInUser(env, { email: newEmail() });
    const known = await ask(user.email);
    const unknown = await ask(newEmail());
    expect(known).toMatchObject({ status: 200, message: PASSWORD_RESET_ANSWER });
    expect(unknown).toEqual(known);
    expect(await resetMails(user.email)).toBe(1);
  });

  it("answers a bad address with a per-field error and mails nothing", async () => {
    const answer = await ask("not-an-address");
    expect(answer.status).toBe(422);
    expect(answer.fieldErrors?.email?.friendlyName).toBe("Email address");
    expect(await resetMails("not-an-address")).toBe(0);
  });

  it("limits an address to five requests in a quarter of an hour", async () => {
    const address = freshAddress();
    const user = await createSignedInUser(env, { email: newEmail() });
    for (let attempt = 0; attempt < 5; attempt++) expect((await ask(user.email, address)).status).toBe(200);
    const limited = await ask(user.email, address);
    expect(limited.status).toBe(429);
    expect(await resetMails(user.email)).toBe(5);
  });
});

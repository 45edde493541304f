/**
 * The calling operations on both of their paths: the /api/v1 routes the pages' scripts call,
 * and the page actions the forms post to without JavaScript. Each rule is asserted once and
 * holds on both: the call settings (saved, mirrored in cookies, bad input refused with
 * nothing saved) and the address book (add, edit, delete, with the account service's
 * refusals on their fields).
 */
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CALL_SETTINGS_SAVED_MESSAGE, CONTACT_DELETE_FAILED } from "@common/calling/messages";
import { addressBookAction, callSettingsAction } from "~/features/calling/calling.server";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS, type OperationPath, type Target, submit } from "./helpers/operations";

const ORIGIN = "https://site.test";
const settings: Target = { api: "account/video-calling/settings", page: callSettingsAction, pagePath: "/account/video-calling/settings" };
const ADDRESS_BOOK = "/account/video-calling/address-book";

const savedSettings = (userId: string) =>
  env.DB.prepare("SELECT allowed_callers, media_quality, audio_input_label FROM call_settings WHERE account_id = ?1").bind(userId).first();

async function contactsOf(cookie: string) {
  const response = await SELF.fetch(`${ORIGIN}/api/v1/account/contacts`, { headers: { Cookie: cookie, "X-Requested-With": "XMLHttpRequest" } });
  return response.json<{ contactName: string; contactEmail: string }[]>();
}

/**
 * One address-book form: through the API with its own method and address (POST, PATCH or
 * DELETE), or to the page action with the form's `intent` and hidden fields.
 */
async function contactForm(path: OperationPath, cookie: string, intent: "add" | "edit" | "delete", fields: Record<string, string>) {
  if (path === "page") return submit("page", { api: "", page: addressBookAction, pagePath: ADDRESS_BOOK }, { intent, ...fields }, { cookie });
  const { originalEmail, email, ...body } = fields;
  const [method, address] =
    intent === "add"
      ? ["POST", "account/contacts"]
      : intent === "edit"
        ? ["PATCH", `account/contacts/${encodeURIComponent(originalEmail!)}`]
        : ["DELETE", `account/contacts/${encodeURIComponent(email!)}`];
  const response = await SELF.fetch(`${ORIGIN}/api/v1/${address}`, {
    method,
    headers: { Cookie: cookie, "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body).toString(),
  });
  const json = response.status === 204 ? null : await response.json<{ message?: string; errors?: Record<string, { errors: string[] }> }>();
  return { status: response.status, message: json?.message, fieldErrors: json?.errors, data: json, redirect: null };
}

describe.each(BOTH_PATHS)("call settings through the %s path", (path) => {
  it("saves the settings: the API answers them with its message, the page goes back to itself saying so", async () => {
    const user = await createSignedInUser(env, { termsAccepted: true });
    const answer = await submit(
      path,
      settings,
      { allowedCallers: "0", mediaQuality: "1", audioInputLabel: "Headset microphone", videoInputLabel: "" },
      { cookie: user.cookie },
    );
    if (path === "api") expect(answer).toMatchObject({ status: 200, message: CALL_SETTINGS_SAVED_MESSAGE, data: { allowedCallers: 0, mediaQuality: 1 } });
    // Without JavaScript the form goes back to its page, which says the settings were saved.
    else expect(answer).toMatchObject({ status: 303, redirect: "/account/video-calling/settings?saved=1" });
    expect(await savedSettings(user.userId)).toEqual({ allowed_callers: 0, media_quality: 1, audio_input_label: "Headset microphone" });
  });

  it("refuses bad input with per-field errors and saves nothing", async () => {
    const user = await createSignedInUser(env, { termsAccepted: true });
    const answer = await submit(path, settings, { allowedCallers: "7", mediaQuality: "best" }, { cookie: user.cookie });
    expect(answer.status).toBe(422);
    expect(answer.fieldErrors).toMatchObject({
      allowedCallers: { friendlyName: "Who can call you", errors: ["Choose who can call you"] },
      mediaQuality: { friendlyName: "Video quality", errors: ["Choose a video quality"] },
    });
    expect(await savedSettings(user.userId)).toBeNull();
  });

  it("needs sign-in: the API answers 401, the page sends the visitor to sign in and back", async () => {
    const answer = await submit(path, settings, { allowedCallers: "0", mediaQuality: "1" });
    if (path === "api") expect(answer.status).toBe(401);
    else expect(answer).toMatchObject({ status: 303, redirect: expect.stringContaining(encodeURIComponent("/account/video-calling/settings")) });
  });
});

describe.each(BOTH_PATHS)("the address book through the %s path", (path) => {
  it("adds, edits and deletes a contact", async () => {
    const user = await createSignedInUser(env, { termsAccepted: true });
    const added = await contactForm(path, user.cookie, "add", { contactName: "Amira Khan", contactEmail: "Amira.Khan@example.net" });
    if (path === "api") expect(added).toMatchObject({ status: 201, data: { contactName: "Amira Khan", contactEmail: "amira.khan@example.net", userId: null } });
    else expect(added).toMatchObject({ status: 303, redirect: `${ADDRESS_BOOK}?done=added` });
    expect(await contactsOf(user.cookie)).toEqual([{ contactName: "Amira Khan", contactEmail: "amira.khan@example.net", userId: null }]);

    const edited = await contactForm(path, user.cookie, "edit", {
      originalEmail: "amira.khan@example.net",
      contactName: "Amira K.",
      contactEmail: "amira@example.net",
    });
    if (path === "api") expect(edited).toMatchObject({ status: 200, data: { contactName: "Amira K.", contactEmail: "amira@example.net" } });
    else expect(edited).toMatchObject({ status: 303, redirect: `${ADDRESS_BOOK}?done=saved` });
    expect(await contactsOf(user.cookie)).toEqual([{ contactName: "Amira K.", contactEmail: "amira@example.net", userId: null }]);

    const removed = await contactForm(path, user.cookie, "delete", { email: "amira@example.net" });
    if (path === "api") expect(removed.status).toBe(204);
    else expect(removed).toMatchObject({ status: 303, redirect: `${ADDRESS_BOOK}?done=deleted` });
    expect(await contactsOf(user.cookie)).toEqual([]);
  });

  it("answers the account service's refusals: per-field errors for bad or duplicate contacts, and its message for an unknown one", async () => {
    const user = await createSignedInUser(env, { termsAccepted: true });
    const bad = await contactForm(path, user.cookie, "add", { contactName: " ", contactEmail: "not-an-address" });
    expect(bad.status).toBe(422);
    expect(bad.fieldErrors).toMatchObject({
      contactName: { errors: ["Contact name is required"] },
      contactEmail: { errors: ["Contact email must be a valid email address, like name@example.com"] },
    });

    expect((await contactForm(path, user.cookie, "add", { contactName: "Cara", contactEmail: "cara@example.com" })).status).toBeLessThan(400);
    const duplicate = await contactForm(path, user.cookie, "add", { contactName: "Cara again", contactEmail: "CARA@example.com" });
    expect(duplicate).toMatchObject({ status: 422, fieldErrors: { contactEmail: { errors: ["This email address is already in your address book"] } } });

    const unknown = await contactForm(path, user.cookie, "delete", { email: "nobody@example.com" });
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBeTruthy();
    expect(unknown.message).not.toBe(CONTACT_DELETE_FAILED);
    expect(await contactsOf(user.cookie)).toEqual([{ contactName: "Cara", contactEmail: "cara@example.com", userId: null }]);
  });
});

/**
 * Mail in the account's language, in the Workers runtime: a DolphinID keeps the locale it
 * registered from as its mail language, changeable in Account Preferences on both paths; every
 * mail to the account (proof of address, password reset, deletion notice, receipt, newsletter
 * confirmation) is written in it whatever page asked for it, and its HTML part says so with
 * `lang`; mail to an address without an account follows the form's page.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import PostalMime from "postal-mime";
import { MAIL_LANGUAGE_INTENT } from "~/features/account/intents";
import { passwordResetAction, preferencesAction, registerAction } from "~/features/account/actions.server";
import { requestDeletion } from "../workers/account/account-deletion";
import { requestNewsletterSignUp } from "../workers/support/newsletter-consent";
import { getDb } from "../workers/db/client";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS, type Target, submit } from "./helpers/operations";
import { payWithTestCard, seedShop, startOrder } from "./helpers/orders";

const register: Target = { api: "", page: registerAction, pagePath: "/de-de/id/register" };
const mailLanguage: Target = { api: "account/mail-language", page: preferencesAction, pagePath: "/account/preferences" };
const passwordReset: Target = { api: "account/password-reset", page: passwordResetAction, pagePath: "/id/password-reset" };

const PASSWORD = "a long enough password";
let counter = 0;
const newEmail = (prefix = "language") => `${prefix}${++counter}.${Date.now()}@example.net`;

/** The newest mail to `to` with a tag starting `tag`, as a mail client reads it. */
async function latestMail(to: string, tag: string) {
  const row = await env.DB.prepare("SELECT raw, language FROM mail_messages WHERE to_address = ? AND substr(tag, 1, ?) = ? ORDER BY id DESC LIMIT 1")
    .bind(to, tag.length, tag)
    .first<{ raw: string; language: string }>();
  if (!row) throw new Error(`no ${tag} mail to ${to}`);
  const parsed = await PostalMime.parse(row.raw);
  return {
    language: row.language,
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: parsed.html ?? "",
    contentLanguage: parsed.headers.find((header) => header.key === "content-language")?.value,
  };
}

const storedLanguage = async (userId: string) =>
  (await env.DB.prepare("SELECT language FROM accounts WHERE id = ?").bind(userId).first<{ language: string }>())?.language;

async function germanAccount() {
  const user = await createSignedInUser(env, { password: PASSWORD });
  await env.DB.prepare("UPDATE accounts SET language = 'de-de' WHERE id = ?").bind(user.userId).run();
  return user;
}

describe("a DolphinID's mail language", () => {
  it("starts as the locale it registered from: the proof of address is German, and the next page stays German", async () => {
    const email = newEmail("register");
    const answer = await submit("page", register, { email, password: PASSWORD, confirmPassword: PASSWORD }, { params: { locale: "de-de" } });
    expect(answer.status).toBe(303);
    expect(answer.redirect).toMatch(/^\/de-de\/id\/verify-email\?email=/);
    const account = await env.DB.prepare("SELECT id, language FROM accounts WHERE email = ?").bind(email).first<{ id: string; language: string }>();
    expect(account?.language).toBe("de-de");
    const mail = await latestMail(email, "email-proof");
    expect(mail.subject).toBe("Ihr DolphinID-Code");
    expect(mail.text).toMatch(/Ihr Code lautet \d{6}/);
    expect(mail.text).toContain("/de-de/id/verify-email?token=");
    expect(mail.contentLanguage).toBe("de-DE");
    expect(mail.html).toContain('<html lang="de-DE">');
    expect(mail.html).toMatch(/Ihr Code lautet \d{6}/);
  });

  it("is English for an account registered from an English page", async () => {
    const email = newEmail("english");
    await submit("page", { ...register, pagePath: "/id/register" }, { email, password: PASSWORD, confirmPassword: PASSWORD });
    const mail = await latestMail(email, "email-proof");
    expect(mail.subject).toBe("Your DolphinID code");
    expect(mail.html).toContain('<html lang="en-GB">');
  });

  it("writes the password reset in German, though it was asked for from an English page", async () => {
    const user = await germanAccount();
    const answer = await submit("page", passwordReset, { intent: "request-link", email: user.email });
    expect(answer.status).toBe(200);
    const mail = await latestMail(user.email, "password-reset");
    expect(mail.subject).toBe("Setzen Sie Ihr DolphinID-Passwort zurück");
    expect(mail.text).toContain("Jemand hat das Zurücksetzen des Passworts der DolphinID für diese E-Mail-Adresse angefordert.");
    expect(mail.text).toContain("/de-de/id/password-reset?token=");
    expect(mail.html).toContain('<html lang="de-DE">');
  });

  it("writes the deletion notice in German", async () => {
    const user = await germanAccount();
    await requestDeletion(env, getDb(env.DB), {
      accountId: user.userId,
      proof: { currentPassword: PASSWORD, credential: "" },
      clientAddress: "192.0.2.9",
      locale: "en-gb",
      requestUrl: "https://site.test/account/delete",
    });
    const mail = await latestMail(user.email, "account-deletion");
    expect(mail.subject).toBe("Ihre DolphinID wird gelöscht");
    expect(mail.text).toContain("/de-de/account/delete/cancel?token=");
    expect(mail.language).toBe("de-DE");
  });

  it("sends the newsletter confirmation to an account's address in its language, and to any other address in the page's", async () => {
    const user = await germanAccount();
    await requestNewsletterSignUp(env, getDb(env.DB), { email: user.email, emailType: "plain", locale: "en-gb" });
    const german = await latestMail(user.email, "newsletter-confirm");
    expect(german.subject).toBe("Bitte bestätigen Sie Ihre Anmeldung zum Dolphin-Newsletter");
    expect(german.html).toContain('<html lang="de-DE">');

    const stranger = newEmail("stranger");
    await requestNewsletterSignUp(env, getDb(env.DB), { email: stranger, emailType: "plain", locale: "fr-fr" });
    const french = await latestMail(stranger, "newsletter-confirm");
    expect(french.subject).toBe("Merci de confirmer votre inscription à la lettre d'information de Dolphin");
    expect(french.html).toContain('<html lang="fr-FR">');
  });
});

describe("the receipt of a German account", () => {
  beforeAll(seedShop);

  it("is German, though the order was placed from an English page", async () => {
    const user = await germanAccount();
    const orderId = await startOrder(user.cookie);
    expect((await payWithTestCard(user.cookie, orderId)).status).toBe(200);
    const mail = await latestMail(user.email, `order-receipt:${orderId}`);
    expect(mail.subject).toMatch(/^Ihre Dolphin-Bestellung /);
    expect(mail.text).toContain(`/de-de/orders/${orderId}`);
    expect(mail.html).toContain('<html lang="de-DE">');
  });
});

describe.each(BOTH_PATHS)("choosing the mail language through the %s path", (path) => {
  const choose = (language: string, cookie?: string) => submit(path, mailLanguage, { intent: MAIL_LANGUAGE_INTENT, language }, { cookie });

  it("saves the choice, says so, and the next mail is in it", async () => {
    const user = await createSignedInUser(env);
    const answer = await choose("fr-fr", user.cookie);
    expect(answer).toMatchObject({ status: 200, message: "Saved. We will write to you in the language you chose." });
    expect(await storedLanguage(user.userId)).toBe("fr-fr");
    await submit(path, passwordReset, { intent: "request-link", email: user.email });
    const mail = await latestMail(user.email, "password-reset");
    expect(mail.subject).toBe("Réinitialisez le mot de passe de votre DolphinID");
    expect(mail.html).toContain('<html lang="fr-FR">');
  });

  it("refuses a language the site does not write in with a 422 on the field, and keeps the old one", async () => {
    const user = await germanAccount();
    for (const language of ["en-xa", "es-es", ""]) {
      const answer = await choose(language, user.cookie);
      expect(answer.status).toBe(422);
      expect(answer.fieldErrors?.language?.friendlyName).toBe("Language");
    }
    expect(await storedLanguage(user.userId)).toBe("de-de");
  });

  it("asks a signed-out visitor to sign in", async () => {
    const answer = await choose("de-de");
    if (path === "api") expect(answer.status).toBe(401);
    else expect(answer).toMatchObject({ status: 303, redirect: expect.stringContaining("/action/login?auto=1&returnTo=%2Faccount%2Fpreferences") });
  });
});

/**
 * Proof of an email address in the Workers runtime: registration mails a code and a link
 * through the outbox; the code and the link prove the address once and expire; wrong codes and
 * 'Send a new code' are limited per requester and address, so a stranger cannot stop the
 * owner proving their address; registering a known address answers exactly
 * as for a new one and mails the owner; links in mail come from SITE_ORIGIN, never the Host
 * header; dealer access needs a proved address; the local mailbox exists only locally.
 */
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "../workers/db/client";
import { accounts } from "../workers/db/schema";
import { dealerRoleOf } from "../workers/content/dealer-zone";
import { requestPasswordReset } from "../workers/identity/account-service";
import {
  EMAIL_PROOF_LIFETIME_MS,
  EMAIL_PROOF_MAX_FAILED_ATTEMPTS,
  EMAIL_PROOF_RESEND_ADDRESS_CEILING,
  EMAIL_PROOF_RESEND_PER_ADDRESS,
  EMAIL_PROOF_WRONG_CODES_ADDRESS_CEILING,
  EXPIRED_CODE_MESSAGE,
  LINK_NOT_VALID_MESSAGE,
  TOO_MANY_WRONG_CODES_MESSAGE,
  WRONG_CODE_MESSAGE,
  addressProofState,
  findProofLink,
  isEmailProved,
  proveWithCode,
  proveWithLink,
  registerAndSendProof,
  resendProof,
} from "../workers/identity/email-proof";
import { LOCAL_SITE_ORIGIN, readLocalMailbox, siteOrigin } from "../workers/services/mail";
import { verifyEmailAction } from "~/features/account/actions.server";
import { createSignedInUser } from "./helpers/auth";
import { submit } from "./helpers/operations";

const db = () => getDb(env.DB);
const PASSWORD = "a long enough password";
let counter = 0;
const newEmail = (prefix = "prover") => `${prefix}${++counter}.${Date.now()}@example.net`;

interface Mail {
  subject: string;
  text_body: string;
  tag: string;
}
async function mailsTo(email: string): Promise<Mail[]> {
  const rows = await env.DB.prepare("SELECT subject, text_body, tag FROM mail_messages WHERE to_address = ?1 ORDER BY id").bind(email).all<Mail>();
  return rows.results;
}
async function latestProofMail(email: string) {
  const mail = (await mailsTo(email)).filter((row) => row.tag === "email-proof").at(-1)!;
  return {
    code: /Your code is (\d{6})/.exec(mail.text_body)![1]!,
    link: /(http\S+verify-email\?token=\S+)/.exec(mail.text_body)![1]!,
  };
}
/** The connection the address's owner types from, and a stranger's. */
const OWNER = "192.0.2.1";
let strangers = 0;
/** A new stranger's connection for each test, so the per-connection limits of one test do not reach the next. */
const newStranger = () => `203.0.113.${++strangers}`;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function accountRow(email: string) {
  return db().select().from(accounts).where(eq(accounts.email, email)).get();
}

describe("registration mails a proof of address", () => {
  it("queues a code and a link through the outbox; the account starts unproved and the code proves it once", async () => {
    const email = newEmail();
    await expect(registerAndSendProof(env, db(), { email: email.toUpperCase(), password: PASSWORD })).resolves.toEqual({ email });
    const account = await accountRow(email);
    expect(account?.emailVerifiedAt).toBeNull();
    expect(await addressProofState(db(), account!.id)).toBe("unproved");
    const outbox = await env.DB.prepare("SELECT tag, delivered_at FROM support_outbox WHERE to_address = ?1")
      .bind(email)
      .all<{ tag: string; delivered_at: number | null }>();
    expect(outbox.results).toEqual([{ tag: "email-proof", delivered_at: expect.any(Number) }]);
    // Stored only as hashes.
    const { code, link } = await latestProofMail(email);
    const stored = await env.DB.prepare("SELECT token_hash, code_hash FROM email_proofs WHERE email = ?1")
      .bind(email)
      .first<{ token_hash: string; code_hash: string }>();
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(new URL(link).searchParams.get("token"));
    const outboxBody = await env.DB.prepare("SELECT text_body FROM support_outbox WHERE to_address = ?1").bind(email).first<string>("text_body");
    expect(outboxBody).not.toContain(code);

    await expect(proveWithCode(env, db(), { email, code }, OWNER)).resolves.toMatchObject({ proved: true, email });
    expect(await isEmailProved(db(), account!.id)).toBe(true);
    expect(await addressProofState(db(), account!.id)).toBe("proved");
    // Single use: the same code again, and the link from the same mail, no longer work.
    await expect(proveWithCode(env, db(), { email, code }, OWNER)).resolves.toEqual({ proved: false, message: WRONG_CODE_MESSAGE });
    await expect(proveWithLink(db(), new URL(link).searchParams.get("token")!)).resolves.toEqual({ proved: false, message: LINK_NOT_VALID_MESSAGE });
  });

  it("proves the address with the mailed link, once", async () => {
    const email = newEmail();
    await registerAndSendProof(env, db(), { email, password: PASSWORD });
    const { link } = await latestProofMail(email);
    expect(link.startsWith(`${siteOrigin(env)}/id/verify-email?token=`)).toBe(true);
    const token = new URL(link).searchParams.get("token")!;
    await expect(findProofLink(db(), token)).resolves.toEqual({ email });
    await expect(proveWithLink(db(), token)).resolves.toMatchObject({ proved: true, email });
    expect((await accountRow(email))?.emailVerifiedAt).toBeInstanceOf(Date);
    await expect(findProofLink(db(), token)).resolves.toBeNull();
    await expect(proveWithLink(db(), token)).resolves.toMatchObject({ proved: false });
  });

  it("accepts the right code after a wrong one", async () => {
    const email = newEmail();
    await registerAndSendProof(env, db(), { email, password: PASSWORD });
    const { code } = await latestProofMail(email);
    await expect(proveWithCode(env, db(), { email, code: otherCode(code) }, OWNER)).resolves.toEqual({ proved: false, message: WRONG_CODE_MESSAGE });
    await expect(proveWithCode(env, db(), { email, code }, OWNER)).resolves.toMatchObject({ proved: true, email });
  });

  it("refuses a code and a link after they expire", async () => {
    const email = newEmail();
    const start = Date.now();
    await registerAndSendProof(env, db(), { email, password: PASSWORD }, start);
    const { code, link } = await latestProofMail(email);
    const later = start + EMAIL_PROOF_LIFETIME_MS + 1;
    await expect(proveWithCode(env, db(), { email, code }, OWNER, later)).resolves.toEqual({ proved: false, message: EXPIRED_CODE_MESSAGE });
    await expect(proveWithLink(db(), new URL(link).searchParams.get("token")!, later)).resolves.toMatchObject({ proved: false });
    expect((await accountRow(email))?.emailVerifiedAt).toBeNull();
  });

  it("stops a requester after a few wrong codes for an address, while the code and the link stay good for the owner", async () => {
    const STRANGER = newStranger();
    const email = newEmail();
    await registerAndSendProof(env, db(), { email, password: PASSWORD });
    const { code, link } = await latestProofMail(email);
    for (let attempt = 1; attempt < EMAIL_PROOF_MAX_FAILED_ATTEMPTS; attempt++) {
      await expect(proveWithCode(env, db(), { email, code: otherCode(code) }, STRANGER)).resolves.toEqual({ proved: false, message: WRONG_CODE_MESSAGE });
    }
    await expect(proveWithCode(env, db(), { email, code: otherCode(code) }, STRANGER)).resolves.toEqual({
      proved: false,
      message: TOO_MANY_WRONG_CODES_MESSAGE,
    });
    // That requester is not let guess on, not even with the right code.
    await expect(proveWithCode(env, db(), { email, code }, STRANGER)).resolves.toEqual({ proved: false, message: TOO_MANY_WRONG_CODES_MESSAGE });
    expect((await accountRow(email))?.emailVerifiedAt).toBeNull();
    // The link is still good, and so is the code from the owner's own connection.
    await expect(findProofLink(db(), new URL(link).searchParams.get("token")!)).resolves.toEqual({ email });
    await expect(proveWithCode(env, db(), { email, code }, OWNER)).resolves.toMatchObject({ proved: true, email });
    // Once the address is proved, its other codes and links are spent.
    await expect(findProofLink(db(), new URL(link).searchParams.get("token")!)).resolves.toBeNull();
  });

  it("bounds guessing from many connections: past the address's ceiling every requester is refused, and the link still works", async () => {
    const email = newEmail();
    await registerAndSendProof(env, db(), { email, password: PASSWORD });
    const { code, link } = await latestProofMail(email);
    const connections = EMAIL_PROOF_WRONG_CODES_ADDRESS_CEILING.limit / EMAIL_PROOF_MAX_FAILED_ATTEMPTS;
    for (let connection = 0; connection < connections; connection++) {
      for (let attempt = 0; attempt < EMAIL_PROOF_MAX_FAILED_ATTEMPTS; attempt++)
        await proveWithCode(env, db(), { email, code: otherCode(code) }, `198.51.100.${connection}`);
    }
    await expect(proveWithCode(env, db(), { email, code }, "198.51.100.200")).resolves.toEqual({ proved: false, message: TOO_MANY_WRONG_CODES_MESSAGE });
    await expect(proveWithLink(db(), new URL(link).searchParams.get("token")!)).resolves.toMatchObject({ proved: true, email });
  });

  it("limits 'Send a new code' per requester for each address, and earlier codes keep working", async () => {
    const STRANGER = newStranger();
    const email = newEmail();
    await registerAndSendProof(env, db(), { email, password: PASSWORD });
    const first = await latestProofMail(email);
    for (let sent = 0; sent < EMAIL_PROOF_RESEND_PER_ADDRESS.limit; sent++) {
      await expect(resendProof(env, db(), email, STRANGER)).resolves.toEqual({ sent: true });
    }
    const refused = await resendProof(env, db(), email, STRANGER);
    expect(refused).toMatchObject({ sent: false, retryAfterSeconds: expect.any(Number) });
    expect((await mailsTo(email)).filter((mail) => mail.tag === "email-proof")).toHaveLength(1 + EMAIL_PROOF_RESEND_PER_ADDRESS.limit);
    // Another requester (the owner) may still ask.
    await expect(resendProof(env, db(), email, OWNER)).resolves.toEqual({ sent: true });
    // The first code mailed still proves the address; the newest link is then spent with it.
    await expect(proveWithCode(env, db(), { email, code: first.code }, OWNER)).resolves.toMatchObject({ proved: true, email });
    await expect(proveWithLink(db(), new URL((await latestProofMail(email)).link).searchParams.get("token")!)).resolves.toMatchObject({ proved: false });
  });

  it("has a ceiling per address over all requesters, which requests refused by a requester's own limit do not use up", async () => {
    const STRANGER = newStranger();
    const email = newEmail();
    await registerAndSendProof(env, db(), { email, password: PASSWORD });
    // One requester asking far past their own limit leaves the address's ceiling untouched.
    for (let sent = 0; sent < 3 * EMAIL_PROOF_RESEND_ADDRESS_CEILING.limit; sent++) await resendProof(env, db(), email, STRANGER);
    await expect(resendProof(env, db(), email, OWNER)).resolves.toEqual({ sent: true });
    // Many requesters together reach it.
    const counted = EMAIL_PROOF_RESEND_PER_ADDRESS.limit + 1;
    for (let sent = counted; sent < EMAIL_PROOF_RESEND_ADDRESS_CEILING.limit; sent++) {
      await expect(resendProof(env, db(), email, `198.51.101.${sent}`)).resolves.toEqual({ sent: true });
    }
    expect(await resendProof(env, db(), email, "198.51.101.250")).toMatchObject({ sent: false });
  });

  it("answers 'Send a new code' the same for an address with no account waiting, and sends nothing", async () => {
    const proved = await createSignedInUser(env, { email: newEmail("already") });
    await expect(resendProof(env, db(), proved.email, "203.0.113.40")).resolves.toEqual({ sent: true });
    await expect(resendProof(env, db(), newEmail("nobody"), "203.0.113.41")).resolves.toEqual({ sent: true });
    expect(await mailsTo(proved.email)).toEqual([]);
  });
});

describe("a stranger cannot stop the owner proving their address", () => {
  const page = { api: "", page: verifyEmailAction, pagePath: "/id/verify-email" };
  const send = (fields: Record<string, string>, address: string) => submit("page", page, fields, { address });

  it("after a stranger's new codes and wrong codes, the owner's mailed code and link still work and the owner can still ask for a new code", async () => {
    const STRANGER = newStranger();
    const email = newEmail("victim");
    await registerAndSendProof(env, db(), { email, password: PASSWORD });
    const mailed = await latestProofMail(email);

    // The stranger asks for new codes until refused, then types wrong codes until refused.
    for (let sent = 0; sent < EMAIL_PROOF_RESEND_PER_ADDRESS.limit; sent++) expect((await send({ intent: "resend", email }, STRANGER)).status).toBe(200);
    expect((await send({ intent: "resend", email }, STRANGER)).status).toBe(429);
    for (let attempt = 0; attempt < EMAIL_PROOF_MAX_FAILED_ATTEMPTS + 2; attempt++) {
      const wrong = await send({ intent: "prove", email, code: otherCode(mailed.code) }, STRANGER);
      expect(wrong.status).toBe(422);
    }
    const stopped = await send({ intent: "prove", email, code: mailed.code }, STRANGER);
    expect(stopped.fieldErrors?.code?.errors).toEqual([TOO_MANY_WRONG_CODES_MESSAGE]);

    // The owner may still ask for a new code, without being told to wait.
    const resent = await send({ intent: "resend", email }, OWNER);
    expect(resent.status).toBe(200);
    // The link of the first mail still leads to the confirmation, and the first code still proves the address.
    await expect(findProofLink(db(), new URL(mailed.link).searchParams.get("token")!)).resolves.toEqual({ email });
    const proved = await send({ intent: "prove", email, code: mailed.code }, OWNER);
    expect(proved).toMatchObject({ status: 200, data: { email } });
    expect((await accountRow(email))?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("after the same attack, the owner's mailed link proves the address", async () => {
    const STRANGER = newStranger();
    const email = newEmail("victim");
    await registerAndSendProof(env, db(), { email, password: PASSWORD });
    const mailed = await latestProofMail(email);
    for (let sent = 0; sent < EMAIL_PROOF_RESEND_PER_ADDRESS.limit + 1; sent++) await send({ intent: "resend", email }, STRANGER);
    for (let attempt = 0; attempt < EMAIL_PROOF_MAX_FAILED_ATTEMPTS + 2; attempt++)
      await send({ intent: "prove", email, code: otherCode(mailed.code) }, STRANGER);
    const proved = await send({ intent: "link", token: new URL(mailed.link).searchParams.get("token")! }, OWNER);
    expect(proved).toMatchObject({ status: 200, data: { email } });
    expect((await accountRow(email))?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});

describe("registration does not reveal which addresses have a DolphinID", () => {
  it("answers a known address exactly as a new one, changes nothing, and mails the owner", async () => {
    const owner = await createSignedInUser(env, { email: newEmail("owner"), password: "the owner's own password" });
    const before = await accountRow(owner.email);
    const accountsBefore = await env.DB.prepare("SELECT count(*) AS n FROM accounts").first<number>("n");

    const fresh = newEmail("fresh");
    const answerNew = await registerAndSendProof(env, db(), { email: fresh, password: PASSWORD });
    const answerKnown = await registerAndSendProof(env, db(), { email: owner.email, password: PASSWORD });
    expect(answerKnown).toEqual({ email: owner.email });
    expect(Object.keys(answerKnown)).toEqual(Object.keys(answerNew));

    // One new account (the fresh address); the owner's is exactly as it was.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM accounts").first<number>("n")).toBe(accountsBefore! + 1);
    expect(await accountRow(owner.email)).toEqual(before);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM email_proofs WHERE email = ?1").bind(owner.email).first<number>("n")).toBe(0);

    const [mail] = await mailsTo(owner.email);
    expect(mail?.tag).toBe("registration-attempt");
    expect(mail?.subject).toBe("Someone tried to create a DolphinID with your email address");
    expect(mail?.text_body).toContain(`${siteOrigin(env)}/action/login`);
    expect(mail?.text_body).toContain(`${siteOrigin(env)}/id/password-reset`);
    expect(mail?.text_body).not.toMatch(/Your code is/);
  });

  it("gives the same answers to codes typed for an address with no proof waiting", async () => {
    const owner = await createSignedInUser(env, { email: newEmail("typed") });
    for (let attempt = 1; attempt < EMAIL_PROOF_MAX_FAILED_ATTEMPTS; attempt++) {
      await expect(proveWithCode(env, db(), { email: owner.email, code: "123456" }, OWNER)).resolves.toEqual({ proved: false, message: WRONG_CODE_MESSAGE });
    }
    await expect(proveWithCode(env, db(), { email: owner.email, code: "123456" }, OWNER)).resolves.toEqual({
      proved: false,
      message: TOO_MANY_WRONG_CODES_MESSAGE,
    });
  });
});

describe("links in mail come from the configured site origin", () => {
  it("builds a password reset link from SITE_ORIGIN even when the request's Host is forged", async () => {
    const user = await createSignedInUser(env, { email: newEmail("reset") });
    const response = await SELF.fetch("http://attacker.example/api/v1/account/password-reset", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Requested-With": "XMLHttpRequest",
        Origin: "http://attacker.example",
        Host: "attacker.example",
        "X-Forwarded-Host": "attacker.example",
      },
      body: new URLSearchParams({ email: user.email }).toString(),
    });
    expect(response.status).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail?.tag).toBe("password-reset");
    expect(mail?.text_body).toContain(`${siteOrigin(env)}/id/password-reset?token=`);
    expect(mail?.text_body).not.toContain("attacker.example");
  });

  it("uses SITE_ORIGIN when it is set, and production refuses to guess", async () => {
    const configured = { ...env, SITE_ORIGIN: "https://www.dolphin.example/" };
    expect(siteOrigin(configured)).toBe("https://www.dolphin.example");
    expect(siteOrigin({ ...env, SITE_ORIGIN: undefined })).toBe(LOCAL_SITE_ORIGIN);
    expect(() => siteOrigin({ ...env, ENVIRONMENT: "production", SITE_ORIGIN: undefined })).toThrow(/SITE_ORIGIN/);

    const user = await createSignedInUser(env, { email: newEmail("configured") });
    await requestPasswordReset(configured, db(), user.email);
    const email = newEmail("configured-new");
    await registerAndSendProof(configured, db(), { email, password: PASSWORD });
    expect((await mailsTo(user.email))[0]?.text_body).toContain("https://www.dolphin.example/id/password-reset?token=");
    expect((await latestProofMail(email)).link.startsWith("https://www.dolphin.example/id/verify-email?token=")).toBe(true);
  });
});

describe("dealer access needs a proved address", () => {
  it("gives no dealer role to an account that has not proved its address, and gives it once proved", async () => {
    await env.DB.prepare("INSERT OR IGNORE INTO countries (id, name, iso3166) VALUES (1, 'United Kingdom', 'GB')").run();
    await env.DB.prepare("INSERT OR IGNORE INTO dealers (id, name, country_id) VALUES (903, 'Proof Test Dealer', 1)").run();
    const email = newEmail("dealer");
    const dealer = await createSignedInUser(env, { email, proved: false });
    await env.DB.prepare("INSERT INTO dealer_roles (account_id, dealer_id) VALUES (?, 903)").bind(dealer.userId).run();
    const enter = () =>
      SELF.fetch("http://localhost/api/v1/dealer-zone/session", { method: "POST", headers: { Cookie: dealer.cookie, "X-Requested-With": "XMLHttpRequest" } });
    expect(await dealerRoleOf(env, dealer.userId)).toBeUndefined();
    expect((await enter()).status).toBe(403);

    await resendProof(env, db(), email, "192.0.2.77");
    await proveWithCode(env, db(), { email, code: (await latestProofMail(email)).code }, OWNER);
    expect(await dealerRoleOf(env, dealer.userId)).toMatchObject({ dealerId: 903 });
    expect((await enter()).status).toBe(200);
  });
});

describe("the local mailbox (/dev/mailbox)", () => {
  it("lists stored mail newest first locally, and does not exist in production or with a real mail provider", async () => {
    const email = newEmail("mailbox");
    await registerAndSendProof(env, db(), { email, password: PASSWORD });
    const local = await readLocalMailbox(env, db());
    expect(local?.[0]).toMatchObject({ toAddress: email, tag: "email-proof" });
    expect(await readLocalMailbox({ ...env, ENVIRONMENT: "production" }, db())).toBeNull();
    expect(await readLocalMailbox({ ...env, MAIL_PROVIDER: "resend" }, db())).toBeNull();
  });
});

/**
 * The staff desk's second factor: a staff account reaches no desk page or desk endpoint until it
 * has one and has given it in this session; an authenticator app is set up with its first
 * code (RFC 6238, computed here from the secret) and brings ten single-use recovery codes; a
 * passkey, an app code or a recovery code each pass the check once per session; attempts are
 * limited; the last factor cannot be removed.
 */
import { env } from "cloudflare:test";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { getDb } from "../workers/db/client";
import { recoveryCodes, totpFactors } from "../workers/db/schema";
import { pendingTotp } from "../workers/identity/second-factor";
import { openTotpSecret, sealTotpSecret } from "../workers/identity/totp-secret";
import { SECOND_FACTOR_CONFIRM_MESSAGE, SECOND_FACTOR_ENROL_MESSAGE } from "../workers/staff/roles";
import { loader as confirmLoader } from "../app/routes/staff/confirm";
import { loader as homeLoader } from "../app/routes/staff/home";
import { loader as layoutLoader } from "../app/routes/staff/layout";
import { loader as protectLoader } from "../app/routes/staff/protect";
import { createSignedInUser } from "./helpers/auth";
import { freshAddress } from "./helpers/operations";
import { createStaffUser, staffApi } from "./helpers/staff";
import { addPasskeyFor, post } from "./helpers/passkeys";

const db = () => getDb(env.DB);

function codeFor(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp });
}

async function secretOf(userId: string): Promise<string> {
  return openTotpSecret(env, userId, (await db().select().from(totpFactors).where(eq(totpFactors.accountId, userId)).get())!.secret);
}

type Loader = (args: { request: Request; params: Record<string, string>; context?: unknown }) => Promise<unknown>;

/** What a desk page's loader answers this cookie: its data, or the response it throws (a redirect, a 404). */
async function loadPage(loader: Loader, path: string, cookie: string): Promise<{ status: number; location: string | null; data?: unknown }> {
  try {
    const data = await loader({ request: new Request(`https://site.test${path}`, { headers: { Cookie: cookie } }), params: {} });
    return { status: 200, location: null, data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    return { status: (thrown as { init?: ResponseInit }).init?.status ?? 500, location: null };
  }
}

/** A second session of the same account, as a new sign-in makes. */
async function signInAgain(user: { email: string; password: string }) {
  return createSignedInUser(env, { email: user.email, password: user.password });
}

describe("a staff account without a second factor", { timeout: 30_000 }, () => {
  it("reaches no desk endpoint, and is sent from every desk page to 'Protect your staff account'", async () => {
    const member = await createStaffUser(env, "superadmin", { secondFactor: "none" });
    const api = await staffApi("audit", member.cookie);
    expect(api.status).toBe(403);
    expect(((await api.json()) as { message: string }).message).toBe(SECOND_FACTOR_ENROL_MESSAGE);
    for (const [loader, path] of [
      [layoutLoader, "/staff/inbox"],
      [homeLoader, "/staff"],
    ] as const) {
      const page = await loadPage(loader as Loader, path, member.cookie);
      expect(page.status).toBe(302);
      expect(page.location).toBe(`/staff/protect?returnTo=${encodeURIComponent(path)}`);
    }
    const protect = await loadPage(protectLoader as Loader, "/staff/protect?returnTo=%2Fstaff%2Finbox", member.cookie);
    expect(protect.status).toBe(200);
    expect(protect.data).toMatchObject({
      returnTo: "/staff/inbox",
      isProtected: false,
      totp: { qrDataUri: expect.stringMatching(/^data:image\/svg\+xml;base64,/) },
    });
  });

  it("sets up an authenticator app with its first code, gets ten recovery codes once, and the desk opens", async () => {
    const member = await createStaffUser(env, "staff", { secondFactor: "none" });
    const enrolment = await pendingTotp(env, db(), { id: member.userId, email: member.email });
    expect(enrolment?.uri).toMatch(/^otpauth:\/\/totp\/Dolphin:/);
    expect(enrolment?.qrSvg).toContain("<svg");
    // Kept sealed: the database alone does not hold the secret, and it opens only for its own account.
    const stored = (await db().select().from(totpFactors).where(eq(totpFactors.accountId, member.userId)).get())!.secret;
    expect(stored).not.toContain(enrolment!.secret);
    expect(await openTotpSecret(env, member.userId, stored)).toBe(enrolment!.secret);
    await expect(openTotpSecret(env, "another-account", stored)).rejects.toThrow();
    await expect(openTotpSecret({ ENVIRONMENT: "production", IDENTITY_SECRET: "another secret" }, member.userId, stored)).rejects.toThrow();
    const wrong = await post("second-factor/totp/enrol", { code: "000000" }, member.cookie);
    expect(wrong.status).toBe(422);
    expect((await staffApi("audit", member.cookie)).status).toBe(403);

    const right = await post("second-factor/totp/enrol", { code: codeFor(enrolment!.secret) }, member.cookie);
    expect(right.status).toBe(200);
    const { recoveryCodes: codes } = (await right.json()) as { recoveryCodes: string[] };
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Kept only as hashes.
    const storedCodes = await db().select().from(recoveryCodes).where(eq(recoveryCodes.accountId, member.userId)).all();
    expect(storedCodes).toHaveLength(10);
    expect(storedCodes.map((row) => row.codeHash)).not.toContain(codes[0]);
    expect((await staffApi("audit", member.cookie)).status).toBe(200);
    // The confirmed app is never replaced by a new secret.
    expect(await pendingTotp(env, db(), { id: member.userId, email: member.email })).toBeNull();
  });

  it("can use a passkey as its second factor, and then gets its recovery codes", async () => {
    const member = await createStaffUser(env, "staff", { secondFactor: "none" });
    const { response } = await addPasskeyFor(member.cookie, "Security key");
    expect(response.status).toBe(201);
    expect(((await response.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    expect((await staffApi("audit", member.cookie)).status).toBe(200);
  });
});

describe("each new session of an enrolled staff account", { timeout: 30_000 }, () => {
  it("is asked for the second factor, and an app code passes once", async () => {
    const member = await createStaffUser(env, "staff", { secondFactor: "enrolled" });
    const api = await staffApi("audit", member.cookie);
    expect(api.status).toBe(403);
    expect(((await api.json()) as { message: string }).message).toBe(SECOND_FACTOR_CONFIRM_MESSAGE);
    expect((await loadPage(homeLoader as Loader, "/staff", member.cookie)).location).toBe("/staff/confirm?returnTo=%2Fstaff");
    // 'Protect your staff account' sends an enrolled account to the check instead.
    expect((await loadPage(protectLoader as Loader, "/staff/protect", member.cookie)).location).toBe("/staff/confirm?returnTo=%2Fstaff");
    expect((await loadPage(confirmLoader as Loader, "/staff/confirm", member.cookie)).data).toMatchObject({ totp: true, passkeys: false });

    const code = codeFor(await secretOf(member.userId));
    const passed = await post("second-factor/totp", { code, returnTo: "/staff/inbox" }, member.cookie);
    expect(passed.status).toBe(200);
    expect(((await passed.json()) as { redirect: string }).redirect).toBe("/staff/inbox");
    expect((await staffApi("audit", member.cookie)).status).toBe(200);

    // Another session is asked again, and the code just used is not accepted twice.
    const again = await signInAgain(member);
    expect((await staffApi("audit", again.cookie)).status).toBe(403);
    expect((await post("second-factor/totp", { code }, again.cookie)).status).toBe(422);
    const next = codeFor(await secretOf(member.userId), Date.now() + 30_000);
    expect((await post("second-factor/totp", { code: next }, again.cookie)).status).toBe(200);
  });

  it("takes an app whose secret no longer opens (IDENTITY_SECRET changed) as a wrong code, and sets a pending one up afresh", async () => {
    const sealedElsewhere = (accountId: string, secret: string) =>
      sealTotpSecret({ ENVIRONMENT: "production", IDENTITY_SECRET: "a former secret" }, accountId, secret);
    const member = await createStaffUser(env, "staff", { secondFactor: "enrolled" });
    const secret = await secretOf(member.userId);
    await db()
      .update(totpFactors)
      .set({ secret: await sealedElsewhere(member.userId, secret) })
      .where(eq(totpFactors.accountId, member.userId));
    expect((await post("second-factor/totp", { code: codeFor(secret) }, member.cookie)).status).toBe(422);

    const newcomer = await createStaffUser(env, "staff", { secondFactor: "none" });
    const first = await pendingTotp(env, db(), { id: newcomer.userId, email: newcomer.email });
    await db()
      .update(totpFactors)
      .set({ secret: await sealedElsewhere(newcomer.userId, first!.secret) })
      .where(eq(totpFactors.accountId, newcomer.userId));
    const afresh = await pendingTotp(env, db(), { id: newcomer.userId, email: newcomer.email });
    expect(afresh!.secret).not.toBe(first!.secret);
    expect((await post("second-factor/totp/enrol", { code: codeFor(afresh!.secret) }, newcomer.cookie)).status).toBe(200);
  });

  it("accepts a recovery code once", async () => {
    const member = await createStaffUser(env, "staff", { secondFactor: "none" });
    const enrolment = await pendingTotp(env, db(), { id: member.userId, email: member.email });
    const { recoveryCodes: codes } = (await (await post("second-factor/totp/enrol", { code: codeFor(enrolment!.secret) }, member.cookie)).json()) as {
      recoveryCodes: string[];
    };

    const second = await signInAgain(member);
    expect((await post("second-factor/recovery-code", { recoveryCode: codes[3]! }, second.cookie)).status).toBe(200);
    expect((await staffApi("audit", second.cookie)).status).toBe(200);
    const third = await signInAgain(member);
    const reused = await post("second-factor/recovery-code", { recoveryCode: codes[3]! }, third.cookie);
    expect(reused.status).toBe(422);
    expect((await staffApi("audit", third.cookie)).status).toBe(403);
  });

  it("accepts one of the account's own passkeys", async () => {
    const member = await createStaffUser(env, "staff", { secondFactor: "none" });
    const { key } = await addPasskeyFor(member.cookie);
    const second = await signInAgain(member);
    const options = (await (await post("second-factor/passkey-options", {}, second.cookie)).json()) as PublicKeyCredentialRequestOptionsJSON;
    expect(options.allowCredentials?.map((entry) => entry.id)).toEqual([key.id]);
    const passed = await post("second-factor/passkey", { credential: JSON.stringify(await key.authenticate(options)) }, second.cookie);
    expect(passed.status).toBe(200);
    expect((await staffApi("audit", second.cookie)).status).toBe(200);
  });

  it("cannot add or remove a passkey, or another app, until it has given its second factor", async () => {
    const member = await createStaffUser(env, "staff", { secondFactor: "none" });
    const { key } = await addPasskeyFor(member.cookie, "Own key");
    // A thief with the password alone, in a new session.
    const thief = await signInAgain(member);
    expect((await post("passkeys/registration-options", {}, thief.cookie)).status).toBe(403);
    expect((await post("passkeys", { name: "Thief's key", credential: '{"id":"x","response":{}}' }, thief.cookie)).status).toBe(403);
    expect((await post("passkeys/remove", { passkeyId: key.id }, thief.cookie)).status).toBe(403);
    const pending = await pendingTotp(env, db(), { id: member.userId, email: member.email });
    expect((await post("second-factor/totp/enrol", { code: codeFor(pending!.secret) }, thief.cookie)).status).toBe(403);
    expect((await staffApi("audit", thief.cookie)).status).toBe(403);
  });

  it("limits wrong codes like sign-in", async () => {
    const member = await createStaffUser(env, "staff", { secondFactor: "enrolled" });
    const address = freshAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await post("second-factor/totp", { code: "000000" }, member.cookie, address)).status);
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("is not offered to an ordinary account: the desk's 404", async () => {
    const user = await createSignedInUser(env);
    expect((await post("second-factor/totp", { code: "123456" }, user.cookie)).status).toBe(404);
    expect((await loadPage(protectLoader as Loader, "/staff/protect", user.cookie)).status).toBe(404);
    expect((await loadPage(confirmLoader as Loader, "/staff/confirm", user.cookie)).status).toBe(404);
  });
});

describe("removing a staff account's factors", { timeout: 30_000 }, () => {
  it("refuses to remove the last one, and allows it when another remains", async () => {
    const member = await createStaffUser(env, "staff", { secondFactor: "none" });
    const { key } = await addPasskeyFor(member.cookie, "Only key");
    const refused = await post("passkeys/remove", { passkeyId: key.id }, member.cookie);
    expect(refused.status).toBe(409);
    const { key: spare } = await addPasskeyFor(member.cookie, "Spare key");
    expect((await post("passkeys/remove", { passkeyId: key.id }, member.cookie)).status).toBe(200);
    expect((await post("passkeys/remove", { passkeyId: spare.id }, member.cookie)).status).toBe(409);
  });
});

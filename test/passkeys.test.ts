/**
 * Passkeys of any DolphinID, with genuinely signed answers from a software authenticator:
 * adding one (single-use, account-bound challenges; the configured origin only), signing in
 * with one at the provider (a one-time code back to the client, counter and last use
 * updated), and removing one.
 */
import { env } from "cloudflare:test";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../workers/db/client";
import { passkeys } from "../workers/db/schema";
import { LOCAL_SITE_ORIGIN } from "../workers/services/mail";
import { authorizeAction } from "../app/features/account/actions.server";
import { TEST_REDIRECT_URI, createSignedInUser } from "./helpers/auth";
import { createOAuthHash } from "../workers/session/client";
import { DEFAULT_CLIENT_ID } from "../workers/identity/config";
import { freshAddress } from "./helpers/operations";
import { addPasskeyFor, post } from "./helpers/passkeys";
import { SoftwareAuthenticator } from "./helpers/software-authenticator";

const db = () => getDb(env.DB);

async function signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const response = await post("passkeys/sign-in-options", {});
  expect(response.status).toBe(200);
  return response.json();
}

/** Posts a passkey's answer to the provider's sign-in page, with a sign-in request of the site's client. */
async function signInAtProvider(credential: unknown) {
  const hash = createOAuthHash();
  const fields = {
    credential: JSON.stringify(credential),
    client_id: DEFAULT_CLIENT_ID,
    redirect_uri: TEST_REDIRECT_URI,
    response_type: "code",
    code_challenge: hash.hash,
    code_challenge_method: "S256",
    state: hash.state,
    scope: "",
    nonce: "",
  };
  const request = new Request("http://localhost/id/oauth/authorize", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost", "CF-Connecting-IP": freshAddress() },
    body: new URLSearchParams(fields).toString(),
  });
  const result = await authorizeAction({ request, params: {} });
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), state: hash.state };
  const answer = result as { data?: { message?: string }; init?: { status?: number } };
  return { status: answer.init?.status ?? 200, location: null, message: answer.data?.message, state: hash.state };
}

describe("adding a passkey", { timeout: 30_000 }, () => {
  it("keeps a named passkey after checking the authenticator's signed answer", async () => {
    const user = await createSignedInUser(env);
    const { key, response } = await addPasskeyFor(user.cookie, "Work laptop");
    expect(response.status).toBe(201);
    const row = await db().select().from(passkeys).where(eq(passkeys.id, key.id)).get();
    expect(row).toMatchObject({ accountId: user.userId, name: "Work laptop", counter: 0, lastUsedAt: null });
  });

  it("asks for options only when signed in, and names the configured site as the relying party", async () => {
    expect((await post("passkeys/registration-options", {})).status).toBe(401);
    const user = await createSignedInUser(env);
    const response = await post("passkeys/registration-options", {}, user.cookie);
    const options = (await response.json()) as PublicKeyCredentialCreationOptionsJSON;
    // From configuration, not from the request's host (site.test).
    expect(options.rp.id).toBe(new URL(LOCAL_SITE_ORIGIN).hostname);
    expect(options.authenticatorSelection?.residentKey).toBe("required");
  });

  it("uses a challenge once: the same answer a second time is refused", async () => {
    const user = await createSignedInUser(env);
    const key = await SoftwareAuthenticator.create(LOCAL_SITE_ORIGIN);
    const options = (await (await post("passkeys/registration-options", {}, user.cookie)).json()) as PublicKeyCredentialCreationOptionsJSON;
    const credential = JSON.stringify(await key.register(options));
    expect((await post("passkeys", { name: "Phone", credential }, user.cookie)).status).toBe(201);
    expect((await post("passkeys", { name: "Phone again", credential }, user.cookie)).status).toBe(400);
  });

  it("refuses an answer made for another origin, or for a challenge given to another account", async () => {
    const user = await createSignedInUser(env);
    const other = await createSignedInUser(env);
    const key = await SoftwareAuthenticator.create(LOCAL_SITE_ORIGIN);
    const options = (await (await post("passkeys/registration-options", {}, user.cookie)).json()) as PublicKeyCredentialCreationOptionsJSON;
    const phished = await key.register(options, { origin: "https://dolphin.example.net" });
    expect((await post("passkeys", { name: "Phone", credential: JSON.stringify(phished) }, user.cookie)).status).toBe(400);
    const again = (await (await post("passkeys/registration-options", {}, user.cookie)).json()) as PublicKeyCredentialCreationOptionsJSON;
    expect((await post("passkeys", { name: "Phone", credential: JSON.stringify(await key.register(again)) }, other.cookie)).status).toBe(400);
    expect(await db().select().from(passkeys).where(eq(passkeys.id, key.id)).all()).toEqual([]);
  });

  it("answers 422 with the field named when the name is missing", async () => {
    const user = await createSignedInUser(env);
    const response = await post("passkeys", { name: " ", credential: "{}" }, user.cookie);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, { friendlyName: string }> };
    expect(body.errors.name?.friendlyName).toBe("Passkey name");
  });
});

describe("signing in with a passkey", { timeout: 30_000 }, () => {
  it("returns to the client with a code, and counts the use", async () => {
    const user = await createSignedInUser(env);
    const { key } = await addPasskeyFor(user.cookie);
    const answer = await signInAtProvider(await key.authenticate(await signInOptions()));
    expect(answer.status).toBe(303);
    const back = new URL(answer.location!);
    expect(`${back.origin}${back.pathname}`).toBe(TEST_REDIRECT_URI);
    expect(back.searchParams.get("code")).toBeTruthy();
    expect(back.searchParams.get("state")).toBe(answer.state);
    const row = await db().select().from(passkeys).where(eq(passkeys.id, key.id)).get();
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("refuses a replayed answer and a passkey that is not stored", async () => {
    const user = await createSignedInUser(env);
    const { key } = await addPasskeyFor(user.cookie);
    const signed = await key.authenticate(await signInOptions());
    expect((await signInAtProvider(signed)).status).toBe(303);
    const replay = await signInAtProvider(signed);
    expect(replay.status).toBe(400);
    expect(replay.location).toBeNull();
    const stranger = await SoftwareAuthenticator.create(LOCAL_SITE_ORIGIN);
    expect((await signInAtProvider(await stranger.authenticate(await signInOptions()))).status).toBe(400);
  });

  it("refuses an answer signed for another site's RP ID", async () => {
    const user = await createSignedInUser(env);
    const { key } = await addPasskeyFor(user.cookie);
    const forged = await key.authenticate(await signInOptions(), { rpId: "evil.example.net" });
    expect((await signInAtProvider(forged)).status).toBe(400);
  });
});

describe("removing a passkey", { timeout: 30_000 }, () => {
  it("removes the owner's passkey, and only the owner's", async () => {
    const owner = await createSignedInUser(env);
    const other = await createSignedInUser(env);
    const { key } = await addPasskeyFor(owner.cookie);
    expect((await post("passkeys/remove", { passkeyId: key.id }, other.cookie)).status).toBe(404);
    expect((await post("passkeys/remove", { passkeyId: key.id }, owner.cookie)).status).toBe(200);
    expect(await db().select().from(passkeys).where(eq(passkeys.id, key.id)).all()).toEqual([]);
  });
});

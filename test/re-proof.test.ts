/**
 * The proof asked for again before deleting a DolphinID, downloading its data or changing its
 * address, given with a passkey instead of the password, on both paths (the /api/v1 route and
 * the page action): answers genuinely signed by a software authenticator to a challenge from
 * POST /api/v1/account/re-proof-options. A replayed answer, another account's passkey and an
 * answer to a sign-in challenge are refused and change nothing.
 */
import { env } from "cloudflare:test";
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { describe, expect, it } from "vitest";
import { EMAIL_CHANGE_INTENTS } from "~/features/account/intents";
import { dataExportAction, deleteAccountAction, emailChangeAction } from "~/features/account/account-data.server";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS, type Target, submit } from "./helpers/operations";
import { addPasskeyFor, post } from "./helpers/passkeys";

const PASSWORD = "correct horse battery";
const NOT_ACCEPTED = "That passkey could not be checked. Try again, or use another way to sign in.";

const deletion: Target = { api: "account/delete", page: deleteAccountAction, pagePath: "/account/delete" };
const dataExport: Target = { api: "account/data", page: dataExportAction, pagePath: "/account/data" };
const emailStart: Target = { api: "account/email", page: emailChangeAction, pagePath: "/account/email" };

const count = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n;
const history = (accountId: string, kind: string) => count("SELECT count(*) AS n FROM account_history WHERE account_id = ?1 AND kind = ?2", accountId, kind);

/** An account with a passkey, and that passkey's answer to a fresh re-proof challenge. */
async function withPasskey() {
  const user = await createSignedInUser(env, { password: PASSWORD });
  const { key, response } = await addPasskeyFor(user.cookie);
  expect(response.status).toBe(201);
  return { user, key };
}

async function reProofOptions(cookie: string) {
  const response = await post("account/re-proof-options", {}, cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as PublicKeyCredentialRequestOptionsJSON;
}

const asField = (answer: AuthenticationResponseJSON) => JSON.stringify(answer);

describe.each(BOTH_PATHS)("a passkey instead of the password, through the %s path", (path) => {
  it("deletes the DolphinID with the account's passkey and no password", async () => {
    const { user, key } = await withPasskey();
    const options = await reProofOptions(user.cookie);
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([key.id]);
    const answer = await submit(path, deletion, { credential: asField(await key.authenticate(options)) }, { cookie: user.cookie });
    if (path === "api") expect(answer.status).toBe(200);
    expect(answer.redirect).toContain("/account/delete/scheduled");
    expect(await count("SELECT count(*) AS n FROM account_deletions WHERE account_id = ?1", user.userId)).toBe(1);
    expect(await history(user.userId, "deletion-requested")).toBe(1);
    // The passkey's counter and last use moved, as at a sign-in.
    expect(await count("SELECT counter AS n FROM passkeys WHERE id = ?1", key.id)).toBe(1);
  });

  it("downloads the data and starts an address change with the passkey; a replayed answer is refused", async () => {
    const { user, key } = await withPasskey();
    const signed = await key.authenticate(await reProofOptions(user.cookie));
    const shown = await submit(path, dataExport, { credential: asField(signed), format: "html" }, { cookie: user.cookie });
    expect(shown.status).toBe(200);
    expect((shown.data as { account: { profile: { email: string } } }).account.profile.email).toBe(user.email);
    expect(await history(user.userId, "data-export")).toBe(1);

    const replayed = await submit(path, dataExport, { credential: asField(signed), format: "html" }, { cookie: user.cookie });
    expect(replayed.status).toBe(400);
    expect(replayed.message).toBe(NOT_ACCEPTED);
    expect(await history(user.userId, "data-export")).toBe(1);

    const newEmail = `moved.${Date.now()}.${path}@example.org`;
    const started = await submit(
      path,
      emailStart,
      { intent: EMAIL_CHANGE_INTENTS.start, newEmail, credential: asField(await key.authenticate(await reProofOptions(user.cookie))) },
      { cookie: user.cookie },
    );
    expect(started.status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM mail_messages WHERE to_address = ?1", newEmail)).toBe(1);
  });

  it("refuses another account's passkey and an answer to a sign-in challenge, and changes nothing", async () => {
    const { user } = await withPasskey();
    const stranger = await withPasskey();
    // The stranger's passkey signs this account's challenge: the passkey is not this account's.
    const foreign = await stranger.key.authenticate(await reProofOptions(user.cookie));
    const refused = await submit(path, deletion, { credential: asField(foreign) }, { cookie: user.cookie });
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(NOT_ACCEPTED);

    // A challenge given for signing in does not prove it again.
    const signInOptions = (await (await post("passkeys/sign-in-options", {})).json()) as PublicKeyCredentialRequestOptionsJSON;
    const own = await withPasskey();
    const wrongPurpose = await submit(path, deletion, { credential: asField(await own.key.authenticate(signInOptions)) }, { cookie: own.user.cookie });
    expect(wrongPurpose.status).toBe(400);

    const garbled = await submit(path, deletion, { credential: "not an answer" }, { cookie: user.cookie });
    expect(garbled.status).toBe(400);
    const neither = await submit(path, deletion, { currentPassword: "", credential: "" }, { cookie: user.cookie });
    expect(neither.status).toBe(422);
    expect(neither.fieldErrors?.currentPassword?.errors).toEqual(["Current password is required"]);
    for (const accountId of [user.userId, own.user.userId])
      expect(await count("SELECT count(*) AS n FROM account_deletions WHERE account_id = ?1", accountId)).toBe(0);
    // The password still works for an account that has a passkey.
    const withPassword = await submit(path, dataExport, { currentPassword: PASSWORD, format: "html" }, { cookie: user.cookie });
    expect(withPassword.status).toBe(200);
  });
});

describe("the re-proof ceremony's options", () => {
  it("are refused to an account without a passkey and to a signed-out visitor", async () => {
    const user = await createSignedInUser(env, { password: PASSWORD });
    expect((await post("account/re-proof-options", {}, user.cookie)).status).toBe(409);
    expect((await post("account/re-proof-options", {})).status).toBe(401);
  });
});

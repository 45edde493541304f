/**
 * Workers-test helper: the passkey API as a browser's page calls it, and a passkey added
 * through it with a software authenticator.
 *
 *   const { key } = await addPasskeyFor(user.cookie, "Work laptop");
 */
import { SELF } from "cloudflare:test";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { LOCAL_SITE_ORIGIN } from "../../workers/services/mail";
import { freshAddress } from "./operations";
import { SoftwareAuthenticator } from "./software-authenticator";

export function post(path: string, body: Record<string, string>, cookie?: string, address = freshAddress()) {
  return SELF.fetch(`https://site.test/api/v1/${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Requested-With": "XMLHttpRequest",
      "CF-Connecting-IP": address,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(body).toString(),
  });
}

/** Adds a passkey through the API as its owner would, returning the authenticator that holds it. */
export async function addPasskeyFor(cookie: string, name = "My phone") {
  const key = await SoftwareAuthenticator.create(LOCAL_SITE_ORIGIN);
  const options = (await (await post("passkeys/registration-options", {}, cookie)).json()) as PublicKeyCredentialCreationOptionsJSON;
  const response = await post("passkeys", { name, credential: JSON.stringify(await key.register(options)) }, cookie);
  return { key, response };
}

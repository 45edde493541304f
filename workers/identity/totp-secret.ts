/** An authenticator app's secret as the database keeps it: sealed for its account (./secret-box.ts). */
import { identitySecret } from "./config";
import { open, seal } from "./secret-box";

const PURPOSE = "totp-secret";

type SecretSettings = Pick<Env, "ENVIRONMENT" | "IDENTITY_SECRET">;

export function sealTotpSecret(env: SecretSettings, accountId: string, secret: string): Promise<string> {
  return seal(identitySecret(env), PURPOSE, accountId, secret);
}

export function openTotpSecret(env: SecretSettings, accountId: string, stored: string): Promise<string> {
  return open(identitySecret(env), PURPOSE, accountId, stored);
}

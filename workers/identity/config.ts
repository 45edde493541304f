/**
 * Where DolphinID lives and who the site is to it. Locally nothing is configured: the
 * built-in provider under /id on the same origin, client "dolphin-site", a development
 * secret. Production points DOLPHINID_BASE_URL and the client credentials at the real
 * provider (and sets IDENTITY_SECRET, which signs the sign-in's hash cookie). The built-in
 * provider's clients are in clients.ts, its signing keys in keys.ts.
 */
import { environmentNibble } from "@common/identity";
import { isLocalEnvironment } from "../environment";

export const BUILT_IN_PATH = "/id";
export const DEFAULT_CLIENT_ID = "dolphin-site";
const LOCAL_SECRET = "dolphin-local-identity-secret: set IDENTITY_SECRET outside local development";

export interface IdentityConfig {
  /** True when the site talks to the provider in this Worker. */
  builtIn: boolean;
  /** Base URL of the provider: authorise at {base}/oauth/authorize, tokens at {base}/oauth/token… */
  baseUrl: string;
  clientId: string;
  clientSecret: string | null;
  secret: string;
  /** This server's environment nibble. */
  environment: number;
  /** Where the provider sends the browser back: this site's verify page. */
  redirectUri: string;
}

export function identitySecret(env: Pick<Env, "ENVIRONMENT" | "IDENTITY_SECRET">): string {
  if (env.IDENTITY_SECRET) return env.IDENTITY_SECRET;
  // The built-in secret is public: only local development may sign with it (workers/config.ts).
  if (!isLocalEnvironment(env)) throw new Error("IDENTITY_SECRET is not set");
  return LOCAL_SECRET;
}

export function identityConfig(env: Env, requestUrl: string): IdentityConfig {
  const origin = new URL(requestUrl).origin;
  const external = env.DOLPHINID_BASE_URL?.replace(/\/+$/, "");
  return {
    builtIn: !external,
    baseUrl: external || `${origin}${BUILT_IN_PATH}`,
    clientId: env.DOLPHINID_CLIENT_ID || DEFAULT_CLIENT_ID,
    clientSecret: env.DOLPHINID_CLIENT_SECRET || null,
    secret: identitySecret(env),
    environment: environmentNibble(env.ENVIRONMENT),
    redirectUri: `${origin}/account/oauth_verify`,
  };
}

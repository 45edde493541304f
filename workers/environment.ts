/**
 * Which environment the Worker runs in. Only local development (ENVIRONMENT="local", wrangler.toml's
 * top-level vars) may use the built-in secrets for tokens and payment events: they are public,
 * in this repository. workers/config.ts refuses to serve any other environment without its own.
 */
export const LOCAL_ENVIRONMENT = "local";

export function isLocalEnvironment(env: { ENVIRONMENT?: unknown }): boolean {
  return env.ENVIRONMENT === LOCAL_ENVIRONMENT;
}

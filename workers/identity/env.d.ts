/** Optional configuration of DolphinID (wrangler vars or secrets); every one has a local default. */
declare global {
  namespace Cloudflare {
    interface Env {
      /** Base URL of an outside DolphinID provider (e.g. https://id.example.com); unset = the built-in one under /id. */
      DOLPHINID_BASE_URL?: string;
      /** The site's client id at the provider (default "dolphin-site"). */
      DOLPHINID_CLIENT_ID?: string;
      /** The site's client secret at an outside provider, if it wants one. */
      DOLPHINID_CLIENT_SECRET?: string;
      /** Signs access tokens, the OAuth hash cookie and session data. Required in production. */
      IDENTITY_SECRET?: string;
      /** Extra redirect URIs the built-in provider accepts for the site's client (comma-separated). */
      DOLPHINID_REDIRECT_URIS?: string;
    }
  }
}
export {};

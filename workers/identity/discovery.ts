/**
 * The built-in provider's metadata: one document served at the issuer's
 * /.well-known/openid-configuration (OpenID Connect Discovery) and as RFC 8414 authorization
 * server metadata, and read by the site's own sign-in, so the site and any other client use
 * the same endpoints. The issuer is this origin's /id.
 */
import { SITE_SERVICES } from "@common/identity";
import { LOCALES, PUBLIC_LOCALES } from "@common/locale";
import { BUILT_IN_PATH } from "./config";
import { SIGNING_ALGORITHM } from "./keys";

export function issuerFor(requestUrl: string): string {
  return `${new URL(requestUrl).origin}${BUILT_IN_PATH}`;
}

const CLIENT_AUTH_METHODS = ["none", "client_secret_basic", "client_secret_post"];

export function openIdMetadata(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/oauth/authorize`,
    token_endpoint: `${issuer}/oauth/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    revocation_endpoint: `${issuer}/oauth/revoke`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    scopes_supported: ["openid", "email", ...SITE_SERVICES],
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: [SIGNING_ALGORITHM],
    token_endpoint_auth_methods_supported: CLIENT_AUTH_METHODS,
    revocation_endpoint_auth_methods_supported: CLIENT_AUTH_METHODS,
    claims_supported: ["iss", "sub", "aud", "exp", "iat", "nonce", "email", "email_verified"],
    // The sign-in page's languages, which `ui_locales` may ask for.
    ui_locales_supported: PUBLIC_LOCALES.map((locale) => LOCALES[locale].htmlLang),
  };
}

export type OpenIdMetadata = ReturnType<typeof openIdMetadata>;

/**
 * Valibot schemas of the built-in provider's OpenID Connect endpoints and of its client
 * registry. A request these refuse is answered in RFC 6749's shape (`invalid_request` with
 * the first message as `error_description`), never the site's 422: OAuth clients read `error`.
 */
import * as v from "valibot";

const MAX_TOKEN = 500;
const param = (name: string, max = 200) => v.pipe(v.string(`${name} is required`), v.nonEmpty(`${name} is required`), v.maxLength(max, `${name} is too long`));
const optionalParam = (max = 200) => v.optional(v.pipe(v.string(), v.maxLength(max)));

/** Client authentication in the body (client_secret_post, or a public client naming itself). */
const clientFields = {
  client_id: optionalParam(),
  client_secret: optionalParam(MAX_TOKEN),
};

/** POST /id/oauth/token, form-encoded: one shape per grant type. */
export const openIdTokenRequestSchema = v.variant(
  "grant_type",
  [
    v.object({
      grant_type: v.literal("authorization_code"),
      code: param("code", MAX_TOKEN),
      code_verifier: v.pipe(
        v.string("code_verifier is required"),
        v.regex(/^[A-Za-z0-9._~-]{43,128}$/, "code_verifier must be 43 to 128 characters of A-Z, a-z, 0-9, '-', '.', '_', '~'"),
      ),
      redirect_uri: param("redirect_uri", 2000),
      ...clientFields,
    }),
    v.object({
      grant_type: v.literal("refresh_token"),
      refresh_token: param("refresh_token", MAX_TOKEN),
      scope: optionalParam(MAX_TOKEN),
      ...clientFields,
    }),
  ],
  "grant_type must be authorization_code or refresh_token",
);
export type OpenIdTokenRequest = v.InferOutput<typeof openIdTokenRequestSchema>;

/** POST /id/oauth/revoke (RFC 7009). */
export const openIdRevokeRequestSchema = v.object({
  token: param("token", MAX_TOKEN),
  token_type_hint: optionalParam(),
  ...clientFields,
});

/** One client registered by configuration (DOLPHINID_CLIENTS). */
export const registeredClientSchema = v.pipe(
  v.object({
    client_id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._:-]{1,200}$/, "client_id must be 1 to 200 letters, digits or . _ : -")),
    redirect_uris: v.pipe(
      v.array(v.pipe(v.string(), v.url("each redirect_uri must be an absolute address"), v.maxLength(2000))),
      v.minLength(1, "redirect_uris must list at least one address"),
    ),
    type: v.picklist(["public", "confidential"], 'type must be "public" or "confidential"'),
    /** A confidential client's secret as given, or (better) only its SHA-256 digest, base64url. */
    client_secret: v.optional(v.pipe(v.string(), v.minLength(32, "client_secret must be at least 32 characters"))),
    client_secret_sha256: v.optional(
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, "client_secret_sha256 must be a base64url SHA-256 digest (43 characters)")),
    ),
    /** Scopes the client may ask for; the site's own services only when listed here. */
    scopes: v.optional(v.array(v.pipe(v.string(), v.regex(/^[\x21\x23-\x5B\x5D-\x7E]+$/))), ["openid", "email"]),
  }),
  v.check(
    (client) => (client.type === "confidential") === Boolean(client.client_secret || client.client_secret_sha256),
    "a confidential client needs client_secret or client_secret_sha256, and a public client has neither",
  ),
);
export type RegisteredClient = v.InferOutput<typeof registeredClientSchema>;
export const registeredClientsSchema = v.array(registeredClientSchema);

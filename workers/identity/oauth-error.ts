/**
 * An error of the provider's protocol endpoints, answered in RFC 6749's shape:
 * `{ error, error_description }` with 400, or 401 for `invalid_client` (with a Basic
 * challenge when the client tried Basic credentials, section 5.2).
 */
export type OAuthErrorCode =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "invalid_scope"
  | "unauthorized_client"
  | "unsupported_grant_type"
  | "unsupported_token_type";

export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    readonly status: 400 | 401 | 415 = 400,
    /** The client tried HTTP Basic: the 401 carries `WWW-Authenticate: Basic`. */
    readonly basicChallenge = false,
  ) {
    super(description);
  }
}

/** The JSON answer of an OAuthError (`message` repeats the description for the site's own API client). */
export function oauthErrorResponse(error: OAuthError): Response {
  const headers: Record<string, string> = { "Cache-Control": "no-store", "Content-Type": "application/json" };
  if (error.status === 401 && error.basicChallenge) headers["WWW-Authenticate"] = 'Basic realm="DolphinID"';
  return new Response(JSON.stringify({ error: error.error, error_description: error.description, message: error.description }), {
    status: error.status,
    headers,
  });
}

/** Valibot schemas of DolphinID and the account area, shared by the API, the provider and the page actions. */
import * as v from "valibot";
import { type Locale, PUBLIC_LOCALES } from "../locale";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SITE_SERVICES } from "../identity";
import { oneOf, optionalCheckbox, optionalText, requiredEmail, requiredText, fieldMessage } from "./fields";

const CONTACT_MAX = 255;

/**
 * The one password rule of registration, reset and change (NIST SP 800-63B): a length in
 * characters (an accented letter or an emoji counts once) and nothing about its make-up.
 * Whether it is a common or breached password is checked on the server
 * (workers/identity/password-policy.ts), so that the list stays out of the browser.
 */
export function newPassword(label: string) {
  return v.pipe(
    v.string(fieldMessage("{label} is required", label)),
    v.title(label),
    v.nonEmpty(fieldMessage("{label} is required", label)),
    v.minGraphemes(PASSWORD_MIN_LENGTH, fieldMessage("{label} must be at least {min} characters", label, { min: PASSWORD_MIN_LENGTH })),
    v.maxGraphemes(PASSWORD_MAX_LENGTH, fieldMessage("{label} must be {max} characters or fewer", label, { max: PASSWORD_MAX_LENGTH })),
  );
}
const password = newPassword;

function confirmation(label: string) {
  return v.pipe(v.string(fieldMessage("{label} is required", label)), v.title(label), v.nonEmpty(fieldMessage("{label} is required", label)));
}

/** /id/register: 'Email address', 'Password', 'Confirm password'. */
export const registerSchema = v.pipe(
  v.object({
    email: requiredEmail("Email address", 255),
    password: password("Password"),
    confirmPassword: v.pipe(v.string("Confirm password is required"), v.title("Confirm password"), v.nonEmpty("Confirm password is required")),
  }),
  v.forward(
    v.partialCheck([["password"], ["confirmPassword"]], (input) => input.password === input.confirmPassword, "The passwords do not match"),
    ["confirmPassword"],
  ),
);

/**
 * The OAuth parameters of an authorisation request. Only the client and its redirect address
 * must be there for the request to be answered at all; every other problem (a missing PKCE
 * challenge, a method other than S256, an unknown scope) is for the client to hear, at its
 * registered address (workers/identity/provider.ts `checkAuthorizeRequest`).
 */
const optionalParam = (max: number) => v.pipe(v.optional(v.string(), ""), v.maxLength(max));
export const authorizeParamsSchema = v.object({
  client_id: v.pipe(v.string("client_id is required"), v.nonEmpty("client_id is required"), v.maxLength(200)),
  redirect_uri: v.pipe(v.string("redirect_uri is required"), v.nonEmpty("redirect_uri is required"), v.maxLength(2000)),
  response_type: optionalParam(100),
  code_challenge: optionalParam(200),
  code_challenge_method: optionalParam(20),
  scope: optionalParam(500),
  nonce: optionalParam(500),
  state: optionalParam(500),
});
export type AuthorizeParams = v.InferOutput<typeof authorizeParamsSchema>;
/** The fields of an authorisation request, which the provider's sign-in form carries as hidden fields. */
export const AUTHORIZE_KEYS = Object.keys(authorizeParamsSchema.entries) as (keyof AuthorizeParams)[];

/** The DolphinID sign-in form. */
export const signInSchema = v.object({
  email: requiredEmail("Email address", 255),
  password: v.pipe(v.string("Password is required"), v.title("Password"), v.nonEmpty("Password is required"), v.maxLength(4 * PASSWORD_MAX_LENGTH)),
  /** The human check's token, asked for after repeated wrong passwords. */
  humanCheckToken: v.optional(v.pipe(v.string(), v.maxLength(4096)), ""),
});

const KNOWN_SERVICES: readonly string[] = SITE_SERVICES;

/**
 * /id/refresh: a refresh token and the services wanted (repeated `services` keys, an array or
 * a comma-separated list). Tokens are issued only for the site's own services.
 */
export const refreshRequestSchema = v.object({
  refresh_token: v.pipe(v.string("refresh_token is required"), v.title("Refresh token"), v.nonEmpty("refresh_token is required")),
  services: v.pipe(
    v.optional(v.union([v.string(), v.array(v.string())]), []),
    v.title("Services"),
    v.transform((value) => (Array.isArray(value) ? value : value.split(",")).map((name) => name.trim()).filter(Boolean)),
    v.nonEmpty(`Name at least one service: ${KNOWN_SERVICES.join(", ")}`),
    v.maxLength(KNOWN_SERVICES.length * 2, "Too many services"),
    v.check(
      (names) => names.every((name) => KNOWN_SERVICES.includes(name)),
      (issue) => {
        const unknown = (issue.input as string[]).filter((name) => !KNOWN_SERVICES.includes(name)).map((name) => name.slice(0, 60));
        return `Unknown service ${unknown.map((name) => `"${name}"`).join(", ")}. Tokens are issued only for: ${KNOWN_SERVICES.join(", ")}`;
      },
    ),
  ),
});

/** An address-book contact. */
export const contactSchema = v.object({
  contactName: requiredText("Contact name", CONTACT_MAX),
  contactEmail: requiredEmail("Contact email", CONTACT_MAX),
});
export type ContactInput = v.InferOutput<typeof contactSchema>;

export const contactEmailParamSchema = v.object({
  email: v.pipe(v.string(), v.title("Contact email"), v.nonEmpty("Contact email is required"), v.maxLength(CONTACT_MAX)),
});
export const originalEmailParamSchema = v.object({
  originalEmail: v.pipe(v.string(), v.title("Contact email"), v.nonEmpty("Contact email is required"), v.maxLength(CONTACT_MAX)),
});

/** POST /api/v1/account/preferences. */
export const preferencesSchema = v.object({
  displayName: optionalText("Display name", 100),
  newsletter: optionalCheckbox("Send me the Dolphin newsletter"),
  newsletterFormat: v.pipe(
    v.optional(v.string(), "html"),
    v.transform((value) => value || "html"),
    oneOf("Newsletter format", ["html", "plain"]),
  ),
  contactByEmail: optionalCheckbox("Contact me by email"),
  contactByPhone: optionalCheckbox("Contact me by telephone"),
});
export type PreferencesInput = v.InferOutput<typeof preferencesSchema>;

/** POST /api/v1/account/mail-language: the language every mail to the account is written in. */
export const mailLanguageSchema = v.object({
  language: oneOf("Language", PUBLIC_LOCALES as [Locale, ...Locale[]]),
});
export type MailLanguageInput = v.InferOutput<typeof mailLanguageSchema>;

/** POST /api/v1/account/password-reset. */
export const passwordResetRequestSchema = v.object({
  email: requiredEmail("Email address", 255),
});

/** Choosing a new password from a reset link. */
export const passwordResetCompleteSchema = v.pipe(
  v.object({
    token: v.pipe(v.string("The reset link is incomplete"), v.title("Reset link"), v.nonEmpty("The reset link is incomplete")),
    password: password("New password"),
    confirmPassword: confirmation("Confirm password"),
  }),
  v.forward(
    v.partialCheck([["password"], ["confirmPassword"]], (input) => input.password === input.confirmPassword, "The passwords do not match"),
    ["confirmPassword"],
  ),
);

/** Changing the password while signed in (account preferences; POST /api/v1/account/password). */
export const passwordChangeSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(
      v.string("Current password is required"),
      v.title("Current password"),
      v.nonEmpty("Current password is required"),
      v.maxLength(4 * PASSWORD_MAX_LENGTH, "Current password is not right"),
    ),
    password: password("New password"),
    confirmPassword: confirmation("Confirm new password"),
  }),
  v.forward(
    v.partialCheck([["password"], ["confirmPassword"]], (input) => input.password === input.confirmPassword, "The new passwords do not match"),
    ["confirmPassword"],
  ),
);
export type PasswordChangeInput = v.InferOutput<typeof passwordChangeSchema>;

/** POST /api/v1/oauth/exchange: form-encoded. */
export const exchangeSchema = v.object({
  code: v.pipe(v.string("code is required"), v.title("Code"), v.nonEmpty("code is required")),
  state: v.pipe(v.string("state is required"), v.title("State"), v.nonEmpty("state is required")),
  code_verifier: v.optional(v.string()),
  client_id: v.optional(v.string()),
  grant_type: v.optional(v.string()),
  redirect_uri: v.optional(v.string()),
});

/** The 'Remember me' choice of /action/login. */
export const loginSchema = v.object({
  remember: optionalCheckbox("Remember me"),
  returnTo: v.optional(v.string(), ""),
});

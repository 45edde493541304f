/**
 * DolphinID accounts and their address books (contacts).
 * The identity provider owns these tables; the calling hub and the premium reader area read them.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** A DolphinID account. `id` is the userId carried in tokens; `dolphinId` is what people see (their email). */
export const accounts = sqliteTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    /**
     * When the owner proved they receive mail at `email` (a mailed code or link). Until then
     * nothing that trusts an address (invitations, domain seats, dealer roles, address-book
     * matching, presence, incoming calls) treats the account as that address.
     */
    emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
    /** Set when the video-calling terms are accepted. */
    termsAcceptedAt: integer("terms_accepted_at", { mode: "timestamp_ms" }),
    /**
     * The locale every mail to the account is written in ("de-de"): the one it registered
     * from until its owner chooses another in Account Preferences.
     */
    language: text("language").notNull().default("en-gb"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  (table) => [uniqueIndex("accounts_email_unique").on(table.email)],
);

/** One entry of an account's address book; `contactUserId` is set when the email is a DolphinID. */
export const contacts = sqliteTable(
  "contacts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactUserId: text("contact_user_id"),
  },
  (table) => [uniqueIndex("contacts_account_email_unique").on(table.accountId, table.contactEmail), index("contacts_contact_user_idx").on(table.contactUserId)],
);

/** Built-in DolphinID: one-time authorisation codes (PKCE S256), stored by hash, short-lived. */
export const oauthCodes = sqliteTable("oauth_codes", {
  codeHash: text("code_hash").primaryKey(),
  accountId: text("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  clientId: text("client_id").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  codeChallenge: text("code_challenge").notNull(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  usedAt: integer("used_at", { mode: "timestamp_ms" }),
  /** The refresh-token family the code was exchanged for: a replayed code revokes it. */
  familyId: text("family_id"),
  /** The scopes granted (space-separated): what the tokens issued for the code may open. */
  scope: text("scope").notNull().default(""),
  /** The authorisation request's nonce, returned in the ID token. */
  nonce: text("nonce"),
});

/** Built-in DolphinID: refresh tokens by hash; each refresh rotates (the old one is revoked). */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    /** Tokens descended from one sign-in share a family; reuse of a revoked one revokes the family. */
    familyId: text("family_id").notNull(),
    /** The scopes granted at sign-in (space-separated); null on tokens from before scopes were kept: the client's own. */
    scope: text("scope"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  (table) => [index("refresh_tokens_family_idx").on(table.familyId)],
);

/** The service role of an account (the account-type bits of the role bitmask, without the environment nibble); USER by default. */
export const accountRoles = sqliteTable("account_roles", {
  accountId: text("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  accountType: integer("account_type").notNull(),
  /** The server environment the account is set up for (the role's low nibble); null = the current one. */
  environment: integer("environment"),
});

/** Built-in DolphinID: single-use, expiring password reset links, stored by hash. */
export const passwordResets = sqliteTable("password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  accountId: text("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  usedAt: integer("used_at", { mode: "timestamp_ms" }),
});

/**
 * Built-in DolphinID: proofs of address. Each row is one mailed proof for one address (at
 * registration or on a change of address): a link token and a short code, both stored by
 * hash, expiring, and spent once the address is proved.
 */
export const emailProofs = sqliteTable(
  "email_proofs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** The address being proved (the account's current one, or the one it asks to change to). */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    codeHash: text("code_hash").notNull(),
    /** No longer counted: wrong codes are counted per requester and address (workers/identity/email-proof.ts), never against a proof. */
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  (table) => [uniqueIndex("email_proofs_token_unique").on(table.tokenHash), index("email_proofs_account_idx").on(table.accountId)],
);

/**
 * The site's sign-in sessions (the OAuth client side). The cookie carries a random id; the
 * row is found by its hash. Tokens stay here and never reach the browser.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    /** The account's userId (accounts.id for the built-in provider). */
    userId: text("user_id").notNull(),
    email: text("email").notNull(),
    termsAcceptedAt: integer("terms_accepted_at", { mode: "timestamp_ms" }),
    refreshToken: text("refresh_token").notNull(),
    /** JSON: the token entries of the last refresh. */
    serviceTokens: text("service_tokens").notNull().default("[]"),
    tokensRefreshAt: integer("tokens_refresh_at", { mode: "timestamp_ms" }).notNull(),
    remember: integer("remember", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    idleExpiresAt: integer("idle_expires_at", { mode: "timestamp_ms" }).notNull(),
    absoluteExpiresAt: integer("absolute_expires_at", { mode: "timestamp_ms" }).notNull(),
    /** When this session passed the staff desk's second factor (null: not yet asked or not passed). */
    secondFactorAt: integer("second_factor_at", { mode: "timestamp_ms" }),
    /**
     * The session's name in the owner's list of where they are signed in and in the forms that
     * end one: random, unrelated to the cookie, so the page never shows anything that opens it.
     */
    publicId: text("public_id"),
    /** The device and browser in words, read from the user agent when the session began ("Windows", "Chrome 131"). */
    device: text("device").notNull().default(""),
    browser: text("browser").notNull().default(""),
    /** The country the sign-in came from (Cloudflare's `request.cf.country`), null where unknown. */
    country: text("country"),
  },
  (table) => [index("sessions_user_idx").on(table.userId), uniqueIndex("sessions_public_id_unique").on(table.publicId)],
);

/**
 * A number per account that changes whenever something its signed-in pages show may have
 * changed: its own account row, preferences, roles, address book or calling settings, or the
 * row, address book or calling settings of anyone in its address book (whether a contact can be
 * called depends on them). Triggers in the migration
 * keep it, so no code path can forget to; a page kept for a session is used only while the
 * number is the one it was rendered with (workers/site/session-page-cache.ts).
 */
export const accountPageGenerations = sqliteTable("account_page_generations", {
  accountId: text("account_id").primaryKey(),
  generation: integer("generation").notNull().default(0),
});

/** Account preferences (POST /api/v1/account/preferences). */
export const accountPreferences = sqliteTable("account_preferences", {
  userId: text("user_id").primaryKey(),
  displayName: text("display_name").notNull().default(""),
  newsletter: integer("newsletter", { mode: "boolean" }).notNull().default(false),
  newsletterFormat: text("newsletter_format").notNull().default("html"),
  contactByEmail: integer("contact_by_email", { mode: "boolean" }).notNull().default(false),
  contactByPhone: integer("contact_by_phone", { mode: "boolean" }).notNull().default(false),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
});

/**
 * Common and breached passwords a new password may not be (lower-cased, long enough to pass
 * the length rule), loaded by a migration that scripts/build-password-list.ts writes: reference
 * data in D1 rather than in the Worker's code, so no cold start parses it.
 */
export const commonPasswords = sqliteTable("common_passwords", {
  password: text("password").primaryKey(),
});

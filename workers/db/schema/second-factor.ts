/**
 * Passkeys (WebAuthn credentials) of DolphinID accounts, the one-time challenges of their
 * ceremonies, and the staff desk's other second factors: an authenticator app's secret and
 * single-use recovery codes. The provider owns passkeys (they sign people in); the desk reads
 * all three to decide whether a staff account is protected.
 */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { accounts } from "./identity";

const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

/** One passkey of an account, named by its owner. `id` is the credential id (base64url). */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter; a count that goes backwards is refused. */
    counter: integer("counter").notNull().default(0),
    /** JSON: the transports the authenticator reported, handed back as hints at sign-in. */
    transports: text("transports").notNull().default("[]"),
    createdAt: timestamp("created_at").notNull(),
    lastUsedAt: timestamp("last_used_at"),
  },
  (table) => [index("passkeys_account_idx").on(table.accountId)],
);

/**
 * A challenge handed to the browser for one ceremony: kept server-side, short-lived and deleted
 * when used, so a signed answer can be replayed never. `purpose` keeps a sign-in's challenge
 * out of a registration; `accountId` binds registration, the desk's check and the proof asked for
 * again before an action that cannot be undone (`re-proof`) to one account.
 */
export const webauthnChallenges = sqliteTable(
  "webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose", { enum: ["register", "sign-in", "second-factor", "re-proof"] }).notNull(),
    accountId: text("account_id"),
    expiresAt: timestamp("expires_at").notNull(),
  },
  (table) => [index("webauthn_challenges_expiry_idx").on(table.expiresAt)],
);

/** An authenticator app (TOTP, RFC 6238) of an account: pending until a code from it is typed. */
export const totpFactors = sqliteTable("totp_factors", {
  accountId: text("account_id").primaryKey(),
  /** The app's secret (base32, as the app is given it), sealed for this account: workers/identity/secret-box.ts. */
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at"),
  /** The last 30-second step accepted: a code is never accepted twice. */
  lastStep: integer("last_step").notNull().default(0),
  createdAt: timestamp("created_at").notNull(),
});

/** Ten single-use recovery codes per account, stored only as SHA-256 hashes. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    accountId: text("account_id").notNull(),
    usedAt: timestamp("used_at"),
    createdAt: timestamp("created_at").notNull(),
  },
  (table) => [index("recovery_codes_account_idx").on(table.accountId)],
);

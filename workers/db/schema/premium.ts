/**
 * The premium reader app for organisations (pages under /account/easyreader-premium, API under
 * /api/v1/easyreader-premium):
 * an organisation buys seats; admins and teachers (DolphinID accounts) manage it; students
 * take the seats. Students join by being added or imported, with an invite code, or
 * automatically when their DolphinID email is in one of the organisation's domains.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { accounts } from "./identity";
import { unlockCodes } from "./products";

const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

/** A school, college, library or company with a premium reader subscription. */
export const premiumOrganisations = sqliteTable("premium_organisations", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  /** Seats bought; every student takes one. */
  seatsPurchased: integer("seats_purchased").notNull(),
  /** The subscription ends at this moment; after it nobody new can join. */
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  /** Bumped by every staff desk save: a save from an older revision is refused. */
  revision: integer("revision").notNull().default(1),
});

export const PREMIUM_STAFF_ROLES = ["admin", "teacher"] as const;
export type PremiumStaffRole = (typeof PREMIUM_STAFF_ROLES)[number];

/**
 * Admins and teachers of an organisation. An invitation is a row with `accountId` null and
 * a token hash; accepting it links the signed-in account and clears the token.
 */
export const premiumStaff = sqliteTable(
  "premium_staff",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organisationId: integer("organisation_id")
      .notNull()
      .references(() => premiumOrganisations.id, { onDelete: "cascade" }),
    accountId: text("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    /** The address the invitation went to (lower case); the account's email once joined. */
    email: text("email").notNull(),
    role: text("role", { enum: PREMIUM_STAFF_ROLES }).notNull(),
    inviteTokenHash: text("invite_token_hash"),
    inviteExpiresAt: integer("invite_expires_at", { mode: "timestamp_ms" }),
    invitesSent: integer("invites_sent").notNull().default(0),
    invitedBy: text("invited_by"),
    invitedAt: integer("invited_at", { mode: "timestamp_ms" }),
    joinedAt: integer("joined_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    uniqueIndex("premium_staff_org_email_unique").on(table.organisationId, table.email),
    uniqueIndex("premium_staff_token_unique").on(table.inviteTokenHash),
    index("premium_staff_account_idx").on(table.accountId),
  ],
);

/** Email domains whose DolphinID holders join the organisation as students on their own. */
export const premiumDomains = sqliteTable(
  "premium_domains",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organisationId: integer("organisation_id")
      .notNull()
      .references(() => premiumOrganisations.id, { onDelete: "cascade" }),
    /** Lower case, without "@": a domain belongs to one organisation only. */
    domain: text("domain").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (table) => [uniqueIndex("premium_domains_domain_unique").on(table.domain)],
);

/**
 * An organisation's invite codes. The code itself, its use limit, use count and expiry live in
 * the products area's `unlock_codes` (the premium reader unlock form accepts the same codes);
 * this row says which organisation a code gives a seat in and who it is for.
 */
export const premiumInviteCodes = sqliteTable(
  "premium_invite_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organisationId: integer("organisation_id")
      .notNull()
      .references(() => premiumOrganisations.id, { onDelete: "cascade" }),
    /** Upper-case letters and digits without look-alikes, grouped: "RDR-7K3M-Q9TX". */
    code: text("code")
      .notNull()
      .references(() => unlockCodes.code),
    /** Who the code is for, e.g. "Year 9 English, Mr Patel". */
    label: text("label").notNull(),
    createdBy: text("created_by"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (table) => [uniqueIndex("premium_invite_codes_code_unique").on(table.code), index("premium_invite_codes_org_idx").on(table.organisationId)],
);

export const PREMIUM_STUDENT_SOURCES = ["manual", "import", "domain", "invite-code"] as const;

/** A student holding one seat. `accountId` is set once a DolphinID account is linked. */
export const premiumStudents = sqliteTable(
  "premium_students",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organisationId: integer("organisation_id")
      .notNull()
      .references(() => premiumOrganisations.id, { onDelete: "cascade" }),
    /** The reader app sign-in name: unique across every organisation. */
    username: text("username").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    className: text("class_name").notNull().default(""),
    accountId: text("account_id").references(() => accounts.id, { onDelete: "set null" }),
    source: text("source", { enum: PREMIUM_STUDENT_SOURCES }).notNull(),
    inviteCodeId: integer("invite_code_id").references(() => premiumInviteCodes.id, { onDelete: "set null" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (table) => [
    uniqueIndex("premium_students_username_unique").on(table.username),
    uniqueIndex("premium_students_org_email_unique").on(table.organisationId, table.email),
    uniqueIndex("premium_students_account_unique").on(table.accountId),
    index("premium_students_org_idx").on(table.organisationId),
  ],
);

/** Reading time the reader app reports per student; the analytics are built from it. */
export const premiumReadingSessions = sqliteTable(
  "premium_reading_sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    studentId: integer("student_id")
      .notNull()
      .references(() => premiumStudents.id, { onDelete: "cascade" }),
    organisationId: integer("organisation_id")
      .notNull()
      .references(() => premiumOrganisations.id, { onDelete: "cascade" }),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    minutes: integer("minutes").notNull(),
  },
  (table) => [index("premium_reading_sessions_org_time_idx").on(table.organisationId, table.startedAt)],
);

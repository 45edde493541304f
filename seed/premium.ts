/**
 * A sample organisation for the premium reader area: Hollybrook Academy, a secondary school
 * with two admins, two teachers, students in several classes, an approved student domain,
 * two invite codes and twelve weeks of reading time. The staff and some students are real
 * DolphinID accounts (password hashed as the identity provider does), so they can sign in.
 *
 * Sign in as any of them with the password SEED_PASSWORD below.
 */
import { hashPassword } from "../workers/identity/crypto.ts";
import { type SeedArea, literal, upsert } from "./lib.ts";

export const SEED_PASSWORD = "Hollybrook-Reader-2026";
export const SEED_ORGANISATION_ID = 1;
export const SEED_ORGANISATION_NAME = "Hollybrook Academy";

const DAY = 24 * 60 * 60 * 1000;

/** Accounts: id, email. Staff first, then the students who have a DolphinID. */
export const SEED_ACCOUNTS = {
  helen: { id: "premium-seed-helen-marsh", email: "helen.marsh@hollybrook.sch.uk" },
  david: { id: "premium-seed-david-okoro", email: "david.okoro@hollybrook.sch.uk" },
  priya: { id: "premium-seed-priya-patel", email: "priya.patel@hollybrook.sch.uk" },
  tom: { id: "premium-seed-tom-reid", email: "tom.reid@hollybrook.sch.uk" },
  maya: { id: "premium-seed-maya-hughes", email: "maya.hughes@students.hollybrook.sch.uk" },
  josh: { id: "premium-seed-josh-bennett", email: "josh.bennett@students.hollybrook.sch.uk" },
} as const;

const STAFF = [
  { id: 1, account: SEED_ACCOUNTS.helen, role: "admin" },
  { id: 2, account: SEED_ACCOUNTS.david, role: "admin" },
  { id: 3, account: SEED_ACCOUNTS.priya, role: "teacher" },
  { id: 4, account: SEED_ACCOUNTS.tom, role: "teacher" },
] as const;

/** first, last, class, account (for those who sign in themselves), how they joined. */
const STUDENTS: [string, string, string, string | null, "manual" | "import" | "domain" | "invite-code"][] = [
  ["Maya", "Hughes", "Year 9 English", SEED_ACCOUNTS.maya.id, "domain"],
  ["Josh", "Bennett", "Year 9 English", SEED_ACCOUNTS.josh.id, "domain"],
  ["Amara", "Okafor", "Year 9 English", null, "import"],
  ["Ethan", "Clarke", "Year 9 English", null, "import"],
  ["Sophie", "Nguyen", "Year 9 English", null, "import"],
  ["Oliver", "Doyle", "Year 9 English", null, "import"],
  ["Isla", "Robertson", "Year 9 English", null, "import"],
  ["Yusuf", "Rahman", "Year 9 English", null, "import"],
  ["Grace", "Lewis", "Year 7 Form 7H", null, "manual"],
  ["Leo", "Fitzgerald", "Year 7 Form 7H", null, "manual"],
  ["Hannah", "Kowalski", "Year 7 Form 7H", null, "manual"],
  ["Noah", "Adeyemi", "Year 7 Form 7H", null, "invite-code"],
  ["Freya", "Campbell", "Year 7 Form 7H", null, "invite-code"],
  ["Zain", "Hussain", "Year 11 Media", null, "manual"],
  ["Chloe", "Evans", "Year 11 Media", null, "manual"],
  ["Reuben", "Cohen", "Year 11 Media", null, "import"],
  ["Aisha", "Begum", "Sixth form", null, "import"],
  ["Daniel", "Murphy", "Sixth form", null, "import"],
  ["Ella", "Thompson", "Learning support", null, "manual"],
  ["Kai", "Morgan", "Learning support", null, "manual"],
];

function username(first: string, last: string) {
  return `${first[0]}${last}`.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** A small deterministic generator, so the sample reading time is the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function weekStart(now: number): number {
  const day = new Date(now);
  const monday = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) - ((day.getUTCDay() + 6) % 7) * DAY;
  return monday;
}

export const premiumSeed: SeedArea = {
  name: "premium",
  async statements() {
    const now = Date.now();
    const statements: string[] = [];

    // Accounts are created once: a password changed later is not overwritten. Their addresses
    // count as proved (the sample staff sign in and act as these addresses straight away);
    // the UPDATE also proves accounts seeded before addresses needed proving.
    for (const account of Object.values(SEED_ACCOUNTS)) {
      statements.push(
        `INSERT OR IGNORE INTO "accounts" ("id", "email", "password_hash", "email_verified_at") VALUES (${literal(account.id)}, ${literal(account.email)}, ${literal(
          await hashPassword(SEED_PASSWORD),
        )}, ${now});`,
        `UPDATE "accounts" SET "email_verified_at" = ${now} WHERE "id" = ${literal(account.id)} AND "email_verified_at" IS NULL;`,
      );
    }

    statements.push(
      ...upsert("premium_organisations", [
        { id: SEED_ORGANISATION_ID, name: SEED_ORGANISATION_NAME, seats_purchased: 120, expires_at: new Date(Date.UTC(2027, 7, 31, 23, 59)) },
      ]),
      ...upsert(
        "premium_staff",
        STAFF.map((member) => ({
          id: member.id,
          organisation_id: SEED_ORGANISATION_ID,
          account_id: member.account.id,
          email: member.account.email,
          role: member.role,
          invites_sent: member.id === 1 ? 0 : 1,
          invited_by: member.id === 1 ? null : SEED_ACCOUNTS.helen.id,
          invited_at: new Date(Date.UTC(2025, 8, 2)),
          joined_at: new Date(Date.UTC(2025, 8, 3)),
        })),
      ),
      ...upsert("premium_domains", [{ id: 1, organisation_id: SEED_ORGANISATION_ID, domain: "students.hollybrook.sch.uk" }]),
    );
    // Unlock codes belong to the products area's table; inserted once, so real uses are kept.
    for (const unlock of [
      { code: "RDR-7HQK-M4TX", maxUses: 30, uses: 2, expiresAt: now + 60 * DAY },
      { code: "RDR-SMR5-P2WB", maxUses: 15, uses: 0, expiresAt: Date.UTC(2026, 7, 31) },
    ]) {
      statements.push(
        `INSERT OR IGNORE INTO "unlock_codes" ("code", "redirect_url", "max_uses", "uses", "expires_at") VALUES (${literal(unlock.code)}, '/account/easyreader-premium/status', ${unlock.maxUses}, ${unlock.uses}, ${unlock.expiresAt});`,
      );
    }
    statements.push(
      ...upsert("premium_invite_codes", [
        { id: 1, organisation_id: SEED_ORGANISATION_ID, code: "RDR-7HQK-M4TX", label: "Year 7 Form 7H, Mr Reid", created_by: SEED_ACCOUNTS.tom.id },
        { id: 2, organisation_id: SEED_ORGANISATION_ID, code: "RDR-SMR5-P2WB", label: "Summer reading club 2026", created_by: SEED_ACCOUNTS.priya.id },
      ]),
      ...upsert(
        "premium_students",
        STUDENTS.map(([first, last, className, accountId, source], index) => ({
          id: index + 1,
          organisation_id: SEED_ORGANISATION_ID,
          username: username(first, last),
          first_name: first,
          last_name: last,
          email: accountId ? `${first.toLowerCase()}.${last.toLowerCase()}@students.hollybrook.sch.uk` : null,
          class_name: className,
          account_id: accountId,
          source,
          invite_code_id: source === "invite-code" ? 1 : null,
          created_at: new Date(Date.UTC(2025, 8, 8 + index)),
        })),
      ),
    );

    // Twelve weeks of reading: most students read two to four times a week, a few less,
    // with a dip in the half-term week. Ids are fixed, so a second run refreshes the same rows.
    const random = seeded(20260901);
    const firstWeek = weekStart(now) - 11 * 7 * DAY;
    const sessions: Record<string, number>[] = [];
    for (let week = 0; week < 12; week++) {
      const halfTerm = week === 5;
      STUDENTS.forEach((_, studentIndex) => {
        const keen = studentIndex % 5 !== 4;
        const times = halfTerm ? (random() < 0.3 ? 1 : 0) : keen ? 2 + Math.floor(random() * 3) : random() < 0.5 ? 1 : 0;
        for (let time = 0; time < 4; time++) {
          const id = 100000 + week * 1000 + studentIndex * 10 + time;
          const startedAt = firstWeek + week * 7 * DAY + (time * 2 + (studentIndex % 2)) * DAY + (9 + (studentIndex % 7)) * 60 * 60 * 1000;
          if (time >= times || startedAt > now) {
            statements.push(`DELETE FROM "premium_reading_sessions" WHERE "id" = ${id};`);
            continue;
          }
          sessions.push({
            id,
            student_id: studentIndex + 1,
            organisation_id: SEED_ORGANISATION_ID,
            started_at: startedAt,
            minutes: 10 + Math.floor(random() * 35),
          });
        }
      });
    }
    statements.push(...upsert("premium_reading_sessions", sessions));
    return statements;
  },
};

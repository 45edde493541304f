/**
 * The local staff desk's superadmin: staff@example.com with the password below, its address
 * proved, its role granted for the environment the local server runs as ("local", wrangler.toml's
 * vars) and no other (a copy of this database on production would not let it in). Production's first superadmin is made with
 * `npm run staff:create -- <email>`; this account exists only in the local seed.
 */
import { ROLE_ADMIN, ROLE_SUPERADMIN, SERVER_ENVIRONMENTS } from "../common/identity.ts";
import { hashPassword } from "../workers/identity/crypto.ts";
import { type SeedArea, literal } from "./lib.ts";

export const STAFF_SEED_ACCOUNT = { id: "staff-seed-superadmin", email: "staff@example.com" } as const;
export const STAFF_SEED_PASSWORD = "staff-desk-local-only";

export const staffSeed: SeedArea = {
  name: "staff",
  async statements() {
    const now = Date.now();
    const { id, email } = STAFF_SEED_ACCOUNT;
    return [
      // Created once: a password changed later is kept.
      `INSERT OR IGNORE INTO "accounts" ("id", "email", "password_hash", "email_verified_at") VALUES (${literal(id)}, ${literal(email)}, ${literal(
        await hashPassword(STAFF_SEED_PASSWORD),
      )}, ${now});`,
      `INSERT INTO "account_roles" ("account_id", "account_type", "environment") VALUES (${literal(id)}, ${ROLE_SUPERADMIN | ROLE_ADMIN}, ${
        SERVER_ENVIRONMENTS.local
      }) ON CONFLICT ("account_id") DO UPDATE SET "account_type" = excluded."account_type", "environment" = excluded."environment";`,
    ];
  },
};

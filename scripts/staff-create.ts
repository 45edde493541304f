/**
 * `npm run staff:create -- <email>`: makes the DolphinID with that address a superadmin of the
 * staff desk, on the remote production database (the way in for the first superadmin; after
 * that, superadmins grant roles in the desk). The account must exist and have proved its
 * address. Options: `--environment <name>` (default production) names the environment the role
 * works in; `--local` (with `--persist-to <dir>`) writes to a local database instead. The
 * change is written to the audit log like any other.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ROLE_ADMIN, ROLE_SUPERADMIN, SERVER_ENVIRONMENTS, type ServerEnvironment } from "../common/identity.ts";
import { literal } from "../seed/lib.ts";
import { ROOT } from "./local-db.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface StaffCreateOptions {
  email: string;
  environment: ServerEnvironment;
}

/** The account lookup: its id and whether its address is proved. */
export function accountQuery(email: string): string {
  return `SELECT "id", "email_verified_at" FROM "accounts" WHERE "email" = ${literal(email.toLowerCase())};`;
}

/** The role and its audit entry, in one run. */
export function grantStatements(accountId: string, { email, environment }: StaffCreateOptions, now = Date.now()): string {
  const nibble = SERVER_ENVIRONMENTS[environment];
  const after = JSON.stringify({ role: "superadmin", environment: nibble });
  return [
    `INSERT INTO "account_roles" ("account_id", "account_type", "environment") VALUES (${literal(accountId)}, ${ROLE_SUPERADMIN | ROLE_ADMIN}, ${nibble}) ON CONFLICT ("account_id") DO UPDATE SET "account_type" = excluded."account_type", "environment" = excluded."environment";`,
    `INSERT INTO "staff_audit" ("at", "actor_account_id", "actor_email", "action", "subject_type", "subject_id", "summary", "before_json", "after_json") VALUES (${now}, NULL, 'npm run staff:create', 'staff-role.grant', 'account', ${literal(accountId)}, ${literal(`Gave ${email.toLowerCase()} the Superadmin role from the command line`)}, NULL, ${literal(after)});`,
  ].join("\n");
}

function wrangler(args: string[], target: string[]): unknown {
  const result = spawnSync(join(ROOT, "node_modules", ".bin", "wrangler"), ["d1", "execute", "DB", ...target, "--json", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["inherit", "pipe", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed:\n${result.stdout}`);
  return JSON.parse(result.stdout);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { environment: { type: "string", default: "production" }, local: { type: "boolean", default: false }, "persist-to": { type: "string" } },
  });
  const email = (positionals[0] ?? "").toLowerCase();
  const environment = values.environment as ServerEnvironment;
  if (!EMAIL.test(email) || !(environment in SERVER_ENVIRONMENTS)) {
    console.error(`Usage: npm run staff:create -- <email> [--environment ${Object.keys(SERVER_ENVIRONMENTS).join("|")}] [--local [--persist-to <dir>]]`);
    process.exit(2);
  }
  const target = values.local
    ? ["--local", "--config", join(ROOT, "wrangler.toml"), ...(values["persist-to"] ? ["--persist-to", values["persist-to"]] : [])]
    : ["--remote", "--env", "production", "--config", join(ROOT, "wrangler.toml")];
  const [found] = wrangler(["--command", accountQuery(email)], target) as { results: { id: string; email_verified_at: number | null }[] }[];
  const account = found?.results[0];
  if (!account) {
    console.error(`There is no DolphinID with the address ${email}. Create it on the site (and prove the address) first.`);
    process.exit(1);
  }
  if (!account.email_verified_at) {
    console.error(`The DolphinID ${email} has not proved its address yet. Confirm it from the email the site sent, then run this again.`);
    process.exit(1);
  }
  wrangler(["--command", grantStatements(account.id, { email, environment })], target);
  console.log(`${email} is now a superadmin of the staff desk in the ${environment} environment. Sign in and open /staff.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

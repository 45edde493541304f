/**
 * Writes the list of common and breached passwords that new passwords are checked against
 * (workers/identity/password-policy.ts) as a migration that fills the `common_passwords`
 * table, from the password list of @zxcvbn-ts/language-common. Only entries the length rule
 * would let through are kept (shorter ones are refused anyway), lower-cased, without
 * duplicates, sorted. The list lives in D1 rather than in the Worker's code, which every
 * isolate would otherwise parse on a cold start.
 * Run after upgrading @zxcvbn-ts/language-common, into a new custom migration:
 *   npm run db:generate -- --custom --name common_passwords_refresh
 *   node scripts/build-password-list.ts migrations/<that file>.sql
 */
import { writeFileSync } from "node:fs";
import passwords from "@zxcvbn-ts/language-common/dist/passwords.json.mjs";
import { PASSWORD_MIN_LENGTH } from "../common/identity.ts";
import { literal } from "../seed/lib.ts";

const target = process.argv[2];
if (!target) {
  console.error("Usage: node scripts/build-password-list.ts migrations/<custom migration>.sql");
  process.exit(2);
}

const entries = [...new Set(passwords.map((entry) => entry.trim().toLowerCase()).filter((entry) => [...entry].length >= PASSWORD_MIN_LENGTH))].sort();
const statements = ["-- Common and breached passwords (scripts/build-password-list.ts).\nDELETE FROM `common_passwords`;"];
// A thousand rows per statement keeps each statement well within D1's size limit.
for (let start = 0; start < entries.length; start += 1000) {
  statements.push(
    `INSERT INTO \`common_passwords\` (\`password\`) VALUES\n${entries
      .slice(start, start + 1000)
      .map((entry) => `(${literal(entry)})`)
      .join(",\n")};`,
  );
}
writeFileSync(target, `${statements.join("\n--> statement-breakpoint\n")}\n`);
console.log(`${entries.length} passwords written to ${target}`);

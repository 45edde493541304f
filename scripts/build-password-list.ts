/**
 * Builds the list of common and breached passwords that new passwords are checked against
 * (workers/identity/password-policy.ts) from the password list of @zxcvbn-ts/language-common.
 * Only entries the length rule would let through are kept (shorter ones are refused anyway),
 * lower-cased, without duplicates, sorted: a third of the package's list, so the Worker stays small.
 * Run after upgrading @zxcvbn-ts/language-common: `node scripts/build-password-list.ts`.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import passwords from "@zxcvbn-ts/language-common/dist/passwords.json.mjs";
import { PASSWORD_MIN_LENGTH } from "../common/identity.ts";
import { ROOT } from "./local-db.ts";

const OUTPUT = join(ROOT, "workers/identity/common-passwords.json");

const entries = [...new Set(passwords.map((entry) => entry.trim().toLowerCase()).filter((entry) => [...entry].length >= PASSWORD_MIN_LENGTH))].sort();
writeFileSync(OUTPUT, `[\n${entries.map((entry) => JSON.stringify(entry)).join(",\n")}\n]\n`);
console.log(`${entries.length} passwords written to ${OUTPUT}`);

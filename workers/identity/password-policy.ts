/**
 * The server half of the password rule (NIST SP 800-63B): a new password must not be one
 * that attackers try first. The list is the common and breached passwords that
 * @zxcvbn-ts/language-common ships (about 49,000, offline); only the list module is
 * imported, on first use, so neither the browser nor the Worker's start-up pays for it.
 * Registration, reset and change all call `assertAcceptablePassword`.
 */
import { COMMON_PASSWORD_MESSAGE, PASSWORD_MIN_LENGTH } from "@common/identity";
import { fieldError } from "../http/errors";

let commonPasswords: Promise<Set<string>> | null = null;

/** The listed passwords long enough to pass the length rule, lower-cased (shorter ones are refused anyway). */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common/dist/passwords.json.mjs").then(
    (module) => new Set(module.default.filter((entry) => entry.length >= PASSWORD_MIN_LENGTH).map((entry) => entry.toLowerCase())),
  );
  return commonPasswords;
}

/**
 * Whether the password is on the list. The comparison ignores case and surrounding spaces,
 * because 'Password1' or 'qwertyuiop ' is no harder to guess than the listed form.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await loadCommonPasswords();
  return list.has(password.trim().toLowerCase());
}

/** Refuses a common or breached password with a 422 on `field`, saying why. */
export async function assertAcceptablePassword(password: string, field = "password", friendlyName = "Password"): Promise<void> {
  if (await isCommonPassword(password)) throw fieldError(field, friendlyName, COMMON_PASSWORD_MESSAGE);
}

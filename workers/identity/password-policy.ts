/**
 * The server half of the password rule (NIST SP 800-63B): a new password must not be one
 * that attackers try first. The list (workers/identity/common-passwords.json) is built by
 * scripts/build-password-list.ts from the common and breached passwords that
 * @zxcvbn-ts/language-common ships, keeping the ones long enough to pass the length rule. It
 * is loaded on first use, so neither the browser nor the Worker's start-up pays for it.
 * Registration, reset and change all call `assertAcceptablePassword` or `isCommonPassword`.
 */
import { COMMON_PASSWORD_MESSAGE } from "@common/identity";
import { Refusal } from "../operation/result";

let commonPasswords: Promise<Set<string>> | null = null;

function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import("./common-passwords.json").then((module) => new Set<string>(module.default));
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
  if (await isCommonPassword(password)) throw Refusal.field(field, friendlyName, COMMON_PASSWORD_MESSAGE);
}

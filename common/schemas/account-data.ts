/**
 * Schemas of what an account's owner does with their own data: delete the DolphinID (and
 * cancel that from the mailed link), download a copy of their data, and change the address.
 * Each of these asks for proof that it is the owner again: the current password, or one of
 * the account's passkeys (see reProofEntries).
 */
import * as v from "valibot";
import { PASSWORD_MAX_LENGTH } from "../identity";
import { proveWithCodeSchema } from "./email-proof";
import { oneOf, requiredEmail } from "./fields";

/**
 * The proof asked for again before an action that cannot be undone: the current password, or
 * instead the signed answer of one of the account's passkeys (`credential`, JSON text checked
 * by the server's WebAuthn verification). With neither, the server's check (re-proof.ts) answers
 * on the password field that it is needed.
 */
export const reProofEntries = {
  currentPassword: v.optional(v.pipe(v.string(), v.title("Current password"), v.maxLength(4 * PASSWORD_MAX_LENGTH, "Current password is not right")), ""),
  credential: v.optional(v.pipe(v.string(), v.title("Passkey"), v.maxLength(20_000, "The passkey's answer is too long")), ""),
};

const mailedToken = v.pipe(
  v.string("The link is not complete"),
  v.title("Link"),
  v.regex(/^[A-Za-z0-9_-]{20,100}$/, "The link is not complete. Open it from the email again"),
);

/** 'Delete my DolphinID'. */
export const accountDeletionSchema = v.object({ ...reProofEntries });

/** 'Keep my DolphinID' from the mailed link. */
export const cancelDeletionSchema = v.object({ token: mailedToken });

export const EXPORT_FORMATS = ["json", "html"] as const;

/** 'Download my data': the file (JSON) or the readable page (HTML). */
export const dataExportSchema = v.object({ ...reProofEntries, format: oneOf("Format", EXPORT_FORMATS) });

/** 'Change my email address', step one: the new address gets a code. */
export const emailChangeSchema = v.object({ ...reProofEntries, newEmail: requiredEmail("New email address", 255) });

/** Step two: the code mailed to the new address. */
export const emailChangeCodeSchema = v.object({ code: proveWithCodeSchema.entries.code });

/** 'Put my old address back' from the link mailed to the old address. */
export const undoEmailChangeSchema = v.object({ token: mailedToken });

/** Asking for the options of the passkey ceremony that proves it is the owner: nothing to send. */
export const reProofOptionsSchema = v.object({});

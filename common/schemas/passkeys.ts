/**
 * Passkeys and the staff desk's second factor: the forms' inputs. A passkey's answer from the
 * browser travels as JSON text in one field (`credential`), checked by the server's WebAuthn
 * verification, not here.
 */
import * as v from "valibot";
import { fieldMessage, optionalText, requiredText } from "./fields";

const CREDENTIAL_MAX = 20_000;
const credential = requiredText("Passkey", CREDENTIAL_MAX);
const returnTo = optionalText("Return address", 500);

/** 'Add a passkey': the name its owner gives it and the browser's answer. */
export const addPasskeySchema = v.object({
  name: requiredText("Passkey name", 60),
  credential,
});

export const removePasskeySchema = v.object({
  passkeyId: requiredText("Passkey", 1500),
});

/** Asking for a ceremony's options: nothing to send. */
export const passkeyOptionsSchema = v.object({});

/** Signing in with a passkey at the provider (the authorisation request's fields come alongside). */
export const passkeySignInSchema = v.object({ credential });

const sixDigits = (label: string) =>
  v.pipe(
    requiredText(label, 20),
    v.transform((value) => value.replace(/[\s-]/g, "")),
    v.regex(/^\d{6}$/, fieldMessage("{label} is the 6 digits your authenticator app shows", label)),
  );

/** Confirming a new authenticator app with its first code. */
export const confirmTotpSchema = v.object({ code: sixDigits("Code from the app"), returnTo });

/** The desk's check at sign-in, one form per way. */
export const secondFactorTotpSchema = v.object({ code: sixDigits("Code from the app"), returnTo });
export const secondFactorRecoverySchema = v.object({ recoveryCode: requiredText("Recovery code", 20), returnTo });
export const secondFactorPasskeySchema = v.object({ credential, returnTo });

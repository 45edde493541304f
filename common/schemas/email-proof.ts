/** Valibot schemas of the proof of an email address (the /id/verify-email page). */
import * as v from "valibot";
import { requiredEmail } from "./fields";

/** A code is six digits; people may type spaces or a dash between groups. */
export const EMAIL_PROOF_CODE_LENGTH = 6;

const emailProofCode = v.pipe(
  v.string("Code from the email is required"),
  v.title("Code from the email"),
  v.transform((value) => value.replace(/[\s-]/g, "")),
  v.nonEmpty("Code from the email is required"),
  v.regex(new RegExp(`^\\d{${EMAIL_PROOF_CODE_LENGTH}}$`), `Code from the email must be the ${EMAIL_PROOF_CODE_LENGTH} digits in the email`),
);

/** 'Prove my email address' with the mailed code. */
export const proveWithCodeSchema = v.object({
  email: requiredEmail("Email address", 255),
  code: emailProofCode,
});

/** 'Prove my email address' from the mailed link (the token rides in a hidden field). */
export const proveWithLinkSchema = v.object({
  token: v.pipe(
    v.string("The link is not complete"),
    v.title("Link"),
    v.regex(/^[A-Za-z0-9_-]{20,100}$/, "The link is not complete. Open it from the email again"),
  ),
});

/** 'Send a new code'. */
export const resendProofSchema = v.object({
  email: requiredEmail("Email address", 255),
});

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@common/identity";

/** The hint beside every new-password field: PASSWORD_HINT's words as a message with its limits as values. */
export const PASSWORD_HINT_MESSAGE =
  "At least {min} characters, up to {max}. A few unrelated words make a strong password that is easy to type. Passwords that are often used or have been exposed in data breaches are not accepted.";

export const PASSWORD_HINT_VALUES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

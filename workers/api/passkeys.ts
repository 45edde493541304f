/**
 * /api/v1 endpoints of passkeys and of the staff desk's second factor, each made from its
 * operation (the same definitions make the pages' actions). The option endpoints are what the
 * pages' behaviour modules ask for before calling WebAuthn in the browser.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http";
import { addPasskey, passkeyRegistrationOptions, passkeySignInOptions, removePasskey } from "../identity";
import { apiRoute } from "../operation";
import { confirmStaffTotp, confirmWithPasskey, confirmWithRecoveryCode, confirmWithTotp, staffPasskeyOptions } from "../staff";

export const passkeysApi = new Hono<AppEnv>();

passkeysApi.post("/passkeys/registration-options", apiRoute(passkeyRegistrationOptions));
passkeysApi.post("/passkeys", apiRoute(addPasskey));
passkeysApi.post("/passkeys/remove", apiRoute(removePasskey));
passkeysApi.post("/passkeys/sign-in-options", apiRoute(passkeySignInOptions));
passkeysApi.post("/second-factor/passkey-options", apiRoute(staffPasskeyOptions));
passkeysApi.post("/second-factor/totp/enrol", apiRoute(confirmStaffTotp));
passkeysApi.post("/second-factor/totp", apiRoute(confirmWithTotp));
passkeysApi.post("/second-factor/recovery-code", apiRoute(confirmWithRecoveryCode));
passkeysApi.post("/second-factor/passkey", apiRoute(confirmWithPasskey));

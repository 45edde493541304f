/**
 * The account's calling settings as operations: reading them, and saving them. Who may call
 * the account is also who may see it online, so its hub is told at once and the watchers'
 * view follows the new choice. Saved settings are mirrored in one-year cookies, which the
 * call page and every tab read.
 */
import { stringifySetCookie } from "cookie";
import * as v from "valibot";
import { CALL_SETTINGS_SAVED_MESSAGE } from "@common/calling/messages";
import { SETTINGS_COOKIE_LIFETIME_SECONDS } from "@common/constants";
import { SETTINGS_COOKIES } from "@common/realtime/page";
import { callSettingsSchema } from "@common/schemas/calling";
import { isSecureUrl } from "../http";
import { defineOperation, done } from "../operation";
import { type CallSettings, readCallSettings, writeCallSettings } from "./data";
import { hubOf } from "./hub-address";
import { backToPage } from "./page-return";

/** Stores the settings and tells the account's hub, which applies them to calls and presence at once. */
export async function storeCallSettings(env: Env, accountId: string, settings: CallSettings): Promise<CallSettings> {
  const saved = await writeCallSettings(env.DB, accountId, settings);
  try {
    await hubOf(env, accountId).callSettingsChanged();
  } catch (error) {
    // The settings are saved; the hub picks them up when it next reads its address book.
    console.error("telling the hub about new call settings failed", error);
  }
  return saved;
}

/** The settings cookies (one year), mirroring what was saved. */
function settingsCookies(request: Request, settings: CallSettings): string[] {
  const options = { path: "/", maxAge: SETTINGS_COOKIE_LIFETIME_SECONDS, sameSite: "lax" as const, secure: isSecureUrl(request.url) };
  return [
    stringifySetCookie(SETTINGS_COOKIES.allowedCallers, String(settings.allowedCallers), options),
    stringifySetCookie(SETTINGS_COOKIES.mediaQuality, String(settings.mediaQuality), options),
    stringifySetCookie(SETTINGS_COOKIES.audioInputLabel, settings.audioInputLabel ?? "", options),
    stringifySetCookie(SETTINGS_COOKIES.videoInputLabel, settings.videoInputLabel ?? "", options),
  ];
}

export const showCallSettings = defineOperation({
  name: "call-settings-read",
  input: v.object({}),
  access: "signed-in",
  run: async ({ env, user }) => done(await readCallSettings(env.DB, user.userId)),
});

/** An empty microphone or camera means none chosen (the form without JavaScript sends the saved ones back). */
export const saveCallSettings = defineOperation({
  name: "call-settings",
  input: callSettingsSchema,
  access: "signed-in",
  run: async ({ env, request, user }, input) => {
    const settings = await storeCallSettings(env, user.userId, {
      allowedCallers: input.allowedCallers,
      mediaQuality: input.mediaQuality,
      audioInputLabel: input.audioInputLabel || null,
      videoInputLabel: input.videoInputLabel || null,
    });
    return done(
      { ...settings, message: CALL_SETTINGS_SAVED_MESSAGE },
      { message: CALL_SETTINGS_SAVED_MESSAGE, cookies: settingsCookies(request, settings), redirect: backToPage(request, "AccountCallSettings", "saved=1") },
    );
  },
});

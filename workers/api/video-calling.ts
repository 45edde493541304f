/**
 * /api/v1 endpoints of video calling: where the realtime websocket is (spec 7 "Calling
 * proxy") and the account's call settings (spec 3 "Media settings"), saved on the server and
 * mirrored in one-year cookies (spec 9).
 */
import { Hono } from "hono";
import type { Context } from "hono";
import { SETTINGS_COOKIE_LIFETIME_SECONDS } from "@common/constants";
import { WEBSOCKET_CONFIGURATION_PATHS } from "@common/realtime/connection";
import { SETTINGS_COOKIES } from "@common/realtime/page";
import { callSettingsSchema } from "@common/schemas/calling";
import { type CallSettings, readCallSettings } from "../calling/data";
import { saveCallSettings } from "../calling/settings";
import { websocketConfiguration } from "../calling/realtime";
import { currentAccount } from "../calling/session";
import { isSecureRequest, setCookie } from "../http/cookies";
import { ApiError } from "../http/errors";
import { isAjax } from "../http/request";
import type { AppEnv } from "../http/types";
import { validate } from "../http/validate";

export const videoCallingApi = new Hono<AppEnv>();

for (const path of WEBSOCKET_CONFIGURATION_PATHS) {
  videoCallingApi.get(path, (c) => c.json(websocketConfiguration(c)));
}

async function requireAccount(c: Context<AppEnv>) {
  const account = await currentAccount(c.req.raw, c.env);
  if (!account) throw new ApiError(401);
  return account;
}

/** Writes the settings cookies the call page and every tab read (spec 9: one year). */
export function mirrorSettingsCookies(c: Context<AppEnv>, settings: CallSettings) {
  const options = { path: "/", maxAge: SETTINGS_COOKIE_LIFETIME_SECONDS, sameSite: "Lax" as const, secure: isSecureRequest(c) };
  setCookie(c, SETTINGS_COOKIES.allowedCallers, String(settings.allowedCallers), options);
  setCookie(c, SETTINGS_COOKIES.mediaQuality, String(settings.mediaQuality), options);
  setCookie(c, SETTINGS_COOKIES.audioInputLabel, settings.audioInputLabel ?? "", options);
  setCookie(c, SETTINGS_COOKIES.videoInputLabel, settings.videoInputLabel ?? "", options);
}

videoCallingApi.get("/account/video-calling/settings", async (c) => {
  const account = await requireAccount(c);
  return c.json(await readCallSettings(c.env.DB, account.userId));
});

const signedIn = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  await requireAccount(c);
  await next();
};

videoCallingApi.post("/account/video-calling/settings", signedIn, validate("body", callSettingsSchema), async (c) => {
  const account = await requireAccount(c);
  const input = c.req.valid("form");
  const settings = await saveCallSettings(c.env, account.userId, {
    allowedCallers: input.allowedCallers,
    mediaQuality: input.mediaQuality,
    audioInputLabel: input.audioInputLabel || null,
    videoInputLabel: input.videoInputLabel || null,
  });
  mirrorSettingsCookies(c, settings);
  if (!isAjax(c)) return c.redirect("/account/video-calling/settings?saved=1", 303);
  return c.json({ ...settings, message: "Your video calling settings have been saved." });
});

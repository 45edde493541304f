/**
 * What the calling pages keep apart from the wire: the quality choices of the settings page,
 * the call page's modes, the cookies that mirror the settings and the answered call, and
 * where a tab keeps its reconnect token.
 */
import * as v from "valibot";
import { MediaQuality } from "./constants";
import { callIdField } from "./messages";

/**
 * The settings page's quality options: label and video height. The preview runs at the quality
 * the form shows; Standard only when it shows none.
 */
export const QUALITY_OPTIONS = [
  { value: MediaQuality.LOW, label: "Basic", height: 240 },
  { value: MediaQuality.MEDIUM, label: "Standard", height: 480 },
  { value: MediaQuality.HIGH, label: "High", height: 720 },
] as const;
export const PREVIEW_DEFAULT_QUALITY: MediaQuality = MediaQuality.MEDIUM;
export function qualityHeight(quality: number): number {
  return QUALITY_OPTIONS.find((option) => option.value === quality)?.height ?? 480;
}

/** The page title flashes this often while a call rings. */
export const TITLE_FLASH_MS = 1000;

/** Where the browser keeps its reconnect token (session storage: one per tab). */
export const RECONNECT_TOKEN_STORAGE_KEY = "dolphin-realtime-token";

/**
 * The call page's query (`/call`). Answering an incoming call: mode "web" with the reconnect
 * token of the tab that answered and withVideo. Placing a call from the address book: mode
 * "dial" with the callee's DolphinID (`to`), their name and withVideo.
 */
export const CALL_MODE_ANSWER = "web";
export const CALL_MODE_DIAL = "dial";

/** The settings cookies (one year), mirroring the settings saved with the account. */
export const SETTINGS_COOKIES = {
  allowedCallers: "allowedCallers",
  audioInputLabel: "audio",
  videoInputLabel: "video",
  mediaQuality: "quality",
} as const;

/**
 * The remote caller, as 'Answer Call' keeps it in the 10-minute `caller` cookie for the call
 * page: their client id, DolphinID (`login`), quality, name, and the call's id and video. The
 * cookie only mirrors the call: the page takes the call its tab holds from the hub.
 */
export const CALLER_COOKIE = "caller";
export const remoteCallerSchema = v.object({
  clientId: v.string(),
  login: v.pipe(v.string(), v.maxLength(255)),
  quality: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2)),
  name: v.pipe(v.string(), v.maxLength(255)),
  callId: callIdField,
  video: v.optional(v.boolean(), true),
});
export type RemoteCaller = v.InferOutput<typeof remoteCallerSchema>;

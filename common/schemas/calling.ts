/**
 * Valibot schemas of calling: the call page's address and the call settings form and API.
 *
 * The call page's address: as the caller, from the address book's 'Video Call' and
 * 'Voice Call': `/call?mode=dial&to={contact's DolphinID}&name={contact's name}&withVideo=true|false`.
 * As the callee, from the incoming-call dialog's answer:
 * `/call?mode=web&token={reconnection token}&withVideo=true|false`, with the caller in the
 * 10-minute `caller` cookie (which only mirrors the call: the page takes it from the hub).
 * Bad input is not an error page: the page says what it could not do and links back to the
 * address book.
 */
import * as v from "valibot";
import { CallerPolicy, MediaQuality } from "../realtime/constants";
import { tokenField } from "../realtime/messages";
import { CALLER_COOKIE, type RemoteCaller, remoteCallerSchema } from "../realtime/page";
import { optionalText } from "./fields";

const flag = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.transform((value) => value !== "false" && value !== "0" && value !== "no"),
);

export const placeCallQuerySchema = v.object({
  mode: v.optional(v.literal("dial")),
  to: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.nonEmpty(), v.maxLength(255), v.email("Choose a contact with a valid DolphinID to call")),
  /** Shown while calling; the caller's own address book has the final word. */
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255))),
  withVideo: v.optional(flag),
  /** Also accepted for `withVideo`. */
  video: v.optional(flag),
});

export const answerCallQuerySchema = v.object({
  mode: v.literal("web"),
  token: v.optional(tokenField),
  withVideo: v.optional(flag),
});

/** The caller kept by 'Answer Call' (JSON, possibly URI-encoded), or null when absent or unreadable. */
export function readRemoteCaller(cookies: Record<string, string | undefined>): RemoteCaller | null {
  const raw = cookies[CALLER_COOKIE];
  if (!raw) return null;
  for (const text of [raw, safeDecode(raw)]) {
    try {
      const parsed = v.safeParse(remoteCallerSchema, JSON.parse(text));
      if (parsed.success) return parsed.output;
    } catch {
      // try the next form
    }
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// ---------------------------------------------------------------------------------------
// Call settings: who may call, the quality, and the chosen microphone and camera

const DEVICE_LABEL_MAX = 255;

function numericChoice<const T extends readonly number[]>(label: string, values: T, message: string) {
  return v.pipe(
    v.union([v.string(message), v.number(message)], message),
    v.title(label),
    v.transform((value) => String(value).trim()),
    v.picklist(values.map(String) as [string, ...string[]], message),
    v.transform((value) => Number(value) as T[number]),
  );
}

export const callSettingsSchema = v.object({
  allowedCallers: numericChoice("Who can call you", [CallerPolicy.ANYONE, CallerPolicy.ADDRESS_BOOK_ONLY, CallerPolicy.NO_ONE], "Choose who can call you"),
  mediaQuality: numericChoice("Video quality", [MediaQuality.HIGH, MediaQuality.MEDIUM, MediaQuality.LOW], "Choose a video quality"),
  audioInputLabel: optionalText("Microphone", DEVICE_LABEL_MAX),
  videoInputLabel: optionalText("Camera", DEVICE_LABEL_MAX),
});
export type CallSettingsInput = v.InferOutput<typeof callSettingsSchema>;

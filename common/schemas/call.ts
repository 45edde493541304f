/**
 * The call page's address. As the caller, from the address book's 'Video Call' and
 * 'Voice Call': `/call?mode=dial&to={contact's DolphinID}&name={contact's name}&withVideo=true|false`.
 * As the callee, from the incoming-call dialog's answer:
 * `/call?mode=web&token={reconnection token}&withVideo=true|false`, with the caller in the
 * 10-minute `caller` cookie (which only mirrors the call: the page takes it from the hub).
 * Bad input is not an error page: the page says what it could not do and links back to the
 * address book.
 */
import * as v from "valibot";
import { CALLER_COOKIE, type RemoteCaller, remoteCallerSchema } from "../realtime/page";
import { tokenField } from "../realtime/messages";

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

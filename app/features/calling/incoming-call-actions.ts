/**
 * What the incoming-call alert (app/enhance/incoming-call-alert.ts) does with a call, kept apart
 * from its markup so each step is tested alone: ring and flash the title while the alert
 * shows, decline with `calr` reject, and
 * answer by storing the caller in a 10-minute cookie, sending `calr` answer and opening the call
 * page with the reconnect token.
 */
import { CALLER_COOKIE_LIFETIME_SECONDS } from "@common/constants";
import { CallStatus, RejectReason } from "@common/realtime/constants";
import type { ServerMessageOf } from "@common/realtime/messages";
import { CALLER_COOKIE, CALL_MODE_ANSWER, type RemoteCaller, TITLE_FLASH_MS } from "@common/realtime/page";
import type { RealtimeClient } from "./realtime-client";

export const RINGTONE_URL = "/sounds/ringtone.wav";

export type IncomingCallMessage = ServerMessageOf<"call">;

/** Loops the ringtone and flashes the page title with `flashTitle`; returns what stops both. */
export function startRinging(flashTitle: string): () => void {
  const audio = new Audio(RINGTONE_URL);
  audio.loop = true;
  void audio.play().catch(() => {
    // Autoplay can be blocked until the page has been used; the alert still shows and is announced.
  });
  const original = document.title;
  let flashed = false;
  const timer = setInterval(() => {
    flashed = !flashed;
    document.title = flashed ? flashTitle : original;
  }, TITLE_FLASH_MS);
  return () => {
    audio.pause();
    audio.removeAttribute("src");
    audio.load();
    clearInterval(timer);
    document.title = original;
  };
}

export function declineCall(client: RealtimeClient, call: IncomingCallMessage): void {
  client.send({ type: "calr", callId: call.callId, status: CallStatus.REJECT, reason: RejectReason.CONTACT_REJECT });
}

/**
 * Answers the call and returns the query the call page opens with. A voice call stays a voice
 * call whichever answer button is used.
 */
export function answerCall(client: RealtimeClient, call: IncomingCallMessage, wantVideo: boolean): Record<string, string> {
  const withVideo = wantVideo && call.video;
  writeCallerCookie({ clientId: call.client, login: call.fromuser, quality: call.quality, name: call.name, callId: call.callId, video: withVideo });
  client.send({ type: "calr", callId: call.callId, status: CallStatus.ANSWER, video: withVideo });
  return { mode: CALL_MODE_ANSWER, token: client.token ?? "", withVideo: withVideo ? "true" : "false" };
}

function writeCallerCookie(caller: RemoteCaller) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CALLER_COOKIE}=${encodeURIComponent(JSON.stringify(caller))}; Max-Age=${CALLER_COOKIE_LIFETIME_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

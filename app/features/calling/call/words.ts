/**
 * What the call page says: every state, ending and refusal in words, so that
 * nothing depends on seeing the video or a colour.
 */
import type { MessageValues } from "@common/i18n/translator";
import { CallFailure, RejectReason } from "@common/realtime/constants";

/** The page's `text` (from useT), handed in: this code also runs outside React. */
export type Text = (message: string, values?: MessageValues) => string;

/** Why a call ended or never started. */
export type EndReason =
  | { kind: "hung-up-here" }
  | { kind: "hung-up-there" }
  | { kind: "cancelled-here" }
  | { kind: "cancelled-there" }
  | { kind: "lost" }
  | { kind: "busy" }
  | { kind: "rejected"; reason: number }
  | { kind: "failed"; reason: string; message: string }
  | { kind: "no-answer" }
  | { kind: "not-picked-up" }
  | { kind: "signed-out" }
  | { kind: "connection" };

export function endReasonText(reason: EndReason, name: string, text: Text): string {
  switch (reason.kind) {
    case "hung-up-here":
      return text("You hung up.");
    case "hung-up-there":
      return text("{name} hung up.", { name });
    case "cancelled-here":
      return text("You cancelled the call.");
    case "cancelled-there":
      return text("{name} cancelled the call before it connected.", { name });
    case "lost":
      return text("The call with {name} was lost. Their connection dropped or they closed the page.", { name });
    case "busy":
      return text("{name} is busy on another call. Try again in a few minutes.", { name });
    case "rejected":
      return rejectText(reason.reason, name, text);
    case "failed":
      return failureText(reason.reason, reason.message, name, text);
    case "no-answer":
      return text("{name} did not answer within a minute.", { name });
    case "not-picked-up":
      return text("This call could not be picked up. It may have ended before this page opened, or it was answered more than 10 minutes ago.");
    case "signed-out":
      return text("You were signed out, so the call could not continue. Sign in again to make calls.");
    case "connection":
      return text("We could not reach the calling service. Check your internet connection and try again.");
  }
}

export function rejectText(reason: number, name: string, text: Text): string {
  switch (reason) {
    case RejectReason.INCOMING_DISABLED:
      return text("{name} has turned off incoming calls.", { name });
    case RejectReason.MISSING_IN_ADDRESS_BOOK:
      return text("{name} only takes calls from people in their address book, and you are not in it yet.", { name });
    case RejectReason.TECHNICAL_ERROR:
      return text("The call to {name} could not be connected because of a technical error. Please try again.", { name });
    default:
      return text("{name} declined your call.", { name });
  }
}

export function failureText(reason: string, message: string, name: string, text: Text): string {
  switch (reason) {
    case CallFailure.NO_ANSWER:
      return text("{name} did not answer within a minute.", { name });
    // Also what a caller hears from someone who does not take their calls: they are not told why.
    case CallFailure.OFFLINE:
      return text("{name} is not available for a call at the moment. Try again later.", { name });
    case CallFailure.ALREADY_IN_CALL:
      return text("You are already in a call in another tab or window. Hang up there before making another call.");
    case CallFailure.SELF:
      return text("You cannot call yourself.");
    case CallFailure.TERMS:
      return text("Accept the video calling terms and conditions in your address book before making a call.");
    case CallFailure.UNPROVED_ADDRESS:
      return text(
        "Confirm your email address before making calls: follow the link in the email we sent you. Until then nobody can be sure the call is from you.",
      );
    default:
      // The hub's own words are English; a message the catalogue knows is still translated.
      return message ? text(message) : text("The call could not be placed. Please try again.");
  }
}

/** "1 minute 5 seconds", for the call's duration said in words. */
export function durationInWords(ms: number, text: Text): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts: string[] = [];
  if (hours) parts.push(text("{count, plural, one {# hour} other {# hours}}", { count: hours }));
  if (minutes) parts.push(text("{count, plural, one {# minute} other {# minutes}}", { count: minutes }));
  if (seconds || parts.length === 0) parts.push(text("{count, plural, one {# second} other {# seconds}}", { count: seconds }));
  return parts.join(" ");
}

/** "01:05" or "1:01:05", the clock shown during the call. */
export function durationClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, "0");
  return hours ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** ISO 8601 duration for the `<time datetime>` attribute. */
export function durationIso(ms: number): string {
  return `PT${Math.max(0, Math.round(ms / 1000))}S`;
}

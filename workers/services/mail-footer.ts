/**
 * Every mail ends by saying why it was sent and, for the kinds a person can stop, how to stop
 * them. The footer is chosen by the mail's kind (its tag before the colon) and written in the
 * mail's language; it is added as the mail is delivered (support-outbox.ts), so a new kind of
 * mail without a footer of its own still gets the general one.
 */
import { isLocale } from "@common/locale";
import { serverText } from "../i18n";

/** Why each kind of mail is sent; the kinds that can be stopped say how, with their link. */
const REASONS: Record<string, string> = {
  "password-reset":
    "You received this mail because someone asked to reset the password of the DolphinID that uses this address. It is sent only when asked for, so there is nothing to turn off.",
  "email-proof":
    "You received this mail because this address was given for a DolphinID and has to be proved. It is sent only when asked for, so there is nothing to turn off.",
  "registration-attempt":
    "You received this mail because someone tried to register a DolphinID with this address, which already has one. It is sent only when that happens, so there is nothing to turn off.",
  "order-receipt": "You received this mail because an order was placed with Dolphin using this address. Every order has a receipt, so it cannot be turned off.",
  "premium-teacher-invite":
    "You received this mail because an organisation using Dolphin's premium reader invited this address. Ask the organisation if you do not want its invitations.",
  "support-message": "You received this mail because a message was sent to Dolphin from our website with this address. We write only about that message.",
  "callback-booking": "You received this mail because a call-back was booked on our website with this address. We write only about that booking.",
  "training-booking": "You received this mail because training was booked on our website with this address. We write only about that booking.",
  "inbox-reply": "You received this mail because you wrote to Dolphin. We write only about your message.",
  "library-instructions":
    "You received this mail because a library's instructions were asked for on our website with this address. It is sent only when asked for.",
  "career-application": "You received this mail because a job application was sent on our website with this address. We write only about that application.",
  "newsletter-confirm":
    "You received this mail because this address was signed up to the Dolphin newsletter. Nothing more is sent unless the link above is followed. To cancel the sign-up: {link}",
  newsletter: "You receive this mail because you subscribed to the Dolphin newsletter. To stop it, unsubscribe here (no sign-in needed): {link}",
};

const GENERAL = "You received this mail from the Dolphin website because of something done there with this address.";

/** The kind of a mail from its tag ("support-message-copy:42" is a "support-message"). */
export function mailKind(tag: string): string {
  const kind = tag.split(":")[0] ?? "";
  return kind.endsWith("-copy") ? kind.slice(0, -"-copy".length) : kind;
}

/** The https address of a List-Unsubscribe header (`<https://…>, <mailto:…>`). */
function unsubscribeUrl(headers: Record<string, string>): string | null {
  return headers["List-Unsubscribe"]?.match(/<(https?:[^>]+)>/)?.[1] ?? null;
}

export function mailFooter(tag: string, language: string, headers: Record<string, string> = {}): string {
  const locale = language.toLowerCase();
  const t = serverText(isLocale(locale) ? locale : "en-gb");
  const reason = REASONS[mailKind(tag)];
  const link = unsubscribeUrl(headers);
  // A kind that needs a link but has none (it cannot happen, but must not write "{link}") gets the general footer.
  if (!reason || (reason.includes("{link}") && !link)) return t.text(GENERAL);
  return t.text(reason, { link: link ?? "" });
}

export function withFooter(text: string, tag: string, language: string, headers: Record<string, string> = {}): string {
  return `${text}\n\n-- \n${mailFooter(tag, language, headers)}`;
}

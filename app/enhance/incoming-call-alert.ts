/**
 * The incoming-call alert (~/features/calling/IncomingCallMarkup.tsx), on every page where a
 * signed-in account may be called: when a call comes the dialog is filled with the caller,
 * opened and focused on 'Answer Call', and
 * announced at once, while the ringtone loops and the title flashes; it closes when the call is
 * answered, declined (the button or Escape), cancelled by the caller or answered in another
 * tab, each said aloud, and focus returns where it was, by the rule every dialog follows
 * (~/components/dialog/modal.ts).
 *
 * Loaded only on such pages (it carries the realtime client): the behaviours' entry imports it
 * when it finds the alert's `data-enhancement` (./lazy-enhancements.ts), and it runs as it loads.
 * On an application page the dialog is React's: this only fills, shows and hides what is there.
 */
import { announce } from "@react-aria/live-announcer";
import { CallStatus } from "@common/realtime/constants";
import { openModal } from "~/components/dialog/modal";
import { type IncomingCallMessage, answerCall, declineCall, startRinging } from "~/features/calling/incoming-call-actions";
import { getRealtimeClient } from "~/features/calling/realtime-client";
import { fill } from "~/lib/fill-message";

function ringIncomingCalls(dialog: HTMLDialogElement) {
  const texts = dialog.dataset;
  const client = getRealtimeClient(texts.incomingCall ?? "");
  const answerButton = dialog.querySelector<HTMLButtonElement>("[data-answer-call='video']");
  let call: IncomingCallMessage | null = null;
  let stopRinging = () => {};

  function show(message: IncomingCallMessage) {
    // An application page may have taken the alert away (its router went to the call page).
    if (!dialog.isConnected) return;
    stopRinging();
    call = message;
    for (const name of dialog.querySelectorAll("[data-call-name]")) name.textContent = message.name;
    for (const email of dialog.querySelectorAll("[data-call-email]")) email.textContent = message.fromuser;
    const description = `${message.video ? "video" : "voice"}${message.name !== message.fromuser ? " email" : ""}`;
    for (const variant of dialog.querySelectorAll<HTMLElement>("[data-call-description]")) variant.hidden = variant.dataset.callDescription !== description;
    const flashTitle = fill(texts.flashTitle ?? "", { name: message.name });
    announce(flashTitle, "assertive");
    stopRinging = startRinging(flashTitle);
    if (!dialog.open) openModal(dialog, { initialFocus: answerButton });
    else answerButton?.focus();
  }

  function hide() {
    call = null;
    stopRinging();
    stopRinging = () => {};
    if (dialog.open) dialog.close();
  }

  function stop(message: { callId: string }, said: string | undefined) {
    if (call?.callId !== message.callId) return;
    if (said) announce(said, "assertive");
    hide();
  }

  function decline() {
    if (!call) return;
    declineCall(client, call);
    if (texts.declined) announce(texts.declined, "polite");
    hide();
  }

  client.on("call", show);
  client.on("canc", (message) => stop(message, texts.cancelled));
  client.on("cala", (message) => stop(message, message.status === CallStatus.ANSWER ? texts.answeredElsewhere : texts.declinedElsewhere));
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    decline();
  });
  dialog.querySelector("[data-decline-call]")?.addEventListener("click", decline);
  for (const button of dialog.querySelectorAll<HTMLButtonElement>("[data-answer-call]")) {
    button.addEventListener("click", () => {
      if (!call) return;
      const callPage = new URL(texts.callPage ?? "/call", window.location.href);
      for (const [key, value] of Object.entries(answerCall(client, call, button.dataset.answerCall === "video"))) callPage.searchParams.set(key, value);
      call = null;
      stopRinging();
      window.location.assign(callPage.pathname + callPage.search);
    });
  }
}

const alert = document.querySelector<HTMLDialogElement>("dialog[data-incoming-call]");
if (alert) ringIncomingCalls(alert);

/**
 * Incoming calls ring on pages without framework JavaScript too, for an account whose alert
 * the server rendered (IncomingCallMarkup). The realtime client and the alert load as their own
 * chunk, only on such pages, so the script every page loads stays small.
 */
export function enhanceIncomingCall() {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-incoming-call]");
  if (!dialog) return;
  void import("./incoming-call-alert").then(({ ringIncomingCalls }) => ringIncomingCalls(dialog));
}

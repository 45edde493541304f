import { api } from "~/lib/api-client";

/** At most this many reports per page view, so a loop of errors cannot flood the server. */
const MAX_REPORTS_PER_PAGE = 5;

/**
 * Reports uncaught browser errors to the error-reporting interface (`/api/v1/errors/client`),
 * which records them in production and dev. Plain script, so the hydrated app and the
 * enhancement script of pages without framework JavaScript report the same way.
 * Returns the function that stops listening.
 */
export function reportClientErrors(): () => void {
  let sent = 0;
  const report = (message: string, stack?: string) => {
    if (sent >= MAX_REPORTS_PER_PAGE || !message) return;
    sent += 1;
    void api.post("errors/client", { form: { message: message.slice(0, 1000), url: location.href.slice(0, 2048), stack: stack?.slice(0, 4000) } });
  };
  const onError = (event: ErrorEvent) => report(event.message, event.error instanceof Error ? event.error.stack : undefined);
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason;
    report(reason instanceof Error ? reason.message : String(reason), reason instanceof Error ? reason.stack : undefined);
  };
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}

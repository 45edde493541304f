/**
 * The page's answer takes focus when it loads, on a page without framework JavaScript, as the
 * hydrated page focuses it when it appears: a message already on a page that has just loaded is
 * not announced. In order:
 * - an error summary (its behaviour, ~/components/forms/error-summary.ts, has focused it);
 * - an element the server marks `data-focus-on-load`, which it does only when there is an
 *   answer to hear (a search's count of results);
 * - on the answer to a form's post (the server marks the body `data-answers-post`), the posted
 *   form's own message (its confirmation, or why it could not be sent), otherwise the first
 *   message in the page's main content.
 */
export function focusAnswer() {
  if (document.querySelector(".error-summary[tabindex]")) return;
  const answer =
    document.querySelector<HTMLElement>("[data-focus-on-load]") ??
    (document.body.hasAttribute("data-answers-post")
      ? (document.querySelector<HTMLElement>("main form > .alert") ?? document.querySelector<HTMLElement>("main .alert"))
      : null);
  if (!answer) return;
  if (!answer.hasAttribute("tabindex")) answer.tabIndex = -1;
  answer.focus();
  answer.scrollIntoView({ block: "start" });
}

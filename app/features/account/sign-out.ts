/**
 * 'Sign out' (./SignOutForm.tsx): the session ends on the server, the site's other tabs are
 * told, and the browser goes home. Without any script the form still posts and the server
 * redirects home.
 */
import { api } from "~/lib/api-client";
import { setSending } from "~/enhance/posted-form";
import { emitLogout } from "./logout-events";

export function signOut(form: HTMLElement) {
  if (!(form instanceof HTMLFormElement)) return;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (form.hasAttribute("data-sending")) return;
    setSending(form, event.submitter, true);
    void api.post("account/logout", {}).then(() => {
      emitLogout();
      window.location.assign("/");
    });
  });
}

/**
 * The signed-in account menu on pages without framework JavaScript, as the hydrated
 * AccountMenu does it: the dropdown opens and closes (./disclosure.ts); 'Sign out' ends the
 * session on the server, tells the site's other tabs, and goes home; and a sign-out in another
 * tab sends this one home too. Without any script the form still posts and the server
 * redirects home.
 */
import { emitLogout, onLogoutElsewhere } from "~/features/account/logout-events";
import { api } from "~/lib/api-client";
import { disclosure } from "./disclosure";
import { setSending } from "./posted-form";

export function enhanceAccountMenu() {
  const root = document.querySelector<HTMLElement>(".account-menu.dropdown");
  const button = root?.querySelector<HTMLButtonElement>("button.dropdown__toggle");
  const panel = button && document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!root || !button || !panel) return;
  disclosure(root, button, panel);
  onLogoutElsewhere(() => window.location.assign("/"));

  const signOut = root.querySelector<HTMLFormElement>("form.sign-out-form[action$='/account/logout']");
  signOut?.addEventListener("submit", (event) => {
    event.preventDefault();
    if (signOut.hasAttribute("data-sending")) return;
    setSending(signOut, event.submitter, true);
    void api.post("account/logout", {}).then(() => {
      emitLogout();
      window.location.assign("/");
    });
  });
}

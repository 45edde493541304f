/**
 * 'Sign in' (./AccountMenu.tsx): the OAuth hash is fetched, and the link to the login page gives
 * way to the form beside it, whose button posts straight to DolphinID, disabled until the hash
 * has loaded. If the hash cannot be had, the link comes back. Both are shown and hidden rather
 * than replaced, as on an application page they are React's.
 */
import type { OAuthHashResponse } from "./AccountMenu";
import { api } from "~/lib/api-client";

export function signIn(root: HTMLElement) {
  const link = root.querySelector<HTMLAnchorElement>("a.account-menu__sign-in");
  const form = root.querySelector<HTMLFormElement>("form[data-sign-in]");
  const button = form?.querySelector<HTMLButtonElement>("button");
  if (!link || !form || !button) return;
  link.hidden = true;
  form.hidden = false;
  // A sign-in started from an account page returns to the account area itself.
  const returnTo = window.location.pathname.startsWith("/account") ? "" : window.location.pathname + window.location.search;
  void api.get<OAuthHashResponse>("oauth/hash", { query: { returnTo } }).then((result) => {
    if (!result.ok) {
      form.hidden = true;
      link.hidden = false;
      return;
    }
    form.action = result.data.action;
    for (const [name, value] of Object.entries(result.data.fields)) {
      const field = document.createElement("input");
      field.type = "hidden";
      field.name = name;
      field.value = value;
      form.insertBefore(field, button);
    }
    button.disabled = false;
    button.removeAttribute("aria-busy");
  });
}

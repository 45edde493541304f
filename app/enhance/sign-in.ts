/**
 * 'Sign in' on pages without framework JavaScript, as the hydrated account menu does it: the
 * OAuth hash is fetched, and the link to the login page becomes the button that posts straight
 * to DolphinID, disabled until the hash has loaded. If the hash cannot be had, the link stays.
 */
import type { OAuthHashResponse } from "~/components/layout/AccountMenu";
import { api } from "~/lib/api-client";

export function enhanceSignIn() {
  const template = document.querySelector<HTMLTemplateElement>("template[data-sign-in]");
  const link = template?.previousElementSibling;
  const form = template?.content.firstElementChild?.cloneNode(true);
  if (!(link instanceof HTMLAnchorElement) || !(form instanceof HTMLFormElement)) return;
  const button = form.querySelector<HTMLButtonElement>("button")!;
  link.replaceWith(form);
  // A sign-in started from an account page returns to the account area itself, as in the hydrated menu.
  const returnTo = window.location.pathname.startsWith("/account") ? "" : window.location.pathname + window.location.search;
  void api.get<OAuthHashResponse>("oauth/hash", { query: { returnTo } }).then((result) => {
    if (!result.ok) {
      form.replaceWith(link);
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

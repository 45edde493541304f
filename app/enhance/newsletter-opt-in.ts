/**
 * The newsletter opt-in of the support forms on pages without framework JavaScript, as the
 * hydrated NewsletterOptIn does it: the format radios are disabled and unchecked until sign-up
 * is ticked, and ticking it enables them with HTML chosen. Before this runs they stay usable,
 * and the server treats a missing choice as HTML.
 */
export function enhanceNewsletterOptIn() {
  for (const group of document.querySelectorAll<HTMLElement>(".support-optin")) {
    const signUp = group.querySelector<HTMLInputElement>("input[type=checkbox][name=newsSubscription]");
    const formats = Array.from(group.querySelectorAll<HTMLInputElement>("input[type=radio][name=newsType]"));
    if (!signUp || formats.length === 0) continue;
    const sync = (ticked: boolean) => {
      for (const format of formats) {
        format.disabled = !ticked;
        format.checked = ticked && format.value === "html";
      }
    };
    sync(signUp.checked);
    signUp.addEventListener("change", () => sync(signUp.checked));
  }
}

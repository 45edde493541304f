/**
 * Passkey forms on pages without framework JavaScript: 'Add a passkey' (Account Preferences,
 * 'Protect your staff account'), 'Sign in with a passkey' (the DolphinID sign-in page) and the
 * desk's passkey check. The server renders each form inside a `hidden` box, so a browser without
 * script or without WebAuthn is never offered it; this module shows the box where WebAuthn
 * works. On submit it asks the form's `data-options` endpoint for the ceremony's options, lets
 * the browser and authenticator answer (@simplewebauthn/browser), puts the signed answer in
 * the form's `credential` field and submits the form to its page action, which checks it and
 * answers as for any other form. A cancelled or failed ceremony is said in the form's alert.
 *
 * Loaded only by pages that hold such a form (./lazy-enhancements.ts), and run as it loads.
 */
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";

function enhancePasskeyForm(box: HTMLElement) {
  const form = box.querySelector<HTMLFormElement>("form");
  const credential = form?.querySelector<HTMLInputElement>('input[name="credential"]');
  const alert = box.querySelector<HTMLElement>("[data-passkey-alert]");
  if (!form || !credential) return;
  box.hidden = false;
  for (const note of document.querySelectorAll<HTMLElement>(`[data-passkey-note="${CSS.escape(box.id)}"]`)) note.hidden = true;
  let busy = false;
  form.addEventListener("submit", async (event) => {
    if (credential.value) return;
    event.preventDefault();
    const name = form.querySelector<HTMLInputElement>('input[name="name"]');
    // A missing name goes to the server as it is, which says so beside the field.
    if (name && !name.value.trim()) {
      credential.value = "-";
      form.submit();
      return;
    }
    if (busy) return;
    busy = true;
    if (alert) alert.textContent = "";
    try {
      const response = await fetch(box.dataset.options ?? "", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
        body: "{}",
        credentials: "same-origin",
      });
      if (!response.ok) throw new Error(`options ${response.status}`);
      const options: unknown = await response.json();
      const answer =
        box.dataset.passkey === "register"
          ? await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON })
          : await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
      credential.value = JSON.stringify(answer);
      form.submit();
    } catch (error) {
      busy = false;
      const cancelled = error instanceof Error && error.name === "NotAllowedError";
      if (alert) alert.textContent = (cancelled ? box.dataset.cancelled : box.dataset.failed) ?? "";
    }
  });
}

if (browserSupportsWebAuthn()) {
  for (const box of document.querySelectorAll<HTMLElement>("[data-passkey]")) enhancePasskeyForm(box);
}

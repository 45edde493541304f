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
 * A `re-proof` box sits inside another form (delete my DolphinID, download my data, change my
 * email address) beside its password field: its button proves it is the owner with a passkey
 * instead, by the same ceremony, and then posts that form with the answer in `credential`.
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

/** Asks the box's `data-options` endpoint for the options, and the browser and authenticator for the signed answer (JSON text). */
async function ceremony(box: HTMLElement): Promise<string> {
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
  return JSON.stringify(answer);
}

/** Says why a ceremony came to nothing in the box's alert. */
function sayFailure(box: HTMLElement, alert: HTMLElement | null, error: unknown) {
  const cancelled = error instanceof Error && error.name === "NotAllowedError";
  if (alert) alert.textContent = (cancelled ? box.dataset.cancelled : box.dataset.failed) ?? "";
}

/** One ceremony at a time; its signed answer goes into `credential` and the form is sent, or the failure is said and the form stays. */
function proveAndSend(box: HTMLElement, form: HTMLFormElement, credential: HTMLInputElement, alert: HTMLElement | null): () => Promise<void> {
  let busy = false;
  return async () => {
    if (busy) return;
    busy = true;
    if (alert) alert.textContent = "";
    try {
      credential.value = await ceremony(box);
      form.submit();
    } catch (error) {
      busy = false;
      credential.value = "";
      sayFailure(box, alert, error);
    }
  };
}

function enhancePasskeyForm(box: HTMLElement) {
  const form = box.querySelector<HTMLFormElement>("form");
  const credential = form?.querySelector<HTMLInputElement>('input[name="credential"]');
  const alert = box.querySelector<HTMLElement>("[data-passkey-alert]");
  if (!form || !credential) return;
  box.hidden = false;
  for (const note of document.querySelectorAll<HTMLElement>(`[data-passkey-note="${CSS.escape(box.id)}"]`)) note.hidden = true;
  const prove = proveAndSend(box, form, credential, alert);
  form.addEventListener("submit", (event) => {
    if (credential.value) return;
    event.preventDefault();
    const name = form.querySelector<HTMLInputElement>('input[name="name"]');
    // A missing name goes to the server as it is, which says so beside the field.
    if (name && !name.value.trim()) {
      credential.value = "-";
      form.submit();
      return;
    }
    prove();
  });
}

function enhanceReProof(box: HTMLElement) {
  const form = box.closest("form");
  const credential = box.querySelector<HTMLInputElement>('input[name="credential"]');
  const button = box.querySelector<HTMLButtonElement>("button[data-re-proof-passkey]");
  const alert = box.querySelector<HTMLElement>("[data-passkey-alert]");
  if (!form || !credential || !button) return;
  box.hidden = false;
  button.addEventListener("click", proveAndSend(box, form, credential, alert));
}

if (browserSupportsWebAuthn()) {
  for (const box of document.querySelectorAll<HTMLElement>("[data-passkey]")) {
    if (box.dataset.passkey === "re-proof") enhanceReProof(box);
    else enhancePasskeyForm(box);
  }
}

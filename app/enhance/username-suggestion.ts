/**
 * 'Suggest a username' of a premium reader student's form (routes/premium/StudentFields.tsx)
 * on a page without framework JavaScript. The server renders the button hidden, as it does
 * nothing without a script, with its texts in the page's language; this shows it and, as the
 * hydrated form does, asks the site for a free username from the first and last name, puts it
 * in the username field and says it (a status), or says what is missing or what went wrong (an
 * alert).
 */
import { api } from "~/lib/api-client";
import { fill } from "~/lib/fill-message";

function enhanceSuggestion(holder: HTMLElement) {
  const fields = holder.parentElement;
  const button = holder.querySelector("button");
  const problem = holder.querySelector<HTMLElement>("[role=alert]");
  const status = holder.querySelector<HTMLElement>("[role=status]");
  if (!fields || !button || !problem || !status) return;
  const field = (name: string) => fields.querySelector<HTMLInputElement>(`[name=${name}]`)!;
  const { organisationId = "", namesMissing = "", suggested = "", busyLabel = "", errorMessage = "" } = holder.dataset;
  const label = button.textContent ?? "";
  holder.hidden = false;
  let busy = false;
  button.addEventListener("click", async () => {
    if (busy) return;
    const firstName = field("firstName").value;
    const lastName = field("lastName").value;
    status.textContent = "";
    problem.textContent = "";
    if (!firstName.trim() || !lastName.trim()) {
      problem.textContent = ` ${namesMissing}`;
      return;
    }
    // aria-disabled rather than disabled: a disabled button loses focus, which would fall to the page.
    busy = true;
    button.setAttribute("aria-disabled", "true");
    button.textContent = busyLabel;
    const result = await api.get<{ username?: string }>("easyreader-premium/generate-username", {
      query: { organisationId, firstName, lastName },
      fallbackMessage: errorMessage,
    });
    busy = false;
    button.removeAttribute("aria-disabled");
    button.textContent = label;
    if (result.ok && result.data.username) {
      field("username").value = result.data.username;
      status.textContent = fill(suggested, { username: result.data.username });
      return;
    }
    // A refusal says why; a server failure says only the fallback (the API client's rule).
    const message = result.ok || result.cancelled ? errorMessage : result.message;
    problem.textContent = ` ${message}`;
  });
}

export function enhanceUsernameSuggestions() {
  for (const holder of document.querySelectorAll<HTMLElement>("[data-username-suggestion]")) enhanceSuggestion(holder);
}

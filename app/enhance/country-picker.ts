/**
 * The country picker on a page without framework JavaScript, as the hydrated CountryPicker does
 * it: 'Detect my location' (the same detection module) chooses the country found and says so,
 * or shows the problem in an alert; the button is disabled while looking and once found, until
 * another country is chosen. The perks below follow the chosen country. Saving is the form's
 * native post. Every text comes from the page's templates, in its language.
 */
import { detectCountry } from "~/features/support/country-detection";

interface DetectTexts {
  detect: string;
  finding: string;
  found: string;
  foundAnnouncement: string;
  reason: string;
  messages: Record<string, string>;
}

function followPerks(select: HTMLSelectElement) {
  const perks = document.querySelector<HTMLElement>("[data-heading-in]");
  if (!perks) return;
  const heading = perks.querySelector("h2");
  const language = perks.querySelector<HTMLElement>("[data-perk=language]");
  const name = select.value ? (select.selectedOptions[0]?.textContent ?? "") : "";
  if (heading) heading.textContent = name ? (perks.dataset.headingIn ?? "").replace("{country}", name) : (perks.dataset.headingAnywhere ?? "");
  if (language) language.hidden = select.value !== "" && select.value === perks.dataset.homeCountry;
}

export function enhanceCountryPicker() {
  const template = document.querySelector<HTMLTemplateElement>("template[data-detect-location]");
  const problemTemplate = document.querySelector<HTMLTemplateElement>("template[data-location-problem]");
  const select = document.getElementById("country-picker");
  const said = document.getElementById("country-picker-said");
  const button = template?.content.firstElementChild?.cloneNode(true);
  if (!template || !problemTemplate || !(select instanceof HTMLSelectElement) || !(button instanceof HTMLButtonElement)) return;
  const texts = JSON.parse(template.dataset.detectLocation ?? "{}") as DetectTexts;
  const form = select.form;
  template.replaceWith(button);
  let problem: HTMLElement | null = null;

  const showProblem = (message: string, reason: string) => {
    const alert = problemTemplate.content.firstElementChild?.cloneNode(true);
    if (!(alert instanceof HTMLElement)) return;
    alert.querySelector("[data-problem-message]")!.textContent = texts.messages[message] ?? message;
    alert.querySelector("[data-problem-reason]")!.textContent = texts.reason.replace("{reason}", texts.messages[reason] ?? reason);
    // Where the hydrated picker shows it: above the list; role=alert says it as it appears.
    const redirectField = form?.querySelector("input[name=redirectTo]");
    if (redirectField) form?.insertBefore(alert, redirectField);
    problem = alert;
  };

  button.addEventListener("click", async () => {
    problem?.remove();
    problem = null;
    button.disabled = true;
    button.textContent = texts.finding;
    const found = await detectCountry();
    if ("problem" in found) {
      button.disabled = false;
      button.textContent = texts.detect;
      showProblem(found.problem.message, found.problem.reason);
      return;
    }
    select.value = String(found.country.id);
    followPerks(select);
    button.textContent = texts.found;
    if (said) said.textContent = texts.foundAnnouncement.replace("{country}", select.selectedOptions[0]?.textContent ?? found.country.name);
  });
  select.addEventListener("change", () => {
    button.disabled = false;
    button.textContent = texts.detect;
    followPerks(select);
  });
}

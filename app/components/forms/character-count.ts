/**
 * The count under a text area with a limit (./CharacterCount.tsx): the visible count follows
 * every key, a polite live region says it only at the marks of the shared rule, and text past
 * the limit may be typed and is shown as too long (the server refuses it) rather than cut off.
 * The server renders the limit and the count's words for each plural category of the page's
 * language on the count's element; before this runs, the field keeps its maxlength and the
 * count states the limit.
 */
import { type PluralWording, crossesSpokenMark, countMessage, REMAINING_MESSAGE, wordingFor } from "./character-count-rule";

function parseWording(json: string | undefined): PluralWording {
  try {
    return json ? (JSON.parse(json) as PluralWording) : {};
  } catch {
    return {};
  }
}

/** Started on the count's element (data-module="character-count"). */
export function characterCount(count: HTMLElement) {
  const limit = Number(count.dataset.characterCount);
  const field = document.querySelector<HTMLTextAreaElement>(`textarea[aria-describedby~="${CSS.escape(count.id)}"]`);
  const announcer =
    count.nextElementSibling instanceof HTMLElement && count.nextElementSibling.hasAttribute("data-character-count-announcer")
      ? count.nextElementSibling
      : null;
  if (!field || !Number.isFinite(limit) || limit <= 0) return;
  const locale = count.dataset.pluralLocale || document.documentElement.lang || "en";
  const wordings = { remaining: parseWording(count.dataset.remaining), over: parseWording(count.dataset.over) };
  const say = (length: number) => {
    const { message, count: number } = countMessage(length, limit);
    return wordingFor(message === REMAINING_MESSAGE ? wordings.remaining : wordings.over, number, locale);
  };
  let previous = field.value.length;
  const show = () => {
    const length = field.value.length;
    count.textContent = say(length);
    count.classList.toggle("field__count--over", length > limit);
    if (announcer && crossesSpokenMark(previous, length, limit)) announcer.textContent = say(length);
    previous = length;
  };
  field.removeAttribute("maxlength");
  field.addEventListener("input", show);
  // A reset empties the field after its event; count what is left then.
  field.form?.addEventListener("reset", () => setTimeout(show));
  show();
}

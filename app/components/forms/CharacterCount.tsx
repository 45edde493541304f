import { useT } from "~/i18n/I18n";
import { type PluralWording, OVER_MESSAGE, REMAINING_MESSAGE } from "./character-count-rule";

type Text = (message: string, values?: Record<string, number>) => string;

/**
 * A message's words for each plural category of the page's language, with `{count}` where the
 * number goes: what ./character-count.ts needs to say the count in the browser, which has no
 * catalogue. Each category is worded from the smallest count the language puts in it.
 */
function pluralWording(message: string, intlLocale: string, text: Text): PluralWording {
  const rules = new Intl.PluralRules(intlLocale);
  const wording: PluralWording = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = [...Array(1000).keys(), 1_000_000].find((count) => rules.select(count) === category);
    if (sample !== undefined) wording[category] = text(message, { count: sample }).split(String(sample)).join("{count}");
  }
  return wording;
}

/**
 * The count under a text area with a limit. Without JavaScript it states the limit. With it
 * (./character-count.ts), the visible count follows every key ('You have N characters
 * remaining', or how many too many), while screen readers hear it through a polite live region
 * only at the marks of ./character-count-rule.ts. The field is tied to the visible text by
 * aria-describedby, so it is read on focus too. The server gives the module the limit and the
 * count's words in the page's language.
 */
export function CharacterCount({ id, limit }: { id: string; limit: number }) {
  const { text, intlLocale } = useT();
  return (
    <>
      <p
        id={id}
        className="field__count"
        data-module="character-count"
        data-character-count={limit}
        data-plural-locale={intlLocale}
        data-remaining={JSON.stringify(pluralWording(REMAINING_MESSAGE, intlLocale, text))}
        data-over={JSON.stringify(pluralWording(OVER_MESSAGE, intlLocale, text))}
      >
        {text("You can enter up to {limit} characters", { limit })}
      </p>
      <div className="visually-hidden" aria-live="polite" data-character-count-announcer="" />
    </>
  );
}

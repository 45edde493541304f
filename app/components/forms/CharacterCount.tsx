import { useEffect, useRef, useState } from "react";
import { useWithoutFramework } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";
import { type PluralWording, crossesSpokenMark, countMessage, OVER_MESSAGE, REMAINING_MESSAGE } from "./character-count-rule";

type Text = (message: string, values?: Record<string, number>) => string;

export function characterCountMessage(length: number, limit: number, text: Text): string {
  const { message, count } = countMessage(length, limit);
  return text(message, { count });
}

/**
 * A message's words for each plural category of the page's language, with `{count}` where the
 * number goes: what the enhancement of a page without framework JavaScript needs to say the
 * count as the hydrated component does (the browser has no catalogue there). Each category is
 * worded from the smallest count the language puts in it.
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
 * The count under a text area with a limit. Without JavaScript it states the limit. With it,
 * the visible count follows every key ('You have N characters remaining', or how many too
 * many), while screen readers hear it through a polite live region only at the marks of
 * character-count-rule.ts. The field is tied to the visible text by aria-describedby, so it is
 * read on focus too. On a page without framework JavaScript the server adds the limit and the
 * translated wordings, and ./character-count.ts does the same there.
 */
export function CharacterCount({ id, length, limit, hydrated }: { id: string; length: number; limit: number; hydrated: boolean }) {
  const { text, intlLocale } = useT();
  const withoutFramework = useWithoutFramework();
  const [spoken, setSpoken] = useState("");
  const previous = useRef(length);

  useEffect(() => {
    const before = previous.current;
    previous.current = length;
    if (crossesSpokenMark(before, length, limit)) setSpoken(characterCountMessage(length, limit, text));
  }, [length, limit, text]);

  const over = length > limit;
  const enhancement = withoutFramework
    ? {
        "data-module": "character-count",
        "data-character-count": limit,
        "data-plural-locale": intlLocale,
        "data-remaining": JSON.stringify(pluralWording(REMAINING_MESSAGE, intlLocale, text)),
        "data-over": JSON.stringify(pluralWording(OVER_MESSAGE, intlLocale, text)),
      }
    : {};
  return (
    <>
      <p id={id} className={`field__count${hydrated && over ? " field__count--over" : ""}`} {...enhancement}>
        {hydrated ? characterCountMessage(length, limit, text) : text("You can enter up to {limit} characters", { limit })}
      </p>
      <div className="visually-hidden" aria-live="polite" data-character-count-announcer="">
        {spoken}
      </div>
    </>
  );
}

import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/I18n";

/** Remaining counts at which the count is said aloud while typing (and whenever it goes over). */
const SPOKEN_AT = [100, 50, 20, 10, 0];

type Text = (message: string, values?: Record<string, number>) => string;

export function characterCountMessage(length: number, limit: number, text: Text): string {
  const remaining = limit - length;
  if (remaining < 0) return text("{count, plural, one {You have {count} character too many} other {You have {count} characters too many}}", { count: -remaining });
  return text("{count, plural, one {You have {count} character remaining} other {You have {count} characters remaining}}", { count: remaining });
}

/**
 * The count under a text area with a limit. Without JavaScript it states the limit. With it,
 * the visible count follows every key ('You have N characters remaining', or how many too
 * many), while screen readers hear it through a polite live region only when it crosses 100,
 * 50, 20, 10 and 0 remaining, or goes over: a count on every key would drown what is typed.
 * The field is tied to the visible text by aria-describedby, so it is read on focus too.
 */
export function CharacterCount({ id, length, limit, hydrated }: { id: string; length: number; limit: number; hydrated: boolean }) {
  const { text } = useT();
  const [spoken, setSpoken] = useState("");
  const previous = useRef(length);

  useEffect(() => {
    const before = limit - previous.current;
    const now = limit - length;
    previous.current = length;
    const crossed = SPOKEN_AT.some((mark) => mark < limit && before > mark && now <= mark) || (before >= 0 && now < 0);
    if (crossed) setSpoken(characterCountMessage(length, limit, text));
  }, [length, limit, text]);

  const over = length > limit;
  return (
    <>
      <p id={id} className={`field__count${hydrated && over ? " field__count--over" : ""}`}>
        {hydrated ? characterCountMessage(length, limit, text) : text("You can enter up to {limit} characters", { limit })}
      </p>
      <div className="visually-hidden" aria-live="polite" data-character-count-announcer="">
        {spoken}
      </div>
    </>
  );
}

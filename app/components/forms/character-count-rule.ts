/**
 * When the count under a text area with a limit is said aloud, and in which words, for
 * ./character-count.ts (and its unit test). The visible count follows every key; screen
 * readers hear it only when it crosses 100, 50, 20, 10 and 0 characters remaining, or goes
 * over the limit: a count on every key would drown what is typed.
 */

/** Remaining counts at which the count is said aloud while typing. */
export const SPOKEN_AT = [100, 50, 20, 10, 0] as const;

export const REMAINING_MESSAGE = "{count, plural, one {You have {count} character remaining} other {You have {count} characters remaining}}";
export const OVER_MESSAGE = "{count, plural, one {You have {count} character too many} other {You have {count} characters too many}}";

/** Whether going from `before` to `now` characters typed is worth saying aloud. */
export function crossesSpokenMark(before: number, now: number, limit: number): boolean {
  const remainingBefore = limit - before;
  const remainingNow = limit - now;
  const crossed = SPOKEN_AT.some((mark) => mark < limit && remainingBefore > mark && remainingNow <= mark);
  return crossed || (remainingBefore >= 0 && remainingNow < 0);
}

/** Which message the count shows, and with what number: characters remaining, or how many too many. */
export function countMessage(length: number, limit: number): { message: typeof REMAINING_MESSAGE | typeof OVER_MESSAGE; count: number } {
  const remaining = limit - length;
  return remaining < 0 ? { message: OVER_MESSAGE, count: -remaining } : { message: REMAINING_MESSAGE, count: remaining };
}

/** A message's words for each plural category of a language ("one", "other"…), `{count}` where the number goes. */
export type PluralWording = Partial<Record<Intl.LDMLPluralRule, string>>;

/** The words for `count` from such wordings, chosen by the language's plural rules as the catalogue chooses them. */
export function wordingFor(wording: PluralWording, count: number, intlLocale: string): string {
  const words = wording[new Intl.PluralRules(intlLocale).select(count)] ?? wording.other ?? "";
  return words.split("{count}").join(String(count));
}

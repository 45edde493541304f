/**
 * A webinar's start and its zone's short name, in a given time zone. A plain module (no React)
 * so the hydrated page and the enhancement script of a page without the framework show the
 * same text: English pages keep the product's form (DD MMM YYYY h:mma), other languages use `Intl`.
 */
import { formatWebinarDate, timeZoneName } from "@common/events";

export type WebinarDateFormatter = (date: string, timeZone: string) => { when: string; zone: string };

export function webinarDateFormatter(english: boolean, intlLocale: string): WebinarDateFormatter {
  if (english) return (date, timeZone) => ({ when: formatWebinarDate(date, timeZone), zone: timeZoneName(date, timeZone) });
  return (date, timeZone) => {
    const when = new Intl.DateTimeFormat(intlLocale, { timeZone, day: "2-digit", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }).format(
      new Date(date),
    );
    const zone =
      new Intl.DateTimeFormat(intlLocale, { timeZone, timeZoneName: "short" }).formatToParts(new Date(date)).find((part) => part.type === "timeZoneName")
        ?.value ?? timeZone;
    return { when, zone };
  };
}

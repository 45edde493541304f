/**
 * Event and webinar times in the page's language. English pages keep the forms the product
 * specifies ("12 to 14 March 2027"; webinars DD MMM YYYY h:mma); other languages use `Intl`.
 */
import { useMemo } from "react";
import { formatEventDates, formatWebinarDate, timeZoneName } from "@common/events";
import { useT } from "~/i18n/I18n";

export function useEventDates(): (start: string, end: string) => string {
  const { locale, intlLocale } = useT();
  return useMemo(() => {
    if (locale.startsWith("en")) return formatEventDates;
    const sameDay = new Intl.DateTimeFormat(intlLocale, { timeZone: "Europe/London", day: "numeric", month: "long", year: "numeric" });
    const withTimes = new Intl.DateTimeFormat(intlLocale, { timeZone: "Europe/London", day: "numeric", month: "long", year: "numeric", hour: "numeric", minute: "2-digit" });
    return (start: string, end: string) => {
      const from = new Date(start);
      const to = new Date(end);
      // One day: the day with its start and end times; several: the range of days.
      return sameDay.format(from) === sameDay.format(to) ? withTimes.formatRange(from, to) : sameDay.formatRange(from, to);
    };
  }, [locale, intlLocale]);
}

/** A webinar's start and its zone's short name, in the given time zone. */
export function useWebinarDate(): (date: string, timeZone: string) => { when: string; zone: string } {
  const { locale, intlLocale } = useT();
  return useMemo(() => {
    if (locale.startsWith("en")) return (date: string, timeZone: string) => ({ when: formatWebinarDate(date, timeZone), zone: timeZoneName(date, timeZone) });
    return (date: string, timeZone: string) => {
      const when = new Intl.DateTimeFormat(intlLocale, { timeZone, day: "2-digit", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }).format(new Date(date));
      const zone = new Intl.DateTimeFormat(intlLocale, { timeZone, timeZoneName: "short" }).formatToParts(new Date(date)).find((part) => part.type === "timeZoneName")?.value ?? timeZone;
      return { when, zone };
    };
  }, [locale, intlLocale]);
}

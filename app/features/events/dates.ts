/**
 * Event and webinar times in the page's language. British English pages keep the forms the
 * product specifies ("12 to 14 March 2027"; webinars DD MMM YYYY h:mma); other languages,
 * American English among them, use `Intl` ("March 12 – 14, 2027").
 */
import { useMemo } from "react";
import { formatEventDates } from "@common/events";
import { type WebinarDateFormatter, webinarDateFormatter } from "./webinar-date";
import { useT } from "~/i18n/I18n";

export function useEventDates(): (start: string, end: string) => string {
  const { locale, intlLocale } = useT();
  return useMemo(() => {
    if (intlLocale === "en-GB") return formatEventDates;
    const sameDay = new Intl.DateTimeFormat(intlLocale, { timeZone: "Europe/London", day: "numeric", month: "long", year: "numeric" });
    const withTimes = new Intl.DateTimeFormat(intlLocale, {
      timeZone: "Europe/London",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });
    return (start: string, end: string) => {
      const from = new Date(start);
      const to = new Date(end);
      // One day: the day with its start and end times; several: the range of days.
      return sameDay.format(from) === sameDay.format(to) ? withTimes.formatRange(from, to) : sameDay.formatRange(from, to);
    };
  }, [locale, intlLocale]);
}

/** A webinar's start and its zone's short name, in the given time zone (see webinar-date.ts). */
export function useWebinarDate(): WebinarDateFormatter {
  const { intlLocale } = useT();
  return useMemo(() => webinarDateFormatter(intlLocale === "en-GB", intlLocale), [intlLocale]);
}

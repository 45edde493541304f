/** A bookable time as the page's language writes it, always in UK time (where the team works). */
import { useT } from "~/i18n/I18n";

const SLOT_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
};

export function useSlotLabel(): (startsAt: string | Date) => string {
  const { locale, formatDate } = useT();
  // English pages keep the British form that the booking confirmations quote.
  return locale.startsWith("en") ? (startsAt) => new Intl.DateTimeFormat("en-GB", SLOT_FORMAT).format(new Date(startsAt)) : (startsAt) => formatDate(startsAt, SLOT_FORMAT);
}

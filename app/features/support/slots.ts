/** A bookable time as the page's language writes it, always in UK time (where the team works). */
import { SLOT_FORMAT } from "@common/support/constants";
import { useT } from "~/i18n/I18n";

export function useSlotLabel(): (startsAt: string | Date) => string {
  const { locale, formatDate } = useT();
  // English pages keep the British form that the booking confirmations quote.
  return locale.startsWith("en") ? (startsAt) => new Intl.DateTimeFormat("en-GB", SLOT_FORMAT).format(new Date(startsAt)) : (startsAt) => formatDate(startsAt, SLOT_FORMAT);
}

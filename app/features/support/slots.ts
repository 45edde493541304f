/** A bookable time as the page's language writes it, always in UK time (where the team works). */
import { SLOT_FORMAT } from "@common/support/constants";
import { useT } from "~/i18n/I18n";

export function useSlotLabel(): (startsAt: string | Date) => string {
  const { formatDate } = useT();
  // In the page's own form (British on British English pages, as the booking confirmations quote it).
  return (startsAt) => formatDate(startsAt, SLOT_FORMAT);
}

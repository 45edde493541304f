import type { Route } from "./+types/callback-book";
import { PageHeading } from "~/components/layout/PageHeading";
import { BookingForm } from "~/features/support/BookingForm";
import { callbackBookingAction } from "~/features/support/actions.server";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { listOpenSlots } from "~/features/support/desk.server";
import { useSlotLabel } from "~/features/support/slots";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the form posts natively after the
// enhancement's required-field check, and the booking that comes back takes focus.
export const handle = { i18n: ["support/callback-book"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Book a support callback | Dolphin") }];

export async function loader() {
  const slots = await listOpenSlots(db(), "callback");
  return { slots: slots.map((slot) => ({ id: slot.id, startsAt: slot.startsAt.toISOString() })) };
}

export const action = callbackBookingAction;

export default function CallbackBook({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t } = useT();
  const slotLabel = useSlotLabel();
  return (
    <div className="container page">
      <PageHeading>{t("Book a support callback")}</PageHeading>
      <p className="lead">{t("Choose a time and a support technician will phone you. Each call lasts up to 30 minutes.")}</p>
      <section className="panel" aria-labelledby="booking-form-title">
        <h2 id="booking-form-title">{t("Your callback")}</h2>
        <BookingForm
          kind="callback"
          action={url("SupportCallbackBook")}
          slots={loaderData.slots.map((slot) => ({ id: slot.id, label: slotLabel(slot.startsAt) }))}
          result={actionData}
        />
      </section>
    </div>
  );
}

import type { Route } from "./+types/callback-book";
import { PageHeading } from "~/components/layout/PageHeading";
import { BookingForm } from "~/features/support/BookingForm";
import { callbackBookingAction } from "~/features/support/actions.server";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { formatSlot, listOpenSlots } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "support" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [{ title: "Book a support callback | Dolphin" }];

export async function loader() {
  const slots = await listOpenSlots(db(), "callback");
  return { slots: slots.map((slot) => ({ id: slot.id, label: formatSlot(slot) })) };
}

export const action = callbackBookingAction;

export default function CallbackBook({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>Book a support callback</PageHeading>
      <p className="lead">Choose a time and a support technician will phone you. Each call lasts up to 30 minutes.</p>
      <section className="panel" aria-labelledby="booking-form-title">
        <h2 id="booking-form-title">Your callback</h2>
        <BookingForm
          kind="callback"
          action={url("SupportCallbackBook")}
          slots={loaderData.slots}
          result={actionData}
        />
      </section>
    </div>
  );
}

import type { Route } from "./+types/training-book";
import { PageHeading } from "~/components/layout/PageHeading";
import { BookingForm } from "~/features/support/BookingForm";
import { trainingBookingAction } from "~/features/support/actions.server";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { formatSlot, listOpenSlots } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "support" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [{ title: "Book a training session | Dolphin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const slots = await listOpenSlots(db(), "training");
  const wanted = Number(new URL(request.url).searchParams.get("slot"));
  return {
    slots: slots.map((slot) => ({ id: slot.id, label: `${slot.title}: ${formatSlot(slot)}` })),
    slotId: slots.some((slot) => slot.id === wanted) ? wanted : undefined,
  };
}

export const action = trainingBookingAction;

export default function TrainingBook({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>Book a training session</PageHeading>
      <p className="lead">Choose a session and tell us how to reach you. The trainer calls you at the start time.</p>
      <section className="panel" aria-labelledby="booking-form-title">
        <h2 id="booking-form-title">Your booking</h2>
        <BookingForm
          kind="training"
          action={url("SupportTrainingBook")}
          slots={loaderData.slots}
          slotId={loaderData.slotId}
          result={actionData}
        />
      </section>
    </div>
  );
}

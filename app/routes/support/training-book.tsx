import type { Route } from "./+types/training-book";
import { PageHeading } from "~/components/layout/PageHeading";
import { BookingForm } from "~/features/support/BookingForm";
import { trainingBookingAction } from "~/features/support/actions.server";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { listOpenSlots } from "~/features/support/desk.server";
import { useSlotLabel } from "~/features/support/slots";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the form posts natively after the
// enhancement's required-field check; a booking leads to its confirmation page.
export const handle = { i18n: ["support/training-book"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Book a training session | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  const slots = await listOpenSlots(db(), "training");
  const wanted = Number(new URL(request.url).searchParams.get("slot"));
  return {
    slots: slots.map((slot) => ({ id: slot.id, title: slot.title, startsAt: slot.startsAt.toISOString() })),
    slotId: slots.some((slot) => slot.id === wanted) ? wanted : undefined,
  };
}

export const action = trainingBookingAction;

export default function TrainingBook({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const slotLabel = useSlotLabel();
  return (
    <div className="container page">
      <PageHeading>{t("Book a training session")}</PageHeading>
      <p className="lead">{t("Choose a session and tell us how to reach you. The trainer calls you at the start time.")}</p>
      <section className="panel" aria-labelledby="booking-form-title">
        <h2 id="booking-form-title">{t("Your booking")}</h2>
        <BookingForm
          kind="training"
          action={url("SupportTrainingBook")}
          slots={loaderData.slots.map((slot) => ({ id: slot.id, label: text("{title}: {when}", { title: slot.title, when: slotLabel(slot.startsAt) }) }))}
          slotId={loaderData.slotId}
          result={actionData}
        />
      </section>
    </div>
  );
}

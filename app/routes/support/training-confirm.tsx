import { Link, data, redirect } from "react-router";
import { buildUrl } from "@common/routes";
import type { Route } from "./+types/training-confirm";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { findBookedTraining, formatSlot } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "support" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [{ title: "Training session booked | Dolphin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const slotId = Number(new URL(request.url).searchParams.get("slot"));
  // Nothing booked yet (or the address was typed): the booking form is where to go.
  if (!Number.isInteger(slotId) || slotId < 1) throw redirect(buildUrl("SupportTrainingBook"));
  const slot = await findBookedTraining(db(), slotId);
  if (!slot) throw data("That session has not been booked.", { status: 404 });
  return { title: slot.title, when: formatSlot(slot), minutes: slot.durationMinutes };
}

export default function TrainingConfirm({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>Your training session is booked</PageHeading>
      <StatusAlert kind="success">
        <p>
          "{loaderData.title}" on {loaderData.when} (UK time), {loaderData.minutes} minutes. A confirmation is on its way to your inbox.
        </p>
      </StatusAlert>
      <h2>Before the session</h2>
      <ul>
        <li>Make sure the product is installed and you can start it.</li>
        <li>Have a pair of headphones ready if you use speech, so you can hear both the trainer and your computer.</li>
        <li>Write down two or three things you most want to learn.</li>
      </ul>
      <p>
        Need to change the time? <Link to={url("ContactSupport")}>Contact support</Link> and we will move it for you.
      </p>
    </div>
  );
}

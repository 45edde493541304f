import { Link } from "react-router";
import type { Route } from "./+types/training";
import { PageHeading } from "~/components/layout/PageHeading";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { formatSlot, listOpenSlots } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "support" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Training sessions | Dolphin" },
  { name: "description", content: "Free one-to-one training sessions by phone or video for SuperNova, ScreenReader and GuideConnect users." },
];

export async function loader() {
  const slots = await listOpenSlots(db(), "training");
  return { sessions: slots.map((slot) => ({ id: slot.id, title: slot.title, productName: slot.productName, label: formatSlot(slot), minutes: slot.durationMinutes })) };
}

export default function Training({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>Training sessions</PageHeading>
      <p className="lead">
        One-to-one sessions with a Dolphin trainer, by phone or video call, free with every current licence. Each session lasts an hour and
        follows your pace.
      </p>
      <section aria-labelledby="training-sessions">
        <h2 id="training-sessions">Sessions you can book</h2>
        {loaderData.sessions.length === 0 ? (
          <p>All sessions are booked at the moment. New sessions are added every week.</p>
        ) : (
          <ul className="support-list">
            {loaderData.sessions.map((session) => (
              <li key={session.id} className="support-list__item">
                <h3>{session.title}</h3>
                <p>
                  {session.label} (UK time), {session.minutes} minutes{session.productName ? `, ${session.productName}` : ""}.
                </p>
                <Link to={url("SupportTrainingBook", {}, { query: { slot: session.id } })}>
                  Book this session<span className="visually-hidden">: {session.title}, {session.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

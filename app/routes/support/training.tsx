import { Link } from "react-router";
import type { Route } from "./+types/training";
import { PageHeading } from "~/components/layout/PageHeading";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { listOpenSlots } from "~/features/support/desk.server";
import { useSlotLabel } from "~/features/support/slots";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

export const handle = { i18n: ["support/training"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [
    { title: text("Training sessions | Dolphin") },
    { name: "description", content: text("Free one-to-one training sessions by phone or video for SuperNova, ScreenReader and GuideConnect users.") },
  ];
};

export async function loader() {
  const slots = await listOpenSlots(db(), "training");
  return {
    sessions: slots.map((slot) => ({
      id: slot.id,
      title: slot.title,
      productName: slot.productName,
      startsAt: slot.startsAt.toISOString(),
      minutes: slot.durationMinutes,
    })),
  };
}

export default function Training({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, locale } = useT();
  const slotLabel = useSlotLabel();
  const contentLang = langOfContent(locale, "en");
  return (
    <div className="container page">
      <PageHeading>{t("Training sessions")}</PageHeading>
      <p className="lead">
        {t(
          "One-to-one sessions with a Dolphin trainer, by phone or video call, free with every current licence. Each session lasts an hour and follows your pace.",
        )}
      </p>
      <section aria-labelledby="training-sessions">
        <h2 id="training-sessions">{t("Sessions you can book")}</h2>
        {loaderData.sessions.length === 0 ? (
          <p>{t("All sessions are booked at the moment. New sessions are added every week.")}</p>
        ) : (
          <ul className="support-list">
            {loaderData.sessions.map((session) => {
              const when = <time dateTime={session.startsAt}>{slotLabel(session.startsAt)}</time>;
              return (
                <li key={session.id} className="support-list__item">
                  <h3 lang={contentLang}>{session.title}</h3>
                  <p>
                    {session.productName ? (
                      <T
                        message="<0/> (UK time), {minutes} minutes, <1/>."
                        values={{ minutes: session.minutes }}
                        components={[when, <span translate="no">{session.productName}</span>]}
                      />
                    ) : (
                      <T message="<0/> (UK time), {minutes} minutes." values={{ minutes: session.minutes }} components={[when]} />
                    )}
                  </p>
                  <Link to={url("SupportTrainingBook", {}, { query: { slot: session.id } })}>
                    {t("Book this session")}
                    <span className="visually-hidden">
                      {": "}
                      <span lang={contentLang}>{session.title}</span>, <time dateTime={session.startsAt}>{slotLabel(session.startsAt)}</time>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

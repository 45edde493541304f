import { Link, data, redirect } from "react-router";
import { buildUrl } from "@common/routes";
import type { Route } from "./+types/training-confirm";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { findBookedTraining } from "~/features/support/desk.server";
import { useSlotLabel } from "~/features/support/slots";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";
import { resolveLocale } from "@common/locale";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

// Served without framework JavaScript to anonymous visitors: nothing on it needs client state.
export const handle = { i18n: ["support/training-confirm"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Training session booked | Dolphin") }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const slotId = Number(new URL(request.url).searchParams.get("slot"));
  // Nothing booked yet (or the address was typed): the booking form is where to go.
  if (!Number.isInteger(slotId) || slotId < 1) throw redirect(buildUrl("SupportTrainingBook", {}, { locale: resolveLocale(params.locale) }));
  const slot = await findBookedTraining(db(), slotId);
  if (!slot) throw data("That session has not been booked.", { status: 404 });
  return { title: slot.title, startsAt: slot.startsAt.toISOString(), minutes: slot.durationMinutes };
}

export default function TrainingConfirm({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, locale } = useT();
  const slotLabel = useSlotLabel();
  const contentLang = langOfContent(locale, "en");
  return (
    <div className="container page">
      <PageHeading>{t("Your training session is booked")}</PageHeading>
      <StatusAlert kind="success">
        <p>
          <T
            message='"<0/>" on <1/> (UK time), {minutes} minutes. A confirmation is on its way to your inbox.'
            values={{ minutes: loaderData.minutes }}
            components={[<span lang={contentLang}>{loaderData.title}</span>, <time dateTime={loaderData.startsAt}>{slotLabel(loaderData.startsAt)}</time>]}
          />
        </p>
      </StatusAlert>
      <h2>{t("Before the session")}</h2>
      <ul>
        <li>{t("Make sure the product is installed and you can start it.")}</li>
        <li>{t("Have a pair of headphones ready if you use speech, so you can hear both the trainer and your computer.")}</li>
        <li>{t("Write down two or three things you most want to learn.")}</li>
      </ul>
      <p>
        <T message="Need to change the time? <0>Contact support</0> and we will move it for you." components={[<Link to={url("ContactSupport")} />]} />
      </p>
    </div>
  );
}

import { Link } from "react-router";
import type { Route } from "./+types/callback";
import { PageHeading } from "~/components/layout/PageHeading";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { listOpenSlots, listSupportProducts } from "~/features/support/desk.server";
import { useSlotLabel } from "~/features/support/slots";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: ["support/callback"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [
    { title: text("Support callbacks | Dolphin") },
    { name: "description", content: text("Book a free phone call from Dolphin's technical support team at a time that suits you.") },
  ];
};

export async function loader() {
  const [slots, products] = await Promise.all([listOpenSlots(db(), "callback"), listSupportProducts(db(), "callback")]);
  return {
    next: slots.slice(0, 5).map((slot) => ({ id: slot.id, startsAt: slot.startsAt.toISOString() })),
    count: slots.length,
    products: products.map((p) => p.productName),
  };
}

export default function Callback({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t } = useT();
  const slotLabel = useSlotLabel();
  return (
    <div className="container page">
      <PageHeading>{t("Support callbacks")}</PageHeading>
      <p className="lead">
        {t(
          "Rather talk it through? Book a 30-minute phone call with a support technician. We call you at the time you choose, so there is no waiting on hold.",
        )}
      </p>
      <section aria-labelledby="callback-who">
        <h2 id="callback-who">{t("Who can book")}</h2>
        <p>
          <T
            message="Callbacks are available for <0/>. For other products, please <1>send a support request</1>."
            components={[<span translate="no">{loaderData.products.join(", ")}</span>, <Link to={url("ContactSupport")} />]}
          />
        </p>
        <p>{t("Have your serial number ready, and if you can, be at the computer the question is about.")}</p>
      </section>
      <section aria-labelledby="callback-next">
        <h2 id="callback-next">{t("Next available times")}</h2>
        {loaderData.next.length > 0 ? (
          <>
            <ul>
              {loaderData.next.map((slot) => (
                <li key={slot.id}>
                  <time dateTime={slot.startsAt}>{slotLabel(slot.startsAt)}</time>
                </li>
              ))}
            </ul>
            <p>
              {t("{count, plural, one {# time is free over the next four weeks.} other {# times are free over the next four weeks.}}", {
                count: loaderData.count,
              })}
            </p>
          </>
        ) : (
          <p>{t("There are no free times at the moment. Please send a support request and we will reply by email.")}</p>
        )}
        <p>
          <Link className="button" to={url("SupportCallbackBook")}>
            {t("Book a callback")}
          </Link>
        </p>
      </section>
    </div>
  );
}

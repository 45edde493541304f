import { Link } from "react-router";
import type { Route } from "./+types/callback";
import { PageHeading } from "~/components/layout/PageHeading";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { formatSlot, listOpenSlots, listSupportProducts } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "support" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Support callbacks | Dolphin" },
  { name: "description", content: "Book a free phone call from Dolphin's technical support team at a time that suits you." },
];

export async function loader() {
  const [slots, products] = await Promise.all([listOpenSlots(db(), "callback"), listSupportProducts(db(), "callback")]);
  return { next: slots.slice(0, 5).map((slot) => ({ id: slot.id, label: formatSlot(slot) })), count: slots.length, products: products.map((p) => p.productName) };
}

export default function Callback({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>Support callbacks</PageHeading>
      <p className="lead">
        Rather talk it through? Book a 30-minute phone call with a support technician. We call you at the time you choose, so there is no
        waiting on hold.
      </p>
      <section aria-labelledby="callback-who">
        <h2 id="callback-who">Who can book</h2>
        <p>Callbacks are available for {loaderData.products.join(", ")}. For other products, please <Link to={url("ContactSupport")}>send a support request</Link>.</p>
        <p>Have your serial number ready, and if you can, be at the computer the question is about.</p>
      </section>
      <section aria-labelledby="callback-next">
        <h2 id="callback-next">Next available times</h2>
        {loaderData.next.length > 0 ? (
          <>
            <ul>
              {loaderData.next.map((slot) => (
                <li key={slot.id}>{slot.label}</li>
              ))}
            </ul>
            <p>{loaderData.count} times are free over the next four weeks.</p>
          </>
        ) : (
          <p>There are no free times at the moment. Please send a support request and we will reply by email.</p>
        )}
        <p>
          <Link className="button" to={url("SupportCallbackBook")}>
            Book a callback
          </Link>
        </p>
      </section>
    </div>
  );
}

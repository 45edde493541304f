import { Link, data } from "react-router";
import type { Route } from "./+types/buy-show-vars";
import { FULFILMENT_LABELS, SUPERNOVA_EDITIONS, formatPrice } from "@common/products";
import { buyShowVarsSchema } from "@common/schemas/products";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { parseForm } from "~/lib/form-action.server";
import { languages } from "../../../workers/db/schema";
import { listPrices } from "../../../workers/products/catalogue";
import { eq } from "drizzle-orm";

/** POST /SuperNova/Buy/ShowVars: the order the visitor chose, with its price from data, to confirm. */
export function loader() {
  // A GET (or the revalidation after the post) shows the summary, or a link back to choose.
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(buyShowVarsSchema, request);
  if (!parsed.ok) return data({ ok: false as const, errors: Object.values(parsed.fieldErrors).flatMap((entry) => entry.errors) }, { status: 422 });
  const { edition, fulfilment, languageId } = parsed.output;
  const match = SUPERNOVA_EDITIONS.find((entry) => entry.edition === edition)!;
  const database = db();
  const [price] = (await listPrices(database, [match.productId], "buy")).filter((entry) => entry.fulfilment === fulfilment);
  const language = await database.select({ name: languages.name }).from(languages).where(eq(languages.id, languageId)).get();
  if (!price || !language) return data({ ok: false as const, errors: ["That combination is not sold. Please choose again."] }, { status: 422 });
  return {
    ok: true as const,
    order: {
      edition: match.name,
      fulfilment: FULFILMENT_LABELS[fulfilment],
      language: language.name,
      label: price.label,
      price: formatPrice(price.amountPence, price.currency),
    },
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Review your SuperNova order | Dolphin" }];

export default function ShowVars({ actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>Review your SuperNova order</PageHeading>
      {!actionData || !actionData.ok ? (
        <StatusAlert kind="error">
          <ul>
            {(actionData && !actionData.ok ? actionData.errors : ["Please choose your edition first."]).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <p>
            <Link to={url("SuperNovaBuy")}>Back to the SuperNova buy page</Link>
          </p>
        </StatusAlert>
      ) : (
        <>
          <dl className="summary-list">
            <dt>Edition</dt>
            <dd>{actionData.order.edition}</dd>
            <dt>Delivery</dt>
            <dd>{actionData.order.fulfilment}</dd>
            <dt>Language</dt>
            <dd>{actionData.order.language}</dd>
            <dt>Price (excluding VAT)</dt>
            <dd>{actionData.order.price}</dd>
          </dl>
          <p>
            To complete your order, call our sales team or buy through a dealer, who can also install SuperNova for you and arrange
            training. Tell them you chose: {actionData.order.label}.
          </p>
          <ul className="link-list">
            <li>
              <Link to={url("DealerLocate")}>Find a dealer near you</Link>
            </li>
            <li>
              <Link to={url("Contact")}>Contact our sales team</Link>
            </li>
            <li>
              <Link to={url("SuperNovaBuy")}>Change your choice</Link>
            </li>
          </ul>
        </>
      )}
    </div>
  );
}

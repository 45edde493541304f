import { Link, data, redirect } from "react-router";
import { fieldErrorsOf, flashOf, keptValue } from "@common/forms/action-result";
import { buildUrl } from "@common/routes";
import type { Route } from "./+types/checkout-pay";
import { PageHeading } from "~/components/layout/PageHeading";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { requireUser } from "~/lib/session.server";
import { OrderLines } from "./OrderLines";
import { ownOrderView, payAction } from "./orders.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: its form is an ordinary post, and
// the answer that comes back takes focus.
export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/**
 * The local payment page (only with the local payment provider): the order and a card form
 * that takes test card numbers. A paid order goes to its receipt; an order that is not the
 * visitor's is not found.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const order = await ownOrderView(user.userId, params.orderId);
  if (order?.provider !== "local") throw data(null, { status: 404 });
  if (order.status === "paid" || order.status === "refunded") throw redirect(buildUrl("OrderReceipt", { orderId: order.id }));
  return { order, cancelled: new URL(request.url).searchParams.has("cancelled") };
}

export const action = payAction;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaText(matches).text("Pay for your order | Dolphin") },
  { name: "robots", content: "noindex" },
];

export default function CheckoutPay({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { order } = loaderData;
  const fieldErrors = fieldErrorsOf(actionData);
  const flash = flashOf(actionData);
  const closed = order.status === "expired";
  const { t, text, formatPrice } = useT();
  const total = formatPrice(order.totalAmountMinor, order.currency);
  return (
    <div className="container page">
      <PageHeading>{t("Pay for your order")}</PageHeading>
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      {flash?.kind === "error" && <StatusAlert kind="error">{flash.text}</StatusAlert>}
      {!actionData && order.status === "failed" && (
        <StatusAlert kind="error">
          {order.failureReason ? t(order.failureReason) : t("Your last payment was declined. Nothing was charged: try another card.")}
        </StatusAlert>
      )}
      <OrderLines order={order} totalLabel="Total to pay" />
      {closed ? (
        <StatusAlert kind="error">{t("This order has expired and can no longer be paid. Nothing was charged. Start again from the buy page.")}</StatusAlert>
      ) : (
        <PostForm aria-labelledby="card-title" noValidate>
          <h2 id="card-title">{t("Card details")}</h2>
          <p>
            <T
              message="This is the shop's test payment page: no real card is charged. Use <0>4242 4242 4242 4242</0> to pay, 4000 0025 0000 3155 for a payment your bank asks you to confirm, or 4000 0000 0000 0002 for a declined card; any future expiry date and any 3 digits."
              components={[<strong />]}
            />
          </p>
          <input type="hidden" name="orderId" value={order.id} />
          <TextField
            name="cardNumber"
            label={text("Card number")}
            required
            autoComplete="cc-number"
            inputMode="numeric"
            defaultValue={keptValue(actionData, "cardNumber")}
            errors={errorsFor(fieldErrors, "cardNumber")}
          />
          <TextField
            name="expiry"
            label={text("Expiry date")}
            hint={text("Month and year, like 04/29")}
            required
            autoComplete="cc-exp"
            defaultValue={keptValue(actionData, "expiry")}
            errors={errorsFor(fieldErrors, "expiry")}
          />
          <TextField
            name="securityCode"
            label={text("Security code")}
            hint={text("The 3 digits on the back of the card")}
            required
            autoComplete="cc-csc"
            inputMode="numeric"
            errors={errorsFor(fieldErrors, "securityCode")}
          />
          <TextField
            name="cardholder"
            label={text("Name on card")}
            required
            autoComplete="cc-name"
            defaultValue={keptValue(actionData, "cardholder")}
            errors={errorsFor(fieldErrors, "cardholder")}
          />
          <SubmitButton busyLabel={text("Paying…")}>{t("Pay {total}", { total })}</SubmitButton>
        </PostForm>
      )}
      <p>
        <T message="<0>Cancel and go back to the shop</0>. An unpaid order is cancelled after an hour." components={[<Link to={url("SuperNovaBuy")} />]} />
      </p>
    </div>
  );
}

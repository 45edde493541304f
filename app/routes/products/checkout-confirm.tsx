import { data, redirect } from "react-router";
import { flashOf } from "@common/forms/action-result";
import { buildUrl } from "@common/routes";
import type { Route } from "./+types/checkout-confirm";
import { PageHeading } from "~/components/layout/PageHeading";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { fieldErrorsOf } from "@common/forms/action-result";
import { requireUser } from "~/lib/session.server";
import { OrderLines } from "./OrderLines";
import { confirmAction, ownOrderView } from "./orders.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: its form is an ordinary post.
export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/**
 * The extra step a test card may ask for, as a bank's check would: the customer approves or
 * refuses the payment. Refusing declines it; nothing is charged.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const order = await ownOrderView(user.userId, params.orderId);
  if (order?.provider !== "local") throw data(null, { status: 404 });
  if (order.status === "paid" || order.status === "refunded") throw redirect(buildUrl("OrderReceipt", { orderId: order.id }));
  return { order };
}

export const action = confirmAction;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaText(matches).text("Confirm your payment | Dolphin") },
  { name: "robots", content: "noindex" },
];

export default function CheckoutConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const fieldErrors = fieldErrorsOf(actionData);
  const flash = flashOf(actionData);
  const { t, text, formatPrice } = useT();
  const total = formatPrice(order.totalAmountMinor, order.currency);
  return (
    <div className="container page">
      <PageHeading>{t("Confirm your payment")}</PageHeading>
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      {flash?.kind === "error" && <StatusAlert kind="error">{flash.text}</StatusAlert>}
      <p>{t("Your card's bank asks you to confirm this payment before it is taken.")}</p>
      <OrderLines order={order} totalLabel="Total to pay" />
      <PostForm aria-labelledby="confirm-title">
        <h2 id="confirm-title">{t("Do you want to pay {total}?", { total })}</h2>
        <input type="hidden" name="orderId" value={order.id} />
        <div className="button-row">
          <SubmitButton name="decision" value="approve" busyLabel={text("Paying…")}>
            {t("Yes, pay {total}", { total })}
          </SubmitButton>
          <SubmitButton name="decision" value="refuse" className="button button--secondary" busyLabel={text("Cancelling…")}>
            {t("No, do not pay")}
          </SubmitButton>
        </div>
      </PostForm>
    </div>
  );
}

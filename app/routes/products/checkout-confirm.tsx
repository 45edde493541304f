import { data, redirect } from "react-router";
import { flashOf } from "@common/forms/action-result";
import { buildUrl } from "@common/routes";
import type { Route } from "./+types/checkout-confirm";
import { PageHeading } from "~/components/layout/PageHeading";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { fieldErrorsOf } from "@common/forms/action-result";
import { requireUser } from "~/lib/session.server";
import { OrderLines } from "./OrderLines";
import { confirmAction, ownOrderView } from "./orders.server";

/**
 * The extra step a test card may ask for, as a bank's check would: the customer approves or
 * refuses the payment. Refusing declines it; nothing is charged.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const order = await ownOrderView(user.userId, params.orderId);
  if (!order || order.provider !== "local") throw data(null, { status: 404 });
  if (order.status === "paid" || order.status === "refunded") throw redirect(buildUrl("OrderReceipt", { orderId: order.id }));
  return { order };
}

export const action = confirmAction;

export const meta: Route.MetaFunction = () => [{ title: "Confirm your payment | Dolphin" }, { name: "robots", content: "noindex" }];

export default function CheckoutConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const fieldErrors = fieldErrorsOf(actionData);
  const flash = flashOf(actionData);
  return (
    <div className="container page">
      <PageHeading>Confirm your payment</PageHeading>
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      {flash?.kind === "error" && <StatusAlert kind="error">{flash.text}</StatusAlert>}
      <p>Your card's bank asks you to confirm this payment before it is taken.</p>
      <OrderLines order={order} totalLabel="Total to pay" />
      <PostForm aria-labelledby="confirm-title">
        <h2 id="confirm-title">Do you want to pay {order.total}?</h2>
        <input type="hidden" name="orderId" value={order.id} />
        <div className="button-row">
          <SubmitButton name="decision" value="approve" busyLabel="Paying…">
            Yes, pay {order.total}
          </SubmitButton>
          <SubmitButton name="decision" value="refuse" className="button button--secondary" busyLabel="Cancelling…">
            No, do not pay
          </SubmitButton>
        </div>
      </PostForm>
    </div>
  );
}

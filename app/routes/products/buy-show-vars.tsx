import { Link } from "react-router";
import type { Route } from "./+types/buy-show-vars";
import { PageHeading } from "~/components/layout/PageHeading";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { reviewAction } from "./orders.server";

/**
 * The order summary before payment (POST /SuperNova/Buy/ShowVars for SuperNova's buy form,
 * POST /buy/review for every other buy, upgrade and renew form): what is bought, where, the
 * price, the tax of the buyer's country and the total, all computed on the server. Its form
 * starts checkout; the total it carries is only compared with the server's.
 */
export function loader() {
  // A GET has nothing chosen yet: the page says so and links to the buy pages.
  return null;
}

export const action = reviewAction;

export const meta: Route.MetaFunction = ({ location }) => [
  { title: location.pathname.toLowerCase().includes("/supernova/") ? "Review your SuperNova order | Dolphin" : "Review your order | Dolphin" },
  { name: "robots", content: "noindex" },
];

export default function OrderReview({ actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  if (!actionData || !actionData.ok) {
    const errors = actionData ? summaryFromFieldErrors(actionData.fieldErrors) : [];
    return (
      <div className="container page">
        <PageHeading>Review your order</PageHeading>
        {errors.length > 0 ? <ErrorSummary errors={errors} /> : actionData && <StatusAlert kind="error">{actionData.message}</StatusAlert>}
        {actionData?.dealerOnly ? (
          <p>
            <Link to={url("DealerLocate")}>Find a dealer in your country</Link>, who can also install it and train you.
          </p>
        ) : (
          <p>{actionData ? "Go back, check your choices and try again." : "Choose what you would like to buy first."}</p>
        )}
        <ul className="link-list">
          <li>
            <Link to={url("SuperNovaBuy")}>Buy SuperNova</Link>
          </li>
          <li>
            <Link to={url("ScreenReaderBuy")}>Buy ScreenReader</Link>
          </li>
          <li>
            <Link to={url("GuideConnectBuy")}>Buy GuideConnect</Link>
          </li>
          <li>
            <Link to={url("PublisherBuy")}>Buy Publisher</Link>
          </li>
        </ul>
      </div>
    );
  }
  const { summary, signedIn, checkoutError, fieldErrors } = actionData;
  const errors = summaryFromFieldErrors(fieldErrors);
  return (
    <div className="container page">
      <PageHeading>Review your order</PageHeading>
      {errors.length > 0 && <ErrorSummary errors={errors} />}
      {errors.length === 0 && checkoutError && <StatusAlert kind="error">{checkoutError}</StatusAlert>}
      <dl className="summary-list">
        <dt>Product</dt>
        <dd>{summary.label}</dd>
        <dt>Delivery</dt>
        <dd>{summary.fulfilment}</dd>
        {summary.language && (
          <>
            <dt>Language</dt>
            <dd>{summary.language}</dd>
          </>
        )}
        {summary.licenceSerial && (
          <>
            <dt>For licence</dt>
            <dd>{summary.licenceSerial}</dd>
          </>
        )}
        {summary.organisationName && (
          <>
            <dt>For organisation</dt>
            <dd>{summary.organisationName}</dd>
          </>
        )}
        {(summary.quantity > 1 || summary.organisationName) && (
          <>
            <dt>Seats</dt>
            <dd>{summary.quantity}</dd>
          </>
        )}
        <dt>Country</dt>
        <dd>{summary.country}</dd>
        <dt>Price</dt>
        <dd>{summary.price}</dd>
        <dt>{summary.taxLine}</dt>
        <dd>{summary.tax}</dd>
        <dt>Total to pay</dt>
        <dd>
          <strong>{summary.total}</strong>
        </dd>
      </dl>
      {signedIn ? (
        <PostForm action={url("OrderReview")} aria-labelledby="pay-title">
          <h2 id="pay-title">Pay for your order</h2>
          <p>
            {summary.organisationName
              ? `The seats are added to ${summary.organisationName} as soon as you have paid, and the receipt is emailed to you.`
              : "Your licence is added to your DolphinID account and emailed to you as soon as you have paid."}
          </p>
          <input type="hidden" name="intent" value="checkout" />
          <input type="hidden" name="priceId" value={summary.priceId} />
          <input type="hidden" name="countryId" value={summary.countryId} />
          {summary.languageId !== null && <input type="hidden" name="languageId" value={summary.languageId} />}
          {summary.taxRelief && <input type="hidden" name="taxRelief" value="on" />}
          <input type="hidden" name="quantity" value={summary.quantity} />
          {summary.licenceSerial && <input type="hidden" name="licenceSerial" value={summary.licenceSerial} />}
          {summary.organisationId !== null && <input type="hidden" name="organisationId" value={summary.organisationId} />}
          <input type="hidden" name="idempotencyKey" value={summary.idempotencyKey} />
          <input type="hidden" name="shownTotal" value={summary.totalAmountMinor} />
          <input type="hidden" name="shownCurrency" value={summary.currency} />
          <SubmitButton busyLabel="Going to payment…">Continue to payment</SubmitButton>
        </PostForm>
      ) : (
        <p>
          <Link to={url("Login")}>Sign in with your DolphinID</Link> to pay: your licence is kept in your account. Then choose your order again.
        </p>
      )}
      <p>
        <Link to={url("DealerLocate")}>Buy from a dealer instead</Link>, who can also install it and train you.
      </p>
    </div>
  );
}

import { Link } from "react-router";
import type { Route } from "./+types/buy-show-vars";
import { PageHeading } from "~/components/layout/PageHeading";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { reviewAction } from "./orders.server";
import { FULFILMENT_LABELS } from "@common/products";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useContentLang } from "~/features/products/useContentLang";
import { T, metaText, useT } from "~/i18n/I18n";
import { useTaxLine } from "./OrderLines";
import { useCountryName, useLanguageName } from "~/features/support/countries";

// Served without framework JavaScript to anonymous visitors: its form is an ordinary post.
export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;

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

export const meta: Route.MetaFunction = ({ matches, location }) => [
  {
    title: location.pathname.toLowerCase().includes("/supernova/")
      ? metaText(matches).text("Review your SuperNova order | Dolphin")
      : metaText(matches).text("Review your order | Dolphin"),
  },
  { name: "robots", content: "noindex" },
];

export default function OrderReview({ actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, formatPrice } = useT();
  const contentLang = useContentLang();
  const countryName = useCountryName();
  const languageName = useLanguageName();
  const taxLine = useTaxLine();
  if (!actionData?.ok) {
    const errors = actionData ? summaryFromFieldErrors(actionData.fieldErrors) : [];
    return (
      <div className="container page">
        <PageHeading>{t("Review your order")}</PageHeading>
        {errors.length > 0 ? <ErrorSummary errors={errors} /> : actionData && <StatusAlert kind="error">{actionData.message}</StatusAlert>}
        {actionData?.dealerOnly ? (
          <p>
            <T message="<0>Find a dealer in your country</0>, who can also install it and train you." components={[<Link to={url("DealerLocate")} />]} />
          </p>
        ) : (
          <p>{actionData ? t("Go back, check your choices and try again.") : t("Choose what you would like to buy first.")}</p>
        )}
        <ul className="link-list">
          <li>
            <Link to={url("SuperNovaBuy")}>{t("Buy {name}", { name: "SuperNova" })}</Link>
          </li>
          <li>
            <Link to={url("ScreenReaderBuy")}>{t("Buy {name}", { name: "ScreenReader" })}</Link>
          </li>
          <li>
            <Link to={url("GuideConnectBuy")}>{t("Buy {name}", { name: "GuideConnect" })}</Link>
          </li>
          <li>
            <Link to={url("PublisherBuy")}>{t("Buy {name}", { name: "Publisher" })}</Link>
          </li>
        </ul>
      </div>
    );
  }
  const { summary, signedIn, checkoutError, fieldErrors } = actionData;
  const errors = summaryFromFieldErrors(fieldErrors);
  return (
    <div className="container page">
      <PageHeading>{t("Review your order")}</PageHeading>
      {errors.length > 0 && <ErrorSummary errors={errors} />}
      {errors.length === 0 && checkoutError && <StatusAlert kind="error">{checkoutError}</StatusAlert>}
      <dl className="summary-list">
        <dt>{t("Product")}</dt>
        <dd lang={contentLang}>{summary.label}</dd>
        <dt>{t("Delivery")}</dt>
        <dd>{t(FULFILMENT_LABELS[summary.fulfilmentKind])}</dd>
        {summary.language && (
          <>
            <dt>{t("Language")}</dt>
            <dd>{languageName({ name: summary.language, iso: summary.languageIso })}</dd>
          </>
        )}
        {summary.licenceSerial && (
          <>
            <dt>{t("For licence")}</dt>
            <dd translate="no">{summary.licenceSerial}</dd>
          </>
        )}
        {summary.organisationName && (
          <>
            <dt>{t("For organisation")}</dt>
            <dd translate="no">{summary.organisationName}</dd>
          </>
        )}
        {(summary.quantity > 1 || summary.organisationName) && (
          <>
            <dt>{t("Seats")}</dt>
            <dd>{summary.quantity}</dd>
          </>
        )}
        <dt>{t("Country")}</dt>
        <dd>{countryName({ name: summary.country, iso3166: summary.countryCode })}</dd>
        {summary.buyer.companyName && (
          <>
            <dt>{t("Company name")}</dt>
            <dd translate="no">{summary.buyer.companyName}</dd>
          </>
        )}
        {summary.buyer.vatNumber && (
          <>
            <dt>{t("VAT number")}</dt>
            <dd translate="no">{summary.buyer.vatNumber}</dd>
          </>
        )}
        <dt>{t("Price")}</dt>
        <dd>{formatPrice(summary.netAmountMinor, summary.currency)}</dd>
        <dt>{taxLine(summary)}</dt>
        <dd>{formatPrice(summary.taxAmountMinor, summary.currency)}</dd>
        <dt>{t("Total to pay")}</dt>
        <dd>
          <strong>{formatPrice(summary.totalAmountMinor, summary.currency)}</strong>
        </dd>
      </dl>
      {signedIn ? (
        <PostForm action={url("OrderReview")} aria-labelledby="pay-title">
          <h2 id="pay-title">{t("Pay for your order")}</h2>
          <p>
            {summary.organisationName
              ? t("The seats are added to {organisation} as soon as you have paid, and the receipt is emailed to you.", {
                  organisation: summary.organisationName,
                })
              : t("Your licence is added to your DolphinID account and emailed to you as soon as you have paid.")}
          </p>
          <input type="hidden" name="intent" value="checkout" />
          <input type="hidden" name="priceId" value={summary.priceId} />
          <input type="hidden" name="countryId" value={summary.countryId} />
          {summary.languageId !== null && <input type="hidden" name="languageId" value={summary.languageId} />}
          {summary.taxRelief && <input type="hidden" name="taxRelief" value="on" />}
          {Object.entries(summary.buyer).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="quantity" value={summary.quantity} />
          {summary.licenceSerial && <input type="hidden" name="licenceSerial" value={summary.licenceSerial} />}
          {summary.editionUpgrade && <input type="hidden" name="editionUpgrade" value="on" />}
          {summary.organisationId !== null && <input type="hidden" name="organisationId" value={summary.organisationId} />}
          <input type="hidden" name="idempotencyKey" value={summary.idempotencyKey} />
          <input type="hidden" name="shownTotal" value={summary.totalAmountMinor} />
          <input type="hidden" name="shownCurrency" value={summary.currency} />
          <SubmitButton busyLabel={text("Going to payment…")}>{t("Continue to payment")}</SubmitButton>
        </PostForm>
      ) : (
        <p>
          <T
            message="<0>Sign in with your DolphinID</0> to pay: your licence is kept in your account. Then choose your order again."
            components={[<Link to={url("Login")} />]}
          />
        </p>
      )}
      <p>
        <T message="<0>Buy from a dealer instead</0>, who can also install it and train you." components={[<Link to={url("DealerLocate")} />]} />
      </p>
    </div>
  );
}

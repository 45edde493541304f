/**
 * The premium reader subscribe page's order form: an admin of an organisation chooses the
 * organisation, a plan and a number of seats, and reviews the order like every other buy form
 * (the price per seat and the total are the server's). Others are told how to get there.
 */
import { Link } from "react-router";
import { MAX_SEATS } from "@common/schemas/orders";
import { RadioGroup, SelectField, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { T, useT } from "~/i18n/I18n";

export interface SeatOrganisation {
  id: number;
  name: string;
  seats: number;
  expiresAt: string;
}

const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };

export function BuySeatsForm({
  organisations,
  chosen,
  plans,
  countryId,
  currency,
  taxName,
}: {
  /** null: signed out. */
  organisations: SeatOrganisation[] | null;
  /** The organisation to choose first (from its premium pages), if the buyer is its admin. */
  chosen?: number | null;
  plans: { id: number; label: string; price: string }[];
  countryId: number;
  currency: string;
  taxName: string;
}) {
  const url = useLocalisedUrl();
  const { t, text, formatDate } = useT();
  if (organisations === null) {
    return (
      <p className="panel">
        <T
          message="<0>Sign in with your DolphinID</0> to buy seats for an organisation you are an admin of."
          components={[
            <Link
              to={url("Login", undefined, { query: { auto: 1, returnTo: url("ReaderSubscribe", {}, chosen ? { query: { organisation: chosen } } : {}) } })}
            />,
          ]}
        />
      </p>
    );
  }
  if (organisations.length === 0 || plans.length === 0) {
    return (
      <p className="panel">
        <T
          message="Seats are bought by an admin of the organisation. To start a subscription for a new organisation, <0>ask our sales team</0>; to become an admin of an existing one, ask one of its admins to invite you."
          components={[<Link to={url("Contact")} />]}
        />
      </p>
    );
  }
  return (
    <form method="post" data-busy-form="" action={url("OrderReview")} className="panel" aria-labelledby="seats-title">
      <h2 id="seats-title">{t("Buy seats")}</h2>
      <p>{t("Seats are added to the organisation, and its subscription runs on for the plan's period from its current end.")}</p>
      <ul>
        {organisations.map((entry) => (
          <li key={entry.id}>
            <T
              message="<0/>: {count, plural, one {# seat} other {# seats}}, until <1/>"
              values={{ count: entry.seats }}
              components={[<span translate="no">{entry.name}</span>, <time dateTime={entry.expiresAt}>{formatDate(entry.expiresAt, DAY)}</time>]}
            />
          </li>
        ))}
      </ul>
      <SelectField
        name="organisationId"
        label={text("Organisation")}
        required
        defaultValue={String((organisations.find((entry) => entry.id === chosen) ?? organisations[0]!).id)}
        options={organisations.map((entry) => ({ value: entry.id, label: entry.name, translate: "no" as const }))}
      />
      <RadioGroup
        name="priceId"
        label={text("Plan (price per seat in {currency}, before {tax})", { currency, tax: taxName })}
        required
        defaultValue={String(plans[0]!.id)}
        options={plans.map((plan) => ({ value: String(plan.id), label: text("{plan}: {price} a seat", { plan: plan.label, price: plan.price }) }))}
      />
      <TextField
        name="quantity"
        label={text("Seats")}
        hint={text("From 1 to {max}.", { max: MAX_SEATS })}
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_SEATS}
        defaultValue="10"
      />
      <input type="hidden" name="countryId" value={countryId} />
      <SubmitButton busyLabel={text("Sending…")}>{t("Review your order")}</SubmitButton>
    </form>
  );
}

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

export interface SeatOrganisation {
  id: number;
  name: string;
  seats: number;
  expiresAt: string;
}

const day = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export function BuySeatsForm({
  organisations,
  plans,
  countryId,
  currency,
  taxName,
}: {
  /** null: signed out. */
  organisations: SeatOrganisation[] | null;
  plans: { id: number; label: string; price: string }[];
  countryId: number;
  currency: string;
  taxName: string;
}) {
  const url = useLocalisedUrl();
  if (organisations === null) {
    return (
      <p className="panel">
        <Link to={url("Login", undefined, { query: { auto: 1, returnTo: url("ReaderSubscribe") } })}>Sign in with your DolphinID</Link> to buy seats for an
        organisation you are an admin of.
      </p>
    );
  }
  if (organisations.length === 0 || plans.length === 0) {
    return (
      <p className="panel">
        Seats are bought by an admin of the organisation. To start a subscription for a new organisation, <Link to={url("Contact")}>ask our sales team</Link>; to
        become an admin of an existing one, ask one of its admins to invite you.
      </p>
    );
  }
  return (
    <form method="post" data-busy-form="" action={url("OrderReview")} className="panel" aria-labelledby="seats-title">
      <h2 id="seats-title">Buy seats</h2>
      <p>Seats are added to the organisation, and its subscription runs on for the plan's period from its current end.</p>
      <ul>
        {organisations.map((entry) => (
          <li key={entry.id}>
            {entry.name}: {entry.seats} seats, until {day(entry.expiresAt)}
          </li>
        ))}
      </ul>
      <SelectField
        name="organisationId"
        label="Organisation"
        required
        defaultValue={String(organisations[0]!.id)}
        options={organisations.map((entry) => ({ value: entry.id, label: entry.name }))}
      />
      <RadioGroup
        name="priceId"
        label={`Plan (price per seat in ${currency}, before ${taxName})`}
        required
        defaultValue={String(plans[0]!.id)}
        options={plans.map((plan) => ({ value: String(plan.id), label: `${plan.label}: ${plan.price} a seat` }))}
      />
      <TextField name="quantity" label="Seats" hint={`From 1 to ${MAX_SEATS}.`} required type="number" inputMode="numeric" min={1} max={MAX_SEATS} defaultValue="10" />
      <input type="hidden" name="countryId" value={countryId} />
      <SubmitButton busyLabel="Sending…">Review your order</SubmitButton>
    </form>
  );
}

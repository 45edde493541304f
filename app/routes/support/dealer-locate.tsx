import { useRef } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/dealer-locate";
import { STATE_SELECTOR_COUNTRY_ID } from "@common/support/constants";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { SelectField, errorsFor } from "~/components/forms/fields";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { PageHeading } from "~/components/layout/PageHeading";
import { DealerList } from "~/features/support/DealerList";
import { useTogglers } from "~/features/support/behaviours";
import { searchDealersForPage } from "~/features/support/actions.server";
import { listDealerPlaces } from "~/features/support/desk.server";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "support" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Find a dealer | Dolphin" },
  { name: "description", content: "Find a Dolphin dealer near you for demonstrations, sales, installation and training." },
];

/**
 * GET /contact/dealer/locate?submitted=1&country=…&state=…: the locator is a GET form, and a
 * submitted search runs the same operation as dealer-locate/fetch-dealers.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const places = await listDealerPlaces(db());
  const chosen = { country: query.get("country") ?? "", state: query.get("state") ?? "" };
  const search = query.get("submitted") ? await searchDealersForPage(request) : { dealers: null, fieldErrors: null, loadError: null };
  const countryName = places.countries.find((c) => String(c.id) === chosen.country)?.name ?? null;
  const stateName = places.states.find((s) => String(s.id) === chosen.state)?.name ?? null;
  return { ...places, ...search, chosen, countryName, stateName };
}

export default function DealerLocate({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const formRef = useRef<HTMLFormElement>(null);
  useTogglers(formRef);
  const { chosen, dealers, fieldErrors } = loaderData;
  // Without JavaScript the state list shows unless another country was chosen; with it, the toggler decides.
  const stateHidden = chosen.country !== "" && chosen.country !== String(STATE_SELECTOR_COUNTRY_ID);
  const place = loaderData.stateName ? `${loaderData.stateName}, ${loaderData.countryName}` : loaderData.countryName;
  return (
    <div className="container page">
      <PageHeading>Find a dealer</PageHeading>
      <p className="lead">
        Our dealers demonstrate, sell, install and support Dolphin products in their region, and many offer training in person. Choose your
        country to see the dealers near you.
      </p>
      <form ref={formRef} method="get" action={url("DealerLocate")} noValidate className="panel dealer-form" aria-labelledby="dealer-form-title">
        <h2 id="dealer-form-title">Where are you?</h2>
        <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
        <input type="hidden" name="submitted" value="1" />
        <SelectField
          name="country"
          label="Country"
          required
          placeholder="Choose a country"
          defaultValue={chosen.country}
          options={loaderData.countries.map((country) => ({ value: country.id, label: country.name }))}
          data-toggler-target="dealer-state-group"
          data-toggler-value={String(STATE_SELECTOR_COUNTRY_ID)}
          errors={errorsFor(fieldErrors, "country")}
        />
        <div id="dealer-state-group" hidden={stateHidden}>
          <SelectField
            name="state"
            label="State"
            required
            disabled={stateHidden}
            hint="For the United States of America only."
            placeholder="Choose a state"
            defaultValue={chosen.state}
            options={loaderData.states.map((state) => ({ value: state.id, label: state.name }))}
            errors={errorsFor(fieldErrors, "state")}
          />
        </div>
        <button type="submit" className="button">
          Locate Dealer
        </button>
      </form>

      {loaderData.loadError && (
        <StatusAlert kind="error">
          <p>{loaderData.loadError}</p>
        </StatusAlert>
      )}
      {dealers && (
        <section aria-labelledby="dealer-results-title" className="dealer-results">
          <h2 id="dealer-results-title">Dealers in {place}</h2>
          <p role="status">
            {dealers.length === 0
              ? `We have no dealer in ${place} yet.`
              : `${dealers.length} ${dealers.length === 1 ? "dealer" : "dealers"} found in ${place}.`}
          </p>
          {dealers.length === 0 ? (
            <p>
              Please <Link to={url("Contact")}>contact us</Link> and we will help you directly or introduce you to the nearest dealer.
            </p>
          ) : (
            <DealerList dealers={dealers} />
          )}
        </section>
      )}
    </div>
  );
}

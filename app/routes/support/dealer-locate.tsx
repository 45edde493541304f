import { Link } from "react-router";
import type { Route } from "./+types/dealer-locate";
import { STATE_SELECTOR_COUNTRY_ID } from "@common/support/constants";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { SelectField, errorsFor } from "~/components/forms/fields";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { PageHeading } from "~/components/layout/PageHeading";
import { DealerList } from "~/features/support/DealerList";
import { useCountryName, useCountryOptions } from "~/features/support/countries";
import { searchDealersForPage } from "~/features/support/actions.server";
import { listCountries, listDealerPlaces } from "~/features/support/desk.server";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the locator is a GET form, its state
// list is enhanced, and the count of dealers found takes focus when the page loads with them.
export const handle = { i18n: ["support/dealer-locate"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [
    { title: text("Find a dealer | Dolphin") },
    { name: "description", content: text("Find a Dolphin dealer near you for demonstrations, sales, installation and training.") },
  ];
};

/**
 * GET /contact/dealer/locate?submitted=1&country=…&state=…: the locator is a GET form, and a
 * submitted search runs the same operation as dealer-locate/fetch-dealers.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const [places, codes] = await Promise.all([listDealerPlaces(db()), listCountries(db())]);
  const chosen = { country: query.get("country") ?? "", state: query.get("state") ?? "" };
  const search = query.get("submitted") ? await searchDealersForPage(request) : { dealers: null, fieldErrors: null, loadError: null };
  // The ISO code gives each country its name in the page's language.
  const iso = new Map(codes.map((country) => [country.id, country.iso3166]));
  const countries = places.countries.map((country) => ({ ...country, iso3166: iso.get(country.id) ?? null }));
  const country = countries.find((c) => String(c.id) === chosen.country) ?? null;
  const stateName = places.states.find((s) => String(s.id) === chosen.state)?.name ?? null;
  const dealers = search.dealers?.map((dealer) => ({ ...dealer, countryIso: countries.find((c) => c.name === dealer.countryName)?.iso3166 ?? null })) ?? null;
  return { countries, states: places.states, ...search, dealers, chosen, country, stateName };
}

export default function DealerLocate({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const countryName = useCountryName();
  const countryOptions = useCountryOptions(loaderData.countries);
  const { chosen, dealers, fieldErrors } = loaderData;
  // Without JavaScript the state list shows unless another country was chosen; with it, the toggler decides.
  const stateHidden = chosen.country !== "" && chosen.country !== String(STATE_SELECTOR_COUNTRY_ID);
  const country = loaderData.country ? countryName(loaderData.country) : "";
  const place = loaderData.stateName ? text("{state}, {country}", { state: loaderData.stateName, country }) : country;
  return (
    <div className="container page">
      <PageHeading>{t("Find a dealer")}</PageHeading>
      <p className="lead">
        {t(
          "Our dealers demonstrate, sell, install and support Dolphin products in their region, and many offer training in person. Choose your country to see the dealers near you.",
        )}
      </p>
      <form method="get" action={url("DealerLocate")} noValidate className="panel dealer-form" aria-labelledby="dealer-form-title">
        <h2 id="dealer-form-title">{t("Where are you?")}</h2>
        <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
        <input type="hidden" name="submitted" value="1" />
        <SelectField
          name="country"
          label={text("Country")}
          required
          placeholder={text("Choose a country")}
          defaultValue={chosen.country}
          // Names: in the page's language already, not for a translation tool.
          translate="no"
          options={countryOptions}
          data-toggler-target="dealer-state-group"
          data-toggler-value={String(STATE_SELECTOR_COUNTRY_ID)}
          errors={errorsFor(fieldErrors, "country")}
        />
        <div id="dealer-state-group" hidden={stateHidden}>
          <SelectField
            name="state"
            label={text("State")}
            required
            disabled={stateHidden}
            hint={t("For the United States of America only.")}
            placeholder={text("Choose a state")}
            defaultValue={chosen.state}
            translate="no"
            options={loaderData.states.map((state) => ({ value: state.id, label: state.name }))}
            errors={errorsFor(fieldErrors, "state")}
          />
        </div>
        <button type="submit" className="button">
          {t("Locate Dealer")}
        </button>
      </form>

      {loaderData.loadError && (
        <StatusAlert kind="error">
          <p>{t(loaderData.loadError)}</p>
        </StatusAlert>
      )}
      {dealers && (
        <section aria-labelledby="dealer-results-title" className="dealer-results">
          <h2 id="dealer-results-title">{t("Dealers in {place}", { place })}</h2>
          <p role="status" tabIndex={-1} data-focus-on-load="">
            {dealers.length === 0
              ? t("We have no dealer in {place} yet.", { place })
              : t("{count, plural, one {# dealer found in {place}.} other {# dealers found in {place}.}}", { count: dealers.length, place })}
          </p>
          {dealers.length === 0 ? (
            <p>
              <T
                message="Please <0>contact us</0> and we will help you directly or introduce you to the nearest dealer."
                components={[<Link to={url("Contact")} />]}
              />
            </p>
          ) : (
            <DealerList dealers={dealers} />
          )}
        </section>
      )}
    </div>
  );
}

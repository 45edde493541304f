import type { Route } from "./+types/country-change";
import { COUNTRY_COOKIE } from "@common/support/constants";
import { PageHeading } from "~/components/layout/PageHeading";
import { CountryPicker } from "~/features/support/CountryPicker";
import { useCountryName } from "~/features/support/countries";
import { countryChoiceAction } from "~/features/support/actions.server";
import { listCountries } from "~/features/support/desk.server";
import { db } from "~/lib/db.server";
import { readCookies } from "~/lib/cookies";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the choice is an ordinary post, and
// 'Detect my location' is enhanced.
export const handle = { i18n: ["support/country-change"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [
    { title: text("Change your country | Dolphin") },
    { name: "description", content: text("Choose your country to see local dealers, prices and help in your language.") },
  ];
};

export async function loader({ request }: Route.LoaderArgs) {
  const rows = await listCountries(db());
  const cookie = Number(readCookies(request)[COUNTRY_COOKIE]);
  const current = rows.find((row) => row.id === cookie) ?? null;
  const url = new URL(request.url);
  return { countries: rows, currentId: current?.id ?? null, saved: Boolean(url.searchParams.get("saved") && current) };
}

/** Without JavaScript: the same operation as POST session/country, back to this page with `saved`. */
export const action = countryChoiceAction;

export default function CountryChange({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const countryName = useCountryName();
  const current = loaderData.countries.find((country) => country.id === loaderData.currentId);
  return (
    <div className="container page">
      <PageHeading>{t("Change your country")}</PageHeading>
      <p className="lead">{t("Tell us where you are, so we can show you local dealers, prices and the help available in your country.")}</p>
      <CountryPicker
        action={url("CountryChange")}
        countries={loaderData.countries}
        currentId={loaderData.currentId}
        redirectTo={url("CountryChange", {}, { query: { saved: 1 } })}
        saved={loaderData.saved && current ? text("Your country is now {country}.", { country: countryName(current) }) : null}
        result={actionData}
      />
    </div>
  );
}

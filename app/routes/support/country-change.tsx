import type { Route } from "./+types/country-change";
import { COUNTRY_COOKIE } from "@common/support/constants";
import { PageHeading } from "~/components/layout/PageHeading";
import { CountryPicker } from "~/features/support/CountryPicker";
import { countryChoiceAction } from "~/features/support/actions.server";
import { listCountries } from "~/features/support/desk.server";
import { db } from "~/lib/db.server";
import { readCookies } from "~/lib/cookies";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "support" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Change your country | Dolphin" },
  { name: "description", content: "Choose your country to see local dealers, prices and help in your language." },
];

export async function loader({ request }: Route.LoaderArgs) {
  const rows = await listCountries(db());
  const cookie = Number(readCookies(request)[COUNTRY_COOKIE]);
  const current = rows.find((row) => row.id === cookie) ?? null;
  const url = new URL(request.url);
  return { countries: rows, currentId: current?.id ?? null, saved: url.searchParams.get("saved") && current ? `Your country is now ${current.name}.` : null };
}

/** Without JavaScript: the same operation as POST session/country, back to this page with `saved`. */
export const action = countryChoiceAction;

export default function CountryChange({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>Change your country</PageHeading>
      <p className="lead">Tell us where you are, so we can show you local dealers, prices and the help available in your country.</p>
      <CountryPicker
        action={url("CountryChange")}
        countries={loaderData.countries}
        currentId={loaderData.currentId}
        redirectTo={url("CountryChange", {}, { query: { saved: 1 } })}
        saved={loaderData.saved}
        result={actionData}
      />
    </div>
  );
}

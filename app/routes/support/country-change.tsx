import { redirect } from "react-router";
import { asc } from "drizzle-orm";
import * as v from "valibot";
import type { Route } from "./+types/country-change";
import { buildUrl } from "@common/routes";
import { safeRedirectTarget } from "@common/safe-path";
import { sessionCountrySchema } from "@common/schemas/support";
import { COUNTRY_COOKIE } from "@common/support/constants";
import { PageHeading } from "~/components/layout/PageHeading";
import { CountryPicker } from "~/features/support/CountryPicker";
import { db } from "~/lib/db.server";
import { readCookies } from "~/lib/cookies";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { countries } from "../../../workers/db/schema";

export const meta: Route.MetaFunction = () => [
  { title: "Change your country | Dolphin" },
  { name: "description", content: "Choose your country to see local dealers, prices and help in your language." },
];

export async function loader({ request }: Route.LoaderArgs) {
  const rows = await db().select().from(countries).orderBy(asc(countries.name));
  const cookie = Number(readCookies(request)[COUNTRY_COOKIE]);
  const current = rows.find((row) => row.id === cookie) ?? null;
  const url = new URL(request.url);
  return { countries: rows, currentId: current?.id ?? null, saved: url.searchParams.get("saved") && current ? `Your country is now ${current.name}.` : null };
}

/** Without JavaScript: stores the country in the same cookie as POST session/country. */
export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = v.safeParse(sessionCountrySchema, form);
  const rows = parsed.success ? await db().select().from(countries) : [];
  const country = parsed.success ? rows.find((row) => row.id === parsed.output.countryId) : undefined;
  const back = new URL(request.url);
  const page = safeRedirectTarget(back.pathname, buildUrl("CountryChange"));
  if (!country) return redirect(page);
  back.searchParams.set("saved", "1");
  const secure = back.protocol === "https:" ? "; Secure" : "";
  return redirect(`${page}?saved=1`, {
    headers: { "Set-Cookie": `${COUNTRY_COOKIE}=${country.id}; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax${secure}` },
  });
}

export default function CountryChange({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>Change your country</PageHeading>
      <p className="lead">Tell us where you are, so we can show you local dealers, prices and the help available in your country.</p>
      <CountryPicker
        action={url("CountryChange")}
        countries={loaderData.countries}
        currentId={loaderData.currentId}
        redirectTo={url("CountryChange")}
        saved={loaderData.saved}
      />
    </div>
  );
}

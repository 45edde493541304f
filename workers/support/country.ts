/**
 * The visitor's country: the list to choose from, the country of a point (the picker's
 * 'Detect my location', through the geocoder), and choosing one, which is kept for a year
 * in a cookie and, for a form posted without JavaScript, goes back to the page it names.
 */
import { asc, eq } from "drizzle-orm";
import { generateCookie } from "hono/cookie";
import { reverseGeocodeSchema, sessionCountrySchema } from "@common/schemas/support";
import { COUNTRY_COOKIE } from "@common/support/constants";
import { type Database, countries } from "../db";
import { isSecureUrl } from "../http";
import { Refusal, defineOperation, done } from "../operation";
import { getGeocoder } from "../services";

export type Country = typeof countries.$inferSelect;

/** A chosen country is remembered for a year. */
const COUNTRY_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function listCountries(db: Database): Promise<Country[]> {
  return db.select().from(countries).orderBy(asc(countries.name));
}

async function countryWhere(db: Database, where: ReturnType<typeof eq>): Promise<Country | null> {
  const [country] = await db.select().from(countries).where(where);
  return country ?? null;
}

/** GET geolocation/reverse: the geocoder's answer for a point, with the country it names, if the site knows it. */
export const locateCountry = defineOperation({
  name: "geolocation-reverse",
  input: reverseGeocodeSchema,
  access: "anyone",
  rateLimit: { name: "geolocation", limit: 30, windowSeconds: 60 },
  run: async ({ env, db }, { latitude, longitude }) => {
    const result = await getGeocoder(env).reverse(latitude, longitude);
    const country = result.countryCode ? await countryWhere(db, eq(countries.iso3166, result.countryCode)) : null;
    return done({ ...result, country });
  },
});

/**
 * POST session/country, and the country page's form: a country of the list, kept in the
 * country cookie (Secure on https and on the local host); the visitor goes on to
 * `redirectTo` when it is a path of this site.
 */
export const chooseCountry = defineOperation({
  name: "choose-country",
  input: sessionCountrySchema,
  access: "anyone",
  run: async ({ db, request }, { countryId, redirectTo }) => {
    const country = await countryWhere(db, eq(countries.id, countryId));
    if (!country) throw Refusal.field("countryId", "Country", "Choose a country from the list");
    const cookie = generateCookie(COUNTRY_COOKIE, String(country.id), {
      path: "/",
      maxAge: COUNTRY_COOKIE_MAX_AGE_SECONDS,
      sameSite: "Lax",
      secure: isSecureUrl(request.url),
    });
    return done(
      { country, message: { id: "Your country is now {country}.", values: { country: country.name } } },
      { redirect: redirectTo || undefined, cookies: [cookie] },
    );
  },
});

/**
 * The site's reference data: languages, countries and their states, and homepage localisations,
 * each read once per isolate and content version (reference-cache.ts).
 */
import { asc } from "drizzle-orm";
import * as v from "valibot";
import { languageIdParamSchema, statesQuerySchema } from "@common/schemas/site";
import { countries, languages, states } from "../db";
import { Refusal, defineOperation, done } from "../operation";
import { homepageLocalisation } from "./homepage";
import { keptReference } from "./reference-cache";

/** What the API says of a language: not the desk's revision. */
const LANGUAGE_COLUMNS = {
  id: languages.id,
  name: languages.name,
  iso6391: languages.iso6391,
  iso6393: languages.iso6393,
  countryId: languages.countryId,
  authServerId: languages.authServerId,
};

export const listLanguages = defineOperation({
  name: "languages",
  input: v.object({}),
  access: "anyone",
  run: async ({ db, env }) => done(await keptReference(env, "languages", () => db.select(LANGUAGE_COLUMNS).from(languages).orderBy(asc(languages.id)))),
});

export const listCountries = defineOperation({
  name: "countries",
  input: v.object({}),
  access: "anyone",
  run: async ({ db, env }) =>
    done(
      await keptReference(env, "countries", () =>
        db.select({ id: countries.id, name: countries.name, iso3166: countries.iso3166 }).from(countries).orderBy(asc(countries.name)),
      ),
    ),
});

/** Every state, or one country's. */
export const listStates = defineOperation({
  name: "states",
  input: statesQuerySchema,
  access: "anyone",
  run: async ({ db, env }, { countryId }) => {
    const all = await keptReference(env, "states", () =>
      db.select({ id: states.id, name: states.name, code: states.code, countryId: states.countryId }).from(states).orderBy(asc(states.name)),
    );
    return done(countryId ? all.filter((state) => state.countryId === countryId) : all);
  },
});

export const readHomepageLocalisation = defineOperation({
  name: "homepage-localisation",
  input: languageIdParamSchema,
  access: "anyone",
  run: async ({ db, env }, { languageId }) => {
    const localisation = await homepageLocalisation(env, db, languageId);
    if (!localisation) throw Refusal.status(404, "There is no homepage localisation for that language.");
    // The revision is the staff desk's edit check, not part of what the site publishes.
    const { revision: _revision, ...published } = localisation;
    return done(published);
  },
});

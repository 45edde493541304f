/** The site's reference data: languages, countries and their states, and homepage localisations. */
import { asc, eq } from "drizzle-orm";
import * as v from "valibot";
import { languageIdParamSchema, statesQuerySchema } from "@common/schemas/site";
import { countries, languages, states } from "../db/schema";
import { Refusal, defineOperation, done } from "../operation";
import { findLocalisation } from "./homepage";

export const listLanguages = defineOperation({
  name: "languages",
  input: v.object({}),
  access: "anyone",
  run: async ({ db }) => done(await db.select().from(languages).orderBy(asc(languages.id))),
});

export const listCountries = defineOperation({
  name: "countries",
  input: v.object({}),
  access: "anyone",
  run: async ({ db }) => done(await db.select().from(countries).orderBy(asc(countries.name))),
});

/** Every state, or one country's. */
export const listStates = defineOperation({
  name: "states",
  input: statesQuerySchema,
  access: "anyone",
  run: async ({ db }, { countryId }) =>
    done(
      await db
        .select({ id: states.id, name: states.name, code: states.code, countryId: states.countryId })
        .from(states)
        .where(countryId ? eq(states.countryId, countryId) : undefined)
        .orderBy(asc(states.name)),
    ),
});

export const readHomepageLocalisation = defineOperation({
  name: "homepage-localisation",
  input: languageIdParamSchema,
  access: "anyone",
  run: async ({ db }, { languageId }) => {
    const localisation = await findLocalisation(db, languageId);
    if (!localisation) throw Refusal.status(404, "There is no homepage localisation for that language.");
    // The revision is the staff desk's edit check, not part of what the site publishes.
    const { revision: _revision, ...published } = localisation;
    return done(published);
  },
});

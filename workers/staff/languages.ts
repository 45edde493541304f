/**
 * The Languages section: each language's name and its ISO 639-1 and 639-3 codes (the site's
 * language picker and the products' language lists read them), and the country it belongs to.
 */
import { asc, eq } from "drizzle-orm";
import { languageSaveSchema } from "@common/schemas/staff-reference";
import { type Database, countries, languages } from "../db";
import { defineOperation, done, refuse } from "../operation";
import { saveRowAt } from "./revision-save";
import { actorOf, staffAccess } from "./roles";
import { deskListRead } from "./desk-list";

export interface LanguageListing {
  id: number;
  name: string;
  iso6391: string;
  iso6393: string;
  /** null: the language has no country. */
  countryName: string | null;
  revision: number;
}

export async function listLanguagesForDesk(db: Database): Promise<LanguageListing[]> {
  const rows = await db
    .select({ language: languages, countryName: countries.name })
    .from(languages)
    .leftJoin(countries, eq(countries.id, languages.countryId))
    .orderBy(asc(languages.name))
    .all();
  return rows.map(({ language, countryName }) => ({
    id: language.id,
    name: language.name,
    iso6391: language.iso6391,
    iso6393: language.iso6393,
    countryName: countryName ?? null,
    revision: language.revision,
  }));
}

export const readLanguagesForDesk = deskListRead("staff-languages", "languages", listLanguagesForDesk);

export const saveLanguage = defineOperation({
  name: "staff-language-save",
  input: languageSaveSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const before = await db.select().from(languages).where(eq(languages.id, input.languageId)).get();
    if (!before) return refuse(404, "There is no language with that id.");
    const after = { name: input.name, iso6391: input.iso6391, iso6393: input.iso6393 };
    await saveRowAt(db, languages, { id: input.languageId, revision: input.revision }, after, actorOf(user), {
      action: "language.save",
      subjectType: "language",
      subjectId: input.languageId,
      summary: `Saved the language ${input.name} (${input.iso6391}, ${input.iso6393})`,
      before: { name: before.name, iso6391: before.iso6391, iso6393: before.iso6393 },
      after,
    });
    const message = { id: "The language {name} is saved.", values: { name: input.name } };
    return done({ language: (await listLanguagesForDesk(db)).find((row) => row.id === input.languageId), message }, { message });
  },
});

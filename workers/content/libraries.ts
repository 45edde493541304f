/**
 * The libraries lists' operations: the list of an app's libraries (filtered by country and
 * language), and a library's joining instructions sent by email (a few per address in ten
 * minutes; an unknown library is not found).
 */
import { librariesQuerySchema, libraryInstructionsRequestSchema } from "@common/schemas/content";
import { Refusal, defineOperation, done } from "../operation";
import { sendThroughOutbox } from "../services";
import { LIBRARY_APPS, type LibraryApp, findLibrary, listLibraries } from "./service";
import { mailLanguage, serverText } from "../i18n";

export const LIBRARY_INSTRUCTIONS_RATE_LIMIT = { name: "library-instructions", limit: 5, windowSeconds: 600 };

export const listAppLibraries = defineOperation({
  name: "libraries-list",
  input: librariesQuerySchema,
  access: "anyone",
  run: async ({ db }, { app, country, language }) => {
    const name = LIBRARY_APPS.find((candidate) => candidate.toLowerCase() === app) as LibraryApp;
    const rows = await listLibraries(db, name, { countryId: country, languageId: language });
    return done(rows.map(({ description: _description, howToJoin: _howToJoin, ...library }) => library));
  },
});

export const sendLibraryInstructions = defineOperation({
  name: "library-instructions",
  input: libraryInstructionsRequestSchema,
  access: "anyone",
  rateLimit: LIBRARY_INSTRUCTIONS_RATE_LIMIT,
  run: async ({ env, db, locale }, { app, libraryId, email }) => {
    const library = await findLibrary(db, app, libraryId);
    if (!library) throw Refusal.status(404, "There is no such library.");
    const t = serverText(locale);
    // The library's own texts are stored in English; only the mail's words are translated.
    await sendThroughOutbox(env, db, [
      {
        to: email,
        subject: t.text("How to join {library} in {app}", { library: library.name, app }),
        text: `${library.summary}\n\n${t.text("How to join:")}\n${library.howToJoin}\n\n${t.text("Library website: {website}", { website: library.website })}\n\nDolphin`,
        tag: `library-instructions:${library.id}`,
        lang: mailLanguage(locale),
      },
    ]);
    return done({ email, message: { id: "We have sent the joining instructions to {email}.", values: { email } } });
  },
});

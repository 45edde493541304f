/**
 * The visitor's language choice: the language switcher's links and the suggestion banner come
 * here; the choice is kept for a year in a cookie the site needs to honour it, then the visitor
 * goes on to the page they asked for (a path on this site, never another).
 */
import { stringifySetCookie } from "cookie";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_LIFETIME_SECONDS } from "@common/i18n/choice";
import { languageChoiceSchema } from "@common/schemas/site";
import { isSecureUrl } from "../http";
import { defineOperation, done } from "../operation";

export const chooseLanguage = defineOperation({
  name: "language-choice",
  input: languageChoiceSchema,
  access: "anyone",
  run: async ({ request }, { language, to }) => {
    const cookie = stringifySetCookie(LANGUAGE_COOKIE, language, {
      path: "/",
      maxAge: LANGUAGE_COOKIE_LIFETIME_SECONDS,
      sameSite: "lax",
      secure: isSecureUrl(request.url),
    });
    return done({ language }, { cookies: [cookie], redirect: to });
  },
});

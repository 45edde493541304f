/**
 * The locale walk in Dutch and American English (e2e/locale-walk.ts): every page of the route
 * walk without English where the Dutch catalogues have Dutch, nor British spellings where the
 * American overlay has its own, and translated content shown in Dutch. German and French are
 * in e2e/locale-walk-de-fr.e2e.ts.
 */
import { useBrowser } from "./browser";
import { describeLocaleWalk } from "./locale-walk";

const browser = useBrowser();

describeLocaleWalk(browser, "nl-nl");
describeLocaleWalk(browser, "en-us");

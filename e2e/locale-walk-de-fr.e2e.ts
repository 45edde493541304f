/**
 * The locale walk in German and French (e2e/locale-walk.ts): every page of the route walk
 * without English where the catalogues have the page's language, and translated content shown
 * translated. Dutch and American English are in e2e/locale-walk-nl-us.e2e.ts, so that the two
 * browser-test workers share the walk.
 */
import { useBrowser } from "./browser";
import { describeLocaleWalk } from "./locale-walk";

const browser = useBrowser();

describeLocaleWalk(browser, "de-de");
describeLocaleWalk(browser, "fr-fr");

import { BROWSER_COMPAT_COOKIE, DEFAULT_COOKIE_LIFETIME_SECONDS } from "@common/constants";

export const OUTDATED_BROWSER_MESSAGE = "Your browser seems to be out of date, any interactive elements on this site may not work properly unless you update.";

/**
 * The out-of-date browser alert: shown once, then remembered in a cookie. It is a
 * classic inline script in ES5 because the browsers it is for cannot run the site's modules,
 * so its message comes translated from the server's render.
 */
const script = (message: string) => `(function(){try{
if(document.cookie.indexOf(${JSON.stringify(`${BROWSER_COMPAT_COOKIE}=`)})!==-1)return;
var s=document.createElement("script");
var modern=("noModule" in s)&&window.fetch&&window.Promise&&window.CSS&&CSS.supports&&CSS.supports("display","grid");
if(modern)return;
document.cookie=${JSON.stringify(`${BROWSER_COMPAT_COOKIE}=1; Max-Age=${DEFAULT_COOKIE_LIFETIME_SECONDS}; Path=/; SameSite=Lax`)};
window.alert(${JSON.stringify(message).replace(/</g, "\\u003c")});
}catch(e){}})();`;

export function OutdatedBrowserCheck({ nonce, message = OUTDATED_BROWSER_MESSAGE }: { nonce: string; message?: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script(message) }} />;
}

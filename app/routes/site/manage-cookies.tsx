import { Link } from "react-router";
import type { Route } from "./+types/manage-cookies";
import { PageHeading } from "~/components/layout/PageHeading";
import { ScrollSpyNav } from "~/components/layout/ScrollSpyNav";
import { ConsentToggle } from "~/features/consent/ConsentToggle";
import { cookiePreferencesAction } from "~/features/consent/consent.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "site", hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [
    { title: text("{title} | Dolphin", { title: text("Manage cookies") }) },
    { name: "description", content: text("Choose whether this site may use analytical and marketing cookies.") },
  ];
};

/** The cookie choice posted to this page: the same operation as `POST /api/v1/cookie/preferences`. */
export const action = cookiePreferencesAction;

const SECTIONS = [
  { id: "your-choice", label: "Your choice" },
  { id: "essential-cookies", label: "Essential cookies" },
  { id: "analytical-cookies", label: "Analytical and marketing cookies" },
  { id: "changing-your-mind", label: "Changing your mind" },
];

const ESSENTIAL = [
  { name: "cookie-policy", purpose: "Remembers whether you allow analytical and marketing cookies.", lasts: "1 week" },
  { name: "__Host-session", purpose: "Keeps you signed in to your Dolphin account.", lasts: "Until you sign out, or 1 year with 'Remember me'" },
  { name: "__Host-oauth", purpose: "Protects your sign-in with DolphinID while it is in progress.", lasts: "10 minutes" },
  { name: "caller", purpose: "Remembers who is calling while you answer a video call.", lasts: "10 minutes" },
  { name: "browser-compat-warned", purpose: "Remembers that we told you your browser is out of date.", lasts: "7 days" },
];

export default function ManageCookies() {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  return (
    <div className="container page page--with-aside">
      <div>
        <PageHeading>{t("Manage cookies")}</PageHeading>
        <p className="lead">
          {t(
            "Cookies are small files saved on your device. Some keep this site working; others, only with your permission, help us understand how the site is used.",
          )}
        </p>
        <section id="your-choice" aria-labelledby="your-choice-title">
          <h2 id="your-choice-title">{t("Your choice")}</h2>
          <ConsentToggle />
        </section>
        <section id="essential-cookies" aria-labelledby="essential-title">
          <h2 id="essential-title">{t("Essential cookies")}</h2>
          <p>{t("These cookies are needed for the site to work, so they cannot be turned off.")}</p>
          <div className="table-scroll" role="region" aria-label={text("Essential cookies")} tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t("Name")}</th>
                  <th scope="col">{t("Purpose")}</th>
                  <th scope="col">{t("Lasts")}</th>
                </tr>
              </thead>
              <tbody>
                {ESSENTIAL.map((cookie) => (
                  <tr key={cookie.name}>
                    <th scope="row" translate="no">
                      <code>{cookie.name}</code>
                    </th>
                    <td>{t(cookie.purpose)}</td>
                    <td>{t(cookie.lasts)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section id="analytical-cookies" aria-labelledby="analytical-title">
          <h2 id="analytical-title">{t("Analytical and marketing cookies")}</h2>
          <p>
            {t(
              "With your permission we count visits and record a few events, such as which carousel slides are viewed and when someone calls our sales line from the site. We use this to improve the site. These cookies are never set before you allow them, and the live chat and embedded videos load only after you allow them.",
            )}
          </p>
        </section>
        <section id="changing-your-mind" aria-labelledby="changing-title">
          <h2 id="changing-title">{t("Changing your mind")}</h2>
          <p>
            <T
              message="You can change your choice on this page at any time. When you block analytical and marketing cookies we delete the ones already set. Read our <0>cookie policy</0> and <1>privacy notice</1> for more."
              components={[<Link to={url("CookiePolicy")} />, <Link to={url("Privacy")} />]}
            />
          </p>
        </section>
      </div>
      {/* Only a place in the layout: the navigation inside is the landmark, named 'On this page'. */}
      <aside role="presentation">
        <ScrollSpyNav sections={SECTIONS.map((section) => ({ ...section, label: text(section.label) }))} />
      </aside>
    </div>
  );
}

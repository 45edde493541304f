import { ConsentProvider } from "~/features/consent/ConsentContext";
import { CookieBanner } from "~/features/consent/CookieBanner";
import { SiteWideIncomingCall } from "~/features/calling/SiteWideIncomingCall";
import { ClientErrorReporter } from "~/features/error-reporting/ErrorReporter";
import type { LocaleLayoutData } from "~/routes/site/locale-layout";
import type { ShellUser } from "./AccountMenu";
import { BackToTop } from "./BackToTop";
import { LanguageSuggestion } from "./LanguageSuggestion";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { RouteAnnouncer } from "./RouteAnnouncer";
import { useT } from "~/i18n/I18n";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/** Skip link, cookie banner, header, main, the route announcer, footer (and incoming calls): the frame of every page. */
export function SiteShell({
  data,
  suggestion,
  children,
}: {
  /** What the shell needs of the root loader's data (undefined while the root itself failed). */
  data: { consent: boolean | null; user: ShellUser | null } | undefined;
  suggestion: LocaleLayoutData["suggestion"];
  children: React.ReactNode;
}) {
  const { t } = useT();
  return (
    <ConsentProvider initial={data?.consent ?? null}>
      <div id="top" tabIndex={-1} className="page-top">
        <a className="skip-link" href="#main-content">
          {t("Skip to main content")}
        </a>
      </div>
      <CookieBanner />
      {suggestion ? <LanguageSuggestion suggestion={suggestion} /> : null}
      <LanguageSwitcher />
      <SiteHeader user={data?.user ?? null} />
      <main id="main-content" tabIndex={-1} className="site-main">
        {children}
      </main>
      <RouteAnnouncer />
      <SiteFooter />
      <BackToTop />
      <ClientErrorReporter />
      <SiteWideIncomingCall user={data?.user ?? null} />
    </ConsentProvider>
  );
}

import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { COOKIE_POLICY_COOKIE } from "@common/constants";
import { parseCookiePolicy } from "@common/cookie-policy";
import { pathInLocale } from "@common/i18n/choice";
import { PUBLIC_LOCALES, LOCALES, resolveLocale } from "@common/locale";
import { I18nProvider, LOCALE_LAYOUT_ROUTE_ID, pageText } from "./i18n/I18n";
import type { LocaleLayoutData } from "./routes/site/locale-layout";
import { requestInfoContext } from "@common/request-context";
import { SiteShell } from "./components/layout/SiteShell";
import { StatusPage } from "./components/layout/StatusPage";
import { OUTDATED_BROWSER_MESSAGE, OutdatedBrowserCheck } from "./features/browser-compat/OutdatedBrowserCheck";
import { FormBusyScript } from "./components/forms/FormBusyScript";
import { MenuScript } from "./components/layout/MenuScript";
import { useApplicationPagesOnly } from "./components/layout/application-pages";
import { readCookies } from "./lib/cookies";
import { useNonce } from "./lib/nonce";
import { shellUser } from "./lib/session.server";
import { isInDealerZone } from "./lib/dealer-zone.server";
import { isErrorPageStatus } from "./lib/status-pages";
import stylesheet from "./styles/site.css?url";
import assistiveStylesheet from "./styles/assistive.css?url";
import printStylesheet from "./styles/print.css?url";
import { WithoutFrameworkProvider, servesWithoutFramework, useAnswersPost } from "./enhance/framework";
// Bundled as one self-contained file with a content hash (a worker bundle is exactly that).
import enhanceScript from "./enhance/page-enhancements.ts?worker&url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "stylesheet", href: assistiveStylesheet },
  { rel: "stylesheet", href: printStylesheet, media: "print" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** What every page of the shell needs: locale, consent state and the signed-in user. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const cookies = readCookies(request);
  const consentCookie = cookies[COOKIE_POLICY_COOKIE];
  return {
    locale: resolveLocale(params.locale),
    /** null until the visitor has chosen; the banner shows until then. */
    consent: consentCookie === undefined ? null : parseCookiePolicy(consentCookie),
    requestId: context.get(requestInfoContext).requestId,
    /** For the head's language alternates, which must be absolute addresses. */
    origin: new URL(request.url).origin,
    user: await shellUser(request),
    /** Signed in to the dealer zone too: the account menu adds its section. */
    dealerZone: await isInDealerZone(request),
  };
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

/** The shell's data from any component (undefined while the root itself failed). */
export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

/** The same page in every public locale, for search engines and the language switcher's targets. */
function LanguageAlternates({ origin }: { origin: string }) {
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  return (
    <>
      {PUBLIC_LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={LOCALES[locale].htmlLang} href={`${origin}${pathInLocale(path, locale)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${pathInLocale(path, resolveLocale(null))}`} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const layout = useRouteLoaderData<LocaleLayoutData>(LOCALE_LAYOUT_ROUTE_ID);
  const nonce = useNonce();
  const locale = layout?.i18n.locale ?? data?.locale ?? resolveLocale(null);
  const text = pageText(locale, layout?.i18n.catalogue);
  // Decided by the server only: in the browser React is running, and a page it renders after a
  // client-side navigation keeps the framework's scripts.
  const matches = useMatches();
  const withoutFramework = typeof document === "undefined" && servesWithoutFramework(matches);
  const answersPost = useAnswersPost();
  useApplicationPagesOnly(enhanceScript);
  return (
    <WithoutFrameworkProvider value={withoutFramework}>
      <I18nProvider value={text}>
        <html lang={LOCALES[locale].htmlLang}>
          <head>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="color-scheme" content="light dark" />
            <Meta />
            <Links />
            {data ? <LanguageAlternates origin={data.origin} /> : null}
            <OutdatedBrowserCheck nonce={nonce} message={text.text(OUTDATED_BROWSER_MESSAGE)} />
            <FormBusyScript nonce={nonce} />
            <MenuScript nonce={nonce} />
          </head>
          <body data-answers-post={withoutFramework && answersPost ? "" : undefined}>
            <SiteShell data={data} suggestion={layout?.suggestion ?? null}>
              {children}
            </SiteShell>
            {withoutFramework ? (
              <script type="module" nonce={nonce} src={enhanceScript} />
            ) : (
              <>
                <ScrollRestoration nonce={nonce} />
                <Scripts nonce={nonce} />
              </>
            )}
          </body>
        </html>
      </I18nProvider>
    </WithoutFrameworkProvider>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort: the root loader itself failed. Route errors are shown by the locale layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) && isErrorPageStatus(error.status) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <StatusPage status={status} />;
}

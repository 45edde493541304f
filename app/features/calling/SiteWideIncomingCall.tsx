/**
 * Incoming calls ring in any open tab of the site, not only on the calling
 * pages. For a signed-in account that accepted the calling terms (or is on those
 * pages, where the terms are accepted), the realtime client and the alert load after
 * hydration as their own chunk, so visitors and other accounts download none of it. On a page
 * without framework JavaScript the server renders the alert's markup instead, and the
 * enhancement script loads the same realtime client as its own chunk; for an account yet to
 * accept the terms it loads once they are accepted on the page. The call page shows its
 * own alert once its call has ended.
 */
import { Suspense, lazy } from "react";
import { useLocation } from "react-router";
import type { ShellUser } from "~/components/layout/AccountMenu";
import { useWithoutFramework } from "~/enhance/framework";
import { useHydrated } from "~/hooks/useHydrated";
import { IncomingCallMarkup } from "./IncomingCallMarkup";

const IncomingCall = lazy(() => import("./IncomingCall").then((module) => ({ default: module.IncomingCall })));

const CALL_PAGE = /^\/(?:[a-z]{2}-[a-z]{2}\/)?call(?:\/|$)/;
const CALLING_PAGES = /^\/(?:[a-z]{2}-[a-z]{2}\/)?account\/video-calling(?:\/|$)/;

export function SiteWideIncomingCall({ user }: { user: ShellUser | null }) {
  const hydrated = useHydrated();
  const withoutFramework = useWithoutFramework();
  const { pathname } = useLocation();
  if (!user?.email || CALL_PAGE.test(pathname)) return null;
  const mayRing = Boolean(user.termsAccepted) || CALLING_PAGES.test(pathname);
  if (withoutFramework) return <IncomingCallMarkup dolphinId={user.email} waitsForTerms={!mayRing} />;
  if (!mayRing || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <IncomingCall dolphinId={user.email} />
    </Suspense>
  );
}

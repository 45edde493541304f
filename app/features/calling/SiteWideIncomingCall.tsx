/**
 * Incoming calls ring in any open tab of the site, not only on the calling pages. For a
 * signed-in account the server renders the alert's markup (./IncomingCallMarkup.tsx), and the
 * behaviours' entry loads its module, with the realtime client, as its own file, so visitors
 * download none of it. For an account yet to accept the calling terms it loads once they are
 * accepted on the page (on the calling pages, where they are asked for, it rings anyway). The
 * call page shows its own alert once its call has ended.
 */
import { useLocation } from "react-router";
import type { ShellUser } from "~/components/layout/AccountMenu";
import { IncomingCallMarkup } from "./IncomingCallMarkup";

const CALL_PAGE = /^\/(?:[a-z]{2}-[a-z]{2}\/)?call(?:\/|$)/;
const CALLING_PAGES = /^\/(?:[a-z]{2}-[a-z]{2}\/)?account\/video-calling(?:\/|$)/;

export function SiteWideIncomingCall({ user }: { user: ShellUser | null }) {
  const { pathname } = useLocation();
  if (!user?.email || CALL_PAGE.test(pathname)) return null;
  const mayRing = Boolean(user.termsAccepted) || CALLING_PAGES.test(pathname);
  return <IncomingCallMarkup dolphinId={user.email} waitsForTerms={!mayRing} />;
}

import { Link } from "react-router";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useT } from "~/i18n/I18n";
import { AccountMenu, type ShellUser } from "./AccountMenu";
import { OverflowNav } from "./OverflowNav";
import { PRIMARY_NAV } from "./navigation";
import { SiteSearch } from "./SiteSearch";

/**
 * The nav bar. Below 768 px its links sit behind a 'Menu' toggle once JavaScript runs (the
 * head's script, ./MenuScript.tsx, opens and closes it before the first paint); link clicks
 * close it, dropdown toggles do not. Without JavaScript the links are simply always shown.
 */
export function SiteHeader({ user }: { user: ShellUser | null }) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={url("home")} className="site-header__brand">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span translate="no">Dolphin</span>
        </Link>
        <SiteSearch />
        <button type="button" className="button button--secondary site-header__menu-toggle" aria-expanded="false" aria-controls="site-navigation">
          {t("Menu")}
        </button>
        <div id="site-navigation" className="site-header__collapse" data-collapsed="true">
          <OverflowNav items={PRIMARY_NAV.map((item) => ({ label: text(item.label), href: url(item.route) }))} />
          <AccountMenu user={user} />
        </div>
      </div>
    </header>
  );
}

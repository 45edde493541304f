import { useEffect, useState } from "react";
import { Link } from "react-router";
import { MOBILE_CUTOFF_PX } from "@common/constants";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useT } from "~/i18n/I18n";
import { AccountMenu, type ShellUser } from "./AccountMenu";
import { OverflowNav } from "./OverflowNav";
import { PRIMARY_NAV } from "./navigation";
import { SiteSearch } from "./SiteSearch";

/**
 * The nav bar. Below 768 px its links sit behind a 'Menu' toggle once JavaScript
 * runs; link clicks close it, dropdown toggles do not. Without JavaScript the
 * links are simply always shown.
 */
export function SiteHeader({ user }: { user: ShellUser | null }) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  // From here on React opens and closes the menu; the head's script (MenuScript) stands back.
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);

  function closeOnLinkClick(event: React.MouseEvent<HTMLElement>) {
    if (window.innerWidth >= MOBILE_CUTOFF_PX) return;
    const target = event.target as HTMLElement;
    if (target.closest("a") && !target.closest("[data-dropdown-toggle]")) setMenuOpen(false);
  }

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={url("home")} className="site-header__brand">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span translate="no">Dolphin</span>
        </Link>
        <SiteSearch />
        <button
          type="button"
          className="button button--secondary site-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t("Menu")}
        </button>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: it only hears the clicks of the links inside, which the keyboard makes too. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: it only hears the clicks of the links inside, which the keyboard makes too. */}
        <div id="site-navigation" className="site-header__collapse" data-collapsed={menuOpen ? undefined : "true"} onClick={closeOnLinkClick}>
          <OverflowNav items={PRIMARY_NAV.map((item) => ({ label: text(item.label), href: url(item.route) }))} />
          <AccountMenu user={user} />
        </div>
      </div>
    </header>
  );
}

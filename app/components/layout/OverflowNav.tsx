import { NavLink } from "react-router";
import { useT } from "~/i18n/I18n";

export interface NavItem {
  label: string;
  href: string;
}

/**
 * Primary navigation whose items that do not fit on one line collapse into a 'More'
 * dropdown, measured again on resize (./more-menu.ts). Text zoom counts too: at 200 % more
 * items move into 'More' instead of overflowing. Below the mobile cut-off every item is listed,
 * one per line, in the collapsible menu. Without JavaScript every item is listed and wraps.
 */
export function OverflowNav({ items }: { items: NavItem[] }) {
  const { text } = useT();
  return (
    // data-more-label: the 'More' button's label, in the page's language.
    <nav aria-label={text("Main")} className="primary-nav" data-module="more-menu" data-more-label={text("More")}>
      <ul className="primary-nav__list">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink to={item.href} className="primary-nav__link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      {/* An invisible copy of every item, measured to decide what fits. */}
      <ul className="primary-nav__list primary-nav__ruler" aria-hidden="true">
        {items.map((item) => (
          <li key={item.href}>
            <span className="primary-nav__link">{item.label}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

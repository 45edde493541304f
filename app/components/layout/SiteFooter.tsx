import { Link } from "react-router";
import { trackEvent } from "~/features/analytics/analytics";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { SALES_TELEPHONE } from "./navigation";
import { FOOTER_NAV } from "./navigation";

export function SiteFooter() {
  const url = useLocalisedUrl();
  return (
    <footer className="site-footer" id="site-footer">
      <div className="container">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {FOOTER_NAV.map((item) => (
              <li key={item.route}>
                <Link to={url(item.route)}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          Sales and enquiries:{" "}
          <a
            href={`tel:${SALES_TELEPHONE.dial}`}
            onClick={() => trackEvent("sales_telephone_click", "Contact", "Call sales", "footer")}
          >
            {SALES_TELEPHONE.display}
          </a>{" "}
          (Monday to Friday, 9am to 5pm UK time)
        </p>
        <p className="site-footer__legal">
          Dolphin Computer Access Ltd makes software for people with sight loss: magnifiers, screen readers and reading
          apps.
        </p>
      </div>
    </footer>
  );
}

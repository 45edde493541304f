import { Link } from "react-router";
import { trackEvent } from "~/features/analytics/analytics";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { T, useT } from "~/i18n/I18n";
import { SALES_TELEPHONE } from "./navigation";
import { FOOTER_NAV } from "./navigation";

export function SiteFooter() {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  return (
    <footer className="site-footer" id="site-footer">
      <div className="container">
        <nav aria-label={text("Footer")}>
          <ul className="site-footer__links">
            {FOOTER_NAV.map((item) => (
              <li key={item.route}>
                <Link to={url(item.route)}>{t(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          <T
            message="Sales and enquiries: <0/> (Monday to Friday, 9am to 5pm UK time)"
            components={[
              <a href={`tel:${SALES_TELEPHONE.dial}`} translate="no" onClick={() => trackEvent("sales_telephone_click", "Contact", "Call sales", "footer")}>
                {locale === "en-us" ? SALES_TELEPHONE.international : SALES_TELEPHONE.display}
              </a>,
            ]}
          />
        </p>
        <p className="site-footer__legal">
          {t("Dolphin Computer Access Ltd makes software for people with sight loss: magnifiers, screen readers and reading apps.")}
        </p>
      </div>
    </footer>
  );
}

/** Dealers with their contact details; the country's primary dealer comes first and says so. */
import { useT } from "~/i18n/I18n";
import { useCountryName } from "./countries";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

export interface DealerView {
  id: number;
  name: string;
  isPrimary: boolean;
  addressLines: string;
  city: string;
  postcode: string;
  phone: string;
  email: string;
  website: string;
  stateName: string | null;
  countryName: string;
  /** The country's ISO code, for its name in the page's language. */
  countryIso?: string | null;
}

export function DealerList({ dealers, headingLevel = 3 }: { dealers: DealerView[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t, locale } = useT();
  const countryName = useCountryName();
  // Addresses and country names are stored as the dealers write them, in English.
  const contentLang = langOfContent(locale, "en");
  return (
    <ul className="dealer-list">
      {dealers.map((dealer) => (
        <li key={dealer.id} className="dealer-card">
          <Heading className="dealer-card__name" translate="no">
            {dealer.name}
          </Heading>
          {dealer.isPrimary && (
            <p className="dealer-card__badge">
              {t("Primary dealer for {country}", { country: countryName({ name: dealer.countryName, iso3166: dealer.countryIso }) })}
            </p>
          )}
          <p className="dealer-card__address" translate="no" lang={contentLang}>
            {[dealer.addressLines, dealer.city, dealer.postcode, dealer.countryName].filter(Boolean).join(", ")}
          </p>
          <dl className="dealer-card__contact">
            {dealer.phone && (
              <>
                <dt>{t("Phone")}</dt>
                <dd>
                  <a href={`tel:${dealer.phone.replace(/[^+\d]/g, "")}`}>{dealer.phone}</a>
                </dd>
              </>
            )}
            {dealer.email && (
              <>
                <dt>{t("Email")}</dt>
                <dd>
                  <a href={`mailto:${dealer.email}`} translate="no">
                    {dealer.email}
                  </a>
                </dd>
              </>
            )}
            {dealer.website && (
              <>
                <dt>{t("Website")}</dt>
                <dd>
                  <a href={dealer.website} rel="noopener noreferrer" translate="no">
                    {dealer.website.replace(/^https?:\/\//, "")}
                  </a>
                </dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}

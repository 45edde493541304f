import { Link } from "react-router";
import type { Route } from "./+types/contact-dealer";
import { PageHeading } from "~/components/layout/PageHeading";
import { DealerList } from "~/features/support/DealerList";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { listCountries, listPrimaryDealers } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: ["support/contact-dealer"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [{ title: text("Dealers | Dolphin") }, { name: "description", content: text("Dolphin's dealers around the world, and how to become one.") }];
};

export async function loader() {
  const [dealers, countries] = await Promise.all([listPrimaryDealers(db()), listCountries(db())]);
  // The ISO code gives each country its name in the page's language.
  const iso = new Map(countries.map((country) => [country.name, country.iso3166]));
  return { dealers: dealers.map((dealer) => ({ ...dealer, countryIso: iso.get(dealer.countryName) ?? null })) };
}

export default function ContactDealer({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t } = useT();
  return (
    <div className="container page">
      <PageHeading>{t("Our dealers")}</PageHeading>
      <p className="lead">
        {t(
          "Dolphin products are sold and supported by specialist dealers in many countries. Each country has a primary dealer who stocks the full range and can put you in touch with others nearby.",
        )}
      </p>
      <p>
        <Link className="button" to={url("DealerLocate")}>
          {t("Find a dealer near you")}
        </Link>
      </p>
      <section aria-labelledby="primary-dealers">
        <h2 id="primary-dealers">{t("Primary dealers by country")}</h2>
        <DealerList dealers={loaderData.dealers} />
      </section>
      <section aria-labelledby="become-dealer">
        <h2 id="become-dealer">{t("Become a Dolphin dealer")}</h2>
        <p>
          <T
            message="If your organisation supplies assistive technology, we would like to hear from you. Dealers receive product training, demonstration licences and access to the Dealer Zone. <0>Contact our partnerships team</0> with a little about your organisation and the region you cover."
            components={[<Link to={url("Contact")} />]}
          />
        </p>
      </section>
    </div>
  );
}

/**
 * The SuperNova upgrade page's offers to move one of your licences to a higher edition, each
 * priced as the difference between the two editions' list prices. Each is a form to the order
 * summary (POST /buy/review), which prices it again on the server; checkout and the payment
 * webhook then move the same licence to the new edition.
 */
import { SUPERNOVA_EDITIONS } from "@common/products";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useT } from "~/i18n/I18n";

export interface EditionOfferView {
  serial: string;
  priceId: number;
  productId: number;
  amountMinor: number;
  currency: string;
}

export function EditionUpgradeOffers({ offers, countryId, taxName }: { offers: EditionOfferView[]; countryId: number; taxName: string }) {
  const url = useLocalisedUrl();
  const { t, text, formatPrice } = useT();
  return (
    <section className="panel" aria-labelledby="edition-upgrade-title">
      <h2 id="edition-upgrade-title">{t("Move to a higher edition")}</h2>
      <p>
        {t("Your licence keeps its serial number, seats and maintenance; you pay the difference between the list prices of the two editions (before {tax}).", {
          tax: taxName,
        })}
      </p>
      <ul className="link-list">
        {offers.map((offer) => {
          const edition = SUPERNOVA_EDITIONS.find((entry) => entry.productId === offer.productId)?.name ?? "";
          return (
            <li key={`${offer.serial}-${offer.priceId}`}>
              <form method="post" data-busy-form="" action={url("OrderReview")}>
                <input type="hidden" name="priceId" value={offer.priceId} />
                <input type="hidden" name="countryId" value={countryId} />
                <input type="hidden" name="licenceSerial" value={offer.serial} />
                <input type="hidden" name="editionUpgrade" value="on" />
                <SubmitButton busyLabel={text("Sending…")}>
                  {t("Move licence {serial} to {edition} ({price})", { serial: offer.serial, edition, price: formatPrice(offer.amountMinor, offer.currency) })}
                </SubmitButton>
              </form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

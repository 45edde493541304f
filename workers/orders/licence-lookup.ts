/**
 * The upgrade page's first step: one of your licences, found by serial, with the newest
 * version of its product and the upgrade and renewal prices of its edition.
 */
import { formatVersion } from "@common/products";
import { licenceDataSchema } from "@common/schemas/products";
import { defineOperation, done, invalidField, refuse } from "../operation";
import { NOT_YOUR_SERIAL_MESSAGE, holdingOf, licenceBySerial } from "../licences";
import { latestVersion, listPrices } from "../products";

const SERIAL = "Serial number";

/**
 * POST product-upgrade/getLicenceData: one of your licences by serial, with the newest
 * version, and the upgrade and renewal prices of its edition.
 */
export const lookUpLicence = defineOperation({
  name: "licence-lookup",
  input: licenceDataSchema,
  access: "signed-in",
  run: async ({ db, user }, { serial }) => {
    const licence = await licenceBySerial(db, serial);
    if (!licence || licence.accountId !== user.userId) return invalidField("serial", SERIAL, NOT_YOUR_SERIAL_MESSAGE);
    if (licence.status !== "active") return refuse(409, "That licence has been revoked: it cannot be upgraded or renewed.");
    const holding = (await holdingOf(db, user.userId, licence.serial))!;
    // The price of the licence's edition, else one for every edition; a licence naming no edition takes the product's first.
    const forEdition = <T extends { edition: string | null }>(prices: T[]) =>
      prices.find((price) => price.edition === licence.edition) ??
      prices.find((price) => price.edition === null) ??
      (licence.edition === null ? prices[0] : undefined);
    const upgrade = forEdition(await listPrices(db, [licence.productId], "upgrade"));
    const renew = forEdition(await listPrices(db, [licence.productId], "renew-sma"));
    const latest = await latestVersion(db, licence.productId);
    return done({
      ...holding,
      latestVersion: latest ? formatVersion(latest) : null,
      upToDate: holding.upgradeTo === null,
      upgradePrice: upgrade ? { label: upgrade.label, amountPence: upgrade.amountPence } : null,
      renewPrice: renew ? { label: renew.label, amountPence: renew.amountPence } : null,
    });
  },
});

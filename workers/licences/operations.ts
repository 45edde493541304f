/**
 * The licence operations, each defined once for its /api/v1 route and its page action:
 * an account's licences (My licences), registering a licence bought elsewhere, and looking
 * one of your licences up by serial with the price of its upgrade and renewal.
 */
import * as v from "valibot";
import { formatVersion } from "@common/products";
import { registerLicenceSchema } from "@common/schemas/licences";
import { licenceDataSchema } from "@common/schemas/products";
import { type OperationContext, Refusal, defineOperation, done, invalidField, refuse } from "../operation";
import { latestVersion, listPrices } from "../products/catalogue";
import { countInWindow, hitCountedLimit } from "../services";
import { holdingOf, licencesOf } from "./holdings";
import { NOT_YOUR_SERIAL_MESSAGE, REGISTER_REVOKED_MESSAGE, REGISTER_TAKEN_MESSAGE, REGISTER_UNKNOWN_MESSAGE, licenceBySerial, registerLicence } from "./store";

/** GET account/licences: the signed-in account's licences with what each unlocks. */
export const listMyLicences = defineOperation({
  name: "licences-list",
  input: v.object({}),
  access: "signed-in",
  run: async ({ db, user }) => done({ licences: await licencesOf(db, user.userId) }),
});

/**
 * Wrong serials an account may try before it must wait: enough for typing mistakes, too few
 * to find someone else's serial by guessing.
 */
export const WRONG_SERIAL_LIMIT = { name: "licence-register-wrong", limit: 5, windowSeconds: 15 * 60 };

/** Any registration attempts from one client address (right or wrong). */
export const REGISTER_RATE_LIMIT = { name: "licence-register", limit: 30, windowSeconds: 15 * 60 };

const SERIAL = "Serial number";

async function refuseWhenTooManyWrong({ env, user }: OperationContext<"proved">): Promise<void> {
  if ((await countInWindow(env.DB, WRONG_SERIAL_LIMIT, user.userId)) >= WRONG_SERIAL_LIMIT.limit) {
    throw Refusal.status(429, "You have entered too many serial numbers we do not recognise. Please wait 15 minutes and try again, or contact us for help.");
  }
}

/**
 * POST account/licences/register: a licence bought from a dealer joins the account that
 * registers its serial. Only a proved address may hold a licence. Unknown serials, and those
 * registered to someone else, count towards WRONG_SERIAL_LIMIT.
 */
export const registerMyLicence = defineOperation({
  name: "licence-register",
  input: registerLicenceSchema,
  access: "proved",
  rateLimit: REGISTER_RATE_LIMIT,
  failureMessage: "There was an error registering your licence, please refresh and try again",
  run: async (context, { serial }) => {
    await refuseWhenTooManyWrong(context);
    const { db, env, user } = context;
    const result = await registerLicence(db, user.userId, serial);
    if ("refused" in result) {
      if (result.refused !== "revoked") await hitCountedLimit(env.DB, WRONG_SERIAL_LIMIT, user.userId);
      const messages = { unknown: REGISTER_UNKNOWN_MESSAGE, taken: REGISTER_TAKEN_MESSAGE, revoked: REGISTER_REVOKED_MESSAGE };
      return invalidField("serial", SERIAL, messages[result.refused]);
    }
    const holding = await holdingOf(db, user.userId, result.licence.serial);
    const message = result.alreadyYours
      ? { id: "Licence {serial} is already registered to your DolphinID.", values: { serial } }
      : { id: "Licence {serial} for {product} is now registered to your DolphinID.", values: { serial, product: holding!.productName } };
    return done({ message, licence: holding! }, { status: result.alreadyYours ? 200 : 201 });
  },
});

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

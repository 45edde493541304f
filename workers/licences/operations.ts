/**
 * The licence operations, each defined once for its /api/v1 route and its page action:
 * an account's licences (My licences) and registering a licence bought elsewhere. Looking one
 * up with the price of its upgrade is a buying step (workers/orders/licence-lookup.ts).
 */
import * as v from "valibot";
import { registerLicenceSchema } from "@common/schemas/licences";
import { type OperationContext, Refusal, defineOperation, done, invalidField } from "../operation";
import { countInWindow, hitCountedLimit } from "../services";
import { holdingOf, licencesOf } from "./holdings";
import { REGISTER_REVOKED_MESSAGE, REGISTER_TAKEN_MESSAGE, REGISTER_UNKNOWN_MESSAGE, registerLicence } from "./store";

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

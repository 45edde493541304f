/** The premium reader unlock page's action, made from the same operation as its /api/v1 route. */
import { unlockPremium } from "@workers/products";
import { operationAction } from "~/lib/operation-action.server";

export const unlockAction = operationAction(unlockPremium);

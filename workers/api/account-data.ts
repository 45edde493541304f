/**
 * /api/v1 endpoints of the owner's control of their data, made from the identity area's
 * operations (the same definitions make the pages' actions). Personal answers are never cached.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http";
import { cancelAccountDeletion, exportAccountData, finishEmailChange, requestAccountDeletion, startEmailChange, undoAccountEmailChange } from "../account";
import { reProofOptions } from "../identity";
import { apiRoute } from "../operation";

export const accountDataApi = new Hono<AppEnv>();

accountDataApi.use("/account/*", async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
});

/** The passkey ceremony's options for the proof the three actions below ask for again. */
accountDataApi.post("/account/re-proof-options", apiRoute(reProofOptions));
/** Asks for the account's deletion (password or passkey again); the session ends with it. */
accountDataApi.post("/account/delete", apiRoute(requestAccountDeletion));
/** The mailed link's 'Keep my DolphinID'. */
accountDataApi.post("/account/delete/cancel", apiRoute(cancelAccountDeletion));
/** Everything held about the account, as JSON (password or passkey again). */
accountDataApi.post("/account/data", apiRoute(exportAccountData));
/** A code to the new address (password or passkey again), then the code that makes the change. */
accountDataApi.post("/account/email", apiRoute(startEmailChange));
accountDataApi.post("/account/email/code", apiRoute(finishEmailChange));
/** The old address's link that puts it back. */
accountDataApi.post("/account/email/undo", apiRoute(undoAccountEmailChange));

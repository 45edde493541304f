/**
 * The Worker's cron work (wrangler.toml `[triggers]`): mail that could not be delivered
 * when it was sent is retried here too, so a message waits at most one cron interval even
 * when nobody submits another form. Abandoned checkouts expire here too, and error reports
 * past their retention are deleted, and webinar reminders go out a day before each start.
 */
import { getDb } from "./db/client";
import { deliverPendingSupportMail } from "./services/support-outbox";
import { expireAbandonedOrders } from "./orders";
import { forgetOldErrorReports } from "./services/error-reporting";
import { sendWebinarReminders } from "./events";

export async function scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(
    deliverPendingSupportMail(env, getDb(env.DB)).then(
      (report) => console.log("outbox delivery", JSON.stringify(report)),
      (error) => console.error("outbox delivery failed", error),
    ),
  );
  ctx.waitUntil(expireAbandonedOrders(getDb(env.DB)).catch((error) => console.error("order expiry failed", error)));
  ctx.waitUntil(sendWebinarReminders(env, getDb(env.DB)).catch((error) => console.error("webinar reminders failed", error)));
  ctx.waitUntil(forgetOldErrorReports(env.DB).catch((error) => console.error("error report retention failed", error)));
}

/**
 * The Worker's cron work (wrangler.toml `[triggers]`): mail that could not be delivered
 * when it was sent is retried here too, so a message waits at most one cron interval even
 * when nobody submits another form. Abandoned checkouts expire here too, and error reports
 * past their retention are deleted, webinar reminders go out a day before each start, and
 * accounts whose deletion period has passed are erased.
 */
import { getDb } from "./db";
import { deliverPendingSupportMail, forgetOldErrorReports } from "./services";
import { expireAbandonedOrders } from "./orders";
import { eraseDueAccounts } from "./identity";
import { sendWebinarReminders } from "./events";

export async function scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(
    deliverPendingSupportMail(env, getDb(env.DB)).then(
      (report) => console.log("outbox delivery", JSON.stringify(report)),
      (error) => console.error("outbox delivery failed", error),
    ),
  );
  ctx.waitUntil(expireAbandonedOrders(getDb(env.DB)).catch((error) => console.error("order expiry failed", error)));
  ctx.waitUntil(sendWebinarReminders(env, getDb(env.DB)).catch((error) => console.error("webinar reminders failed", error)));
  ctx.waitUntil(forgetOldErrorReports(env.DB).catch((error) => console.error("error report retention failed", error)));
  // The time the run was due, which a local run may set (/cdn-cgi/local/scheduled?time=) to see the job days ahead.
  ctx.waitUntil(eraseDueAccounts(env, getDb(env.DB), controller.scheduledTime).catch((error) => console.error("account erasure failed", error)));
}

/**
 * The Worker's cron work (wrangler.toml `[triggers]`): mail that could not be delivered
 * when it was sent is retried here too, so a message waits at most one cron interval even
 * when nobody submits another form.
 */
import { getDb } from "./db/client";
import { deliverPendingSupportMail } from "./services/support-outbox";

export async function scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(
    deliverPendingSupportMail(env, getDb(env.DB)).then(
      (report) => console.log("outbox delivery", JSON.stringify(report)),
      (error) => console.error("outbox delivery failed", error),
    ),
  );
}

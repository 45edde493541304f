import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { expect, it } from "vitest";
import worker from "./worker";

it("delivers mail waiting in the outbox when the cron runs", async () => {
  await env.DB.prepare(
    "INSERT INTO support_outbox (tag, to_address, subject, text_body, attempts, next_attempt_at) VALUES ('support-message:901', 'support@dolphin.example', 'Waiting message', 'Please call me back about my licence.', 1, ?1)",
  )
    .bind(Date.now() - 1000)
    .run();

  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);

  const delivered = await env.DB.prepare("SELECT to_address, subject FROM mail_messages WHERE tag = 'support-message:901'").all();
  expect(delivered.results).toEqual([{ to_address: "support@dolphin.example", subject: "Waiting message" }]);
  const outbox = await env.DB.prepare("SELECT delivered_at FROM support_outbox WHERE tag = 'support-message:901'").first<{ delivered_at: number | null }>();
  expect(outbox?.delivered_at).not.toBeNull();
});

/**
 * A bounded load test: 1,000 contact messages and 1,000 newsletter sign-ups sent
 * concurrently to the Worker in this process (loopback only; it stops by itself after 2,000
 * requests), then proof that every one is stored exactly once and every message is queued
 * for delivery exactly once. Each message carries its own human-check token, as the page's
 * script adds one.
 */
import { SELF, env } from "cloudflare:test";
import { expect, it } from "vitest";
import { humanCheckToken } from "./helpers/operations";

const EACH = 1000;
const CONCURRENCY = 64;

function post(path: string, fields: Record<string, string>, address: string) {
  return SELF.fetch(`https://site.test/api/v1/${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Requested-With": "XMLHttpRequest",
      // One visitor address per request, as a crowd of visitors would be (the per-address limit still holds).
      "CF-Connecting-IP": address,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

it("stores 1,000 concurrent contact messages and 1,000 concurrent sign-ups exactly once each", async () => {
  const tokens = await Promise.all(Array.from({ length: EACH }, () => humanCheckToken("contact")));
  const jobs: (() => Promise<Response>)[] = [];
  for (let i = 0; i < EACH; i++) {
    const address = `10.${Math.floor(i / 250)}.${i % 250}.1`;
    jobs.push(() =>
      post(
        "contact/message",
        {
          name: `Load tester ${i}`,
          email: `load-message-${i}@example.test`,
          phone: "",
          subject: `Load test message ${i}`,
          message: `Message number ${i} of the load test: please call me about SuperNova licences.`,
          privacy: "on",
          humanCheckToken: tokens[i]!,
        },
        address,
      ),
    );
    jobs.push(() => post("mailchimp/newsletter", { email: `load-signup-${i}@example.test`, emailType: i % 2 ? "plain" : "html" }, address));
  }

  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const response = await job();
        statuses.push(response.status);
        await response.arrayBuffer();
      }
    }),
  );
  expect(statuses.filter((status) => status >= 400)).toEqual([]);

  const messages = await env.DB.prepare(
    "SELECT count(*) AS total, count(DISTINCT subject) AS distinctSubjects FROM support_messages WHERE subject LIKE 'Load test message %'",
  ).first<{ total: number; distinctSubjects: number }>();
  expect(messages).toEqual({ total: EACH, distinctSubjects: EACH });

  // Each message is queued once for the support team (tag support-message:{id}).
  const outbox = await env.DB.prepare(
    "SELECT count(*) AS total, count(DISTINCT tag) AS distinctTags FROM support_outbox WHERE tag IN (SELECT 'support-message:' || id FROM support_messages WHERE subject LIKE 'Load test message %')",
  ).first<{ total: number; distinctTags: number }>();
  expect(outbox).toEqual({ total: EACH, distinctTags: EACH });

  // Each sign-up waits once for its mailed confirmation (double opt-in), and none is on the list yet.
  const signups = await env.DB.prepare(
    "SELECT count(*) AS total, count(DISTINCT email) AS distinctEmails FROM newsletter_consents WHERE status = 'pending' AND email LIKE 'load-signup-%@example.test'",
  ).first<{ total: number; distinctEmails: number }>();
  expect(signups).toEqual({ total: EACH, distinctEmails: EACH });
  const listed = await env.DB.prepare("SELECT count(*) AS total FROM newsletter_subscribers WHERE email LIKE 'load-signup-%@example.test'").first<{
    total: number;
  }>();
  expect(listed).toEqual({ total: 0 });
}, 180_000);

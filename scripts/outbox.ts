/**
 * `npm run outbox`: mail in the local database's outbox (`support_outbox`) that has not been
 * delivered yet, oldest first, with its attempts, next try and last error. A mail whose
 * delivery failed stays there and is retried on a schedule; `npm run outbox -- --retry` makes
 * every waiting mail due now, so the next delivery (the next form sent, or the cron) tries it.
 * `--persist-to <dir>` reads another local state directory than .wrangler/state.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "./local-db.ts";

interface WaitingMail {
  id: number;
  tag: string;
  to_address: string;
  subject: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
}

function query<T>(sql: string, persistTo: string): T[] {
  const result = spawnSync(
    join(ROOT, "node_modules", ".bin", "wrangler"),
    ["d1", "execute", "DB", "--local", "--json", "--command", sql, "--config", join(ROOT, "wrangler.toml"), "--persist-to", persistTo],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" } },
  );
  if (result.status !== 0) throw new Error(`could not read the local database: ${result.stderr || result.stdout}`);
  const parsed = JSON.parse(result.stdout) as { results: T[] }[];
  return parsed[0]?.results ?? [];
}

const { values } = parseArgs({
  options: { retry: { type: "boolean", default: false }, "persist-to": { type: "string" } },
});
const persistTo = values["persist-to"] ?? join(ROOT, ".wrangler", "state");

if (values.retry) {
  const made = query<{ id: number }>(`UPDATE support_outbox SET next_attempt_at = ${Date.now()} WHERE delivered_at IS NULL RETURNING id`, persistTo).length;
  console.log(
    `${made} undelivered mail${made === 1 ? " is" : "s are"} due now; the next delivery (a form sent, or the cron) tries ${made === 1 ? "it" : "them"}.\n`,
  );
}

const waiting = query<WaitingMail>(
  "SELECT id, tag, to_address, subject, attempts, next_attempt_at, last_error, created_at FROM support_outbox WHERE delivered_at IS NULL ORDER BY id",
  persistTo,
);
if (waiting.length === 0) {
  console.log("The outbox is empty: every mail has been delivered.");
} else {
  console.log(`${waiting.length} mail${waiting.length === 1 ? "" : "s"} waiting:\n`);
  for (const mail of waiting) {
    console.log(`#${mail.id} ${mail.tag}  to ${mail.to_address}: ${mail.subject}`);
    console.log(`   queued ${new Date(mail.created_at).toISOString()}, attempts ${mail.attempts}, next try ${new Date(mail.next_attempt_at).toISOString()}`);
    if (mail.last_error) console.log(`   last error: ${mail.last_error}`);
  }
}

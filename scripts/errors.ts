/**
 * `npm run errors`: the recent errors of the local site (D1's error_reports in .wrangler/state,
 * where `npm start` keeps its database), grouped by source and message, newest first, each
 * with how often it happened and the request id of its latest occurrence (the X-Request-Id a
 * visitor can quote). In production errors go to Sentry instead.
 *
 *   npm run errors                 the 20 most recent groups
 *   npm run errors -- --limit 50   more groups
 *   npm run errors -- --state DIR  another local state directory (e.g. a browser test's)
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "./local-db.ts";

interface ErrorGroup {
  source: string;
  message: string;
  occurrences: number;
  first_seen: number | string;
  last_seen: number | string;
  latest_url: string;
  latest_request_id: string | null;
  latest_stack: string;
}

/** Groups of identical errors; the latest row of each gives the address and request id. */
const GROUPS_QUERY = (limit: number) => `
  SELECT source, message, COUNT(*) AS occurrences, MIN(created_at) AS first_seen, MAX(created_at) AS last_seen,
    (SELECT url FROM error_reports latest WHERE latest.source = e.source AND latest.message = e.message ORDER BY id DESC LIMIT 1) AS latest_url,
    (SELECT request_id FROM error_reports latest WHERE latest.source = e.source AND latest.message = e.message ORDER BY id DESC LIMIT 1) AS latest_request_id,
    (SELECT stack FROM error_reports latest WHERE latest.source = e.source AND latest.message = e.message ORDER BY id DESC LIMIT 1) AS latest_stack
  FROM error_reports e
  GROUP BY source, message
  ORDER BY MAX(id) DESC
  LIMIT ${limit}`;

export function readErrorGroups(stateDir: string, limit: number): ErrorGroup[] {
  const result = spawnSync(
    join(ROOT, "node_modules", ".bin", "wrangler"),
    ["d1", "execute", "DB", "--local", "--json", "--config", join(ROOT, "wrangler.toml"), "--persist-to", stateDir, "--command", GROUPS_QUERY(limit)],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" } },
  );
  if (result.status !== 0) {
    throw new Error(`could not read the local database in ${stateDir} (has \`npm start\` or \`npm run db:prepare\` run?)\n${result.stdout}${result.stderr}`);
  }
  const [answer] = JSON.parse(result.stdout) as Array<{ results: ErrorGroup[] }>;
  return answer?.results ?? [];
}

/** The stack's first real frame (V8's "at …" or Firefox and Safari's "name@address"). */
export function firstStackFrame(stack: string): string | null {
  return (
    stack
      .split("\n")
      .find((line) => /^\s*at\s|@/.test(line))
      ?.trim() ?? null
  );
}

/** created_at holds milliseconds since 1970; shown as UTC date and time. */
function formatTime(value: number | string): string {
  const time = new Date(typeof value === "number" ? value : Number(value) || value);
  return Number.isNaN(time.getTime()) ? String(value) : `${time.toISOString().replace("T", " ").slice(0, 19)} UTC`;
}

export function formatGroups(groups: ErrorGroup[]): string {
  if (groups.length === 0) return "No errors recorded.";
  return groups
    .map((group) => {
      const firstFrame = firstStackFrame(group.latest_stack);
      const times = group.occurrences === 1 ? "once" : `${group.occurrences} times`;
      return [
        `${group.source} error, ${times}: ${group.message}`,
        `  last ${formatTime(group.last_seen)}${group.occurrences > 1 ? ` (first ${formatTime(group.first_seen)})` : ""}`,
        `  request id ${group.latest_request_id ?? "not recorded"}${group.latest_url ? ` at ${group.latest_url}` : ""}`,
        ...(firstFrame ? [`  ${firstFrame}`] : []),
      ].join("\n");
    })
    .join("\n\n");
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { limit: { type: "string", default: "20" }, state: { type: "string" } } });
  const limit = Math.max(1, Math.min(500, Number.parseInt(values.limit, 10) || 20));
  const stateDir = values.state ?? join(ROOT, ".wrangler", "state");
  console.log(formatGroups(readErrorGroups(stateDir, limit)));
}

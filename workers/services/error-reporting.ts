/**
 * Error reporting behind one interface, on in production and dev, off elsewhere.
 *
 * - Every report is a row in D1 (`error_reports`): the staff desk groups and counts them, and
 *   `npm run errors` lists them locally.
 * - SENTRY_DSN set: reports go to Sentry as well, through the official Cloudflare SDK. The
 *   Worker and the hubs are wrapped by it in workers/app.ts (uncaught errors are captured
 *   there); this reporter adds the errors the site catches itself (API failures, page render
 *   errors) and the browser's reports, each tagged with the request id the visitor can quote.
 *
 * Browser errors reach Sentry through this Worker rather than a browser SDK: the page keeps
 * posting to /api/v1/errors/client, so no page loads Sentry's script (the JavaScript budget
 * is untouched), the CSP allows no further origin, the visitor's browser never talks to a
 * third party, and the report is rate-limited and carries the request id like any other.
 */
import type { CloudflareOptions, ErrorEvent } from "@sentry/cloudflare";
import { captureException, getClient, withScope } from "@sentry/cloudflare";

export interface ErrorReport {
  source: "server" | "client";
  message: string;
  url?: string;
  stack?: string;
  /** The id of the request that failed or that carried the report (the X-Request-Id header). */
  requestId?: string;
  /** The thrown value itself, when there is one: Sentry reads its stack and source maps from it. */
  error?: unknown;
}

export interface ErrorReporter {
  readonly enabled: boolean;
  report(error: ErrorReport): Promise<void>;
}

const REPORTING_ENVIRONMENTS = new Set(["production", "dev", "local"]);

type ReportingEnv = Pick<Env, "DB" | "ENVIRONMENT" | "SENTRY_DSN" | "SENTRY_RELEASE">;

/**
 * Addresses carry one-time secrets in their query (password-reset and download tokens, OAuth
 * codes): only the origin and path of an address leave the site.
 */
export function withoutQuery(address: string | undefined): string {
  if (!address) return "";
  try {
    const url = new URL(address);
    return `${url.origin}${url.pathname}`;
  } catch {
    return address.split(/[?#]/)[0] ?? "";
  }
}

class D1ErrorReporter implements ErrorReporter {
  readonly enabled: boolean;
  constructor(
    private readonly db: D1Database,
    environment: string,
  ) {
    this.enabled = REPORTING_ENVIRONMENTS.has(environment);
  }

  async report(error: ErrorReport): Promise<void> {
    if (!this.enabled) return;
    try {
      await this.db
        .prepare("INSERT INTO error_reports (source, message, url, stack, request_id) VALUES (?1, ?2, ?3, ?4, ?5)")
        .bind(
          error.source,
          error.message.slice(0, 1000),
          withoutQuery(error.url).slice(0, 2048),
          (error.stack ?? "").slice(0, 4000),
          error.requestId?.slice(0, 100) ?? null,
        )
        .run();
    } catch (cause) {
      // Reporting must never turn one failure into two; the log still has it.
      console.error("error report could not be stored", cause);
    }
  }
}

/** A browser's report as an Error whose stack is the browser's, so Sentry shows its frames. */
function browserError(report: ErrorReport): Error {
  const error = new Error(report.message);
  error.name = "BrowserError";
  error.stack = report.stack?.trim() ? report.stack : `${error.name}: ${report.message}`;
  return error;
}

class SentryErrorReporter implements ErrorReporter {
  readonly enabled = true;
  constructor(private readonly fallback: ErrorReporter) {}

  async report(report: ErrorReport): Promise<void> {
    // Every report is kept in D1 as well, where the staff desk groups and counts them (and
    // where a report outside the SDK's wrapping, with no client to send with, is not lost).
    await this.fallback.report(report);
    if (!getClient()) return;
    withScope((scope) => {
      scope.setTag("source", report.source);
      if (report.requestId) scope.setTag("request_id", report.requestId);
      if (report.url) scope.setTag("url", withoutQuery(report.url));
      const error = report.source === "client" ? browserError(report) : (report.error ?? new Error(report.message));
      captureException(error);
    });
  }
}

export function getErrorReporter(env: ReportingEnv): ErrorReporter {
  const d1 = new D1ErrorReporter(env.DB, env.ENVIRONMENT);
  return env.SENTRY_DSN && d1.enabled ? new SentryErrorReporter(d1) : d1;
}

/**
 * Drops the query of every address in an event before it leaves the site, and gives a
 * browser's frames their script's address as abs_path (the server-side stack parser prefixes a
 * slash), which is what Sentry matches uploaded source maps against.
 */
function prepareEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    event.request.url = withoutQuery(event.request.url);
    delete event.request.query_string;
    delete event.request.cookies;
  }
  for (const exception of event.exception?.values ?? []) {
    for (const frame of exception.stacktrace?.frames ?? []) {
      if (frame.filename && /^https?:\/\//.test(frame.filename)) frame.abs_path = withoutQuery(frame.filename);
    }
  }
  return event;
}

/**
 * The SDK's settings for the Worker and the hubs: errors only (no tracing), no personal data
 * (no cookies, bodies or user details), addresses without their query, filed under the deployed
 * release so the source maps uploaded for it (`npm run sentry:sourcemaps`) apply.
 */
export function sentryOptions(env: Pick<Env, "SENTRY_DSN" | "SENTRY_RELEASE" | "ENVIRONMENT">, overrides: Partial<CloudflareOptions> = {}): CloudflareOptions {
  return {
    dsn: env.SENTRY_DSN,
    environment: env.ENVIRONMENT,
    release: env.SENTRY_RELEASE,
    // Forms carry names, addresses and passwords; sessions live in cookies: none of it is sent.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ["user-agent", "accept-language"] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
    },
    beforeSend: prepareEvent,
    ...overrides,
  };
}

/** Error reports older than this are deleted by the cron: the desk shows recent errors, and Sentry keeps history. */
export const ERROR_REPORT_RETENTION_DAYS = 90;

/** Deletes the reports past their retention; returns how many went. */
export async function forgetOldErrorReports(db: D1Database, now = Date.now()): Promise<number> {
  const cutoff = now - ERROR_REPORT_RETENTION_DAYS * 86_400_000;
  const result = await db.prepare("DELETE FROM error_reports WHERE created_at < ?1").bind(cutoff).run();
  return result.meta.changes ?? 0;
}

/**
 * Error reporting behind one interface: on in production and dev (spec 9), off elsewhere.
 * The local implementation stores reports in D1; a hosted service plugs in here.
 */
export interface ErrorReport {
  source: "server" | "client";
  message: string;
  url?: string;
  stack?: string;
}

export interface ErrorReporter {
  readonly enabled: boolean;
  report(error: ErrorReport): Promise<void>;
}

const REPORTING_ENVIRONMENTS = new Set(["production", "dev"]);

class D1ErrorReporter implements ErrorReporter {
  readonly enabled: boolean;
  constructor(private readonly db: D1Database, environment: string) {
    this.enabled = REPORTING_ENVIRONMENTS.has(environment);
  }

  async report(error: ErrorReport): Promise<void> {
    if (!this.enabled) return;
    try {
      await this.db
        .prepare("INSERT INTO error_reports (source, message, url, stack) VALUES (?1, ?2, ?3, ?4)")
        .bind(error.source, error.message.slice(0, 1000), (error.url ?? "").slice(0, 2048), (error.stack ?? "").slice(0, 4000))
        .run();
    } catch (cause) {
      // Reporting must never turn one failure into two; the log still has it.
      console.error("error report could not be stored", cause);
    }
  }
}

export function getErrorReporter(env: Env): ErrorReporter {
  return new D1ErrorReporter(env.DB, env.ENVIRONMENT);
}

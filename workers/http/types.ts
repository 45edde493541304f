import type { Hono } from "hono";

/** Values the Worker keeps per request, shared by the API and the page renderer. */
export interface RequestVariables {
  /** The CSP nonce of this response: every inline and module script carries it. */
  nonce: string;
  /** A short id that ties a user's report (and error logs) to this request. */
  requestId: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: RequestVariables;
}

export type App = Hono<AppEnv>;

import type { Hono } from "hono";
import type { RequestVariables } from "@common/request-context";

export type { RequestVariables };

export interface AppEnv {
  Bindings: Env;
  Variables: RequestVariables;
}

export type App = Hono<AppEnv>;

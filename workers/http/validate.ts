/**
 * Input validation for every endpoint: a valibot schema from common/schemas and the
 * API's 422 shape on failure. Bodies may be form-encoded (the site's forms and
 * its API client) or JSON; both reach the same schema.
 */
import type { Context, MiddlewareHandler } from "hono";
import { validator } from "hono/validator";
import * as v from "valibot";
import type { AppEnv } from "./types";
import { validationError } from "./errors";

/** The request body as a record, from JSON or a form; malformed or other bodies read as empty. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    const json = await c.req.json().catch(() => null);
    return json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  }
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    return (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  }
  return {};
}

type Target = "body" | "query" | "param";

/**
 * `validate("body", schema)` as route middleware; read the result with `c.req.valid("form")`
 * for bodies, `c.req.valid("query")` and `c.req.valid("param")` for the others.
 */
export function validate<S extends v.GenericSchema, T extends Target>(target: T, schema: S) {
  const honoTarget = target === "body" ? "form" : target;
  return validator(honoTarget as "form", async (_value, c) => {
    const input = target === "body" ? await readBody(c) : target === "query" ? c.req.query() : c.req.param();
    const result = v.safeParse(schema, input);
    if (!result.success) return validationError(c, schema, result.issues);
    return result.output as v.InferOutput<S>;
  }) as unknown as MiddlewareHandler<
    AppEnv,
    string,
    // biome-ignore lint/complexity/noBannedTypes: Hono's own type for a validator without typed input.
    { in: {}; out: { [K in T extends "body" ? "form" : T]: v.InferOutput<S> } }
  >;
}

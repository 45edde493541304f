/**
 * Runs an operation on input already read (see input.ts), the same way for both paths:
 * access, rate limits, the schema (422 with per-field messages), the human check, then the
 * effect. A `Refusal` thrown below the effect becomes its failure; anything else unexpected
 * is reported and answered with the operation's failure message, never a stack trace.
 */
import * as v from "valibot";
import { fieldErrorsFromIssues } from "@common/api-errors";
import { humanCheckMessage } from "@common/support/messages";
import { getDb } from "../db";
import { getErrorReporter, getHumanVerifier, clientAddress, hitRateLimit } from "../services";
import { requestLocale } from "../i18n";
import type { Locale } from "@common/locale";
import type { Access, BaseContext, Operation, OperationContext, OperationRateLimit } from "./define";
import type { Input } from "./input";
import { operationSurroundings } from "./surroundings";
import { type OperationResult, Refusal, invalid, refuse } from "./result";

export const SIGN_IN_REQUIRED_MESSAGE = "You need to sign in to do that.";
export const PROVE_ADDRESS_MESSAGE =
  "Prove your email address first: type the code we emailed you when you registered, or send a new code from your account page.";
export const UNEXPECTED_FAILURE_MESSAGE = "Something went wrong on our side and nothing was saved. Please try again.";

export interface RunOptions {
  env: Env;
  request: Request;
  input: Input;
  /** Route parameters; they win over fields of the same name in the input. */
  params?: Record<string, string | undefined>;
  /** Ties an error report to the response the visitor saw. */
  requestId?: string;
  /** The locale to answer in; by default the request's (workers/i18n requestLocale). */
  locale?: Locale;
}

async function checkAccess(access: Access, context: BaseContext) {
  if (access === "anyone") return null;
  if (access === "signed-in" || access === "proved") {
    if (!context.user) return refuse(401, SIGN_IN_REQUIRED_MESSAGE);
    if (access === "proved" && !(await operationSurroundings().isEmailProved(context.db, context.user.userId))) return refuse(403, PROVE_ADDRESS_MESSAGE);
    return null;
  }
  if (access.signedIn && !context.user) return refuse(401, access.signInMessage ?? SIGN_IN_REQUIRED_MESSAGE);
  return access.check(context);
}

async function checkRateLimits(rules: OperationRateLimit[], context: BaseContext) {
  for (const rule of rules) {
    const key = rule.per === "account" && context.user ? `account:${context.user.userId}` : context.clientAddress;
    const result = await hitRateLimit(context.env, rule, key);
    if (!result.allowed) {
      return refuse(
        429,
        { id: "Too many attempts. Please wait {seconds} seconds and try again.", values: { seconds: result.retryAfterSeconds } },
        { "Retry-After": String(result.retryAfterSeconds) },
      );
    }
  }
  return null;
}

export async function runOperation<S extends v.GenericSchema, T, A extends Access>(
  operation: Operation<S, T, A>,
  options: RunOptions,
): Promise<OperationResult<T>> {
  const { env, request } = options;
  const db = getDb(env.DB);
  const context: BaseContext = {
    env,
    db,
    request,
    user: await operationSurroundings().readSessionUser(request, env),
    clientAddress: clientAddress(request),
    locale: options.locale ?? requestLocale(request, options.params),
  };
  try {
    const denied = await checkAccess(operation.access, context);
    if (denied) return denied;
    const limited = await checkRateLimits(operation.rateLimit ? [operation.rateLimit].flat() : [], context);
    if (limited) return limited;

    const parsed = v.safeParse(operation.input, { ...options.input, ...definedParams(options.params) });
    if (!parsed.success) return invalid(fieldErrorsFromIssues(operation.input, parsed.issues));

    if (operation.humanCheck) {
      const token = options.input.humanCheckToken;
      const check = await getHumanVerifier(env, db).verify(typeof token === "string" ? token : "", {
        action: operation.humanCheck,
        remoteIp: context.clientAddress,
      });
      if (!check.success) return refuse(400, humanCheckMessage(check["error-codes"]));
    }
    const result = await operation.run(context as OperationContext<A>, parsed.output);
    // A saved change retires every cached anonymous page at once.
    if (operation.changesContent && result.kind === "done") await operationSurroundings().markContentChanged(env);
    return result;
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    console.error(`operation ${operation.name} failed`, error);
    await getErrorReporter(env).report({
      source: "server",
      message: error instanceof Error ? error.message : String(error),
      url: request.url,
      stack: error instanceof Error ? error.stack : undefined,
      requestId: options.requestId,
      error,
    });
    return refuse(500, operation.failureMessage ?? UNEXPECTED_FAILURE_MESSAGE);
  }
}

function definedParams(params: Record<string, string | undefined> | undefined): Record<string, string> {
  const defined: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) defined[key] = value;
  return defined;
}

/**
 * One definition per operation: what it takes (a valibot schema whose `title()`s name the
 * fields in errors), who may call it, its limits and its effect. The /api/v1 route
 * (`apiRoute`) and the page action (`operationAction` in app/lib) are both made from the
 * definition, so the page that works without JavaScript and the API it uses with
 * JavaScript cannot drift apart.
 */
import type * as v from "valibot";
import type { Locale } from "@common/locale";
import type { Database } from "../db";
import type { SessionUser } from "./session-user";
import type { RateLimitRule } from "../services";
import type { Failure, OperationResult } from "./result";

/** Who may call an operation. */
export type Access =
  /** Everyone, signed in or not (the user is given when there is one). */
  | "anyone"
  /** A signed-in account; others get 401 from the API and the sign-in page from a page. */
  | "signed-in"
  /** A signed-in account that has proved its email address (403 otherwise). */
  | "proved"
  /**
   * A rule of the area's own (a dealer session, a role): null lets the call through. With
   * `signedIn`, a signed-out caller is refused with 401 first (with the area's own
   * `signInMessage`, if it has one), before the body is even read.
   */
  | { check(context: BaseContext): Promise<Failure | null>; signedIn: boolean; signInMessage?: string };

export interface BaseContext {
  env: Env;
  db: Database;
  request: Request;
  /** The signed-in account, if any. */
  user: SessionUser | null;
  /** The caller's network address, for limits and logs. */
  clientAddress: string;
  /** The locale of the request (the page's, or the API caller's): mail it causes is written in it. */
  locale: Locale;
}

type UserFor<A extends Access> = A extends "signed-in" | "proved" ? SessionUser : A extends { signedIn: true } ? SessionUser : SessionUser | null;

export type OperationContext<A extends Access = Access> = Omit<BaseContext, "user"> & { user: UserFor<A> };

/** A rate limit, counted per client address (the default) or per signed-in account. */
export type OperationRateLimit = RateLimitRule & { per?: "client" | "account" };

export interface OperationDefinition<S extends v.GenericSchema, T, A extends Access> {
  /** A short stable name, for logs and error reports ("contact-message"). */
  name: string;
  input: S;
  access: A;
  rateLimit?: OperationRateLimit | OperationRateLimit[];
  /** The human check's action name: the input's `humanCheckToken` must be a valid, unused token for it. */
  humanCheck?: string;
  /** Bodies above this are refused with 413 (default 256 KB; raise it for file uploads). */
  maxBodyBytes?: number;
  /** What the visitor is told if the operation fails unexpectedly (their input is kept). */
  failureMessage?: string;
  /**
   * Set on operations that change what anonymous pages show (content, banner, products,
   * events…): after a successful run the runner marks the site's content as changed, so
   * that no cached page or in-memory copy of reference data outlives the change.
   */
  changesContent?: boolean;
  run(context: OperationContext<A>, input: v.InferOutput<S>): Promise<OperationResult<T>>;
}

export type Operation<S extends v.GenericSchema = v.GenericSchema, T = unknown, A extends Access = Access> = Readonly<OperationDefinition<S, T, A>>;

export function defineOperation<S extends v.GenericSchema, T, A extends Access>(definition: OperationDefinition<S, T, A>): Operation<S, T, A> {
  return Object.freeze({ ...definition });
}

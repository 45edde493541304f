/**
 * The one result of every operation, on every path: done (with data, and perhaps a redirect
 * or cookies), field errors (422), or a refusal with a status and a message. An operation's
 * effect returns one of these; code deeper down that finds a refusal throws `Refusal` with
 * the same result, and the runner answers it as if it had been returned.
 */
import { type FieldErrors, VALIDATION_FAILED_MESSAGE } from "@common/api-errors";
import type { MessageLike } from "@common/i18n/translator";

/**
 * Messages are English: a plain text, or a message with values ({ id, values }) where its
 * words depend on data. The API and the page translate them for the visitor (workers/i18n).
 */
export type { MessageLike };

/** Field errors as operations give them: a field's errors may carry values too. */
export type OperationFieldErrors = Record<string, { friendlyName: string; errors: MessageLike[] }>;

export type DoneStatus = 200 | 201 | 202;
export type RefusalStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 429 | 500 | 502 | 503;

export interface Done<T> {
  kind: "done";
  data: T;
  status: DoneStatus;
  /** A same-site path the visitor goes to next (a page action redirects; the API returns it). */
  redirect?: string;
  /** What the page says on success; the API's data usually carries it too. */
  message?: MessageLike;
  /** Set-Cookie values, sent on both paths. */
  cookies?: string[];
}

export interface Invalid {
  kind: "invalid";
  message: MessageLike;
  fieldErrors: OperationFieldErrors;
}

export interface Refused {
  kind: "refused";
  status: RefusalStatus;
  message: MessageLike;
  headers?: Record<string, string>;
}

export type Failure = Invalid | Refused;
export type OperationResult<T> = Done<T> | Failure;

export function done<T>(data: T, options: { status?: DoneStatus; redirect?: string; message?: MessageLike; cookies?: string[] } = {}): Done<T> {
  return { kind: "done", data, status: options.status ?? 200, redirect: options.redirect, message: options.message, cookies: options.cookies };
}

export function invalid(fieldErrors: FieldErrors | OperationFieldErrors, message: MessageLike = VALIDATION_FAILED_MESSAGE): Invalid {
  return { kind: "invalid", message, fieldErrors };
}

/** A 422 for one field, for rules a schema cannot see (a taken slot, an unknown product). */
export function invalidField(field: string, friendlyName: string, message: MessageLike): Invalid {
  return invalid({ [field]: { friendlyName, errors: [message] } });
}

export function refuse(status: RefusalStatus, message: MessageLike, headers?: Record<string, string>): Refused {
  return { kind: "refused", status, message, headers };
}

/** Thrown by code below an operation's effect to answer with a failure from where it is found. */
export class Refusal extends Error {
  constructor(readonly result: Failure) {
    super(typeof result.message === "string" ? result.message : result.message.id);
    this.name = "Refusal";
  }

  static field(field: string, friendlyName: string, message: MessageLike): Refusal {
    return new Refusal(invalidField(field, friendlyName, message));
  }

  static status(status: RefusalStatus, message: MessageLike, headers?: Record<string, string>): Refusal {
    return new Refusal(refuse(status, message, headers));
  }
}

/**
 * The one API client of the site: `/api/v{version}/{path}`, the XMLHttpRequest
 * header, form-encoded ("query-style") bodies, cancellation by id, and one way of reading
 * errors (a 422's field errors once their shape is checked; a client error's own message; a
 * server error never shown, the form's fallback instead). Every call the interface makes
 * goes through here.
 *
 * The second client variant (a staging base with a fixed service identifier,
 * `{base}/{path}`) is the same client made with `createApiClient({ base, serviceId })`.
 */
import { API_VERSION, CANCEL_ID_LENGTH } from "@common/constants";
import { type FieldErrors, readFieldErrors } from "@common/api-errors";
import { safeSitePath } from "@common/safe-path";

export const GENERIC_422_MESSAGE = "Something happened, refresh and try again";
export const GENERIC_FAILURE_MESSAGE = "There was a problem handling your submission, please try again.";

export type Payload = Record<string, unknown>;

export interface RequestOptions {
  query?: Payload;
  /** Sent form-encoded, as the site's forms are. */
  form?: Payload | FormData;
  json?: unknown;
  /** A later request with the same id cancels this one; `cancel(id)` does too. */
  cancelId?: string;
  /** Message shown for failures without a server message (each feature has its own). */
  fallbackMessage?: string;
}

export type ApiResult<T> =
  | { ok: true; status: number; data: T; redirect: string | null }
  | { ok: false; cancelled: true }
  | { ok: false; cancelled?: false; status: number; message: string; fieldErrors: FieldErrors | null };

export interface ApiClientConfig {
  /** Origin or base path; empty for this site. */
  base?: string;
  version?: number;
  /** Fixed service identifier of the staging variant: URLs become `{base}/{path}`. */
  serviceId?: string;
  fetch?: typeof fetch;
}

/** Cancel ids are 8 lowercase letters. */
export function newCancelId(): string {
  const letters = crypto.getRandomValues(new Uint8Array(CANCEL_ID_LENGTH));
  return Array.from(letters, (byte) => String.fromCharCode(97 + (byte % 26))).join("");
}

/** Query-style serialisation: arrays as repeated keys, nested objects as `a[b]`, empty values dropped. */
export function serialisePayload(payload: Payload, prefix = "", into = new URLSearchParams()): URLSearchParams {
  for (const [rawKey, value] of Object.entries(payload)) {
    const key = prefix ? `${prefix}[${rawKey}]` : rawKey;
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) into.append(key, String(item));
    else if (typeof value === "object" && !(value instanceof Date)) serialisePayload(value as Payload, key, into);
    else into.append(key, value instanceof Date ? value.toISOString() : String(value));
  }
  return into;
}

export function createApiClient(config: ApiClientConfig = {}) {
  const version = config.version ?? API_VERSION;
  const inFlight = new Map<string, AbortController>();

  function urlOf(path: string, query?: Payload): string {
    const clean = path.replace(/^\/+/, "");
    const base = config.base ?? "";
    const url = config.serviceId ? `${base}/${clean}` : `${base}/api/v${version}/${clean}`;
    const search = query ? serialisePayload(query).toString() : "";
    return search ? `${url}?${search}` : url;
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
    const headers = new Headers({ "X-Requested-With": "XMLHttpRequest", Accept: "application/json" });
    if (config.serviceId) headers.set("X-Service-Id", config.serviceId);
    let body: BodyInit | undefined;
    if (options.form instanceof FormData) body = new URLSearchParams(options.form as unknown as Record<string, string>);
    else if (options.form) body = serialisePayload(options.form);
    else if (options.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(options.json);
    }

    const controller = new AbortController();
    if (options.cancelId) {
      inFlight.get(options.cancelId)?.abort();
      inFlight.set(options.cancelId, controller);
    }
    const fallback = options.fallbackMessage ?? GENERIC_FAILURE_MESSAGE;
    try {
      const response = await (config.fetch ?? fetch)(urlOf(path, options.query), {
        method,
        headers,
        body,
        signal: controller.signal,
        credentials: "same-origin",
      });
      const data = await readBody(response);
      if (response.ok) {
        // Where the page goes next: a path on this site only, by the one redirect rule.
        const redirect = safeSitePath(response.headers.get("location") ?? (isObject(data) && typeof data.redirect === "string" ? data.redirect : null));
        return { ok: true, status: response.status, data: data as T, redirect };
      }
      if (response.status === 422) {
        const fieldErrors = readFieldErrors(data);
        return { ok: false, status: 422, fieldErrors, message: fieldErrors ? messageOf(data, GENERIC_422_MESSAGE) : GENERIC_422_MESSAGE };
      }
      // Server errors never show their internals; client errors say what the server said.
      const message = response.status >= 500 ? fallback : messageOf(data, fallback);
      return { ok: false, status: response.status, message, fieldErrors: null };
    } catch {
      if (controller.signal.aborted) return { ok: false, cancelled: true };
      return { ok: false, status: 0, message: fallback, fieldErrors: null };
    } finally {
      if (options.cancelId && inFlight.get(options.cancelId) === controller) inFlight.delete(options.cancelId);
    }
  }

  return {
    url: urlOf,
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, options),
    post: <T>(path: string, options?: RequestOptions) => request<T>("POST", path, options),
    patch: <T>(path: string, options?: RequestOptions) => request<T>("PATCH", path, options),
    delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, options),
    /** Cancels the request with this id; its result is `{ cancelled: true }` and is ignored by the UI. */
    cancel(cancelId: string) {
      inFlight.get(cancelId)?.abort();
      inFlight.delete(cancelId);
    },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function messageOf(data: unknown, fallback: string): string {
  if (typeof data === "string" && data.trim()) return data;
  if (isObject(data) && typeof data.message === "string" && data.message.trim()) return data.message;
  return fallback;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  if ((response.headers.get("content-type") ?? "").includes("json")) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** The site's client: `/api/v1/...` on this origin. */
export const api = createApiClient();
export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The one way a request's input is read, for the API and the page actions alike: a JSON
 * object, a urlencoded form or a multipart form (files kept as `File`), or the query string
 * of a GET. A field sent more than once becomes an array. A body of any other type is
 * refused with 415, a body over the operation's size with 413, malformed JSON with 400:
 * none of them reaches an operation.
 */
import { type Failure, refuse } from "./result";

export type Input = Record<string, unknown>;

/** Bodies larger than this are refused unless an operation allows more (files). */
export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

function add(input: Input, key: string, value: unknown) {
  const existing = input[key];
  if (existing === undefined) input[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else input[key] = [existing, value];
}

function fromEntries(entries: Iterable<[string, unknown]>): Input {
  const input: Input = {};
  for (const [key, value] of entries) add(input, key, value);
  return input;
}

export function queryInput(url: string): Input {
  return fromEntries(new URL(url).searchParams.entries());
}

function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  if (length !== null) return Number(length) > 0;
  return request.body !== null;
}

/** The input of a request, or the failure that refuses it before any operation runs. */
export async function readInput(
  request: Request,
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
): Promise<{ ok: true; input: Input } | { ok: false; failure: Failure }> {
  if (request.method === "GET" || request.method === "HEAD") return { ok: true, input: queryInput(request.url) };
  const declaredLength = Number(request.headers.get("content-length") ?? "0");
  if (declaredLength > maxBodyBytes) return { ok: false, failure: refuse(413, "That is too large to send. Make it smaller and try again.") };
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") {
    const text = await request.text();
    if (text.length > maxBodyBytes) return { ok: false, failure: refuse(413, "That is too large to send. Make it smaller and try again.") };
    if (text.trim() === "") return { ok: true, input: {} };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, failure: refuse(400, "The request could not be understood: its JSON is not valid.") };
    }
    if (!json || typeof json !== "object" || Array.isArray(json))
      return { ok: false, failure: refuse(400, "The request could not be understood: send a JSON object.") };
    return { ok: true, input: json as Input };
  }
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return { ok: false, failure: refuse(400, "The request could not be understood: its form data is not valid.") };
    }
    return { ok: true, input: fromEntries(form.entries()) };
  }
  if (!hasBody(request)) return { ok: true, input: {} };
  return {
    ok: false,
    failure: refuse(415, "Send the form as application/x-www-form-urlencoded, multipart/form-data or application/json.", {
      Accept: "application/x-www-form-urlencoded, multipart/form-data, application/json",
    }),
  };
}

/** The text fields of an input, to give a visitor back what they typed after a failure. */
export function typedValues(input: Input): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    // Secrets are never echoed back into a page.
    if (/password|token|secret|^code$/i.test(key)) continue;
    if (typeof value === "string") values[key] = value;
  }
  return values;
}

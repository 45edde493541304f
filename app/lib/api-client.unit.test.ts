import { describe, expect, it } from "vitest";
import { GENERIC_422_MESSAGE, GENERIC_FAILURE_MESSAGE, createApiClient, serialisePayload } from "./api-client";

interface Sent {
  url: string;
  init: RequestInit;
}

/** A client whose fetch answers with `respond` and records what was sent. */
function clientAnswering(respond: (url: string, init: RequestInit) => Response | Promise<Response>, config: { base?: string; serviceId?: string } = {}) {
  const sent: Sent[] = [];
  const client = createApiClient({
    ...config,
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({ url: String(input), init });
      return respond(String(input), init);
    }) as typeof fetch,
  });
  return { client, sent };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

describe("the API client", () => {
  it("posts form-encoded to /api/v1 with the XMLHttpRequest header and reads the JSON answer", async () => {
    const { client, sent } = clientAnswering(() => json({ message: "Saved" }, 201));
    const result = await client.post<{ message: string }>("contact/message", { form: { name: "Ann", tags: ["a", "b"] } });
    expect(result).toEqual({ ok: true, status: 201, data: { message: "Saved" }, redirect: null });
    expect(sent[0]!.url).toBe("/api/v1/contact/message");
    expect(new Headers(sent[0]!.init.headers).get("X-Requested-With")).toBe("XMLHttpRequest");
    expect(String(sent[0]!.init.body)).toBe("name=Ann&tags=a&tags=b");
  });

  it("serialises nested objects as a[b] and drops empty values", () => {
    expect(serialisePayload({ a: { b: 1, c: null }, d: undefined, e: "x y" }).toString()).toBe("a%5Bb%5D=1&e=x+y");
  });

  it("builds the staging variant's URLs from its base and service id", async () => {
    const { client, sent } = clientAnswering(() => json([]), { base: "https://staging.example", serviceId: "dolphin-site" });
    await client.get("products", { query: { page: 2 } });
    expect(sent[0]!.url).toBe("https://staging.example/products?page=2");
    expect(new Headers(sent[0]!.init.headers).get("X-Service-Id")).toBe("dolphin-site");
  });

  it("follows a redirect only to a path on this site", async () => {
    const local = clientAnswering(() => json({ redirect: "/support/training/confirm?slot=3" }));
    expect(await local.client.post("book-training")).toMatchObject({ ok: true, redirect: "/support/training/confirm?slot=3" });
    const foreign = clientAnswering(() => json({ redirect: "https://evil.example/phish" }));
    expect(await foreign.client.post("book-training")).toMatchObject({ ok: true, redirect: null });
  });

  it("reads a 422's field errors once their shape is checked, else says the generic 422 message", async () => {
    const errors = { email: { friendlyName: "Email address", errors: ["Email address must be a valid email address"] } };
    const checked = clientAnswering(() => json({ message: "Some of the information you sent needs correcting.", type: "inputs", errors }, 422));
    expect(await checked.client.post("contact/message")).toEqual({
      ok: false,
      status: 422,
      fieldErrors: errors,
      message: "Some of the information you sent needs correcting.",
    });
    const malformed = clientAnswering(() => json({ errors: { email: "wrong shape" } }, 422));
    expect(await malformed.client.post("contact/message")).toEqual({ ok: false, status: 422, fieldErrors: null, message: GENERIC_422_MESSAGE });
  });

  it("shows a client error's own message, but never a server error's: the form's fallback instead", async () => {
    const refused = clientAnswering(() => json({ message: "Too many attempts. Please wait 60 seconds and try again." }, 429));
    expect(await refused.client.post("contact/message", { fallbackMessage: "Could not send" })).toMatchObject({
      ok: false,
      status: 429,
      message: "Too many attempts. Please wait 60 seconds and try again.",
    });
    const broken = clientAnswering(() => json({ message: "TypeError: x is undefined at line 3" }, 500));
    expect(await broken.client.post("contact/message", { fallbackMessage: "Could not send" })).toMatchObject({
      ok: false,
      status: 500,
      message: "Could not send",
    });
    const offline = clientAnswering(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await offline.client.post("contact/message")).toMatchObject({ ok: false, status: 0, message: GENERIC_FAILURE_MESSAGE });
  });

  it("cancels an earlier request with the same cancel id, whose result is marked cancelled", async () => {
    const { client } = clientAnswering(
      (_url, init) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          setTimeout(() => resolve(json({ page: 1 })), 20);
        }),
    );
    const first = client.get("updates/search", { cancelId: "searchup" });
    const second = client.get("updates/search", { cancelId: "searchup" });
    expect(await first).toEqual({ ok: false, cancelled: true });
    expect(await second).toMatchObject({ ok: true, data: { page: 1 } });
  });
});

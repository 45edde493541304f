/**
 * No staff page, action or API operation works without the role: every /api/v1/staff route
 * and every desk page's loader and action is tried signed out, as an ordinary account, and as
 * a staff member of another environment. The lists are read from the router and the route
 * files themselves, so a section added later is covered without touching this test.
 */
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SERVER_ENVIRONMENTS } from "@common/identity";
import { staffApi } from "../workers/api/staff";
import { createSignedInUser } from "./helpers/auth";
import { createStaffUser } from "./helpers/staff";

type Handler = (args: { request: Request; params: Record<string, string>; context?: unknown }) => Promise<unknown>;
// Route modules only: pages and resource routes, not their server halves, browser halves or the route list.
const pages = import.meta.glob<{ loader?: Handler; action?: Handler }>(
  ["../app/routes/staff/*.{ts,tsx}", "!../app/routes/staff/*.server.ts", "!../app/routes/staff/*.client.ts", "!../app/routes/staff/routes.ts"],
  { eager: true },
);

const apiRoutes = [...new Map(staffApi.routes.filter((route) => route.method !== "ALL").map((route) => [`${route.method} ${route.path}`, route])).values()];
const sample = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? "1" : "sample"));

/** The status a page's loader or action answers (a thrown response counts as its answer). */
async function statusOf(handler: Handler, request: Request): Promise<number> {
  try {
    const result = await handler({ request, params: { id: "1" } });
    if (result instanceof Response) return result.status;
    const init = (result as { init?: ResponseInit | null } | null)?.init;
    return init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    return (thrown as { init?: ResponseInit }).init?.status ?? 500;
  }
}

describe("every staff route without the role", async () => {
  const ordinary = await createSignedInUser(env);
  const elsewhere = await createStaffUser(env, "superadmin", { environment: SERVER_ENVIRONMENTS.production });
  const callers = [
    { who: "signed out", cookie: undefined, status: 404 },
    { who: "an ordinary account", cookie: ordinary.cookie, status: 404 },
    { who: "staff of another environment", cookie: elsewhere.cookie, status: 403 },
  ];

  it("covers the desk's API and pages", () => {
    expect(apiRoutes.length).toBeGreaterThan(4);
    expect(Object.keys(pages).length).toBeGreaterThan(2);
  });

  it.each(apiRoutes.map((route) => [route.method, route.path]))("%s /api/v1/staff%s is refused", async (method, path) => {
    for (const caller of callers) {
      const response = await SELF.fetch(`https://site.test/api/v1/staff${sample(path)}`, {
        method,
        headers: { "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/json", ...(caller.cookie ? { Cookie: caller.cookie } : {}) },
        body: method === "GET" || method === "HEAD" ? undefined : "{}",
      });
      expect(response.status, `${caller.who}: ${method} ${path}`).toBe(caller.status);
      await response.body?.cancel();
    }
  });

  it.each(Object.keys(pages))("%s answers its loader and action only to staff", async (file) => {
    const { loader, action } = pages[file]!;
    for (const caller of callers) {
      const headers: Record<string, string> = caller.cookie ? { Cookie: caller.cookie } : {};
      if (loader) expect(await statusOf(loader, new Request("https://site.test/staff/x", { headers })), `${caller.who}: loader of ${file}`).toBe(caller.status);
      if (action) {
        const request = new Request("https://site.test/staff/x", {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded", Origin: "https://site.test" },
          body: "intent=anything",
        });
        const status = await statusOf(action, request);
        // A form naming no known intent is refused before any operation runs; any other is refused by the role.
        expect([caller.status, 400], `${caller.who}: action of ${file}`).toContain(status);
      }
    }
  });
});

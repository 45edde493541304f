/**
 * An event's address with the wrong type, or typed in capitals, leads to the event's own page
 * in at most one redirect, never in a loop; an event that does not exist is the site's 404.
 * Followed the way a browser follows them, and hop by hop.
 */
import { describe, expect, it } from "vitest";
import { baseURL, newContext, useBrowser, visitorAddress } from "./browser";

const browser = useBrowser();

/** Every address a request passes through, following redirects one at a time; fails on a loop. */
async function follow(path: string): Promise<{ hops: string[]; status: number }> {
  const hops: string[] = [];
  let url = new URL(path, baseURL()).toString();
  for (let hop = 0; hop < 5; hop++) {
    expect(hops, `a redirect loop: ${[...hops, url].join(" → ")}`).not.toContain(url);
    hops.push(url);
    const response = await fetch(url, { redirect: "manual", headers: { "cf-connecting-ip": visitorAddress() } });
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return { hops: hops.map((hopUrl) => new URL(hopUrl).pathname), status: response.status };
    url = new URL(location, url).toString();
  }
  throw new Error(`more than four redirects: ${hops.join(" → ")}`);
}

describe("an event's address", () => {
  it.each([["/EVENTS/wrongtype/1"], ["/events/wrongtype/1"], ["/events/EXHIBITION/1"], ["/Events/Training/1"]])(
    "%s reaches the event's own page in one redirect",
    async (path) => {
      const { hops, status } = await follow(path);
      expect(status).toBe(200);
      expect(hops).toEqual([path, "/events/exhibition/1"]);
    },
  );

  it("keeps its language when it moves", async () => {
    expect(await follow("/de-de/EVENTS/wrongtype/1")).toEqual({ hops: ["/de-de/EVENTS/wrongtype/1", "/de-de/events/exhibition/1"], status: 200 });
  });

  it("is the site's 404 for an event that does not exist", async () => {
    expect(await follow("/EVENTS/wrongtype/999999")).toEqual({ hops: ["/EVENTS/wrongtype/999999"], status: 404 });
  });

  it("opens in the browser from a wrong type", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const response = await page.goto("/EVENTS/wrongtype/1");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/events/exhibition/1");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("Visual Impairment Technology Show");
    await context.close();
  });
});

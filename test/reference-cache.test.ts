/**
 * Reference data kept in the isolate (workers/site/reference-cache.ts): languages, countries,
 * states and the homepage banner are read once per content version, and a change saved through
 * an operation that changes content shows on the very next read, in this isolate and in another.
 * A change written to the database behind the operations' back is not seen until the version
 * changes: that is what proves the lists are kept rather than read every time.
 */
import { SELF, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../workers/db/client";
import { countries, homepageLocalisations, languages, products, states } from "../workers/db/schema";
import { defineOperation, done, runOperation } from "../workers/operation";
import { markContentChanged } from "../workers/site";
import { forgetIsolateCopies } from "../workers/isolate-copies";
import { createStaffUser } from "./helpers/staff";
import "../workers/operation-surroundings";

const ORIGIN = "https://site.test";
const read = async <T>(path: string) => {
  const response = await SELF.fetch(`${ORIGIN}/api/v1/${path}`);
  expect(response.status).toBe(200);
  return response.json<T>();
};
const names = async (path: string) => (await read<{ name: string }[]>(path)).map((row) => row.name);

/** A content-changing operation of the kind the staff desk defines: it renames a country and a state. */
const renamePlaces = defineOperation({
  name: "test-rename-places",
  input: v.object({ country: v.string(), state: v.string(), language: v.string() }),
  access: "anyone",
  changesContent: true,
  run: async ({ db }, input) => {
    await db.update(countries).set({ name: input.country }).where(eq(countries.id, 255));
    await db.update(states).set({ name: input.state }).where(eq(states.id, 1));
    await db.update(languages).set({ name: input.language }).where(eq(languages.id, 1));
    return done({ renamed: true });
  },
});

async function renameThroughOperation(country: string, state: string, language: string) {
  const request = new Request(`${ORIGIN}/api/v1/test`, { method: "POST" });
  expect((await runOperation(renamePlaces, { env, request, input: { country, state, language } })).kind).toBe("done");
}

beforeEach(async () => {
  const db = getDb(env.DB);
  await db.delete(products);
  await db.delete(states);
  await db.delete(homepageLocalisations);
  await db.delete(countries);
  await db.delete(languages);
  await db.insert(languages).values([
    { id: 1, name: "English", iso6391: "en", iso6393: "eng" },
    { id: 2, name: "Deutsch", iso6391: "de", iso6393: "deu" },
  ]);
  await db.insert(countries).values([
    { id: 255, name: "United States", iso3166: "US" },
    { id: 77, name: "United Kingdom", iso3166: "GB" },
  ]);
  await db.insert(states).values([
    { id: 1, countryId: 255, name: "Alaska", code: "AK" },
    { id: 2, countryId: 255, name: "Texas", code: "TX" },
  ]);
  await db.insert(products).values({ id: 41, hid: "P41", name: "SuperNova", semanticName: "supernova", visible: true, online: true, sortOrder: 1 });
  await markContentChanged(env);
  forgetIsolateCopies();
});

describe("reference data kept in the isolate", () => {
  it("keeps languages, countries and states for the content version", async () => {
    expect(await names("languages")).toEqual(["English", "Deutsch"]);
    expect(await names("countries")).toEqual(["United Kingdom", "United States"]);
    expect(await names("states?countryId=255")).toEqual(["Alaska", "Texas"]);
    // Written behind the operations' back: the kept lists are answered.
    await env.DB.prepare("UPDATE languages SET name = 'Changed' WHERE id = 2").run();
    await env.DB.prepare("UPDATE countries SET name = 'Changed' WHERE id = 77").run();
    await env.DB.prepare("UPDATE states SET name = 'Changed' WHERE id = 2").run();
    expect(await names("languages")).toEqual(["English", "Deutsch"]);
    expect(await names("countries")).toEqual(["United Kingdom", "United States"]);
    expect(await names("states?countryId=255")).toEqual(["Alaska", "Texas"]);
    expect(await names("states?countryId=77")).toEqual([]);
  });

  it("shows a saved change at once, in this isolate and in another", async () => {
    expect(await names("languages")).toEqual(["English", "Deutsch"]);
    expect(await names("countries")).toEqual(["United Kingdom", "United States"]);
    expect(await names("states")).toEqual(["Alaska", "Texas"]);
    await renameThroughOperation("USA", "Alaska (AK)", "English (UK)");
    expect(await names("languages")).toEqual(["English (UK)", "Deutsch"]);
    expect(await names("countries")).toEqual(["USA", "United Kingdom"]);
    expect(await names("states")).toEqual(["Alaska (AK)", "Texas"]);

    await renameThroughOperation("United States of America", "Alaska", "English");
    forgetIsolateCopies();
    expect(await names("languages")).toEqual(["English", "Deutsch"]);
    expect(await names("countries")).toEqual(["United Kingdom", "United States of America"]);
    expect(await names("states")).toEqual(["Alaska", "Texas"]);
  });

  it("shows a banner the staff desk saves on the next read of the homepage localisation", async () => {
    const staff = await createStaffUser(env, "staff");
    const banner = () => read<{ bannerMessage: string | null; bannerMessageEnabled: boolean }>("homepage/localisations/2");
    expect((await SELF.fetch(`${ORIGIN}/api/v1/homepage/localisations/2`)).status).toBe(404);
    const save = (message: string, revision: string) =>
      SELF.fetch(`${ORIGIN}/api/v1/staff/banners/2`, {
        method: "PUT",
        headers: { Cookie: staff.cookie, "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ languageId: "2", message, content: "", enabled: "on", expiry: "", revision }).toString(),
      });
    expect((await save("Closed on Friday", "0")).status).toBe(200);
    expect(await banner()).toMatchObject({ bannerMessage: "Closed on Friday", bannerMessageEnabled: true });
    expect((await save("Open as usual", "1")).status).toBe(200);
    expect(await banner()).toMatchObject({ bannerMessage: "Open as usual" });
  });

  it("shows a product the staff desk saves on the next read of the product list", async () => {
    const staff = await createStaffUser(env, "staff");
    expect(await names("products")).toEqual(["SuperNova"]);
    await env.DB.prepare("UPDATE products SET name = 'Behind the desk' WHERE id = 41").run();
    expect(await names("products")).toEqual(["SuperNova"]);
    const saved = await SELF.fetch(`${ORIGIN}/api/v1/staff/products/41`, {
      method: "PUT",
      headers: { Cookie: staff.cookie, "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/json" },
      body: JSON.stringify({ revision: 1, name: "SuperNova Magnifier", shortDescription: "", visible: "on", online: "on" }),
    });
    expect(saved.status).toBe(200);
    expect(await names("products")).toEqual(["SuperNova Magnifier"]);
  });
});

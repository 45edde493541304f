/**
 * Update files are served by the Worker from the DOWNLOADS bucket, after the licence check:
 * the holder of a licence covering the update gets its bytes, and no one else does.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { productsSeed } from "../seed/products";
import { siteSeed } from "../seed/site";
import { getDb } from "../workers/db/client";
import { issueLicence, revokeLicence } from "../workers/licences";
import { UPDATE_FILE_MESSAGES } from "../workers/products/updates";
import { createSignedInUser } from "./helpers/auth";

const MAGNIFIER = 1;
/** Update 1 is for SuperNova Magnifier 23 and needs a licence; update 16 is free; update 6 is another product's. */
const LICENSED_UPDATE = 1;
const FREE_UPDATE = 16;
const OTHER_PRODUCT_UPDATE = 6;
const bytesOf = (id: number) => new TextEncoder().encode(`patch ${id} bytes`);

async function runStatements(statements: string[]) {
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50).map((sql) => env.DB.prepare(sql)));
}

beforeAll(async () => {
  await runStatements(await siteSeed.statements());
  await runStatements(await productsSeed.statements());
  for (const id of [LICENSED_UPDATE, FREE_UPDATE, OTHER_PRODUCT_UPDATE]) await env.DOWNLOADS.put(`downloads/patches/patch-${id}.zip`, bytesOf(id));
});

const download = (id: number | string, cookie?: string) =>
  SELF.fetch(`https://site.test/api/v1/updates/${id}/file`, { headers: cookie ? { Cookie: cookie } : {} });

describe("an update's file", () => {
  it("is served to the holder of a licence covering it, privately, and to no other account", async () => {
    const holder = await createSignedInUser(env);
    const other = await createSignedInUser(env);
    await issueLicence(getDb(env.DB), {
      accountId: holder.userId,
      productId: MAGNIFIER,
      edition: "magnifier",
      majorVersion: 23,
      seats: 1,
      fulfilment: "download",
      smaMonths: 12,
      orderId: null,
    });

    const served = await download(LICENSED_UPDATE, holder.cookie);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytesOf(LICENSED_UPDATE));
    expect(served.headers.get("Content-Disposition")).toBe(`attachment; filename="patch-1.zip"; filename*=UTF-8''patch-1.zip`);
    expect(served.headers.get("Content-Type")).toBe("application/zip");
    expect(served.headers.get("Cache-Control")).toBe("private, no-store");

    const refused = await download(LICENSED_UPDATE, other.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: UPDATE_FILE_MESSAGES["no-licence"] });
    const signedOut = await download(LICENSED_UPDATE);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ message: UPDATE_FILE_MESSAGES["signed-out"] });
    // A SuperNova Magnifier licence does not unlock another product's updates.
    expect((await download(OTHER_PRODUCT_UPDATE, holder.cookie)).status).toBe(403);
  });

  it("stops being served once the licence is revoked", async () => {
    const holder = await createSignedInUser(env);
    const licence = await issueLicence(getDb(env.DB), {
      accountId: holder.userId,
      productId: MAGNIFIER,
      edition: null,
      majorVersion: 23,
      seats: 1,
      fulfilment: "usb",
      smaMonths: 12,
      orderId: "refunded-order",
    });
    expect((await download(LICENSED_UPDATE, holder.cookie)).status).toBe(200);
    await revokeLicence(getDb(env.DB), { serial: licence.serial });
    expect((await download(LICENSED_UPDATE, holder.cookie)).status).toBe(403);
  });

  it("of a free update is served to anyone; an unknown or malformed update is refused", async () => {
    const free = await download(FREE_UPDATE);
    expect(free.status).toBe(200);
    expect(new Uint8Array(await free.arrayBuffer())).toEqual(bytesOf(FREE_UPDATE));
    expect((await download(99999)).status).toBe(404);
    const malformed = await download("abc");
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toMatchObject({ errors: { id: { friendlyName: "Update" } } });
  });

  it("missing from the bucket is a 404 that says so, not a server error", async () => {
    const holder = await createSignedInUser(env);
    await issueLicence(getDb(env.DB), {
      accountId: holder.userId,
      productId: MAGNIFIER,
      edition: null,
      majorVersion: 23,
      seats: 1,
      fulfilment: "download",
      smaMonths: 12,
      orderId: null,
    });
    await env.DOWNLOADS.delete("downloads/patches/patch-2.zip");
    const missing = await download(2, holder.cookie);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: UPDATE_FILE_MESSAGES.unavailable });
  });
});

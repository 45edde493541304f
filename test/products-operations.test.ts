/**
 * The free-trial request and the premium reader unlock as operations on both of their paths:
 * the /api/v1 route the page's script posts to, and the page action a form posts to without
 * JavaScript. Each rule is asserted once and holds on both.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { UNLOCK_WRONG_CODE_MESSAGE } from "@common/products";
import { trialAction } from "~/features/products/trial.server";
import { unlockAction } from "~/features/products/unlock.server";
import { productsSeed } from "../seed/products";
import { siteSeed } from "../seed/site";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS, type OperationPath, type Target, freshAddress, submit } from "./helpers/operations";

/** SuperNova Magnifier (product 1) offers a trial; its page names it by name, the API by id. */
const trialOfProduct1: Target = {
  api: "products/1/demo-downloads",
  page: (args) => trialAction(args, 1),
  pagePath: "/products/individuals/supernova-magnifier/try/support?languageId=1",
};
const unlock: Target = { api: "easyreader-premium/unlock", page: unlockAction, pagePath: "/easyreader/premium/unlock" };

const TOO_MANY = /^Too many attempts\. Please wait \d+ seconds and try again\.$/;

async function runStatements(statements: string[]) {
  for (let i = 0; i < statements.length; i += 50) {
    await env.DB.batch(statements.slice(i, i + 50).map((sql) => env.DB.prepare(sql)));
  }
}

beforeAll(async () => {
  await runStatements(await siteSeed.statements());
  await runStatements([
    "INSERT INTO dealers (id, name, country_id, is_primary, city, phone) VALUES (901, 'Sight Aid Ltd', 1, 1, 'Leeds', '0113 496 0000')",
    "INSERT INTO dealers (id, name, country_id, city) VALUES (902, 'Hilfsmittel Nord', 3, 'Hamburg')",
  ]);
  await runStatements(await productsSeed.statements());
});

const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? 0;

function trial(email: string) {
  return {
    firstName: "Amara",
    lastName: "Okafor",
    email,
    phone: "01632 960123",
    languageId: "2",
    dealerId: "901",
    aboutYou: "persona_1",
    agreement: "on",
    countryId: "1",
    marketSegmentId: "2",
  };
}

/** A created trial answers 201 with the address (API), or goes there at once (page, 303). */
function expectCreated(path: OperationPath, answer: { status: number; redirect?: string | null }) {
  expect(answer.status).toBe(path === "api" ? 201 : 303);
  expect(answer.redirect).toMatch(/^\/trial-downloads\/\w{32}$/);
}

describe.each(BOTH_PATHS)("free-trial request through the %s path", (path) => {
  it("stores the trial in the chosen language and sends the visitor to its download page", async () => {
    const email = `trial.${path}@example.com`;
    const answer = await submit(path, trialOfProduct1, trial(email));
    expectCreated(path, answer);
    const row = await env.DB.prepare("SELECT id, product_id, language_id, dealer_id, about_you FROM trial_requests WHERE email = ?").bind(email).first();
    expect(row).toMatchObject({ product_id: 1, language_id: 2, dealer_id: 901, about_you: "persona_1" });
    const token = answer.redirect!.split("/").pop();
    const issued = await env.DB.prepare("SELECT kind, trial_request_id FROM download_tokens WHERE token = ?").bind(token).first();
    expect(issued).toEqual({ kind: "trial", trial_request_id: row!.id });
  });

  it("answers bad input with per-field errors and stores nothing", async () => {
    const email = `bad.${path}@example.com`;
    const answer = await submit(path, trialOfProduct1, {
      firstName: "",
      lastName: "x".repeat(101),
      email,
      phone: "0".repeat(26),
      languageId: "",
      dealerId: "",
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.fieldErrors ?? {}).sort()).toEqual(["aboutYou", "agreement", "dealerId", "firstName", "languageId", "lastName", "phone"]);
    expect(answer.fieldErrors?.phone).toEqual({ friendlyName: "Phone number", errors: ["Phone number must be 25 characters or fewer"] });
    expect(await count("SELECT count(*) AS n FROM trial_requests WHERE email = ?", email)).toBe(0);
  });

  it("refuses a dealer that does not sell the product and a language the trial lacks, on their fields", async () => {
    const email = `refused.${path}@example.com`;
    const dealer = await submit(path, trialOfProduct1, { ...trial(email), dealerId: "12345" });
    expect(dealer.status).toBe(422);
    expect(dealer.fieldErrors?.dealerId).toEqual({ friendlyName: "Dealer", errors: ["Choose a dealer from the list"] });
    const language = await submit(path, trialOfProduct1, { ...trial(email), languageId: "10" });
    expect(language.status).toBe(422);
    expect(language.fieldErrors?.languageId).toEqual({ friendlyName: "Language", errors: ["The trial is not available in that language"] });
    expect(await count("SELECT count(*) AS n FROM trial_requests WHERE email = ?", email)).toBe(0);
  });

  it("limits an address to ten requests in ten minutes", async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) expectCreated(path, await submit(path, trialOfProduct1, trial(`limit${i}.${path}@example.com`), { address }));
    const limited = await submit(path, trialOfProduct1, trial(`limit10.${path}@example.com`), { address });
    expect(limited.status).toBe(429);
    expect(limited.message).toMatch(TOO_MANY);
    expect(await count("SELECT count(*) AS n FROM trial_requests WHERE email = ?", `limit10.${path}@example.com`)).toBe(0);
  });
});

describe("free-trial request on both paths at once", () => {
  it("counts the page's and the API's requests against one limit", async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      expectCreated("api", await submit("api", trialOfProduct1, trial(`shared.api${i}@example.com`), { address }));
      expectCreated("page", await submit("page", trialOfProduct1, trial(`shared.page${i}@example.com`), { address }));
    }
    expect((await submit("page", trialOfProduct1, trial("shared.last@example.com"), { address })).status).toBe(429);
    expect((await submit("api", trialOfProduct1, trial("shared.last@example.com"), { address })).status).toBe(429);
  });
});

async function addUnlockCode(code: string, redirectUrl: string, maxUses = 1) {
  await env.DB.prepare("INSERT INTO unlock_codes (code, redirect_url, max_uses, uses) VALUES (?, ?, ?, 0)").bind(code, redirectUrl, maxUses).run();
}

/** A successful unlock goes on to its address: the API says where (200), the page goes there (303). */
function expectUnlocked(path: OperationPath, answer: { status: number; redirect?: string | null; message?: string }, to: string) {
  expect(answer.status).toBe(path === "api" ? 200 : 303);
  expect(answer.redirect).toBe(to);
  if (path === "api") expect(answer.message).toBe("Premium features are now unlocked for your DolphinID.");
}

describe.each(BOTH_PATHS)("premium reader unlock through the %s path", (path) => {
  it("unlocks with a good code typed in any case and spacing, and records the DolphinID", async () => {
    const code = `OP-${path.toUpperCase()}-GOOD`;
    await addUnlockCode(code, "/account?unlocked=easyreader-premium");
    const answer = await submit(path, unlock, { unlockCode: ` ${code.toLowerCase()} `, dolphinId: `Pupil.${path}@School.example` });
    expectUnlocked(path, answer, "/account?unlocked=easyreader-premium");
    const row = await env.DB.prepare("SELECT dolphin_id, account_id FROM unlock_redemptions WHERE code = ?").bind(code).first();
    expect(row).toEqual({ dolphin_id: `pupil.${path}@school.example`, account_id: null });
  });

  it("records the signed-in account with the unlock", async () => {
    const code = `OP-${path.toUpperCase()}-SIGNED-IN`;
    await addUnlockCode(code, "/account?unlocked=easyreader-premium");
    const user = await createSignedInUser(env);
    expectUnlocked(
      path,
      await submit(path, unlock, { unlockCode: code, dolphinId: user.email }, { cookie: user.cookie }),
      "/account?unlocked=easyreader-premium",
    );
    const row = await env.DB.prepare("SELECT account_id FROM unlock_redemptions WHERE code = ?").bind(code).first();
    expect(row).toEqual({ account_id: user.userId });
  });

  it("says on the code's field when a code is unknown or used up, and records nothing more", async () => {
    const wrong = await submit(path, unlock, { unlockCode: "NOT-A-CODE", dolphinId: "a@b.example" });
    expect(wrong.status).toBe(422);
    expect(wrong.fieldErrors?.unlockCode).toEqual({ friendlyName: "Unlock code", errors: [UNLOCK_WRONG_CODE_MESSAGE] });

    const code = `OP-${path.toUpperCase()}-ONCE`;
    await addUnlockCode(code, "/account?unlocked=easyreader-premium");
    expect((await submit(path, unlock, { unlockCode: code, dolphinId: "first@example.com" })).redirect).toBe("/account?unlocked=easyreader-premium");
    const usedUp = await submit(path, unlock, { unlockCode: code, dolphinId: "second@example.com" });
    expect(usedUp.status).toBe(422);
    expect(usedUp.fieldErrors?.unlockCode?.errors).toEqual(["That unlock code has already been used. Ask whoever gave it to you for a new one."]);
    expect(await count("SELECT count(*) AS n FROM unlock_redemptions WHERE code = ?", code)).toBe(1);
  });

  it("answers bad input with per-field errors", async () => {
    const answer = await submit(path, unlock, { unlockCode: "x".repeat(51), dolphinId: "" });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.fieldErrors ?? {}).sort()).toEqual(["dolphinId", "unlockCode"]);
    expect(answer.fieldErrors?.unlockCode?.friendlyName).toBe("Unlock code");
  });

  it("sends the visitor only to a page of this site, whatever address a code names", async () => {
    const code = `OP-${path.toUpperCase()}-AWAY`;
    await addUnlockCode(code, "https://elsewhere.example/activate");
    expectUnlocked(path, await submit(path, unlock, { unlockCode: code, dolphinId: "away@example.com" }), "/account/easyreader-premium/status");
  });

  it("limits an address to ten attempts in ten minutes, so codes cannot be guessed", async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++)
      expect((await submit(path, unlock, { unlockCode: `GUESS-${i}`, dolphinId: "guess@example.com" }, { address })).status).toBe(422);
    const limited = await submit(path, unlock, { unlockCode: "ERP-LOCAL-SCHOOL-2026", dolphinId: "guess@example.com" }, { address });
    expect(limited.status).toBe(429);
    expect(limited.message).toMatch(TOO_MANY);
    expect(await count("SELECT count(*) AS n FROM unlock_redemptions WHERE dolphin_id = ?", "guess@example.com")).toBe(0);
  });
});

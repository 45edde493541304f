/**
 * The content area's forms as operations on both of their paths: the /api/v1 route a script
 * posts to and the page action a form posts to without JavaScript. The careers application
 * (multipart, with a CV) and the beta registration are each asserted once and hold on both.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { buildUrl } from "@common/routes";
import { careersApplicationAction } from "~/lib/careers.server";
import { betaRegistrationAction } from "~/lib/content.server";
import { contentSeed } from "../seed/content";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS, type Target, freshAddress, submit } from "./helpers/operations";

const careers: Target = { api: "careers/process-application", page: careersApplicationAction, pagePath: buildUrl("CareersApply") };
const beta: Target = { api: "beta-tester-zone/register", page: betaRegistrationAction, pagePath: buildUrl("BetaRegister") };

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RECEIVED = "Thank you, your application has been received. We have sent a confirmation to your email address and will reply within ten working days.";

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT OR IGNORE INTO countries (id, name, iso3166) VALUES (1, 'United Kingdom', 'GB'), (5, 'Netherlands', 'NL'), (7, 'Norway', 'NO'), (12, 'Australia', 'AU'), (14, 'Canada', 'CA'), (18, 'Finland', 'FI'), (255, 'United States of America', 'US')",
    ),
    env.DB.prepare(
      "INSERT OR IGNORE INTO languages (id, name, iso6391, iso6393) VALUES (1, 'English', 'en', 'eng'), (4, 'Nederlands', 'nl', 'nld'), (7, 'Norsk', 'no', 'nor'), (10, 'Suomi', 'fi', 'fin')",
    ),
  ]);
  for (const statement of await contentSeed.statements()) await env.DB.prepare(statement).run();
});

const count = async (table: string, email: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE email = ?`).bind(email).first<{ n: number }>())?.n ?? 0;

function application(email: string) {
  return {
    role: "1",
    name: "Amira Okafor",
    email,
    phone: "01234 567890",
    coverLetter: "I have tested software with screen readers for six years.",
    privacy: "on",
  };
}

const pdf = () => ({ cv: new File([PDF], "Amira Okafor CV.pdf", { type: "application/pdf" }) });

describe.each(BOTH_PATHS)("careers application through the %s path", (path) => {
  it("stores the application and its CV, confirms by email and goes on to the confirmation", async () => {
    const email = `applicant-${path}@example.com`;
    const answer = await submit(path, careers, application(email), { files: pdf() });
    // The page follows the redirect to its confirmation; the API answers 201 and names it.
    expect(answer.status).toBe(path === "api" ? 201 : 303);
    expect(answer.redirect).toBe(`${buildUrl("CareersApply")}?sent=1`);
    if (path === "api") expect(answer.message).toBe(RECEIVED);
    const row = await env.DB.prepare("SELECT cv_key, cv_size FROM career_applications WHERE email = ?")
      .bind(email)
      .first<{ cv_key: string; cv_size: number }>();
    expect(row?.cv_size).toBe(PDF.byteLength);
    expect(await env.CV_BUCKET.get(row!.cv_key)).not.toBeNull();
    const mail = await env.DB.prepare("SELECT count(*) AS n FROM support_outbox WHERE to_address = ?").bind(email).first<{ n: number }>();
    expect(mail?.n).toBe(1);
  });

  it("refuses a file that is not a PDF or Word document, and stores nothing", async () => {
    const email = `image-${path}@example.com`;
    const answer = await submit(path, careers, application(email), { files: { cv: new File([PNG], "cv.pdf", { type: "application/pdf" }) } });
    expect(answer.status).toBe(422);
    expect(answer.fieldErrors?.cv).toEqual({ friendlyName: "CV", errors: ["Your CV must be a PDF or Word document (.pdf, .doc or .docx)"] });
    expect(await count("career_applications", email)).toBe(0);
  });

  it("lists every problem at once: the missing CV with the fields", async () => {
    const answer = await submit(path, careers, { role: "1", name: "", email: "not-an-address", coverLetter: "Hello" }, { files: {} });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.fieldErrors ?? {}).sort()).toEqual(["cv", "email", "name", "privacy"]);
    expect(answer.fieldErrors?.cv?.errors).toEqual(["Choose your CV to upload"]);
  });

  it("says a role that is not open is not one to choose", async () => {
    const answer = await submit(path, careers, { ...application(`closed-${path}@example.com`), role: "9999" }, { files: pdf() });
    expect(answer.status).toBe(422);
    expect(answer.fieldErrors?.role?.errors).toEqual(["Choose a role from the list"]);
  });

  it("limits an address to five applications an hour", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 5; attempt++) expect((await submit(path, careers, {}, { address, files: {} })).status).toBe(422);
    const limited = await submit(path, careers, application(`limited-${path}@example.com`), { address, files: pdf() });
    expect(limited.status).toBe(429);
    expect(limited.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(await count("career_applications", `limited-${path}@example.com`)).toBe(0);
  });
});

describe("careers application page", () => {
  it("goes on to the confirmation in the visitor's locale", async () => {
    const answer = await submit("page", { ...careers, pagePath: `/de-de${buildUrl("CareersApply")}` }, application("locale@example.com"), {
      files: pdf(),
      params: { locale: "de-de" },
    });
    expect(answer).toMatchObject({ status: 303, redirect: `/de-de${buildUrl("CareersApply")}?sent=1` });
  });
});

describe.each(BOTH_PATHS)("beta registration through the %s path", (path) => {
  const good = (email: string) => ({
    programme: "1",
    name: "Joe Bloggs",
    email,
    operatingSystem: "windows-11",
    assistiveTechnology: "SuperNova",
    agreement: "on",
  });

  it("registers once and recognises a repeat in any case", async () => {
    const email = `tester-${path}@example.com`;
    const first = await submit(path, beta, good(email));
    expect(first.status).toBe(201);
    expect(first.message).toBe(
      "Thank you, you are registered for the SuperNova beta. Sign in with DolphinID using the same email address to see the beta downloads.",
    );
    const again = await submit(path, beta, good(email.toUpperCase()));
    expect(again.status).toBe(200);
    expect(again.message).toMatch(/^You are already registered for the SuperNova beta\./);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM beta_registrations WHERE lower(email) = ?").bind(email).first<{ n: number }>())?.n).toBe(1);
  });

  it("links the registration to the signed-in account", async () => {
    const user = await createSignedInUser(env, { email: `signed-in-tester-${path}@example.com` });
    expect((await submit(path, beta, { ...good(user.email), programme: "2" }, { cookie: user.cookie })).status).toBe(201);
    const row = await env.DB.prepare("SELECT account_id FROM beta_registrations WHERE email = ?").bind(user.email).first<{ account_id: string }>();
    expect(row?.account_id).toBe(user.userId);
  });

  it("answers bad input and a programme that is not open per field, and stores nothing", async () => {
    const bad = await submit(path, beta, { programme: "1", name: "", email: "x", operatingSystem: "amiga" });
    expect(bad.status).toBe(422);
    expect(bad.fieldErrors?.operatingSystem?.friendlyName).toBe("Operating system");
    expect(bad.fieldErrors?.agreement?.friendlyName).toBe("Beta tester agreement");
    const unknown = await submit(path, beta, { ...good(`nobody-${path}@example.com`), programme: "77" });
    expect(unknown.status).toBe(422);
    expect(unknown.fieldErrors?.programme?.errors).toEqual(["Choose a beta programme that is open"]);
    expect(await count("beta_registrations", `nobody-${path}@example.com`)).toBe(0);
  });

  it("limits an address to ten registrations an hour", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt++) expect((await submit(path, beta, {}, { address })).status).toBe(422);
    const limited = await submit(path, beta, good(`limited-${path}@example.com`), { address });
    expect(limited.status).toBe(429);
    expect(await count("beta_registrations", `limited-${path}@example.com`)).toBe(0);
  });
});

/**
 * The contact and support messages and the bug report, each one operation on both of its
 * paths: the /api/v1 route the page's script posts to, and the page action a form posts to
 * without JavaScript. Each rule is asserted once and holds on both.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { HUMAN_CHECK_MESSAGES, MESSAGE_SUCCESS } from "@common/support/messages";
import { bugReportAction, contactMessageAction, supportMessageAction } from "~/features/support/actions.server";
import { siteSeed } from "../seed/site";
import { supportSeed } from "../seed/support";
import { BOTH_PATHS, type Target, freshAddress, humanCheckToken, submit } from "./helpers/operations";

const contactMessage: Target = { api: "contact/message", page: contactMessageAction, pagePath: "/contact" };

const count = async (where: string, value: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM support_messages WHERE ${where}`).bind(value).first<{ n: number }>())?.n ?? 0;

beforeAll(async () => {
  const statements = [...(await siteSeed.statements()), ...(await supportSeed.statements())];
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
});

function message(subject: string) {
  return {
    name: "Owen Price",
    email: "owen@example.com",
    subject,
    message: "Does SuperNova read the new accessible PDF forms in Acrobat?",
    privacy: "on",
  };
}

describe.each(BOTH_PATHS)("contact message through the %s path", (path) => {
  it("stores a message sent with a valid human-check token and says so", async () => {
    const subject = `Acrobat forms (${path})`;
    const answer = await submit(path, contactMessage, { ...message(subject), humanCheckToken: await humanCheckToken("contact") });
    expect(answer.status).toBe(201);
    expect(answer.message).toBe(MESSAGE_SUCCESS);
    expect(await count("subject = ?", subject)).toBe(1);
  });

  it("refuses a message without a token, with a spent token, or with another form's token, and stores nothing", async () => {
    const subject = `Refused human check (${path})`;
    const missing = await submit(path, contactMessage, message(subject));
    expect(missing).toMatchObject({ status: 400, message: HUMAN_CHECK_MESSAGES["missing-input-response"] });

    const token = await humanCheckToken("contact");
    expect((await submit(path, contactMessage, { ...message(`${subject}, first`), humanCheckToken: token })).status).toBe(201);
    const spent = await submit(path, contactMessage, { ...message(subject), humanCheckToken: token });
    expect(spent).toMatchObject({ status: 400, message: HUMAN_CHECK_MESSAGES["timeout-or-duplicate"] });

    const otherForm = await submit(path, contactMessage, { ...message(subject), humanCheckToken: await humanCheckToken("support") });
    expect(otherForm).toMatchObject({ status: 400, message: HUMAN_CHECK_MESSAGES["bad-request"] });
    expect(await count("subject = ?", subject)).toBe(0);
  });

  it("answers bad input with per-field errors before spending the token, and stores nothing", async () => {
    const token = await humanCheckToken("contact");
    const answer = await submit(path, contactMessage, { name: "", email: "not-an-address", subject: "", message: "", humanCheckToken: token });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.fieldErrors ?? {})).toEqual(expect.arrayContaining(["name", "email", "subject", "message", "privacy"]));
    expect(answer.fieldErrors?.email?.friendlyName).toBe("Email");
    expect(await count("email = ?", "not-an-address")).toBe(0);
    // Corrected, the same message goes with the same token.
    const subject = `Corrected (${path})`;
    expect((await submit(path, contactMessage, { ...message(subject), humanCheckToken: token })).status).toBe(201);
  });

  it("limits an address to five messages in ten minutes", async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const sent = await submit(path, contactMessage, { ...message(`Limit ${path} ${i}`), humanCheckToken: await humanCheckToken("contact") }, { address });
      expect(sent.status).toBe(201);
    }
    const limited = await submit(path, contactMessage, { ...message(`Limit ${path} 5`), humanCheckToken: await humanCheckToken("contact") }, { address });
    expect(limited.status).toBe(429);
    expect(limited.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(await count("subject = ?", `Limit ${path} 5`)).toBe(0);
  });
});

const supportMessage: Target = { api: "contact/support/message", page: supportMessageAction, pagePath: "/contact/support" };
const bugReport: Target = { api: "support/report-bug", page: bugReportAction, pagePath: "/support/report-a-bug/supernova" };

const supportRequest = (message: string) => ({
  name: "Tom Reid",
  email: "tom@example.com",
  product: "1",
  version: "23.02",
  message,
  privacy: "on",
});

describe.each(BOTH_PATHS)("support message through the %s path", (path) => {
  it("stores a request for a support product and says so", async () => {
    const text = `Speech stops after the laptop wakes from sleep (${path}).`;
    const answer = await submit(path, supportMessage, { ...supportRequest(text), serial: "SN-4411-2093", humanCheckToken: await humanCheckToken("support") });
    expect(answer).toMatchObject({ status: 201, message: MESSAGE_SUCCESS });
    const row = await env.DB.prepare("SELECT kind, product_id, serial FROM support_messages WHERE message = ?").bind(text).first();
    expect(row).toEqual({ kind: "support", product_id: 1, serial: "SN-4411-2093" });
  });

  it("refuses a product that is not a support product, and a missing serial after 'I have a serial number', storing nothing", async () => {
    const text = `Unknown product (${path}).`;
    const unknown = await submit(path, supportMessage, { ...supportRequest(text), product: "999", humanCheckToken: await humanCheckToken("support") });
    expect(unknown.status).toBe(422);
    expect(unknown.fieldErrors?.product).toEqual({ friendlyName: "Product", errors: ["Choose a product from the list"] });

    const noSerial = await submit(path, supportMessage, { ...supportRequest(text), hasSerial: "on", humanCheckToken: await humanCheckToken("support") });
    expect(noSerial.status).toBe(422);
    expect(noSerial.fieldErrors?.serial?.errors).toEqual(["Serial number is required when you say you have one"]);
    expect(await count("message = ?", text)).toBe(0);
  });

  it("refuses the contact form's token", async () => {
    const text = `Wrong token (${path}).`;
    const answer = await submit(path, supportMessage, { ...supportRequest(text), humanCheckToken: await humanCheckToken("contact") });
    expect(answer).toMatchObject({ status: 400, message: HUMAN_CHECK_MESSAGES["bad-request"] });
    expect(await count("message = ?", text)).toBe(0);
  });
});

describe.each(BOTH_PATHS)("bug report through the %s path", (path) => {
  const report = (message: string) => ({ name: "Ana", email: "ana@example.com", product: "4", version: "11.1", message, privacy: "on" });

  it("stores a bug report with its product and version", async () => {
    const text = `The app closes when I open a DAISY 2.02 book (${path}).`;
    const answer = await submit(path, bugReport, { ...report(text), humanCheckToken: await humanCheckToken("report-bug") });
    expect(answer).toMatchObject({ status: 201, message: MESSAGE_SUCCESS });
    const row = await env.DB.prepare("SELECT kind, product_id, version FROM support_messages WHERE message = ?").bind(text).first();
    expect(row).toEqual({ kind: "bug", product_id: 4, version: "11.1" });
  });

  it("requires the version, and a token for the bug report form, storing nothing", async () => {
    const text = `No version (${path}).`;
    const noVersion = await submit(path, bugReport, { ...report(text), version: "", humanCheckToken: await humanCheckToken("report-bug") });
    expect(noVersion.status).toBe(422);
    expect(noVersion.fieldErrors?.version).toEqual({ friendlyName: "Version", errors: ["Version is required"] });

    const otherForm = await submit(path, bugReport, { ...report(text), humanCheckToken: await humanCheckToken("support") });
    expect(otherForm).toMatchObject({ status: 400, message: HUMAN_CHECK_MESSAGES["bad-request"] });
    expect(await count("message = ?", text)).toBe(0);
  });
});

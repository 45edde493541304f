/**
 * The contact message as one operation on both of its paths: the /api/v1 route the page's
 * script posts to, and the page action a form posts to without JavaScript. Each rule is
 * asserted once and holds on both.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { HUMAN_CHECK_MESSAGES, MESSAGE_SUCCESS } from "@common/support/messages";
import { contactMessageAction } from "~/features/support/actions.server";
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

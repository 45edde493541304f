/**
 * Server messages in the visitor's language: the API answers in the caller's locale
 * (`?locale=`, else the language cookie, else Accept-Language), a page action in its page's,
 * mail in the language of the page that caused it; English stays exactly as it was.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { VALIDATION_FAILED_MESSAGE } from "@common/api-errors";
import { MESSAGE_SUCCESS } from "@common/support/messages";
import { contactMessageAction } from "~/features/support/actions.server";
import { pageResponse } from "~/lib/operation-action.server";
import { refuse, invalidField } from "@workers/operation";
import { requestLocale, serverText } from "../workers/i18n";
import { siteSeed } from "../seed/site";
import { supportSeed } from "../seed/support";
import { type Target, freshAddress, humanCheckToken, submit } from "./helpers/operations";

const contactMessage: Target = { api: "contact/message", page: contactMessageAction, pagePath: "/contact" };

beforeAll(async () => {
  const statements = [...(await siteSeed.statements()), ...(await supportSeed.statements())];
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
});

async function postInvalid(query: string, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(`https://site.test/api/v1/contact/message${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "XMLHttpRequest", "CF-Connecting-IP": freshAddress(), ...headers },
    body: new URLSearchParams({ name: "", email: "not-an-address", subject: "", message: "" }).toString(),
  });
  return {
    status: response.status,
    body: (await response.json()) as { message: string; type?: string; errors: Record<string, { friendlyName: string; errors: string[] }> },
  };
}

describe("API answers in the caller's language", () => {
  it("keeps the exact English by default", async () => {
    const { status, body } = await postInvalid("");
    expect(status).toBe(422);
    expect(body.message).toBe(VALIDATION_FAILED_MESSAGE);
    expect(body.errors.email).toEqual({ friendlyName: "Email", errors: ["Email must be a valid email address, like name@example.com"] });
    expect(body.errors.name?.errors).toEqual(["Name is required"]);
  });

  it("answers in German for Accept-Language: de-DE, in the same 422 shape", async () => {
    const { status, body } = await postInvalid("", { "Accept-Language": "de-DE,de;q=0.9,en;q=0.5" });
    expect(status).toBe(422);
    expect(body.type).toBe("inputs");
    expect(body.message).toBe("Einige Ihrer Angaben müssen korrigiert werden.");
    expect(body.errors.email).toEqual({ friendlyName: "E-Mail", errors: ["E-Mail muss eine gültige E-Mail-Adresse sein, z. B. name@example.com"] });
    expect(body.errors.name).toEqual({ friendlyName: "Name", errors: ["Name: Angabe erforderlich"] });
  });

  it("answers in French for ?locale=fr-fr, whatever the browser says", async () => {
    const { body } = await postInvalid("?locale=fr-fr", { "Accept-Language": "de-DE" });
    expect(body.message).toBe("Certaines des informations que vous avez envoyées doivent être corrigées.");
    expect(body.errors.subject).toEqual({ friendlyName: "Objet", errors: ["Objet : champ obligatoire"] });
  });

  it("follows the language the visitor chose (the cookie) before the browser's", async () => {
    const { body } = await postInvalid("", { Cookie: "locale=nl-nl", "Accept-Language": "de-DE" });
    expect(body.message).toBe("Een deel van de gegevens die u hebt verstuurd, moet worden verbeterd.");
  });

  it("translates the errors the API writes by hand, such as an unknown address", async () => {
    const response = await SELF.fetch("https://site.test/api/v1/no-such-thing?locale=de-de");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Unter dieser Adresse gibt es keinen API-Endpunkt." });
  });

  it("chooses one locale per request: the page's path, else the API's rules", () => {
    expect(requestLocale(new Request("https://site.test/nl-nl/contact"))).toBe("nl-nl");
    expect(requestLocale(new Request("https://site.test/contact", { headers: { "Accept-Language": "fr" } }))).toBe("en-gb");
    expect(requestLocale(new Request("https://site.test/api/v1/x?locale=en-xa", { headers: { "Accept-Language": "fr-BE,fr" } }))).toBe("fr-fr");
    expect(requestLocale(new Request("https://site.test/api/v1/x"))).toBe("en-gb");
  });
});

describe("page actions answer in the page's language", () => {
  it("says a refusal in Dutch on a /nl-nl page, and field errors too", () => {
    const request = new Request("https://site.test/nl-nl/contact", { method: "POST" });
    const refused = pageResponse(request, refuse(409, "That time has just been booked by someone else, please choose another time"), {}, undefined, "nl-nl");
    expect(refused).toMatchObject({ data: { status: "error", message: "Dat tijdstip is net door iemand anders geboekt. Kies een ander tijdstip" } });
    const invalid = pageResponse(
      request,
      invalidField("seats", "Seats", {
        id: "Only {free} of {seats} seats are free, and {wanted} students would need one each.",
        values: { free: 2, seats: 10, wanted: 3 },
      }),
      {},
      undefined,
      "nl-nl",
    );
    expect(invalid).toMatchObject({
      data: {
        status: "invalid",
        fieldErrors: { seats: { friendlyName: "Plaatsen", errors: ["Slechts 2 van de 10 plaatsen zijn vrij, en 3 leerlingen hebben er elk een nodig."] } },
      },
    });
  });

  it("keeps the English exact on an English page", () => {
    const request = new Request("https://site.test/contact", { method: "POST" });
    const answer = pageResponse(request, refuse(429, { id: "Too many attempts. Please wait {seconds} seconds and try again.", values: { seconds: 30 } }), {});
    expect(answer).toMatchObject({ data: { status: "error", message: "Too many attempts. Please wait 30 seconds and try again." } });
  });

  it("brackets every server message in the pseudo-locale", () => {
    expect(serverText("en-xa").text("Not found.")).toBe("⟦Ñóţ ƒóúñð.⟧");
  });
});

describe("mail in the language of the page that caused it", () => {
  it("writes the contact copy in German from a German page, and says so", async () => {
    const email = `greta.${crypto.randomUUID()}@example.com`;
    const answer = await submit(
      "page",
      { ...contactMessage, pagePath: "/de-de/contact" },
      {
        name: "Greta Vogel",
        email,
        subject: "Vorlesen in Word",
        message: "Liest SuperNova Kommentare in Word vor?",
        privacy: "on",
        humanCheckToken: await humanCheckToken("contact"),
      },
      { params: { locale: "de-de" } },
    );
    expect(answer.status).toBe(201);
    expect(answer.message).toBe(
      "Wir lesen alle Nachrichten und sorgen dafür, dass Ihre vom richtigen Team bearbeitet wird. Wir möchten innerhalb von zwei Werktagen antworten, und eine Kopie Ihrer Nachricht ist auf dem Weg in Ihren Posteingang.",
    );
    const mail = await env.DB.prepare("SELECT subject, text_body, language FROM mail_messages WHERE to_address = ?")
      .bind(email)
      .first<{ subject: string; text_body: string; language: string }>();
    expect(mail?.subject).toMatch(/^Wir haben Ihre Nachricht erhalten \(Referenz \d+\)$/);
    expect(mail?.text_body).toContain("Guten Tag Greta Vogel,");
    expect(mail?.text_body).toContain("Liest SuperNova Kommentare in Word vor?");
    expect(mail?.language).toBe("de-DE");
  });

  it("keeps the English mail exact from an English page", async () => {
    const email = `owen.${crypto.randomUUID()}@example.com`;
    const answer = await submit("api", contactMessage, {
      name: "Owen Price",
      email,
      subject: "Acrobat",
      message: "Does it read forms?",
      privacy: "on",
      humanCheckToken: await humanCheckToken("contact"),
    });
    expect(answer.message).toBe(MESSAGE_SUCCESS);
    const mail = await env.DB.prepare("SELECT subject, text_body, language FROM mail_messages WHERE to_address = ?")
      .bind(email)
      .first<{ subject: string; text_body: string; language: string }>();
    expect(mail?.subject).toMatch(/^We have your message \(reference \d+\)$/);
    expect(mail?.text_body).toMatch(
      /^Hello Owen Price,\n\nThank you for contacting Dolphin\. We read all messages and will make sure yours is handled by the right team\. Your reference is \d+; please quote it if you contact us about this again\.\n\nYour message:\n\nDoes it read forms\?\n\nDolphin Computer Access\n\n-- \nYou received this mail because a message was sent to Dolphin from our website with this address\. We write only about that message\.$/,
    );
    expect(mail?.language).toBe("en-GB");
  });
});

describe("a message missing from the catalogue", () => {
  it("is said in English and logged once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const t = serverText("fr-fr");
    const id = "A message no catalogue holds yet, for {name}";
    expect(t.translate(id, { name: "Léa" })).toEqual({ text: "A message no catalogue holds yet, for Léa", english: true });
    expect(t.text(id, { name: "Marc" })).toBe("A message no catalogue holds yet, for Marc");
    expect(warn.mock.calls.filter(([line]) => String(line).includes("A message no catalogue holds yet"))).toHaveLength(1);
    warn.mockRestore();
  });
});

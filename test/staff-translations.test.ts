/**
 * The desk's Translations section, on the API and the editor's form alike: a translation saved
 * as a draft stays off the public page, published shows on it at once, unpublished goes off it
 * again; an English edit made afterwards shows the translation as out of date; every change is
 * in the audit log; bad input is refused field by field and a save from an older revision is
 * refused, changing nothing; only staff of this environment get in. The data files' translations
 * load as published.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STALE_EDIT_MESSAGE } from "@common/staff";
import { environmentNibble } from "@common/identity";
import { CONTENT_TRANSLATIONS, translationsData } from "../data/production/translations";
import translationStatesMigration from "../migrations/0045_translation_states.sql?raw";
import { loader as contentPageLoader } from "~/routes/content/content-page";
import { loader as productHelpLoader } from "~/routes/content/product-help";
import { translationAction } from "~/routes/staff/translations.server";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS } from "./helpers/operations";
import { createStaffUser, staffApi } from "./helpers/staff";
import { type ContentCall, auditOf, send } from "./helpers/staff-content";

type Step = "draft" | "publish" | "unpublish";

function call(kind: string, itemId: number, language: string, step: Step): ContentCall {
  const base = `translations/${kind}/${itemId}/${language}`;
  return {
    api: step === "draft" ? ["PUT", base] : ["POST", `${base}/${step}`],
    page: { action: translationAction, path: `/staff/${base}`, intent: step, params: { kind, itemId: String(itemId), language } },
  };
}

let nextPage = 1;

/** A content page written in English, with its id and short name. */
async function englishPage(): Promise<{ id: number; hid: string }> {
  const hid = `translated-page-${nextPage++}`;
  const row = await env.DB.prepare(
    "INSERT INTO content_pages (hid, kind, title, summary, body, language, published) VALUES (?1, 'general', 'Opening hours', 'When we answer the phone.', 'We answer from nine to five.', 'en', 1) RETURNING id",
  )
    .bind(hid)
    .first<{ id: number }>();
  return { id: row!.id, hid };
}

/** The page as a visitor of `locale` reads it: its title and the language its text is in. */
async function publicPage(hid: string, locale: string) {
  const data = (await contentPageLoader({ request: new Request(`https://site.test/${locale}/flexipage/${hid}`), params: { locale, hid } } as never)) as {
    title: string;
    summary: string;
    contentLanguage: string;
  };
  return { title: data.title, summary: data.summary, contentLanguage: data.contentLanguage };
}

async function stateRow(kind: string, itemId: number, language: string) {
  return env.DB.prepare("SELECT state, revision, source FROM content_translation_states WHERE kind = ?1 AND item_id = ?2 AND language = ?3")
    .bind(kind, itemId, language)
    .first<{ state: string; revision: number; source: string }>();
}

async function storedFields(kind: string, itemId: number, language: string) {
  const { results } = await env.DB.prepare("SELECT field, value FROM content_translations WHERE kind = ?1 AND item_id = ?2 AND language = ?3 ORDER BY field")
    .bind(kind, itemId, language)
    .all<{ field: string; value: string }>();
  return Object.fromEntries(results.map(({ field, value }) => [field, value]));
}

const GERMAN = { title: "Öffnungszeiten", summary: "Wann wir ans Telefon gehen.", body: "Wir sind von neun bis fünf erreichbar." };

async function pageStatus(cookie: string, pageId: number, language: string) {
  const response = await staffApi("translations", cookie);
  expect(response.status).toBe(200);
  const { sections } = (await response.json()) as {
    sections: { kind: string; items: { id: number; languages: { language: string; state: string; outOfDate: boolean }[] }[] }[];
  };
  return sections
    .find((section) => section.kind === "page")!
    .items.find((item) => item.id === pageId)!
    .languages.find((entry) => entry.language === language)!;
}

describe.each(BOTH_PATHS)("translating a page (%s)", (path) => {
  it("keeps a draft off the public page, shows it once published and not once unpublished, each change audited", async () => {
    const staff = await createStaffUser(env, "staff");
    const page = await englishPage();
    const fields = { kind: "page", itemId: String(page.id), language: "de" };
    expect(await pageStatus(staff.cookie, page.id, "de")).toEqual({ language: "de", state: "missing", outOfDate: false, revision: 0 });

    const draft = await send(path, call("page", page.id, "de", "draft"), { ...fields, ...GERMAN, revision: "0" }, staff.cookie);
    expect(draft.status).toBe(200);
    expect(draft.message).toMatch(/saved as a draft/);
    expect(await storedFields("page", page.id, "de")).toEqual(GERMAN);
    expect(await publicPage(page.hid, "de-de")).toEqual({ title: "Opening hours", summary: "When we answer the phone.", contentLanguage: "en" });
    expect((await pageStatus(staff.cookie, page.id, "de")).state).toBe("draft");

    const published = await send(path, call("page", page.id, "de", "publish"), { ...fields, ...GERMAN, revision: "1" }, staff.cookie);
    expect(published.status).toBe(200);
    expect(published.message).toMatch(/is published/);
    expect(await publicPage(page.hid, "de-de")).toEqual({ title: "Öffnungszeiten", summary: "Wann wir ans Telefon gehen.", contentLanguage: "de" });
    // The other languages still read the English.
    expect((await publicPage(page.hid, "fr-fr")).contentLanguage).toBe("en");
    expect(await pageStatus(staff.cookie, page.id, "de")).toMatchObject({ state: "published", outOfDate: false });

    const unpublished = await send(path, call("page", page.id, "de", "unpublish"), { ...fields, revision: "2" }, staff.cookie);
    expect(unpublished.status).toBe(200);
    expect(unpublished.message).toMatch(/unpublished/);
    expect((await publicPage(page.hid, "de-de")).contentLanguage).toBe("en");
    expect(await stateRow("page", page.id, "de")).toMatchObject({ state: "draft", revision: 3 });
    expect(await storedFields("page", page.id, "de")).toEqual(GERMAN);

    const audit = await auditOf("content-translation", `page/${page.id}/de`);
    expect(audit.map((entry) => entry.action)).toEqual(["content-translation.save-draft", "content-translation.publish", "content-translation.unpublish"]);
    expect(audit.every((entry) => entry.actor_email === staff.email)).toBe(true);
    expect(audit[0]!.before_json).toBeNull();
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ state: "draft", ...GERMAN });
    expect(JSON.parse(audit[2]!.before_json!)).toEqual({ state: "published", ...GERMAN });
    expect(JSON.parse(audit[2]!.after_json!)).toEqual({ state: "draft", ...GERMAN });
  });

  it("shows a translation as out of date once the English changes, until it is saved again", async () => {
    const staff = await createStaffUser(env, "staff");
    const page = await englishPage();
    const fields = { kind: "page", itemId: String(page.id), language: "nl", revision: "0" };
    const dutch = { title: "Openingstijden", summary: "Wanneer we de telefoon opnemen.", body: "We zijn bereikbaar van negen tot vijf." };
    expect((await send(path, call("page", page.id, "nl", "publish"), { ...fields, ...dutch }, staff.cookie)).status).toBe(200);
    expect(await pageStatus(staff.cookie, page.id, "nl")).toMatchObject({ state: "published", outOfDate: false });

    await env.DB.prepare("UPDATE content_pages SET summary = 'When we answer the phone and the chat.', revision = revision + 1 WHERE id = ?1")
      .bind(page.id)
      .run();
    expect(await pageStatus(staff.cookie, page.id, "nl")).toMatchObject({ state: "published", outOfDate: true });
    const detail = (await (await staffApi(`translations/page/${page.id}`, staff.cookie)).json()) as {
      translations: { language: string; changed: string[]; outOfDate: boolean }[];
    };
    expect(detail.translations.find((translation) => translation.language === "nl")).toMatchObject({ changed: ["summary"], outOfDate: true });
    // Still on the site: out of date is a note for staff, not a reason to hide it.
    expect((await publicPage(page.hid, "nl-nl")).title).toBe("Openingstijden");

    const again = await send(
      path,
      call("page", page.id, "nl", "publish"),
      { ...fields, ...dutch, summary: "Wanneer we de telefoon en de chat beantwoorden.", revision: "1" },
      staff.cookie,
    );
    expect(again.status).toBe(200);
    expect(await pageStatus(staff.cookie, page.id, "nl")).toMatchObject({ state: "published", outOfDate: false });
  });

  it("refuses bad input field by field and an untranslated field on Publish, changing nothing", async () => {
    const staff = await createStaffUser(env, "staff");
    const page = await englishPage();
    const bad = await send(
      path,
      call("page", page.id, "xx", "draft"),
      { kind: "page", itemId: String(page.id), language: "xx", title: "x".repeat(201), revision: "soon" },
      staff.cookie,
    );
    expect(bad.status).toBe(422);
    expect(bad.fieldErrors?.language?.errors[0]).toBe("Choose the language to translate into: Deutsch, Français or Nederlands");
    expect(bad.fieldErrors?.title?.errors[0]).toBe("Title must be 200 characters or fewer");
    expect(bad.fieldErrors?.revision?.errors[0]).toBe("Revision must be a number");

    const wrongKind = await send(
      path,
      call("recipe", page.id, "de", "draft"),
      { kind: "recipe", itemId: String(page.id), language: "de", revision: "0" },
      staff.cookie,
    );
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.fieldErrors?.kind?.errors[0]).toBe("Choose the kind of content: page, article, product, event, webinar or help");

    const halfDone = await send(
      path,
      call("page", page.id, "fr", "publish"),
      { kind: "page", itemId: String(page.id), language: "fr", title: "Heures d’ouverture", summary: "", body: "", revision: "0" },
      staff.cookie,
    );
    expect(halfDone.status).toBe(422);
    expect(halfDone.fieldErrors?.summary?.errors[0]).toBe("Translate this field before publishing: the English has text here");
    expect(halfDone.fieldErrors?.body?.errors[0]).toBe("Translate this field before publishing: the English has text here");
    expect(halfDone.fieldErrors?.title).toBeUndefined();

    const unknown = await send(path, call("page", 999_999, "de", "draft"), { kind: "page", itemId: "999999", language: "de", revision: "0" }, staff.cookie);
    expect(unknown.status).toBe(404);

    for (const language of ["de", "fr"]) {
      expect(await stateRow("page", page.id, language)).toBeNull();
      expect(await storedFields("page", page.id, language)).toEqual({});
    }
    expect(await auditOf("content-translation", `page/${page.id}/fr`)).toEqual([]);
  });

  it("refuses the second of two saves from one revision (409), overwriting nothing and writing no audit entry", async () => {
    const staff = await createStaffUser(env, "staff");
    const page = await englishPage();
    const fields = { kind: "page", itemId: String(page.id), language: "fr", revision: "0" };
    const mine = { title: "Horaires", summary: "Quand nous répondons.", body: "De neuf à dix-sept heures." };
    expect((await send(path, call("page", page.id, "fr", "draft"), { ...fields, ...mine }, staff.cookie)).status).toBe(200);
    // A second editor who opened the form before the first save (revision 0) saves over it.
    const theirs = await send(path, call("page", page.id, "fr", "publish"), { ...fields, ...mine, title: "Heures" }, staff.cookie);
    expect(theirs.status).toBe(409);
    expect(theirs.message).toBe(STALE_EDIT_MESSAGE);
    expect(await storedFields("page", page.id, "fr")).toEqual(mine);
    expect(await stateRow("page", page.id, "fr")).toMatchObject({ state: "draft", revision: 1 });

    expect((await send(path, call("page", page.id, "fr", "publish"), { ...fields, ...mine, revision: "1" }, staff.cookie)).status).toBe(200);
    const staleUnpublish = await send(
      path,
      call("page", page.id, "fr", "unpublish"),
      { kind: "page", itemId: String(page.id), language: "fr", revision: "1" },
      staff.cookie,
    );
    expect(staleUnpublish.status).toBe(409);
    expect(await stateRow("page", page.id, "fr")).toMatchObject({ state: "published", revision: 2 });
    expect((await auditOf("content-translation", `page/${page.id}/fr`)).map((entry) => entry.action)).toEqual([
      "content-translation.save-draft",
      "content-translation.publish",
    ]);
  });

  it("lets in no one without a staff role here: 404 for an ordinary account, 403 for staff of another environment", async () => {
    const page = await englishPage();
    const fields = { kind: "page", itemId: String(page.id), language: "de", ...GERMAN, revision: "0" };
    const ordinary = await createSignedInUser(env);
    const outsider = await send(path, call("page", page.id, "de", "publish"), fields, ordinary.cookie);
    expect(outsider.status).toBe(404);
    const elsewhere = await createStaffUser(env, "staff", { environment: (environmentNibble(env.ENVIRONMENT) + 1) % 6 });
    const otherEnvironment = await send(path, call("page", page.id, "de", "publish"), fields, elsewhere.cookie);
    expect(otherEnvironment.status).toBe(403);
    expect(await stateRow("page", page.id, "de")).toBeNull();
    expect((await publicPage(page.hid, "de-de")).contentLanguage).toBe("en");
    if (path === "api") expect((await staffApi("translations", ordinary.cookie)).status).toBe(404);
  });
});

describe("the list of translations", () => {
  it("shows only the items needing work when asked, and refuses an unknown filter (422)", async () => {
    const staff = await createStaffUser(env, "staff");
    const done = await englishPage();
    const half = await englishPage();
    for (const language of ["de", "fr", "nl"]) {
      const answer = await send(
        "api",
        call("page", done.id, language, "publish"),
        { kind: "page", itemId: String(done.id), language, ...GERMAN, revision: "0" },
        staff.cookie,
      );
      expect(answer.status).toBe(200);
    }
    const pageIds = async (query: string) => {
      const response = await staffApi(`translations${query}`, staff.cookie);
      expect(response.status).toBe(200);
      const { sections } = (await response.json()) as { sections: { kind: string; items: { id: number }[] }[] };
      return sections.find((section) => section.kind === "page")!.items.map((item) => item.id);
    };
    expect(await pageIds("")).toEqual(expect.arrayContaining([done.id, half.id]));
    const needingWork = await pageIds("?show=needs-work");
    expect(needingWork).toContain(half.id);
    expect(needingWork).not.toContain(done.id);
    await env.DB.prepare("UPDATE content_pages SET body = 'We answer from eight to six.' WHERE id = ?1").bind(done.id).run();
    expect(await pageIds("?show=needs-work")).toContain(done.id);
    const bad = await staffApi("translations?show=everything", staff.cookie);
    expect(bad.status).toBe(422);
  });
});

describe("translating other kinds", () => {
  it("publishes an article's translation and names the fields of its own kind", async () => {
    const staff = await createStaffUser(env, "staff");
    await env.DB.prepare("INSERT OR IGNORE INTO support_products (id, product_name, semantic_name) VALUES (900, 'SuperNova', 'supernova-translations')").run();
    const article = (await env.DB.prepare(
      "INSERT INTO kb_articles (id, product_id, title, short_description, body, date_updated, language) VALUES (9001, 900, 'Speech stops', 'What to do when speech stops.', 'Restart the speech.', 0, 'en') RETURNING id",
    ).first<{ id: number }>())!;
    const german = {
      kind: "article",
      itemId: String(article.id),
      language: "de",
      title: "Sprache bricht ab",
      shortDescription: "Was tun, wenn die Sprache abbricht.",
      revision: "0",
    };
    // Publishing with the body left untranslated is refused on that field alone.
    const answer = await send("api", call("article", article.id, "de", "publish"), { ...german, body: "" }, staff.cookie);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.fieldErrors ?? {})).toEqual(["body"]);
    const done = await send("api", call("article", article.id, "de", "publish"), { ...german, body: "Starten Sie die Sprachausgabe neu." }, staff.cookie);
    expect(done.status).toBe(200);
    expect(await storedFields("article", article.id, "de")).toEqual({
      title: "Sprache bricht ab",
      shortDescription: "Was tun, wenn die Sprache abbricht.",
      body: "Starten Sie die Sprachausgabe neu.",
    });
    expect(await stateRow("article", article.id, "de")).toMatchObject({ state: "published", revision: 1 });
  });
});

describe("translating a product help page", () => {
  it("shows the published translation on that language's help page, named with its book in the list", async () => {
    const staff = await createStaffUser(env, "staff");
    await env.DB.prepare(
      "INSERT INTO product_help_books (semantic_name, product_name, summary) VALUES ('translated-help', 'SuperNova', 'Help for SuperNova.')",
    ).run();
    const { id } = (await env.DB.prepare(
      "INSERT INTO product_help_pages (semantic_name, page_name, title, body, position) VALUES ('translated-help', 'keys.htm', 'Keyboard commands', 'Press Caps Lock and F1.', 1) RETURNING id",
    ).first<{ id: number }>())!;
    const helpPage = async (locale: string) => {
      const data = (await productHelpLoader({
        request: new Request(`https://site.test/${locale}/product-help/translated-help/keys.htm`),
        params: { locale, semanticName: "translated-help", pageName: "keys.htm" },
      } as never)) as { page: { title: string; contentLanguage: string } };
      return data.page;
    };
    expect(await helpPage("de-de")).toMatchObject({ title: "Keyboard commands", contentLanguage: "en" });
    const answer = await send(
      "api",
      call("help", id, "de", "publish"),
      { kind: "help", itemId: String(id), language: "de", title: "Tastenbefehle", body: "Drücken Sie die Feststelltaste und F1.", revision: "0" },
      staff.cookie,
    );
    expect(answer.status).toBe(200);
    expect(await helpPage("de-de")).toMatchObject({ title: "Tastenbefehle", contentLanguage: "de" });
    expect((await helpPage("fr-fr")).contentLanguage).toBe("en");
    const { sections } = (await (await staffApi("translations", staff.cookie)).json()) as {
      sections: { kind: string; items: { id: number; name: string }[] }[];
    };
    expect(sections.find((section) => section.kind === "help")!.items.find((item) => item.id === id)!.name).toBe("Keyboard commands (translated-help)");
  });
});

describe("the data files' translations", () => {
  it("load as published, made from the English in the database", async () => {
    await env.DB.prepare(
      "INSERT OR IGNORE INTO content_pages (hid, kind, title, summary, body, language, published) VALUES ('about-dolphin', 'general', 'About Dolphin', 'Who we are.', 'We make software.', 'en', 1)",
    ).run();
    // The other pages the files translate, named by their short names as the production data names them.
    const otherPages = new Set(CONTENT_TRANSLATIONS.flatMap(({ item }) => ("hid" in item && item.hid !== "about-dolphin" ? [item.hid] : [])));
    for (const hid of otherPages) {
      await env.DB.prepare(
        "INSERT OR IGNORE INTO content_pages (hid, kind, title, summary, body, language, published) VALUES (?1, 'general', ?1, '', '', 'en', 1)",
      )
        .bind(hid)
        .run();
    }
    const statements = await translationsData.statements("insert-missing");
    await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
    const { id } = (await env.DB.prepare("SELECT id FROM content_pages WHERE hid = 'about-dolphin'").first<{ id: number }>())!;
    for (const language of ["de", "fr", "nl"]) {
      const row = await stateRow("page", id, language);
      expect(row).toMatchObject({ state: "published", revision: 1 });
      expect(JSON.parse(row!.source)).toEqual({ title: "About Dolphin", summary: "Who we are.", body: "We make software." });
    }
    expect((await publicPage("about-dolphin", "de-de")).title).toBe("Über Dolphin");
  });

  it("stored before the desk could publish are marked published by the migration, made from the English then held", async () => {
    const page = await englishPage();
    await env.DB.prepare("INSERT INTO content_translations (kind, item_id, language, field, value) VALUES ('page', ?1, 'nl', 'title', 'Openingstijden')")
      .bind(page.id)
      .run();
    const marking = translationStatesMigration.split("--> statement-breakpoint").at(-1)!;
    await env.DB.prepare(`${marking.trim().replace(/;$/, "")} WHERE t.item_id = ?1`)
      .bind(page.id)
      .run();
    const row = await stateRow("page", page.id, "nl");
    expect(row).toMatchObject({ state: "published", revision: 1 });
    expect(JSON.parse(row!.source)).toEqual({ title: "Opening hours", summary: "When we answer the phone.", body: "We answer from nine to five." });
  });
});

/**
 * The desk's Homepage banner and Pages sections, on the API and the pages' forms alike: each
 * save shows on the site at once and lands in the audit log with before and after; ordinary
 * accounts are not let in; bad input is refused field by field, changing nothing; and the
 * second of two saves from one revision is refused, overwriting nothing.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { STALE_DELETE_MESSAGE, STALE_EDIT_MESSAGE } from "@common/staff";
import { loader as contentPageLoader } from "~/routes/content/content-page";
import { loader as homeLoader } from "~/routes/site/home";
import { bannerAction } from "~/routes/staff/banner.server";
import { pageEditAction } from "~/routes/staff/pages.server";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS } from "./helpers/operations";
import { createStaffUser, staffApi } from "./helpers/staff";
import { type ContentCall, auditOf, send } from "./helpers/staff-content";

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT OR IGNORE INTO languages (id, name, iso6391, iso6393) VALUES (1, 'English', 'en', 'eng'), (2, 'Deutsch', 'de', 'deu'), (3, 'Français', 'fr', 'fra'), (4, 'Nederlands', 'nl', 'nld')",
    ),
  ]);
});

async function homepageBanner(locale?: string) {
  const request = new Request(`https://site.test/${locale ?? ""}`);
  const data = (await homeLoader({ request, params: locale ? { locale } : {} } as never)) as {
    banner: { message: string; content: string | null; languageId: number } | null;
  };
  return data.banner;
}

const bannerCall = (languageId: number, intent: "save" | "preview" = "save"): ContentCall => ({
  api: intent === "save" ? ["PUT", `banners/${languageId}`] : ["POST", "banners/preview"],
  page: { action: bannerAction, path: "/staff/banner", intent },
});

async function bannerRow(languageId: number) {
  return env.DB.prepare("SELECT banner_message, banner_message_enabled, banner_message_expiry, revision FROM homepage_localisations WHERE language_id = ?1")
    .bind(languageId)
    .first<{ banner_message: string; banner_message_enabled: number; banner_message_expiry: number | null; revision: number }>();
}

describe.each(BOTH_PATHS)("the homepage banner (%s)", (path) => {
  const languageId = path === "api" ? 2 : 3;
  const locale = path === "api" ? "de-de" : "fr-fr";

  it("is saved per language, shows on that language's homepage at once, and is written to the audit log", async () => {
    const staff = await createStaffUser(env, "staff");
    expect(await homepageBanner(locale)).toBeNull();
    const created = await send(
      path,
      bannerCall(languageId),
      { languageId: String(languageId), message: "Closed on Friday", content: "Phones reopen Monday", enabled: "on", expiry: "", revision: "0" },
      staff.cookie,
    );
    expect(created.status).toBe(200);
    expect(created.message).toMatch(/homepage banner is saved/);
    expect(await homepageBanner(locale)).toEqual({ message: "Closed on Friday", content: "Phones reopen Monday", languageId });
    expect(await homepageBanner()).toBeNull();

    const saved = await send(
      path,
      bannerCall(languageId),
      { languageId: String(languageId), message: "Open as usual", enabled: "on", expiry: "2999-01-01T09:00", revision: "1" },
      staff.cookie,
    );
    expect(saved.status).toBe(200);
    expect(await homepageBanner(locale)).toEqual({ message: "Open as usual", content: null, languageId });
    expect(await bannerRow(languageId)).toMatchObject({ revision: 2, banner_message_expiry: Date.parse("2999-01-01T09:00:00Z") });

    const hidden = await send(
      path,
      bannerCall(languageId),
      { languageId: String(languageId), message: "Open as usual", expiry: "", revision: "2" },
      staff.cookie,
    );
    expect(hidden.status).toBe(200);
    expect(await homepageBanner(locale)).toBeNull();

    const audit = await auditOf("homepage-banner", languageId);
    expect(audit).toHaveLength(3);
    expect(audit[0]!).toMatchObject({ action: "homepage-banner.save", actor_email: staff.email, before_json: null });
    expect(JSON.parse(audit[1]!.before_json!)).toEqual({ message: "Closed on Friday", content: "Phones reopen Monday", enabled: true, expiry: null });
    expect(JSON.parse(audit[1]!.after_json!)).toEqual({ message: "Open as usual", content: "", enabled: true, expiry: "2999-01-01T09:00:00.000Z" });
  });

  it("is refused to ordinary accounts (404), refuses bad input field by field, and refuses a second save from one revision", async () => {
    const staff = await createStaffUser(env, "staff");
    const ordinary = await createSignedInUser(env);
    const fields = { languageId: String(languageId), message: "First", enabled: "on", expiry: "", revision: "0" };
    const before = await bannerRow(languageId);
    const outsider = await send(path, bannerCall(languageId), fields, ordinary.cookie);
    expect(outsider.status).toBe(404);
    expect(outsider.message).toBe("Not found.");
    expect(await bannerRow(languageId)).toEqual(before);

    const bad = await send(
      path,
      bannerCall(99),
      { languageId: "99", message: "x".repeat(301), enabled: "on", expiry: "next week", revision: "x" },
      staff.cookie,
    );
    expect(bad.status).toBe(422);
    expect(bad.fieldErrors?.languageId?.errors[0]).toBe("Choose a language");
    expect(bad.fieldErrors?.message?.errors[0]).toBe("Message must be 300 characters or fewer");
    expect(bad.fieldErrors?.expiry?.errors[0]).toBe("Expires must be a date and time, like 2026-12-01T09:00");
    expect(bad.fieldErrors?.revision?.errors[0]).toBe("Revision must be a number");
    const noMessage = await send(path, bannerCall(languageId), { ...fields, message: " " }, staff.cookie);
    expect(noMessage.status).toBe(422);
    expect(noMessage.fieldErrors?.message?.errors[0]).toBe("Message is required while the banner is shown");
    expect(await bannerRow(languageId)).toEqual(before);

    const revision = String(before?.revision ?? 0);
    const first = await send(path, bannerCall(languageId), { ...fields, message: "Mine first", revision }, staff.cookie);
    expect(first.status).toBe(200);
    const auditCount = (await auditOf("homepage-banner", languageId)).length;
    const second = await send(path, bannerCall(languageId), { ...fields, message: "Theirs second", revision }, staff.cookie);
    expect(second.status).toBe(409);
    expect(second.message).toBe(STALE_EDIT_MESSAGE);
    expect((await bannerRow(languageId))?.banner_message).toBe("Mine first");
    expect(await auditOf("homepage-banner", languageId)).toHaveLength(auditCount);
  });

  it("previews what the homepage would show without saving it", async () => {
    const staff = await createStaffUser(env, "staff");
    const before = await bannerRow(languageId);
    const preview = await send(
      path,
      bannerCall(languageId, "preview"),
      { languageId: String(languageId), message: "Only a preview", enabled: "on", expiry: "" },
      staff.cookie,
    );
    expect(preview.status).toBe(200);
    expect(preview.data).toMatchObject({ preview: { message: "Only a preview", showing: true } });
    const expired = await send(
      path,
      bannerCall(languageId, "preview"),
      { languageId: String(languageId), message: "Old news", enabled: "on", expiry: "2000-01-01T00:00" },
      staff.cookie,
    );
    expect(expired.data).toMatchObject({ preview: { showing: false } });
    expect(await bannerRow(languageId)).toEqual(before);
  });
});

describe("the banner list", () => {
  it("lists every site language for staff, and nothing for anyone else", async () => {
    const staff = await createStaffUser(env, "staff");
    const response = await staffApi("banners", staff.cookie);
    expect(response.status).toBe(200);
    const { banners } = (await response.json()) as { banners: { languageName: string }[] };
    expect(banners.map((banner) => banner.languageName)).toEqual(["English", "Deutsch", "Français", "Nederlands"]);
    expect((await staffApi("banners", (await createSignedInUser(env)).cookie)).status).toBe(404);
  });
});

async function publicPage(hid: string): Promise<{ title: string; html: string } | number> {
  try {
    return (await contentPageLoader({ request: new Request(`https://site.test/flexipage/${hid}`), params: { hid } } as never)) as {
      title: string;
      html: string;
    };
  } catch (thrown) {
    return (thrown as { init?: ResponseInit }).init?.status ?? (thrown instanceof Response ? thrown.status : 500);
  }
}

const pageCall = (intent: "create" | "update" | "publish" | "delete" | "preview", id?: number): ContentCall => ({
  api:
    intent === "create"
      ? ["POST", "pages"]
      : intent === "preview"
        ? ["POST", "pages/preview"]
        : intent === "publish"
          ? ["PUT", `pages/${id}/published`]
          : [intent === "delete" ? "DELETE" : "PUT", `pages/${id}`],
  page: { action: pageEditAction, path: `/staff/pages/${id ?? "new"}`, intent, params: { pageId: String(id ?? "new") } },
});

async function pageRow(hid: string) {
  return env.DB.prepare("SELECT id, title, body, published, revision FROM content_pages WHERE hid = ?1")
    .bind(hid)
    .first<{ id: number; title: string; body: string; published: number; revision: number }>();
}

describe.each(BOTH_PATHS)("content pages (%s)", (path) => {
  it("are created as drafts, published, edited, unpublished and deleted, each change on the site at once and in the audit log", async () => {
    const staff = await createStaffUser(env, "staff");
    const hid = `Winter-Offer-${path}`;
    const created = await send(
      path,
      pageCall("create"),
      { hid, title: "Winter offer", summary: "Half price training", body: "## Book now\n\nSeats are limited.", kind: "general", language: "en" },
      staff.cookie,
    );
    expect(created.status).toBe(path === "api" ? 201 : 303);
    const row = (await pageRow(hid))!;
    expect(created.redirect).toBe(`/staff/pages/${row.id}?created=1`);
    expect(await publicPage(hid)).toBe(404);

    const published = await send(path, pageCall("publish", row.id), { id: String(row.id), published: "on", revision: String(row.revision) }, staff.cookie);
    expect(published.status).toBe(200);
    expect(published.message).toBe('The page "Winter offer" is published: visitors can read it now.');
    expect(await publicPage(hid)).toMatchObject({ title: "Winter offer", html: expect.stringContaining("<h2>Book now</h2>") });

    const edited = await send(
      path,
      pageCall("update", row.id),
      {
        id: String(row.id),
        title: "Winter offer extended",
        summary: "Half price training",
        body: "# Still open\n\n<script>alert(1)</script>",
        kind: "news",
        language: "de",
        revision: "2",
      },
      staff.cookie,
    );
    expect(edited.status).toBe(200);
    const shown = (await publicPage(hid)) as { title: string; html: string };
    expect(shown.title).toBe("Winter offer extended");
    expect(shown.html).toContain("<h2>Still open</h2>");
    expect(shown.html).not.toContain("<script>");

    const unpublished = await send(path, pageCall("publish", row.id), { id: String(row.id), revision: "3" }, staff.cookie);
    expect(unpublished.status).toBe(200);
    expect(await publicPage(hid)).toBe(404);

    // A delete from a page opened before the last change is refused and deletes nothing.
    const staleDelete = await send(path, pageCall("delete", row.id), { id: String(row.id), revision: "3" }, staff.cookie);
    expect(staleDelete.status).toBe(409);
    expect(staleDelete.message).toBe(STALE_DELETE_MESSAGE);
    expect(await pageRow(hid)).not.toBeNull();
    expect((await send(path, pageCall("delete", row.id), { id: String(row.id) }, staff.cookie)).status).toBe(422);
    const deleted = await send(path, pageCall("delete", row.id), { id: String(row.id), revision: "4" }, staff.cookie);
    expect(deleted.status).toBe(path === "api" ? 200 : 303);
    expect(await pageRow(hid)).toBeNull();

    const audit = await auditOf("content-page", row.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      "content-page.create",
      "content-page.publish",
      "content-page.update",
      "content-page.unpublish",
      "content-page.delete",
    ]);
    expect(JSON.parse(audit[2]!.before_json!)).toMatchObject({ title: "Winter offer", language: "en", published: true });
    expect(JSON.parse(audit[2]!.after_json!)).toMatchObject({ title: "Winter offer extended", language: "de", kind: "news" });
    expect(JSON.parse(audit[4]!.before_json!)).toMatchObject({ title: "Winter offer extended" });
    expect(audit[4]!.after_json).toBeNull();
  });

  it("refuse ordinary accounts (404), bad input field by field, a taken short name, and a second save from one revision", async () => {
    const staff = await createStaffUser(env, "staff");
    const ordinary = await createSignedInUser(env);
    const hid = `Spring-${path}`;
    const fields = { hid, title: "Spring", summary: "Spring news", body: "Text", kind: "general", language: "en", published: "on" };
    expect((await send(path, pageCall("create"), fields, ordinary.cookie)).status).toBe(404);
    expect(await pageRow(hid)).toBeNull();

    const bad = await send(path, pageCall("create"), { ...fields, hid: "no spaces", title: "", kind: "poem", language: "xx" }, staff.cookie);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(["hid", "kind", "language", "title"]);
    expect(bad.fieldErrors?.title?.errors[0]).toBe("Title is required");
    expect(await pageRow("no spaces")).toBeNull();

    expect((await send(path, pageCall("create"), fields, staff.cookie)).status).toBe(path === "api" ? 201 : 303);
    const taken = await send(path, pageCall("create"), { ...fields, hid: hid.toUpperCase() }, staff.cookie);
    expect(taken.status).toBe(422);
    expect(taken.fieldErrors?.hid?.errors[0]).toBe("Another page already has this short name. Choose another.");

    const row = (await pageRow(hid))!;
    const edit = { id: String(row.id), title: "Spring", summary: "Spring news", body: "Mine", kind: "general", language: "en", revision: String(row.revision) };
    expect((await send(path, pageCall("update", row.id), edit, ordinary.cookie)).status).toBe(404);
    expect((await send(path, pageCall("update", row.id), edit, staff.cookie)).status).toBe(200);
    const stale = await send(path, pageCall("update", row.id), { ...edit, body: "Theirs" }, staff.cookie);
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(STALE_EDIT_MESSAGE);
    expect((await pageRow(hid))?.body).toBe("Mine");
    expect((await auditOf("content-page", row.id)).map((entry) => entry.action)).toEqual(["content-page.create", "content-page.update"]);
  });

  it("preview the body with the site's renderer, saving nothing", async () => {
    const staff = await createStaffUser(env, "staff");
    const preview = await send(
      path,
      pageCall("preview"),
      { body: "# Heading\n\n- one\n- two\n\n<img src=x onerror=alert(1)>", title: "Typed title" },
      staff.cookie,
    );
    expect(preview.status).toBe(200);
    const html = (preview.data as { html: string }).html;
    expect(html).toContain("<h2>Heading</h2>");
    expect(html).toContain("<li>one</li>");
    expect(html).not.toContain("<img");
    expect((preview.data as { values: Record<string, string> }).values.title).toBe("Typed title");
    const empty = await send(path, pageCall("preview"), { body: "" }, staff.cookie);
    expect(empty.status).toBe(422);
    expect(empty.fieldErrors?.body?.errors[0]).toBe("Body is required");
  });
});

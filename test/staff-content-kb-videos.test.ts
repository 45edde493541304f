/**
 * The desk's Knowledge base and Videos sections, on the API and the pages' forms alike: each
 * save shows on the site at once (the article page and search, the homepage and a video's
 * transcript page) and lands in the audit log with before and after; ordinary accounts are
 * not let in; bad input is refused field by field, changing nothing; and the second of two
 * saves from one revision is refused, overwriting nothing.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { STALE_DELETE_MESSAGE, STALE_EDIT_MESSAGE } from "@common/staff";
import { loader as homeLoader } from "~/routes/site/home";
import { articleEditAction } from "~/routes/staff/knowledge-base.server";
import { videoEditAction } from "~/routes/staff/videos.server";
import { findArticle, searchKnowledgeBase } from "../workers/support";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS } from "./helpers/operations";
import { createStaffUser, staffApi } from "./helpers/staff";
import { type ContentCall, auditOf, send } from "./helpers/staff-content";

beforeAll(async () => {
  await env.DB.prepare(
    "INSERT OR IGNORE INTO support_products (id, product_name, semantic_name) VALUES (1, 'SuperNova', 'supernova'), (2, 'GuideConnect', 'guideconnect')",
  ).run();
});

const articleCall = (intent: "create" | "update" | "delete", id?: number): ContentCall => ({
  api: intent === "create" ? ["POST", "knowledge-base"] : [intent === "delete" ? "DELETE" : "PUT", `knowledge-base/${id}`],
  page: { action: articleEditAction, path: `/staff/knowledge-base/${id ?? "new"}`, intent, params: { articleId: String(id ?? "new") } },
});

async function articleRow(title: string) {
  return env.DB.prepare("SELECT id, body, visible, revision FROM kb_articles WHERE title = ?1")
    .bind(title)
    .first<{ id: number; body: string; visible: number; revision: number }>();
}

describe.each(BOTH_PATHS)("knowledge base articles (%s)", (path) => {
  it("are created, edited, hidden and deleted, each change in the knowledge base and its search at once and in the audit log", async () => {
    const staff = await createStaffUser(env, "staff");
    const title = `Magnifier lens flickers (${path})`;
    const created = await send(
      path,
      articleCall("create"),
      { productId: "1", title, shortDescription: "Turn off hardware acceleration", body: "Open Settings.\n\nChoose Visual.", visible: "on" },
      staff.cookie,
    );
    expect(created.status).toBe(path === "api" ? 201 : 303);
    const row = (await articleRow(title))!;
    expect(created.redirect).toBe(`/staff/knowledge-base/${row.id}?created=1`);
    expect(await findArticle(env.DB, row.id)).toMatchObject({ title, productName: "SuperNova", body: "Open Settings.\n\nChoose Visual." });
    expect((await searchKnowledgeBase(env.DB, { searchTerm: "flickers" })).articles.map((article) => article.id)).toContain(row.id);

    const edited = await send(
      path,
      articleCall("update", row.id),
      {
        id: String(row.id),
        productId: "2",
        title,
        shortDescription: "Update the graphics driver",
        body: "Install the newest driver.",
        visible: "on",
        revision: "1",
      },
      staff.cookie,
    );
    expect(edited.status).toBe(200);
    expect(await findArticle(env.DB, row.id)).toMatchObject({ productName: "GuideConnect", shortDescription: "Update the graphics driver" });
    expect((await searchKnowledgeBase(env.DB, { searchTerm: "graphics driver" })).articles.map((article) => article.id)).toContain(row.id);

    const hidden = await send(
      path,
      articleCall("update", row.id),
      { id: String(row.id), productId: "2", title, shortDescription: "Update the graphics driver", body: "Install the newest driver.", revision: "2" },
      staff.cookie,
    );
    expect(hidden.status).toBe(200);
    expect(await findArticle(env.DB, row.id)).toBeNull();

    // A delete from a page opened before the last change is refused and deletes nothing.
    const staleDelete = await send(path, articleCall("delete", row.id), { id: String(row.id), revision: "2" }, staff.cookie);
    expect(staleDelete.status).toBe(409);
    expect(staleDelete.message).toBe(STALE_DELETE_MESSAGE);
    expect(await articleRow(title)).not.toBeNull();
    const deleted = await send(path, articleCall("delete", row.id), { id: String(row.id), revision: "3" }, staff.cookie);
    expect(deleted.status).toBe(path === "api" ? 200 : 303);
    expect(await articleRow(title)).toBeNull();

    const audit = (await auditOf("kb-article", row.id)).filter((entry) => entry.summary.includes(title));
    expect(audit.map((entry) => entry.action)).toEqual(["kb-article.create", "kb-article.update", "kb-article.update", "kb-article.delete"]);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ productId: 1, shortDescription: "Turn off hardware acceleration", visible: true });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ productId: 2, shortDescription: "Update the graphics driver" });
    expect(JSON.parse(audit[2]!.after_json!)).toMatchObject({ visible: false });
  });

  it("refuse ordinary accounts (404), bad input field by field, and a second save from one revision", async () => {
    const staff = await createStaffUser(env, "staff");
    const ordinary = await createSignedInUser(env);
    const title = `Speech stops (${path})`;
    const fields = { productId: "1", title, shortDescription: "Restart the speech engine", body: "Press Caps Lock and S.", visible: "on" };
    expect((await send(path, articleCall("create"), fields, ordinary.cookie)).status).toBe(404);
    expect(await articleRow(title)).toBeNull();

    const bad = await send(path, articleCall("create"), { ...fields, productId: "abc", shortDescription: "", body: "" }, staff.cookie);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(["body", "productId", "shortDescription"]);
    const unknown = await send(path, articleCall("create"), { ...fields, productId: "99" }, staff.cookie);
    expect(unknown.status).toBe(422);
    expect(unknown.fieldErrors?.productId?.errors[0]).toBe("Choose one of the products in the list");
    expect(await articleRow(title)).toBeNull();

    await send(path, articleCall("create"), fields, staff.cookie);
    const row = (await articleRow(title))!;
    const edit = { ...fields, id: String(row.id), body: "Mine", revision: "1" };
    expect((await send(path, articleCall("update", row.id), edit, ordinary.cookie)).status).toBe(404);
    expect((await send(path, articleCall("update", row.id), edit, staff.cookie)).status).toBe(200);
    const stale = await send(path, articleCall("update", row.id), { ...edit, body: "Theirs" }, staff.cookie);
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(STALE_EDIT_MESSAGE);
    expect((await articleRow(title))?.body).toBe("Mine");
    // Article ids come back after a delete, so the entries are told apart by the title too.
    const entries = (await auditOf("kb-article", row.id)).filter((entry) => entry.summary.includes(title));
    expect(entries.map((entry) => entry.action)).toEqual(["kb-article.create", "kb-article.update"]);
    expect((await send(path, articleCall("delete", row.id), { id: String(row.id), revision: "2" }, ordinary.cookie)).status).toBe(404);
    expect(await articleRow(title)).not.toBeNull();
  });
});

type HomeVideo = { id: number; name: string; hostedVideo: string; youtubeUrlParam: string; sample: boolean };

async function homepageVideos(): Promise<HomeVideo[]> {
  return ((await homeLoader({ request: new Request("https://site.test/"), params: {} } as never)) as { videos: HomeVideo[] }).videos;
}

async function transcriptPage(id: number): Promise<{ name: string; transcript: string; sample: boolean } | number> {
  try {
    return (
      (await homeLoader({ request: new Request(`https://site.test/?id=${id}&transcript=1`), params: {} } as never)) as {
        transcript: { name: string; transcript: string; sample: boolean };
      }
    ).transcript;
  } catch (thrown) {
    return (thrown as { init?: ResponseInit }).init?.status ?? 500;
  }
}

const videoCall = (intent: "create" | "update" | "delete", id?: number): ContentCall => ({
  api: intent === "create" ? ["POST", "videos"] : [intent === "delete" ? "DELETE" : "PUT", `videos/${id}`],
  page: { action: videoEditAction, path: `/staff/videos/${id ?? "new"}`, intent, params: { videoId: String(id ?? "new") } },
});

async function videoRow(name: string) {
  return env.DB.prepare("SELECT id, transcript, revision FROM videos WHERE name = ?1").bind(name).first<{ id: number; transcript: string; revision: number }>();
}

describe.each(BOTH_PATHS)("videos (%s)", (path) => {
  it("are added, edited (transcript too), marked as samples and deleted, each change on the homepage and the transcript page at once and in the audit log", async () => {
    const staff = await createStaffUser(env, "staff");
    const name = `First video call (${path})`;
    const created = await send(
      path,
      videoCall("create"),
      {
        name,
        description: "Step by step",
        hostedVideo: "video-calling-help",
        youtubeId: "",
        duration: "0:48",
        transcript: "Open Video Calling.",
        sortOrder: "1",
        visible: "on",
      },
      staff.cookie,
    );
    expect(created.status).toBe(path === "api" ? 201 : 303);
    const row = (await videoRow(name))!;
    expect((await homepageVideos()).find((video) => video.id === row.id)).toMatchObject({
      name,
      hostedVideo: "video-calling-help",
      youtubeUrlParam: "",
      sample: false,
    });
    expect(await transcriptPage(row.id)).toMatchObject({ name, transcript: "Open Video Calling.", sample: false });

    const edited = await send(
      path,
      videoCall("update", row.id),
      {
        id: String(row.id),
        name,
        description: "",
        hostedVideo: "",
        youtubeId: "",
        duration: "",
        transcript: "Sample transcript.\n\nSecond paragraph.",
        sortOrder: "2",
        visible: "on",
        sample: "on",
        revision: "1",
      },
      staff.cookie,
    );
    expect(edited.status).toBe(200);
    expect((await homepageVideos()).find((video) => video.id === row.id)).toMatchObject({ hostedVideo: "", sample: true });
    expect(await transcriptPage(row.id)).toMatchObject({ transcript: "Sample transcript.\n\nSecond paragraph.", sample: true });

    // A delete from a page opened before the last change is refused and deletes nothing.
    const staleDelete = await send(path, videoCall("delete", row.id), { id: String(row.id), revision: "1" }, staff.cookie);
    expect(staleDelete.status).toBe(409);
    expect(staleDelete.message).toBe(STALE_DELETE_MESSAGE);
    expect(await videoRow(name)).not.toBeNull();
    const deleted = await send(path, videoCall("delete", row.id), { id: String(row.id), revision: "2" }, staff.cookie);
    expect(deleted.status).toBe(path === "api" ? 200 : 303);
    expect((await homepageVideos()).some((video) => video.id === row.id)).toBe(false);
    expect(await transcriptPage(row.id)).toBe(404);

    const audit = await auditOf("video", row.id);
    expect(audit.map((entry) => entry.action)).toEqual(["video.create", "video.update", "video.delete"]);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ hostedVideo: "video-calling-help", transcript: "Open Video Calling.", sample: false });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ hostedVideo: "", sample: true, transcript: "Sample transcript.\n\nSecond paragraph." });
  });

  it("refuse ordinary accounts (404), bad input field by field, a video with no source (unless a sample), and a second save from one revision", async () => {
    const staff = await createStaffUser(env, "staff");
    const ordinary = await createSignedInUser(env);
    const name = `Answering a call (${path})`;
    const fields = { name, youtubeId: "abcdefghijk", transcript: "Press OK to answer.", visible: "on" };
    expect((await send(path, videoCall("create"), fields, ordinary.cookie)).status).toBe(404);

    const bad = await send(
      path,
      videoCall("create"),
      { ...fields, youtubeId: "not an id", duration: "long", transcript: "", hostedVideo: "elsewhere.mp4", sortOrder: "-1" },
      staff.cookie,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(["duration", "hostedVideo", "sortOrder", "transcript", "youtubeId"]);
    const noSource = await send(path, videoCall("create"), { ...fields, youtubeId: "" }, staff.cookie);
    expect(noSource.status).toBe(422);
    expect(noSource.fieldErrors?.youtubeId?.errors[0]).toMatch(/^Choose a video file on this site or give a YouTube video id/);
    const both = await send(path, videoCall("create"), { ...fields, hostedVideo: "video-calling-help" }, staff.cookie);
    expect(both.status).toBe(422);
    expect(await videoRow(name)).toBeNull();

    await send(path, videoCall("create"), fields, staff.cookie);
    const row = (await videoRow(name))!;
    const edit = { ...fields, id: String(row.id), transcript: "Mine", revision: "1" };
    expect((await send(path, videoCall("update", row.id), edit, ordinary.cookie)).status).toBe(404);
    expect((await send(path, videoCall("update", row.id), edit, staff.cookie)).status).toBe(200);
    const stale = await send(path, videoCall("update", row.id), { ...edit, transcript: "Theirs" }, staff.cookie);
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(STALE_EDIT_MESSAGE);
    expect((await videoRow(name))?.transcript).toBe("Mine");
    expect((await auditOf("video", row.id)).map((entry) => entry.action)).toEqual(["video.create", "video.update"]);
  });
});

describe("the desk's lists", () => {
  it("sort by the column asked for, for staff only", async () => {
    const staff = await createStaffUser(env, "staff");
    const list = async (section: string, query: string) =>
      (await staffApi(`${section}?${query}`, staff.cookie)).json() as Promise<Record<string, { name?: string; title?: string }[]>>;
    const byName = (await list("videos", "sort=name&dir=desc")).videos!.map((video) => video.name!);
    expect(byName).toEqual([...byName].sort().reverse());
    const byTitle = (await list("knowledge-base", "sort=title&dir=asc")).articles!.map((article) => article.title!);
    expect(byTitle).toEqual([...byTitle].sort());
    expect((await staffApi("videos?sort=colour", staff.cookie)).status).toBe(422);
    expect((await staffApi("videos", (await createSignedInUser(env)).cookie)).status).toBe(404);
  });
});

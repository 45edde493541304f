/**
 * The desk's content sections in Chromium, as the local superadmin: every page of the
 * Homepage banner, Pages, Knowledge base and Videos sections passes axe (previews too); the
 * banner is changed by keyboard alone and a visitor's homepage shows it at once; a page's
 * Markdown is previewed with the site's renderer; and a YouTube video added in the desk
 * loads no player on the homepage until the visitor allows it.
 */
import { describe, expect, it } from "vitest";
import { baseURL, expectNoAxeViolations, newContext, queryDb } from "./browser";
import { waitForEnhancement } from "./enhancement";
import { pressUntil } from "./screen-reader";
import { page, useSuperadminDesk } from "./staff-session";

const browser = useSuperadminDesk();

/** The homepage as a visitor sees it (signed out, its own browser). */
async function visitorHomepage() {
  const visitor = await newContext(browser());
  const home = await visitor.newPage();
  await home.goto("/");
  return { home, close: () => visitor.close() };
}

describe("the desk's content sections", () => {
  it("pass axe on every page: the lists, the editors and the previews", async () => {
    const [pageRow] = queryDb<{ id: number }>("SELECT id FROM content_pages ORDER BY id LIMIT 1");
    const [articleRow] = queryDb<{ id: number }>("SELECT id FROM kb_articles ORDER BY id LIMIT 1");
    const paths = [
      "/staff/banner",
      "/staff/banner?language=2",
      "/staff/pages",
      "/staff/pages?sort=updated&dir=desc&language=en",
      "/staff/pages/new",
      `/staff/pages/${pageRow!.id}`,
      "/staff/knowledge-base",
      "/staff/knowledge-base?sort=title&dir=asc",
      "/staff/knowledge-base/new",
      `/staff/knowledge-base/${articleRow!.id}`,
      "/staff/videos",
      "/staff/videos/new",
      "/staff/videos/1",
    ];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect.poll(() => page.locator("h1").count(), { message: path }).toBe(1);
      await expectNoAxeViolations(page, path);
    }

    await page.goto("/staff/pages?sort=title&dir=asc");
    await page
      .getByRole("status")
      .filter({ hasText: /pages, sorted by Title, ascending\./ })
      .waitFor();
    expect(await page.getByRole("columnheader", { name: /^Title/ }).getAttribute("aria-sort")).toBe("ascending");

    await page.goto(`/staff/pages/${pageRow!.id}`);
    await waitForEnhancement(page);
    // Typing alone brings the preview, before Preview was ever pressed.
    const preview = page.getByRole("region", { name: "Preview of the body (not saved)" });
    expect(await preview.count()).toBe(0);
    await page.getByLabel("Body (Markdown)").fill("## Previewed as it is typed\n\nNothing was pressed.");
    await preview.getByRole("heading", { level: 2, name: "Previewed as it is typed" }).waitFor();
    await page.getByLabel("Body (Markdown)").fill("## A heading from the preview\n\n- first point\n- second point");
    await page.getByRole("button", { name: "Preview" }).click();
    await preview.getByRole("heading", { level: 2, name: "A heading from the preview" }).waitFor();
    expect(await preview.getByRole("listitem").count()).toBe(2);
    // The form keeps what was typed; nothing was saved.
    expect(await page.getByLabel("Body (Markdown)").inputValue()).toContain("A heading from the preview");
    await expectNoAxeViolations(page, "a page's preview");
    // On the page the preview's post answered too, the preview follows the typing.
    await waitForEnhancement(page);
    await page.getByLabel("Body (Markdown)").fill("## Typed and previewed live\n\nNo button was pressed.");
    await preview.getByRole("heading", { level: 2, name: "Typed and previewed live" }).waitFor();

    await page.goto("/staff/banner");
    await waitForEnhancement(page);
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByRole("heading", { level: 2, name: "Preview (not saved)" }).waitFor();
    await expectNoAxeViolations(page, "the banner's preview");
  }, 240_000);

  it("changes the English homepage banner by keyboard, and a visitor's homepage shows it at once", async () => {
    const [original] = queryDb<{ banner_message: string; banner_message_enabled: number }>(
      "SELECT banner_message, banner_message_enabled FROM homepage_localisations WHERE language_id = 1",
    );
    const message = `Our offices close early on Friday ${Date.now()}`;
    await page.goto("/staff/banner");
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "textbox", /^Message/);
    await page.keyboard.press("Control+A");
    await page.keyboard.type(message);
    await pressUntil(page, "Tab", "checkbox", "Show the banner on the homepage");
    if (!(await page.getByRole("checkbox", { name: "Show the banner on the homepage" }).isChecked())) await page.keyboard.press("Space");
    await pressUntil(page, "Tab", "button", "Save banner");
    await page.keyboard.press("Enter");
    await page.getByText("The English homepage banner is saved.").waitFor();
    await expect.poll(() => page.getByRole("row").filter({ hasText: message }).count()).toBe(1);

    const visitor = await visitorHomepage();
    await visitor.home.getByRole("complementary", { name: "Announcement" }).getByText(message).waitFor();
    await visitor.close();

    // The desk puts the seeded banner back, as the other browser tests expect it.
    await page.getByLabel(/^Message/).fill(original!.banner_message);
    await page.getByRole("button", { name: "Save banner" }).click();
    await page.getByText("The English homepage banner is saved.").waitFor();
    await expect.poll(() => page.getByRole("row").filter({ hasText: original!.banner_message }).count()).toBe(1);
  }, 120_000);

  it("adds a YouTube video whose player loads only after the visitor allows it, then deletes it after asking", async () => {
    const name = `Desk test video ${Date.now()}`;
    await page.goto("/staff/videos/new");
    await waitForEnhancement(page);
    await page.getByLabel("Name").fill(name);
    await page.getByLabel(/^YouTube video id/).fill("abcdefghijk");
    await page.getByLabel(/^Transcript/).fill("Everything said in the video.");
    await page.getByLabel(/^Position/).fill("99");
    await page.getByRole("button", { name: "Add video" }).click();
    await page.getByText(`The video "${name}" is added.`).waitFor();
    // The new video's page is the answer: its notice takes focus, so it is heard.
    await waitForEnhancement(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(`The video "${name}" is added.`);
    await expectNoAxeViolations(page, "a new video's editor");

    const visitor = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    const home = await visitor.newPage();
    const outside: string[] = [];
    home.on("request", (request) => {
      if (!request.url().startsWith(baseURL())) outside.push(request.url());
    });
    await home.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }));
    // The new video comes last (position 99): the carousel's address selects its slide.
    const [{ shown }] = queryDb<{ shown: number }>("SELECT count(*) AS shown FROM videos WHERE visible = 1") as [{ shown: number }];
    await home.goto(`/#videos-${shown}`);
    await home.locator(".carousel--enhanced").first().waitFor();
    await home.locator('.carousel__slide[data-shown="true"]').filter({ hasText: name }).waitFor();
    await home.getByRole("button", { name: `Play video: ${name}` }).click();
    await home.getByText("This video plays from YouTube").first().waitFor();
    await expect(home.locator("iframe").count()).resolves.toBe(0);
    expect(outside).toEqual([]);
    await home.getByRole("button", { name: "Allow cookies and play" }).click();
    const frame = home.locator(`iframe[title="Video: ${name}"]`);
    await frame.waitFor();
    await expect(frame.getAttribute("src")).resolves.toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abcdefghijk/);
    await visitor.close();

    await page.getByRole("button", { name: "Delete this video" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Yes, delete this video" }).click();
    await page.getByText(`"${name}" is deleted.`).waitFor();
    await waitForEnhancement(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(`"${name}" is deleted.`);
    expect(queryDb(`SELECT id FROM videos WHERE name = '${name}'`)).toEqual([]);
  }, 120_000);
});

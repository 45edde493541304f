/**
 * The homepage without framework JavaScript keeps its carousels and its consent-gated YouTube
 * player: their behaviours (the carousel's module, the video consent) page, announce and play.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { baseURL, expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";
import { expectOnlyEnhancementScript, loadScripts } from "./enhancement";

const browser = useBrowser();

const videos = (page: Page) => page.locator(".carousel", { has: page.getByRole("heading", { name: "Videos" }) });
const counter = (page: Page) => videos(page).locator(".carousel__counter").textContent();
const announced = (page: Page, text: string) =>
  page.waitForFunction((wanted) => Array.from(document.querySelectorAll("[aria-live]")).some((region) => region.textContent?.includes(wanted)), text);

/** Next, previous and the page picker by keyboard, each move announced and in the address. */
async function pageByKeyboard(page: Page) {
  await videos(page).locator(".carousel--enhanced, .carousel__controls").first().waitFor();
  expect(await counter(page)).toContain("1 of 3");
  await page.getByRole("button", { name: "Next videos" }).focus();
  await page.keyboard.press("Enter");
  expect(await counter(page)).toContain("2 of 3");
  expect(new URL(page.url()).hash).toBe("#videos-4");
  await announced(page, "Videos: 2 of 3. Reading a book");
  await page.getByRole("button", { name: "Previous videos" }).focus();
  await page.keyboard.press("Enter");
  expect(await counter(page)).toContain("1 of 3");
  await announced(page, "Videos: 1 of 3. Making your first video call");
  await page.keyboard.press("ArrowLeft");
  expect(await counter(page)).toContain("3 of 3");
  await page.getByRole("button", { name: "Page 2 of 3" }).focus();
  await page.keyboard.press("Enter");
  expect(await counter(page)).toContain("2 of 3");
  await expect(page.getByRole("button", { name: "Page 2 of 3" }).getAttribute("aria-current")).resolves.toBe("true");
  await expect(videos(page).locator('.carousel__slide[data-shown="false"]').first().getAttribute("inert")).resolves.not.toBeNull();
}

describe("the homepage without framework JavaScript", () => {
  it("loads only the enhancement script, pages its carousels by keyboard with each page announced, and passes axe", async () => {
    const context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    expectOnlyEnhancementScript(await loadScripts(page, "/"), "/");
    await pageByKeyboard(page);
    await expectNoAxeViolations(page, "on the homepage without the framework, carousels enhanced");
    await context.close();
  });

  it("plays a YouTube video only after the visitor allows cookies, with no outside request before", async () => {
    // A YouTube video shown last (the sample videos play from this site or not at all); a fresh
    // address, so the page is rendered with it rather than answered from the page cache.
    const video = { name: `Enhanced homepage video ${Date.now()}` };
    queryDb(`INSERT INTO videos (name, youtube_url_param, sort_order, visible) VALUES ('${video.name}', 'abcdefghijk', 999, 1)`);
    const [{ shown }] = queryDb<{ shown: number }>("SELECT count(*) AS shown FROM videos WHERE visible = 1") as [{ shown: number }];
    const context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL())) outside.push(request.url());
    });
    await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }));
    await page.goto(`/?from=${Date.now()}#videos-${shown}`);
    await page.locator(".carousel--enhanced").first().waitFor();
    await videos(page).locator('.carousel__slide[data-shown="true"]').filter({ hasText: video.name }).waitFor();
    const play = page.getByRole("button", { name: `Play video: ${video.name}` });
    await play.focus();
    await page.keyboard.press("Enter");
    await page.getByText("This video plays from YouTube").first().waitFor();
    await page.getByRole("button", { name: "Not now" }).click();
    await expect(play.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await play.click();
    await expectNoAxeViolations(page, "the YouTube consent notice");
    expect(outside).toEqual([]);
    await expect(page.locator("iframe").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Allow cookies and play" }).click();
    const frame = page.locator(`iframe[title="Video: ${video.name}"]`);
    await frame.waitFor();
    await expect(frame.getAttribute("src")).resolves.toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await context.close();
    queryDb(`DELETE FROM videos WHERE name = '${video.name}'`);
  });
});

import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { baseURL, expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";

const browser = useBrowser();

const VIDEO_COUNTER = ".carousel:has(#videos-1) .carousel__counter";
const counter = (page: Page) => page.locator(VIDEO_COUNTER).textContent();
const shownSlides = (page: Page) => page.locator('.carousel__slide[data-shown="true"] .video-card__title').allTextContents();

describe("homepage", () => {
  it("shows the blog posts, videos and product grid, with no axe violations and no map code", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => scripts.push(request.url()));
    await page.goto("/");
    await page.locator(".carousel--enhanced").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((address) => /maplibre|countries\.geojson/i.test(address))).toEqual([]);
    await expect(page.getByRole("heading", { name: "Latest from our blog" }).count()).resolves.toBe(1);
    await expect(page.getByRole("link", { name: "Choosing a colour scheme that is comfortable to read" }).count()).resolves.toBe(1);
    await expect(page.locator(".blog-list__item").count()).resolves.toBe(3);
    await expectNoAxeViolations(page, "on the homepage");
    await context.close();
  });

  it("moves the video carousel three at a time by keyboard, wrapping round, and announces it", async () => {
    const context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/");
    await page.locator(".carousel--enhanced").first().waitFor();
    expect(await counter(page)).toContain("1 of 3");
    expect(await shownSlides(page)).toEqual(["Making your first video call", "SuperNova 23: what's newSample", "Setting up magnification in SuperNovaSample"]);
    // Hidden slides are out of the tab order.
    await expect(page.locator('.carousel__slide[data-shown="false"]').first().getAttribute("inert")).resolves.not.toBeNull();

    await page.getByRole("button", { name: "Next videos" }).focus();
    await page.keyboard.press("Enter");
    expect(await counter(page)).toContain("2 of 3");
    expect(await shownSlides(page)).toEqual([
      "Reading a book with the EasyReader appSample",
      "GuideConnect: your first video callSample",
      "ScreenReader and Microsoft WordSample",
    ]);
    expect(new URL(page.url()).hash).toBe("#videos-4");
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll("[aria-live]")).some((region) => region.textContent?.includes("Videos: 2 of 3. Reading a book")),
    );

    await page.keyboard.press("ArrowRight");
    expect(await counter(page)).toContain("3 of 3");
    expect(await shownSlides(page)).toEqual(["Turning a document into audio with EasyConverter ExpressSample", "Finding help in SuperNovaSample"]);
    await page.keyboard.press("ArrowRight");
    expect(await counter(page)).toContain("1 of 3");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    expect(await counter(page)).toContain("3 of 3");

    await page.getByRole("button", { name: "Page 2 of 3" }).click();
    expect(await counter(page)).toContain("2 of 3");
    await expect(page.getByRole("button", { name: "Page 2 of 3" }).getAttribute("aria-current")).resolves.toBe("true");
    await context.close();
  });

  it("moves the site carousel one slide at a time with dots, and records previous/next with consent", async () => {
    const context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: "cookie-policy", value: "1", url: baseURL() }]);
    const page = await context.newPage();
    await page.goto("/");
    const software = page.locator(".carousel", { has: page.getByRole("heading", { name: "Our software" }) });
    await software.locator(".carousel__counter").waitFor();
    await expect(software.locator(".carousel__counter").textContent()).resolves.toContain("1 of 4");
    await expect(software.locator(".carousel__dot").count()).resolves.toBe(4);
    const posted = page.waitForResponse((response) => response.url().endsWith("/api/v1/analytics/events"));
    await software.getByRole("button", { name: "Next our software" }).click();
    expect((await posted).status()).toBe(201);
    await expect(software.locator(".carousel__counter").textContent()).resolves.toContain("2 of 4");
    await expect(software.locator('[data-shown="true"] .highlight__name').allTextContents()).resolves.toEqual(["ScreenReader"]);
    expect(new URL(page.url()).hash).toBe("#software-2");
    const rows = queryDb<{ event_name: string; event_label: string }>("SELECT event_name, event_label FROM analytics_events ORDER BY id DESC LIMIT 1");
    expect(rows).toEqual([{ event_name: "dolphin_carousel_next", event_label: "2 of 4" }]);
    await context.close();
  });

  it("selects a slide from the #title-number hash", async () => {
    const context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/#videos-7");
    await page.locator(".carousel--enhanced").first().waitFor();
    await page.waitForFunction(() => document.querySelector(".carousel:has(#videos-1) .carousel__counter")?.textContent?.includes("3 of 3"));
    expect(await shownSlides(page)).toEqual(["Turning a document into audio with EasyConverter ExpressSample", "Finding help in SuperNovaSample"]);
    await page.evaluate(() => (window.location.hash = "#videos-5"));
    await page.waitForFunction(() => document.querySelector(".carousel:has(#videos-1) .carousel__counter")?.textContent?.includes("2 of 3"));
    await context.close();
  });

  it("shows one video per page on a narrow screen", async () => {
    const context = await newContext(browser(), { viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto("/");
    await page.locator(".carousel--enhanced").first().waitFor();
    await page.waitForFunction(() => document.querySelector(".carousel:has(#videos-1) .carousel__counter")?.textContent?.includes("1 of 8"));
    expect(await shownSlides(page)).toHaveLength(1);
    await context.close();
  });

  it("plays the video this site hosts in the page's own player, with captions, and nothing leaves the site", async () => {
    const context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL())) outside.push(request.url());
    });
    await page.goto("/");
    await page.locator(".carousel--enhanced").first().waitFor();
    const player = page.locator('video[aria-label="Video: Making your first video call"]');
    await expect(player.locator("source").getAttribute("src")).resolves.toBe("/video/video-calling-help.webm");
    await expect(player.locator('track[kind="captions"]').getAttribute("src")).resolves.toBe("/video/video-calling-help.en.vtt");
    await expect(page.locator("iframe").count()).resolves.toBe(0);
    // The samples have nothing to play, and say so rather than offering a button.
    await expect(page.getByText("Sample entry: there is no video to play yet.").count()).resolves.toBe(7);
    await page.waitForLoadState("networkidle");
    expect(outside).toEqual([]);
    await context.close();
  });

  it("links each video to a real transcript page", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const link = page.getByRole("link", { name: "Read the transcript of GuideConnect: your first video call" });
    await expect(link.getAttribute("href")).resolves.toBe("/?id=4&transcript=1");
    await link.click();
    await page.getByRole("heading", { level: 1, name: "Transcript: GuideConnect: your first video call" }).waitFor();
    await expect(page.locator("h1").textContent()).resolves.toBe("Transcript: GuideConnect: your first video callSample");
    await expect(page.getByText("choose Video Calling, then Address Book").count()).resolves.toBe(1);
    await expect(page.title()).resolves.toBe("Transcript: GuideConnect: your first video call | Dolphin");
    expect((await page.goto("/?id=999&transcript=1"))?.status()).toBe(404);
    await context.close();
  });

  it("pages the product grid by columns with buttons and swipes", async () => {
    const context = await newContext(browser(), { viewport: { width: 700, height: 900 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto("/");
    const grid = page.locator(".grid-table");
    await grid.locator(".grid-table__status").waitFor();
    await expect(grid.locator("thead th").allTextContents()).resolves.toEqual(["SuperNova Magnifier", "SuperNova Magnifier & Speech"]);
    await grid.getByRole("button", { name: "Next products" }).click();
    await expect(grid.locator("thead th").allTextContents()).resolves.toEqual(["SuperNova Magnifier & Speech", "SuperNova Magnifier & Screen Reader"]);
    await expect(grid.locator(".grid-table__status").textContent()).resolves.toBe("Showing products 2 to 3 of 6");

    // A swipe to the left moves on one column, to the right moves back.
    const swipe = (fromX: number, toX: number) =>
      page.evaluate(
        ([from, to]) => {
          const frame = document.querySelector(".grid-table__frame")!;
          const touch = (x: number) => new Touch({ identifier: 1, target: frame, clientX: x, clientY: 400 });
          frame.dispatchEvent(new TouchEvent("touchstart", { bubbles: true, touches: [touch(from!)], changedTouches: [touch(from!)] }));
          frame.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(to!)] }));
        },
        [fromX, toX],
      );
    await swipe(500, 300);
    await expect(grid.locator(".grid-table__status").textContent()).resolves.toBe("Showing products 3 to 4 of 6");
    await swipe(200, 400);
    await expect(grid.locator(".grid-table__status").textContent()).resolves.toBe("Showing products 2 to 3 of 6");
    await context.close();
  });
});

describe("events map page", () => {
  const status = (page: Page) => page.locator(".events-status").textContent();

  it("filters by text and by type, announcing the count, and sends nothing outside this site", async () => {
    const context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const outside: string[] = [];
    page.on("request", (request) => {
      const address = new URL(request.url());
      if (!["127.0.0.1", "localhost"].includes(address.hostname) && !["data:", "blob:"].includes(address.protocol)) {
        outside.push(request.url());
      }
    });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const basemap = page.waitForResponse((response) => response.url().endsWith("/maps/countries.geojson"));
    await page.goto("/events");
    await page.locator(".maplibregl-canvas").waitFor();
    expect((await basemap).status()).toBe(200);
    await page.waitForFunction(() => document.querySelector(".events-status")?.textContent === "12 events found");
    await expect(page.locator(".events-status").getAttribute("role")).resolves.toBe("status");
    await expectNoAxeViolations(page, "on the events page");
    await expect(page.getByPlaceholder("Search for an event...").count()).resolves.toBe(1);

    await page.getByLabel("Search by name, place or postcode").fill("  GLASGOW ");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForFunction(() => document.querySelector(".events-status")?.textContent === "1 event found");
    await expect(page.locator(".events-list__title").allTextContents()).resolves.toEqual(["Scotland user group: screen reading at work"]);

    await page.getByLabel("Search by name, place or postcode").fill("");
    await page.getByLabel("Event type").selectOption({ label: "Training Days" });
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForFunction(() => document.querySelector(".events-status")?.textContent === "3 events found");
    expect(new URL(page.url()).pathname).toBe("/events/training");

    await page.getByLabel("Search by name, place or postcode").fill("no such place");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await page.getByText("No events found for your search criteria").waitFor();
    expect(await status(page)).toBe("0 events found");

    await page.waitForLoadState("networkidle");
    expect(outside).toEqual([]);
    // The map's own worker and basemap load from this site without errors.
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the popup on the map from a result's show-on-map button", async () => {
    const context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/events");
    await page.locator(".maplibregl-canvas").waitFor();
    await page.waitForFunction(() => document.querySelector(".events-status")?.textContent === "12 events found");
    await page.getByRole("button", { name: "Show on map: Belfast user group: magnification and reading apps" }).click();
    const popup = page.locator(".maplibregl-popup");
    await popup.waitFor();
    await expect(popup.locator(".events-map__popup-title").textContent()).resolves.toBe("Belfast user group: magnification and reading apps");
    await expect(popup.textContent()).resolves.toContain("BT1 1EA");
    await expect(page.locator(".events-map__marker").count()).resolves.toBe(12);
    await expectNoAxeViolations(page, "on the events page with a popup open");
    await context.close();
  });

  it("on a phone, loads the map only when the reader nears it or asks to see an event on it", async () => {
    for (const start of ["scroll", "show on map"] as const) {
      const context = await newContext(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const mapCode: string[] = [];
      page.on("request", (request) => {
        if (/\/assets\/(maplibre-gl|EventsMap(\.client)?)-/.test(request.url())) mapCode.push(request.url());
      });
      await page.goto("/events");
      await page.waitForFunction(() => document.querySelector(".events-status")?.textContent === "12 events found");
      await page.getByText("The map loads when you scroll to it.").waitFor();
      await page.waitForLoadState("networkidle");
      expect(mapCode, "nothing of the map is fetched for the first screen").toEqual([]);
      if (start === "scroll") {
        await page.locator(".events-map").scrollIntoViewIfNeeded();
        await page.locator(".maplibregl-canvas").waitFor();
      } else {
        await page.getByRole("button", { name: "Show on map: Belfast user group: magnification and reading apps" }).click();
        await expect(page.locator(".maplibregl-popup .events-map__popup-title").textContent()).resolves.toBe(
          "Belfast user group: magnification and reading apps",
        );
      }
      expect(mapCode.length).toBeGreaterThan(0);
      await context.close();
    }
  });

  it("by keyboard, 'Show on map' keeps focus while the map loads (announced), then the event's popup takes it", async () => {
    const context = await newContext(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // Hold the map's code until the loading message has been checked, as on a slow connection.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/EventsMap(\.client)?-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/events");
    await page.waitForFunction(() => document.querySelector(".events-status")?.textContent === "12 events found");
    const mapStatus = page.locator('.events-map [role="status"]');
    await expect(mapStatus.textContent()).resolves.toMatch(/^The map (needs JavaScript|loads when you scroll to it)\. Every event is in the list\.$/);
    await page.waitForFunction(() => document.querySelector('.events-map [role="status"]')?.textContent?.startsWith("The map loads when you scroll to it."));
    await expect(page.locator(".maplibregl-canvas").count()).resolves.toBe(0);

    const show = page.getByRole("button", { name: "Show on map: Belfast user group: magnification and reading apps" });
    await show.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector('.events-map [role="status"]')?.textContent === "Loading the map…");
    await expect(show.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await expect(show.getAttribute("aria-pressed")).resolves.toBe("true");

    release();
    await expect(page.locator(".maplibregl-popup .events-map__popup-title").textContent()).resolves.toBe("Belfast user group: magnification and reading apps");
    await page.locator(".maplibregl-canvas").waitFor();
    await mapStatus.waitFor({ state: "detached" });
    await expect(page.locator(".maplibregl-canvas").getAttribute("aria-label")).resolves.toBe("Map of events. Every event on the map is also in the list.");
    // Once drawn, the map's popup for the event takes focus (the event's name), so the keyboard
    // user is at the event they asked for.
    await expect(page.evaluate(() => document.activeElement?.closest(".maplibregl-popup") !== null)).resolves.toBe(true);
    await expectNoAxeViolations(page, "on the events page with the map loaded by keyboard");
    await context.close();
  });

  it("sends the whole list in its place, before the page's script, so the page never lays out without it", async () => {
    const html = await (await fetch(`${baseURL()}/events`)).text();
    const list = html.indexOf('<ol class="events-list"');
    expect(list).toBeGreaterThan(0);
    expect(list).toBeLessThan(html.indexOf('type="module"'));
    expect(html).not.toMatch(/<div hidden id="S:/);
  });

  it("renders the list on the server with the same entries the page keeps after its refresh on load", async () => {
    const context = await newContext(browser(), { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const serverHtml = await (await fetch(`${baseURL()}/events/training`)).text();
    const decode = (html: string) =>
      html
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&");
    const serverTitles = [...serverHtml.matchAll(/class="events-list__title"[^>]*>([^<]+)</g)].map((match) => decode(match[1]!));
    expect(serverTitles).toHaveLength(3);
    const refreshed = page.waitForResponse((response) => response.url().includes("/api/v1/events/training/upcoming"));
    await page.goto("/events/training");
    await refreshed;
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".events-list__title").allTextContents()).resolves.toEqual(serverTitles);
    await expect(page.locator(".events-status").textContent()).resolves.toBe("3 events found");
    // Hydrated: every entry offers 'Show on map'.
    await expect(page.getByRole("button", { name: /^Show on map: / }).count()).resolves.toBe(3);
    await context.close();
  });

  it("keeps each 'More Info' link where it was drawn when hydration adds 'Show on map', so a quick click lands on it", async () => {
    const context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Hold the page's JavaScript until the server-drawn list has been measured.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const linkBoxes = async () => Promise.all((await page.locator(".events-list a").all()).map(async (link) => link.boundingBox()));
    await page.goto("/events/usergroup", { waitUntil: "domcontentloaded" });
    const drawn = await linkBoxes();
    expect(drawn.length).toBeGreaterThan(1);
    await expect(page.getByRole("button", { name: /^Show on map: / }).count()).resolves.toBe(0);
    release();
    await page
      .getByRole("button", { name: /^Show on map: / })
      .first()
      .waitFor();
    await expect(linkBoxes()).resolves.toEqual(drawn);
    await context.close();
  });

  it("works without JavaScript: type in the path, text in the query", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/events/usergroup?q=belfast");
    expect(await status(page)).toBe("1 event found");
    expect((await page.goto("/events/parties"))?.status()).toBe(404);
    expect((await page.goto("/events/Training"))?.status()).toBe(404);
    await context.close();
  });
});

describe("webinars", () => {
  it("round-trips filters and sort through the query string, and resets", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/webinars");
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".webinars-status").textContent()).resolves.toBe("11 webinars found");
    await expect(page.getByText("Showing upcoming webinars only.").count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on the webinars page");

    await page.getByLabel("Show").selectOption("past");
    await page.waitForURL(/filterBy=past/);
    await page.getByLabel("Sort by").selectOption({ label: "Z to A" });
    await page.waitForURL(/sortBy=topicDesc/);
    await page.waitForFunction(() => document.querySelector(".webinars-status")?.textContent === "5 webinars found");
    const topics = await page.locator(".webinar-list__title").allTextContents();
    expect(topics).toEqual([...topics].sort((a, b) => b.localeCompare(a, "en-GB")));

    // Read back on load.
    await page.reload();
    await expect(page.getByLabel("Show").inputValue()).resolves.toBe("past");
    await expect(page.getByLabel("Sort by").inputValue()).resolves.toBe("topicDesc");
    await expect(page.locator(".webinars-status").textContent()).resolves.toBe("5 webinars found");

    // Segment and product ids come from the query string; a non-number is no filter.
    await page.goto("/webinars?filterBy=all&sortBy=startTime&marketSegment=1&product=7");
    await expect(page.locator(".webinar-list__title").allTextContents()).resolves.toEqual(["Converting exam papers with EasyConverter Express"]);
    // With the products area's tables, the segment and product filters are lists of names.
    await page.goto("/webinars?filterBy=all");
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Who it is for").selectOption({ label: "Education" });
    await page.waitForURL(/marketSegment=1/);
    await page.getByLabel("Product").selectOption({ label: "EasyConverter Express" });
    await page.waitForURL(/product=7/);
    await page.waitForFunction(() => document.querySelector(".webinars-status")?.textContent === "1 webinar found");
    await page.reload();
    await expect(page.getByLabel("Who it is for").inputValue()).resolves.toBe("1");
    await expect(page.getByLabel("Product").inputValue()).resolves.toBe("7");

    await page.goto("/webinars?filterBy=all&marketSegment=schools");
    await expect(page.locator(".webinars-status").textContent()).resolves.toBe("16 webinars found");
    await expect(page.getByText("Showing all webinars only").count()).resolves.toBe(0);

    await page.goto("/webinars?filterBy=past");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Dismiss this message" }).click();
    await expect(page.getByText("Showing past webinars only.").count()).resolves.toBe(0);

    await page.getByRole("link", { name: "Reset" }).click();
    await page.waitForURL((address) => address.pathname === "/webinars" && address.search === "");
    await page.waitForFunction(() => (document.getElementById("webinars-filter") as unknown as HTMLSelectElement).value === "upcoming");
    await expect(page.getByLabel("Sort by").inputValue()).resolves.toBe("startTime");
    await expect(page.locator(".webinars-status").textContent()).resolves.toBe("11 webinars found");
    await context.close();
  });

  it("pages ten at a time and opens a webinar with its whole agenda, presenter and the way to take part", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/webinars");
    await expect(page.locator(".webinar-list__item").count()).resolves.toBe(10);
    await page.getByRole("link", { name: "Page 2" }).click();
    // Without JavaScript the link is a page load: read the list once the new page marks itself current.
    await page.locator(".pagination__link[aria-current='page']", { hasText: "2" }).waitFor();
    await expect(page.locator(".webinar-list__item").count()).resolves.toBe(1);
    await page.goto("/webinars");
    const first = page.locator(".webinar-list__item").first();
    await expect(first.locator(".webinar-list__meta").textContent()).resolves.toMatch(/^\d{2} [A-Z][a-z]{2} \d{4} \d{1,2}:\d{2}(am|pm) /);
    const agendaPreview = await first.locator("p").nth(1).textContent();
    expect(agendaPreview!.length).toBeLessThanOrEqual(351);
    await first.getByRole("link").click();
    await page.getByRole("heading", { level: 1, name: "Getting started with SuperNova 23" }).waitFor();
    await expect(page.getByText("a recording is sent to everyone who registers").count()).resolves.toBe(1);
    await expect(page.locator(".webinar-facts").textContent()).resolves.toContain("PresenterDolphin training team");
    await expect(page.getByRole("heading", { level: 2, name: "Register for this webinar" }).count()).resolves.toBe(1);
    expect((await page.goto("/webinars/abc"))?.status()).toBe(404);
    await context.close();
  });

  it("shows a webinar's time in the visitor's time zone too, with no axe violations", async () => {
    const context = await newContext(browser(), { timezoneId: "America/New_York" });
    const page = await context.newPage();
    await page.goto("/webinars/12");
    await expect(page.getByText("This webinar has finished.").count()).resolves.toBe(1);
    const yourTime = page.locator(".webinar-facts dt", { hasText: "Your time" });
    await yourTime.waitFor();
    await expect(page.locator(".webinar-facts dd").nth(1).textContent()).resolves.toMatch(
      /^\d{2} [A-Z][a-z]{2} \d{4} \d{1,2}:\d{2}(am|pm) (EST|EDT|GMT-[45])$/,
    );
    await expectNoAxeViolations(page, "on a webinar page");
    await context.close();
  });
});

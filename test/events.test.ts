import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { filterEventsByText, formatWebinarDate, gridColumnsFor, truncateAgenda } from "@common/events";
import { eventsSeed } from "../seed/events";
import { siteSeed } from "../seed/site";
import { UPCOMING_ENGLISH_WEBINAR_IDS } from "../seed/webinar-translations";
import { inLanguage } from "../workers/content/translations";
import { getDb } from "../workers/db/client";
import { webinars as webinarRows } from "../workers/db/schema";
import { loader as webinarPageLoader } from "~/routes/events/webinar";
import { loader as webinarsListLoader } from "~/routes/events/webinars";

const get = (path: string) => SELF.fetch(`https://site.test/api/v1/${path}`, { headers: { "X-Requested-With": "XMLHttpRequest" } });

interface WebinarList {
  pageCount: number;
  pageNumber: number;
  pageSize: number;
  totalRecords: number;
  webinars: { id: number; topic: string; startTime: string; marketSegmentId: number | null; productId: number | null }[];
}

beforeAll(async () => {
  const statements = [...(await siteSeed.statements()), ...(await eventsSeed.statements())];
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
});

async function webinars(query: string): Promise<WebinarList> {
  const response = await get(`webinars?${query}`);
  expect(response.status).toBe(200);
  return response.json<WebinarList>();
}

describe("GET /api/v1/webinars", () => {
  it("lists upcoming webinars soonest first, ten to a page, by default", async () => {
    const now = Date.now();
    const body = await webinars("");
    expect(body).toMatchObject({ pageNumber: 1, pageSize: 10, totalRecords: 11, pageCount: 2 });
    expect(body.webinars).toHaveLength(10);
    const times = body.webinars.map((w) => Date.parse(w.startTime));
    expect(times.every((t) => t >= now)).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const second = await webinars("pageNumber=2");
    expect(second.webinars.map((w) => w.id)).toEqual([11]);
  });

  it("lists past webinars, and all of them", async () => {
    const past = await webinars("filterBy=past");
    expect(past.totalRecords).toBe(5);
    expect(past.webinars.every((w) => Date.parse(w.startTime) < Date.now())).toBe(true);
    const all = await webinars("filterBy=all&pageSize=100");
    expect(all.totalRecords).toBe(16);
    expect(all.pageCount).toBe(1);
  });

  it("sorts by latest date and by topic in both directions", async () => {
    const latest = await webinars("filterBy=all&sortField=startTime&sortDesc=true&pageSize=100");
    const times = latest.webinars.map((w) => Date.parse(w.startTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const az = await webinars("filterBy=all&sortField=topic&sortDesc=false&pageSize=100");
    const topics = az.webinars.map((w) => w.topic);
    expect([...topics].sort((a, b) => a.localeCompare(b, "en-GB"))).toEqual(topics);
    const za = await webinars("filterBy=all&sortField=topic&sortDesc=true&pageSize=100");
    expect(za.webinars.map((w) => w.topic)).toEqual([...topics].reverse());
  });

  it("filters by market segment and product together with the time filter and paging", async () => {
    const education = await webinars("filterBy=all&marketSegment=1");
    expect(education.totalRecords).toBe(4);
    expect(education.webinars.every((w) => w.marketSegmentId === 1)).toBe(true);

    const superNovaIndividuals = await webinars("filterBy=upcoming&marketSegment=2&product=3");
    expect(superNovaIndividuals.webinars.map((w) => w.topic)).toEqual([
      "Getting started with SuperNova 23",
      "SuperNova auf Deutsch: Vergrößerung und Sprachausgabe",
    ]);

    const pastSuperNova = await webinars("filterBy=past&product=3&sortField=topic");
    expect(pastSuperNova.webinars.map((w) => w.topic)).toEqual(["Keyboard shortcuts every SuperNova user should know", "Reading the web with SuperNova"]);

    const paged = await webinars("filterBy=all&product=3&pageSize=2&pageNumber=3");
    expect(paged).toMatchObject({ totalRecords: 6, pageCount: 3, pageNumber: 3, pageSize: 2 });
    expect(paged.webinars).toHaveLength(2);

    const beyond = await webinars("filterBy=all&product=3&pageSize=2&pageNumber=9");
    expect(beyond.webinars).toEqual([]);
  });

  it("treats a segment or product that is not a number as no filter", async () => {
    const unfiltered = await webinars("filterBy=all");
    const withText = await webinars("filterBy=all&marketSegment=education&product=abc");
    expect(withText.totalRecords).toBe(unfiltered.totalRecords);
  });

  it("answers a bad filter or page with 422 and per-field messages", async () => {
    const response = await get("webinars?filterBy=soon&pageNumber=0");
    expect(response.status).toBe(422);
    const body = await response.json<{ errors: Record<string, { friendlyName: string; errors: string[] }> }>();
    expect(body.errors.filterBy).toEqual({ friendlyName: "Filter", errors: ["Filter must be all, upcoming or past"] });
    expect(body.errors.pageNumber?.errors).toEqual(["Page number must be 1 or more"]);
  });

  it("returns one webinar by id, and 404 for an unknown one", async () => {
    const response = await get("webinars/3");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 3, topic: "ScreenReader and Microsoft Teams", timezone: "Europe/London" });
    expect((await get("webinars/999")).status).toBe(404);
  });
});

describe("webinars in the page's language", () => {
  type Shown = { id: number; topic: string; agenda: string; language: string; contentLanguage: string };
  const webinarPage = async (prefix: string, id: number) =>
    (
      (await webinarPageLoader({
        request: new Request(`https://site.test${prefix}/webinars/${id}`),
        params: { locale: prefix.slice(1) || undefined, webinarId: String(id) },
      } as never)) as { webinar: Shown }
    ).webinar;
  const webinarsList = async (prefix: string, query: string) =>
    (
      (await webinarsListLoader({
        request: new Request(`https://site.test${prefix}/webinars?${query}`),
        params: { locale: prefix.slice(1) || undefined },
      } as never)) as { list: { webinars: Shown[] } }
    ).list.webinars;

  it("has every upcoming webinar given in English translated into German, French and Dutch; the German one stays German", async () => {
    const db = getDb(env.DB);
    const upcoming = (await db.select().from(webinarRows)).filter((row) => row.startTime.getTime() >= Date.now());
    expect(
      upcoming
        .filter((row) => row.language === "en")
        .map((row) => row.id)
        .sort((a, b) => a - b),
    ).toEqual(UPCOMING_ENGLISH_WEBINAR_IDS);
    for (const language of ["de", "fr", "nl"]) {
      const shown = await inLanguage(db, "webinar", upcoming, language);
      for (const row of shown) expect(row.contentLanguage, `webinar ${row.id} in ${language}`).toBe(row.language === "de" ? "de" : language);
    }
  });

  it("shows a webinar's page in /de-de with its German topic and agenda, still saying it is given in English", async () => {
    const german = await webinarPage("/de-de", 1);
    expect(german).toMatchObject({ topic: "Erste Schritte mit SuperNova 23", language: "en", contentLanguage: "de" });
    expect(german.agenda).toContain("Eine geführte Tour durch SuperNova");
    expect(german.agenda).toContain("Das Webinar findet auf Englisch statt.");
    const english = await webinarPage("", 1);
    expect(english).toMatchObject({ topic: "Getting started with SuperNova 23", contentLanguage: "en" });
    // A past webinar has no translation: it stays English, for the page to mark it so.
    expect((await webinarPage("/de-de", 12)).contentLanguage).toBe("en");
    // The German webinar is German on the French page.
    expect(await webinarPage("/fr-fr", 6)).toMatchObject({ topic: "SuperNova auf Deutsch: Vergrößerung und Sprachausgabe", contentLanguage: "de" });
  });

  it("lists the upcoming webinars in the page's language, and past ones in English where untranslated", async () => {
    const upcoming = [...(await webinarsList("/nl-nl", "filterBy=upcoming")), ...(await webinarsList("/nl-nl", "filterBy=upcoming&page=2"))];
    expect(upcoming.map((webinar) => webinar.id).sort((a, b) => a - b)).toEqual([...UPCOMING_ENGLISH_WEBINAR_IDS, 6].sort((a, b) => a - b));
    for (const webinar of upcoming) expect(webinar.contentLanguage, `webinar ${webinar.id}`).toBe(webinar.id === 6 ? "de" : "nl");
    expect(upcoming.find((webinar) => webinar.id === 3)!.topic).toBe("ScreenReader en Microsoft Teams");
    const past = await webinarsList("/nl-nl", "filterBy=past");
    expect(past.length).toBeGreaterThan(0);
    for (const webinar of past) expect(webinar.contentLanguage).toBe("en");
  });
});

describe("events", () => {
  interface EventBody {
    id: number;
    title: string;
    endDate: string;
    eventTypeHid: string;
    latitude: number;
    longitude: number;
  }

  it("searches visible events that have not ended by the given time, soonest first", async () => {
    const response = await get(`events/search?from=${Date.now()}`);
    expect(response.status).toBe(200);
    const events = await response.json<EventBody[]>();
    expect(events.map((event) => event.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(events[0]).toMatchObject({ title: "Visual Impairment Technology Show, Birmingham", latitude: 52.4508, longitude: -1.7184 });

    const fromLastMonth = await (await get(`events/search?from=${Date.now() - 40 * 86_400_000}`)).json<EventBody[]>();
    expect(fromLastMonth.map((event) => event.id)).toContain(13);
    expect(fromLastMonth.map((event) => event.id)).not.toContain(14);
  });

  it("refuses a search without a millisecond time", async () => {
    const response = await get("events/search?from=tomorrow");
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { from: { friendlyName: "From" } } });
    expect((await get("events/search")).status).toBe(422);
  });

  it("lists upcoming events of one type by its lowercased hid", async () => {
    const training = await (await get("events/training/upcoming")).json<EventBody[]>();
    expect(training.map((event) => event.id)).toEqual([2, 5, 10]);
    const groups = await (await get("events/usergroup/upcoming")).json<EventBody[]>();
    expect(groups.every((event) => event.eventTypeHid === "UserGroup")).toBe(true);
    expect(groups.map((event) => event.id)).toEqual([3, 6, 8, 12]);
    expect((await get("events/exhibition/upcoming")).status).toBe(200);
    expect((await get("events/exhibition/upcoming").then((r) => r.json<EventBody[]>())).map((e) => e.id)).toEqual([1, 7, 9]);
  });

  it("answers an unknown type with 404 and a type that is not lowercase letters with 422", async () => {
    expect((await get("events/parties/upcoming")).status).toBe(404);
    expect((await get("events/Training/upcoming")).status).toBe(422);
  });

  it("lists event types", async () => {
    const types = await (await get("event-types")).json<{ id: number; hid: string; name: string }[]>();
    expect(types.map((type) => type.name)).toEqual(["Conferences", "Exhibitions", "Training Days", "User Groups"]);
  });
});

describe("event text filter", () => {
  const events = [
    {
      id: 1,
      title: "SuperNova training day",
      addressName: "Central Library",
      addressStreet: "Calverley Street",
      addressCity: "Leeds",
      addressCounty: "West Yorkshire",
      addressPostcode: "LS1 3AB",
      description: "Glasgow",
    },
    {
      id: 2,
      title: "User group",
      addressName: "Concert Hall",
      addressStreet: "Sauchiehall Street",
      addressCity: "Glasgow",
      addressCounty: "Lanarkshire",
      addressPostcode: "G2 3NY",
      description: "",
    },
  ];
  const ids = (text: string) => filterEventsByText(events, text).map((event) => event.id);

  it("matches a case-insensitive substring of title, address name, street, city, county or postcode", () => {
    expect(ids("supernova")).toEqual([1]);
    expect(ids("concert")).toEqual([2]);
    expect(ids("calverley")).toEqual([1]);
    expect(ids("GLASGOW")).toEqual([2]);
    expect(ids("lanark")).toEqual([2]);
    expect(ids("ls1 3ab")).toEqual([1]);
    expect(ids("street")).toEqual([1, 2]);
  });

  it("trims the text, keeps everything for empty text, and does not search the description", () => {
    expect(ids("   leeds  ")).toEqual([1]);
    expect(ids("   ")).toEqual([1, 2]);
    expect(ids("nowhere")).toEqual([]);
    expect(ids("glasgow")).toEqual([2]);
  });
});

describe("GET /api/v1/hubspot/blog/posts/latest", () => {
  it("returns the three newest posts with created, name and publishedUrl", async () => {
    const response = await get("hubspot/blog/posts/latest");
    expect(response.status).toBe(200);
    const posts = await response.json<{ created: string; name: string; publishedUrl: string }[]>();
    expect(posts.map((post) => post.name)).toEqual([
      "Choosing a colour scheme that is comfortable to read",
      "Reading lists in EasyReader: a term's books in one place",
      "Keeping in touch: video calls with GuideConnect",
    ]);
    expect(posts[0]?.publishedUrl).toBe("/blog/choosing-a-magnifier-colour-scheme");
    expect(Date.parse(posts[0]!.created)).toBeGreaterThan(Date.parse(posts[1]!.created));
  });

  it("takes a limit, and refuses one that is out of range", async () => {
    const five = await (await get("hubspot/blog/posts/latest?limit=5")).json<unknown[]>();
    expect(five).toHaveLength(5);
    expect((await get("hubspot/blog/posts/latest?limit=0")).status).toBe(422);
  });
});

describe("formatting rules", () => {
  it("formats webinar dates as DD MMM YYYY h:mma in the webinar's time zone", () => {
    expect(formatWebinarDate("2026-12-05T14:30:00Z", "Europe/London")).toBe("05 Dec 2026 2:30pm");
    expect(formatWebinarDate("2026-07-01T09:05:00Z", "Europe/London")).toBe("01 Jul 2026 10:05am");
    expect(formatWebinarDate("2026-12-05T23:00:00Z", "Europe/Berlin")).toBe("06 Dec 2026 12:00am");
  });

  it("cuts agendas to 350 characters and picks grid columns by width", () => {
    const long = "word ".repeat(200);
    expect(truncateAgenda(long).length).toBeLessThanOrEqual(351);
    expect(truncateAgenda("short agenda")).toBe("short agenda");
    expect([320, 767, 768, 991, 992, 1199, 1200].map(gridColumnsFor)).toEqual([2, 2, 3, 3, 4, 4, 5]);
  });
});

describe("production implementations chosen by configuration", () => {
  it("maps HubSpot's blog posts to created, name and publishedUrl", async () => {
    const { HubSpotBlog, getBlog, LocalBlog } = await import("../workers/services/blog");
    const requests: string[] = [];
    const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(`${String(input)} ${new Headers(init?.headers).get("Authorization")}`);
      return Response.json({
        results: [
          { name: "New voices in SuperNova", url: "https://blog.example/new-voices", publishDate: "2026-11-01T09:00:00Z", created: "2026-10-30T09:00:00Z" },
        ],
      });
    }) as typeof fetch;
    const posts = await new HubSpotBlog("token-1", fakeFetch).latest(3);
    expect(posts).toEqual([{ created: "2026-11-01T09:00:00Z", name: "New voices in SuperNova", publishedUrl: "https://blog.example/new-voices", summary: "" }]);
    expect(requests[0]).toContain("limit=3");
    expect(requests[0]).toContain("Bearer token-1");
    const { getDb } = await import("../workers/db/client");
    expect(getBlog({ ...env } as Env, getDb(env.DB))).toBeInstanceOf(LocalBlog);
    expect(getBlog({ ...env, BLOG_PROVIDER: "hubspot", HUBSPOT_ACCESS_TOKEN: "t" } as Env, getDb(env.DB))).toBeInstanceOf(HubSpotBlog);
    expect(() => getBlog({ ...env, BLOG_PROVIDER: "hubspot" } as Env, getDb(env.DB))).toThrow(/HUBSPOT_ACCESS_TOKEN/);
  });

  it("filters, sorts and pages Zoom's webinars with the same rules", async () => {
    const { ZoomWebinars } = await import("../workers/services/webinars");
    const zoomWebinar = (id: number, topic: string, start: string, segment?: string) => ({
      id,
      uuid: `u${id}`,
      host_id: "h",
      topic,
      type: 5,
      start_time: start,
      duration: 60,
      timezone: "Europe/London",
      join_url: `https://zoom.example/j/${id}`,
      created_at: "2026-01-01T00:00:00Z",
      tracking_fields: segment ? [{ field: "marketSegmentId", value: segment }] : [],
    });
    const fakeFetch = (async (input: RequestInfo | URL) => {
      if (String(input).includes("oauth/token")) return Response.json({ access_token: "abc" });
      return Response.json({
        webinars: [
          zoomWebinar(1, "Braille basics", "2026-12-01T10:00:00Z", "2"),
          zoomWebinar(2, "All about magnification", "2026-12-03T10:00:00Z", "2"),
          zoomWebinar(3, "Classroom reading", "2026-12-02T10:00:00Z", "1"),
          zoomWebinar(4, "Old session", "2026-10-01T10:00:00Z", "2"),
        ],
      });
    }) as typeof fetch;
    const zoom = new ZoomWebinars({ ZOOM_ACCOUNT_ID: "a", ZOOM_CLIENT_ID: "b", ZOOM_CLIENT_SECRET: "c", ZOOM_USER_ID: "me" }, fakeFetch);
    const now = new Date("2026-11-15T00:00:00Z");
    const upcoming = await zoom.list(
      { filterBy: "upcoming", sortField: "startTime", sortDesc: false, marketSegment: null, product: null, pageNumber: 1, pageSize: 10 },
      now,
    );
    expect(upcoming.webinars.map((w) => w.id)).toEqual([1, 3, 2]);
    const segment = await zoom.list({ filterBy: "all", sortField: "topic", sortDesc: false, marketSegment: 2, product: null, pageNumber: 1, pageSize: 2 }, now);
    expect(segment).toMatchObject({ totalRecords: 3, pageCount: 2 });
    expect(segment.webinars.map((w) => w.topic)).toEqual(["All about magnification", "Braille basics"]);
  });
});

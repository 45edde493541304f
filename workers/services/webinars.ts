/**
 * Webinars behind one interface (listed and one by id, for GET /api/v1/webinars; a registrant
 * added and cancelled). Locally they are rows in D1, which staff keep in the staff desk, and a
 * registrant's join link is the webinar's own. In production Zoom supplies them, chosen by
 * configuration (WEBINARS_PROVIDER=zoom with ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID,
 * ZOOM_CLIENT_SECRET and ZOOM_USER_ID), and gives each registrant a join link of their own.
 */
import { and, asc, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { WebinarsQuery } from "@common/schemas/events";
import { DEFAULT_CONTENT_LANGUAGE } from "@common/i18n/content-language";
import { type Database, webinars } from "../db";

/** Spec 3 "Webinar", with the segment and product it is filed under. */
export interface Webinar {
  id: number;
  uuid: string;
  hostId: string;
  topic: string;
  agenda: string;
  type: number;
  startTime: string;
  duration: number;
  timezone: string;
  joinUrl: string;
  createdAt: string;
  marketSegmentId: number | null;
  productId: number | null;
  /** Who presents it; empty when not named (Zoom's webinars do not say). */
  presenter: string;
  /** BCP 47 tag of the language it is given in ("en", "de"): pages mark its topic and agenda with it. */
  language: string;
  /** How many people may register; null when the provider sets no limit here. */
  capacity: number | null;
  /** Where its recording is watched; empty when none was made. */
  recordingUrl: string;
}

/** What the site passes to the provider when someone registers. */
export interface WebinarRegistrant {
  name: string;
  email: string;
  question: string;
}

/** The provider's answer: its id for the registrant and the link they join with. */
export interface ProviderRegistration {
  registrantId: string;
  joinUrl: string;
}

/** Spec 3 "Webinar list response". */
export interface WebinarListResponse {
  pageCount: number;
  pageNumber: number;
  pageSize: number;
  totalRecords: number;
  webinars: Webinar[];
}

export interface WebinarsService {
  list(query: WebinarsQuery, now?: Date): Promise<WebinarListResponse>;
  get(id: number): Promise<Webinar | null>;
  /** Tells the provider of a registrant; throws when it refuses (nothing is then stored). */
  register(webinar: Webinar, registrant: WebinarRegistrant): Promise<ProviderRegistration>;
  /** Tells the provider a registrant has cancelled. */
  cancel(webinarId: number, registrantId: string, email: string): Promise<void>;
}

function toWebinar(row: typeof webinars.$inferSelect): Webinar {
  return {
    id: row.id,
    uuid: row.uuid,
    hostId: row.hostId,
    topic: row.topic,
    agenda: row.agenda,
    type: row.type,
    startTime: row.startTime.toISOString(),
    duration: row.duration,
    timezone: row.timezone,
    joinUrl: row.joinUrl,
    createdAt: row.createdAt.toISOString(),
    marketSegmentId: row.marketSegmentId,
    productId: row.productId,
    presenter: row.presenter,
    language: row.language,
    capacity: row.capacity,
    recordingUrl: row.recordingUrl,
  };
}

function envelope(query: WebinarsQuery, totalRecords: number, list: Webinar[]): WebinarListResponse {
  return {
    pageCount: Math.ceil(totalRecords / query.pageSize),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalRecords,
    webinars: list,
  };
}

/** Webinars stored in D1: real filtering, sorting and paging in SQL. */
export class LocalWebinars implements WebinarsService {
  constructor(private readonly db: Database) {}

  async list(query: WebinarsQuery, now = new Date()): Promise<WebinarListResponse> {
    const conditions: SQL[] = [];
    if (query.filterBy === "upcoming") conditions.push(gte(webinars.startTime, now));
    if (query.filterBy === "past") conditions.push(lt(webinars.startTime, now));
    if (query.marketSegment !== null) conditions.push(eq(webinars.marketSegmentId, query.marketSegment));
    if (query.product !== null) conditions.push(eq(webinars.productId, query.product));
    const where = conditions.length ? and(...conditions) : undefined;

    const column = query.sortField === "topic" ? webinars.topic : webinars.startTime;
    const order = query.sortDesc ? desc(column) : asc(column);
    const [total] = await this.db.select({ n: count() }).from(webinars).where(where);
    const rows = await this.db
      .select()
      .from(webinars)
      .where(where)
      .orderBy(order, asc(webinars.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize);
    return envelope(query, total?.n ?? 0, rows.map(toWebinar));
  }

  async get(id: number): Promise<Webinar | null> {
    const [row] = await this.db.select().from(webinars).where(eq(webinars.id, id)).limit(1);
    return row ? toWebinar(row) : null;
  }

  /** The registrations table is the local provider's list: it only names the registrant and gives the webinar's own link. */
  async register(webinar: Webinar): Promise<ProviderRegistration> {
    return { registrantId: `local-${crypto.randomUUID()}`, joinUrl: webinar.joinUrl };
  }

  async cancel(): Promise<void> {}
}

/** The same rules over a list already in memory (the Zoom implementation filters this way). */
export function applyWebinarQuery(all: Webinar[], query: WebinarsQuery, now = new Date()): WebinarListResponse {
  const time = now.getTime();
  const kept = all.filter((webinar) => {
    const start = Date.parse(webinar.startTime);
    if (query.filterBy === "upcoming" && start < time) return false;
    if (query.filterBy === "past" && start >= time) return false;
    if (query.marketSegment !== null && webinar.marketSegmentId !== query.marketSegment) return false;
    if (query.product !== null && webinar.productId !== query.product) return false;
    return true;
  });
  const direction = query.sortDesc ? -1 : 1;
  kept.sort((a, b) => {
    const order = query.sortField === "topic" ? a.topic.localeCompare(b.topic, "en-GB") : Date.parse(a.startTime) - Date.parse(b.startTime);
    return order * direction || a.id - b.id;
  });
  const start = (query.pageNumber - 1) * query.pageSize;
  return envelope(query, kept.length, kept.slice(start, start + query.pageSize));
}

/** A tracking field's language tag when it looks like one ("de", "fr-BE"); English otherwise. */
function languageTag(value: string | undefined): string {
  return value && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value.trim()) ? value.trim() : DEFAULT_CONTENT_LANGUAGE;
}

interface ZoomConfig {
  ZOOM_ACCOUNT_ID?: string;
  ZOOM_CLIENT_ID?: string;
  ZOOM_CLIENT_SECRET?: string;
  ZOOM_USER_ID?: string;
}

interface ZoomWebinar {
  id: number;
  uuid: string;
  host_id: string;
  topic: string;
  agenda?: string;
  type: number;
  start_time: string;
  duration: number;
  timezone: string;
  join_url: string;
  created_at: string;
  tracking_fields?: { field: string; value: string }[];
}

/**
 * Zoom's webinar API (server-to-server OAuth). Segment and product come from the webinar's
 * tracking fields "marketSegmentId" and "productId", its language from "language" (a tag such
 * as "de"; English without one). Used only when configured.
 */
export class ZoomWebinars implements WebinarsService {
  constructor(
    private readonly config: Required<ZoomConfig>,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  private async token(): Promise<string> {
    const basic = btoa(`${this.config.ZOOM_CLIENT_ID}:${this.config.ZOOM_CLIENT_SECRET}`);
    const response = await this.fetcher(
      `https://zoom.us/oauth/token?grant_type=account_credentials&account_id=${encodeURIComponent(this.config.ZOOM_ACCOUNT_ID)}`,
      { method: "POST", headers: { Authorization: `Basic ${basic}` } },
    );
    if (!response.ok) throw new Error(`Zoom token request failed with ${response.status}`);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  private static toWebinar(row: ZoomWebinar): Webinar {
    const tracked = (name: string) => {
      const value = row.tracking_fields?.find((field) => field.field === name)?.value;
      return value && /^\d+$/.test(value) ? Number(value) : null;
    };
    return {
      id: row.id,
      uuid: row.uuid,
      hostId: row.host_id,
      topic: row.topic,
      agenda: row.agenda ?? "",
      type: row.type,
      startTime: row.start_time,
      duration: row.duration,
      timezone: row.timezone,
      joinUrl: row.join_url,
      createdAt: row.created_at,
      marketSegmentId: tracked("marketSegmentId"),
      productId: tracked("productId"),
      presenter: "",
      language: languageTag(row.tracking_fields?.find((field) => field.field === "language")?.value),
      // Zoom keeps its own registration limit and recordings; the site sets none.
      capacity: null,
      recordingUrl: "",
    };
  }

  private async all(): Promise<Webinar[]> {
    const token = await this.token();
    const response = await this.fetcher(`https://api.zoom.us/v2/users/${encodeURIComponent(this.config.ZOOM_USER_ID)}/webinars?page_size=300`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`Zoom webinars request failed with ${response.status}`);
    const body = (await response.json()) as { webinars: ZoomWebinar[] };
    return body.webinars.map(ZoomWebinars.toWebinar);
  }

  async list(query: WebinarsQuery, now = new Date()) {
    return applyWebinarQuery(await this.all(), query, now);
  }

  async get(id: number) {
    return (await this.all()).find((webinar) => webinar.id === id) ?? null;
  }

  /** POST /webinars/{id}/registrants: Zoom answers with the registrant's own join link. */
  async register(webinar: Webinar, registrant: WebinarRegistrant): Promise<ProviderRegistration> {
    const token = await this.token();
    const [first, ...rest] = registrant.name.split(/\s+/);
    const response = await this.fetcher(`https://api.zoom.us/v2/webinars/${webinar.id}/registrants`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        email: registrant.email,
        first_name: first ?? registrant.name,
        last_name: rest.join(" "),
        comments: registrant.question || undefined,
      }),
    });
    if (!response.ok) throw new Error(`Zoom registrant request failed with ${response.status}`);
    const body = (await response.json()) as { registrant_id: string; join_url: string };
    return { registrantId: body.registrant_id, joinUrl: body.join_url };
  }

  /** PUT /webinars/{id}/registrants/status with the action "cancel". */
  async cancel(webinarId: number, registrantId: string, email: string): Promise<void> {
    const token = await this.token();
    const response = await this.fetcher(`https://api.zoom.us/v2/webinars/${webinarId}/registrants/status`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ action: "cancel", registrants: [{ id: registrantId, email }] }),
    });
    if (!response.ok) throw new Error(`Zoom registrant cancel failed with ${response.status}`);
  }
}

export function getWebinars(env: Env, db: Database, fetcher: typeof fetch = fetch): WebinarsService {
  const config = env as Env & ZoomConfig & { WEBINARS_PROVIDER?: string };
  if (config.WEBINARS_PROVIDER === "zoom") {
    const { ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET, ZOOM_USER_ID } = config;
    if (!ZOOM_ACCOUNT_ID || !ZOOM_CLIENT_ID || !ZOOM_CLIENT_SECRET || !ZOOM_USER_ID) {
      throw new Error("WEBINARS_PROVIDER=zoom needs ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET and ZOOM_USER_ID");
    }
    return new ZoomWebinars({ ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET, ZOOM_USER_ID }, fetcher);
  }
  return new LocalWebinars(db);
}

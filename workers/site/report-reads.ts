/**
 * Reading back what the site recorded: error reports grouped by message (with how often,
 * when first and last, and the request ids a visitor can quote). The staff desk shows them;
 * analytics are read back through the analytics service's reader.
 */
import { sql } from "drizzle-orm";
import { ERROR_GROUP_LIMIT, REQUEST_IDS_PER_GROUP } from "@common/schemas/staff-people";
import { type Database, contains } from "../db";

export interface ErrorGroup {
  source: "server" | "client";
  message: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  lastUrl: string;
  /** The newest request ids of the group, newest first. */
  requestIds: string[];
}

export interface ErrorGroupFilter {
  source?: "" | "server" | "client";
  requestId?: string;
  search?: string;
}

function errorWhere(filter: ErrorGroupFilter) {
  const conditions = [sql`1 = 1`];
  if (filter.source) conditions.push(sql`source = ${filter.source}`);
  if (filter.requestId) conditions.push(sql`request_id = ${filter.requestId}`);
  if (filter.search) conditions.push(contains(sql`message`, filter.search));
  return sql.join(conditions, sql` AND `);
}

/** Error reports grouped by where they happened and their message, the most recently seen first. */
export async function groupErrorReports(db: Database, filter: ErrorGroupFilter = {}): Promise<{ groups: ErrorGroup[]; reports: number }> {
  const where = errorWhere(filter);
  const groups = await db.all<{ source: "server" | "client"; message: string; count: number; first_seen: number; last_seen: number; last_url: string }>(sql`
    SELECT source, message, COUNT(*) AS count, MIN(created_at) AS first_seen, MAX(created_at) AS last_seen,
      (SELECT url FROM error_reports newest WHERE newest.source = e.source AND newest.message = e.message ORDER BY created_at DESC, id DESC LIMIT 1) AS last_url
    FROM error_reports e WHERE ${where}
    GROUP BY source, message ORDER BY last_seen DESC LIMIT ${ERROR_GROUP_LIMIT}`);
  const ids = await db.all<{ source: string; message: string; request_id: string }>(sql`
    SELECT source, message, request_id FROM (
      SELECT source, message, request_id, ROW_NUMBER() OVER (PARTITION BY source, message ORDER BY created_at DESC, id DESC) AS place
      FROM error_reports WHERE request_id IS NOT NULL AND ${where}
    ) WHERE place <= ${REQUEST_IDS_PER_GROUP} ORDER BY place`);
  const [counted] = await db.all<{ reports: number }>(sql`SELECT COUNT(*) AS reports FROM error_reports WHERE ${where}`);
  const idsOf = new Map<string, string[]>();
  for (const row of ids) {
    const key = `${row.source}\n${row.message}`;
    idsOf.set(key, [...(idsOf.get(key) ?? []), row.request_id]);
  }
  return {
    groups: groups.map((group) => ({
      source: group.source,
      message: group.message,
      count: group.count,
      firstSeen: new Date(group.first_seen).toISOString(),
      lastSeen: new Date(group.last_seen).toISOString(),
      lastUrl: group.last_url,
      requestIds: idsOf.get(`${group.source}\n${group.message}`) ?? [],
    })),
    reports: counted?.reports ?? 0,
  };
}

/** The homepage's videos, each with a transcript. */
import { and, asc, eq } from "drizzle-orm";
import { type Database, videos } from "../db";

export type Video = typeof videos.$inferSelect;

export async function listVideos(db: Database): Promise<Video[]> {
  return db.select().from(videos).where(eq(videos.visible, true)).orderBy(asc(videos.sortOrder), asc(videos.id));
}

export async function findVideo(db: Database, id: number): Promise<Video | null> {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.visible, true)))
    .limit(1);
  return row ?? null;
}

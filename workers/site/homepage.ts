/** Homepage localisations (one per language) and their banner message. */
import { type Database, homepageLocalisations } from "../db";
import { keptReference } from "./reference-cache";

export type HomepageLocalisation = typeof homepageLocalisations.$inferSelect;

/**
 * A language's localisation as the site shows it: every localisation is read once per isolate
 * and content version (the staff desk's banner save changes the version, so it shows at once).
 */
export async function homepageLocalisation(env: Env, db: Database, languageId: number): Promise<HomepageLocalisation | null> {
  const all = await keptReference(env, "homepage-localisations", () => db.select().from(homepageLocalisations).all());
  return all.find((row) => row.languageId === languageId) ?? null;
}

/** A banner shows only while it is enabled, has a message, and has not expired. */
export function isBannerActive(row: HomepageLocalisation | null, now = new Date()): row is HomepageLocalisation {
  return Boolean(row?.bannerMessageEnabled && row.bannerMessage?.trim() && (!row.bannerMessageExpiry || row.bannerMessageExpiry > now));
}

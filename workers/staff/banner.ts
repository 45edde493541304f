/**
 * The Homepage banner section: one banner per site language (its message, a second line,
 * whether it shows, and when it expires), previewed before saving and shown on the homepage
 * as soon as it is saved.
 */
import { and, eq } from "drizzle-orm";
import { CONTENT_LANGUAGES, bannerPreviewSchema, bannerSaveSchema } from "@common/schemas/staff-content";
import { type Database, homepageLocalisations } from "../db";
import { defineOperation, done } from "../operation";
import { type HomepageLocalisation, isBannerActive } from "../site";
import { saveRevision } from "./revision-save";
import { actorOf, staffAccess } from "./roles";
import { staleEdit } from "./versions";
import { deskListRead } from "./desk-list";

export interface BannerListing {
  languageId: number;
  languageName: string;
  message: string;
  content: string;
  enabled: boolean;
  expiry: string | null;
  /** Whether the homepage shows it now (enabled, with a message, not expired). */
  showing: boolean;
  /** 0 when the language has no banner row yet. */
  revision: number;
}

function listing(languageId: number, row: HomepageLocalisation | undefined, now: Date): BannerListing {
  return {
    languageId,
    languageName: CONTENT_LANGUAGES.find((language) => language.id === languageId)?.name ?? String(languageId),
    message: row?.bannerMessage ?? "",
    content: row?.bannerContent ?? "",
    enabled: row?.bannerMessageEnabled ?? false,
    expiry: row?.bannerMessageExpiry?.toISOString() ?? null,
    showing: isBannerActive(row ?? null, now),
    revision: row?.revision ?? 0,
  };
}

/** The banner of every site language, in the site's order of languages. */
export async function listBanners(db: Database, now = new Date()): Promise<BannerListing[]> {
  const rows = await db.select().from(homepageLocalisations).all();
  return CONTENT_LANGUAGES.map((language) =>
    listing(
      language.id,
      rows.find((row) => row.languageId === language.id),
      now,
    ),
  );
}

function auditable(row: Pick<BannerListing, "message" | "content" | "enabled" | "expiry">) {
  return { message: row.message, content: row.content, enabled: row.enabled, expiry: row.expiry };
}

export const readBanners = deskListRead("staff-banner-list", "banners", listBanners);

/** How the banner would look: what the homepage would show, checked like a save, saving nothing. */
export const previewBanner = defineOperation({
  name: "staff-banner-preview",
  input: bannerPreviewSchema,
  access: staffAccess,
  run: async (_context, input) => {
    const showing = input.enabled && input.message !== "" && (!input.expiry || input.expiry > new Date());
    const message = showing
      ? "Preview below: this is how the homepage would show the banner. Nothing is saved yet."
      : "Preview below: with these settings the homepage would show no banner. Nothing is saved yet.";
    return done({
      preview: {
        languageId: input.languageId,
        message: input.message,
        content: input.content,
        enabled: input.enabled,
        expiry: input.expiry?.toISOString() ?? null,
        showing,
      },
      message,
    });
  },
});

export const saveBanner = defineOperation({
  name: "staff-banner-save",
  input: bannerSaveSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const actor = actorOf(user);
    const [existing] = await db.select().from(homepageLocalisations).where(eq(homepageLocalisations.languageId, input.languageId)).limit(1).all();
    const before = listing(input.languageId, existing, new Date());
    const values = {
      bannerMessage: input.message,
      bannerContent: input.content || null,
      bannerMessageEnabled: input.enabled,
      bannerMessageExpiry: input.expiry,
    };
    const after = { message: input.message, content: input.content, enabled: input.enabled, expiry: input.expiry?.toISOString() ?? null };
    if (!existing && input.revision !== 0) throw staleEdit();
    const change = existing
      ? db
          .update(homepageLocalisations)
          .set({ ...values, revision: existing.revision + 1 })
          .where(and(eq(homepageLocalisations.id, existing.id), eq(homepageLocalisations.revision, input.revision)))
      : db.insert(homepageLocalisations).values({ ...values, languageId: input.languageId });
    await saveRevision(db, change, actor, {
      action: "homepage-banner.save",
      subjectType: "homepage-banner",
      subjectId: input.languageId,
      summary: `Saved the ${before.languageName} homepage banner${input.enabled ? "" : " (hidden)"}`,
      before: existing ? auditable(before) : null,
      after,
    });
    const message = { id: "The {languageName} homepage banner is saved.", values: { languageName: before.languageName } };
    return done({ banner: (await listBanners(db)).find((banner) => banner.languageId === input.languageId), message }, { message });
  },
});

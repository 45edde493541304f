/**
 * The Videos section: the homepage's videos with their transcripts. A video plays from a file
 * this site hosts or from YouTube; a sample row is labelled "Sample" on the site and here.
 * A visible video shows on the homepage, and its transcript on its transcript page, as soon
 * as it is saved.
 */
import { asc, desc, eq } from "drizzle-orm";
import * as v from "valibot";
import { buildUrl } from "@common/routes";
import { DEFAULT_CONTENT_LANGUAGE } from "@common/i18n/content-language";
import { itemDeleteSchema, videoCreateSchema, videoUpdateSchema } from "@common/schemas/staff-content";
import { type Database, videos } from "../db";
import { defineOperation, done, refuse } from "../operation";
import { recordAudit } from "../audit";
import { deleteRowAt, saveRowAt } from "./revision-save";
import { actorOf, staffAccess } from "./roles";

export const VIDEO_SORTS = ["position", "name", "duration", "visible", "sample"] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];

const SORT_COLUMNS = { position: videos.sortOrder, name: videos.name, duration: videos.duration, visible: videos.visible, sample: videos.sample } as const;

export type EditableVideo = typeof videos.$inferSelect;

export async function listVideosForDesk(db: Database, options: { sort: VideoSort; dir: "asc" | "desc" }): Promise<EditableVideo[]> {
  const order = options.dir === "desc" ? desc(SORT_COLUMNS[options.sort]) : asc(SORT_COLUMNS[options.sort]);
  return db.select().from(videos).orderBy(order, asc(videos.id)).all();
}

export async function findEditableVideo(db: Database, id: number): Promise<EditableVideo | null> {
  return (await db.select().from(videos).where(eq(videos.id, id)).get()) ?? null;
}

type VideoInput = v.InferOutput<typeof videoCreateSchema>;

/** The columns a save sets, in the language chosen (or, when none is sent, the one it had). */
function columnsOf(input: VideoInput, language = DEFAULT_CONTENT_LANGUAGE) {
  return {
    name: input.name,
    description: input.description,
    hostedVideo: input.hostedVideo,
    youtubeUrlParam: input.youtubeId,
    duration: input.duration,
    transcript: input.transcript,
    sortOrder: input.sortOrder,
    visible: input.visible,
    sample: input.sample,
    language: input.language ?? language,
  };
}

function auditable(video: ReturnType<typeof columnsOf> | EditableVideo) {
  const { name, description, hostedVideo, youtubeUrlParam, duration, transcript, sortOrder, visible, sample, language } = video;
  return { name, description, hostedVideo, youtubeUrlParam, duration, transcript, sortOrder, visible, sample, language };
}

export const readVideosForDesk = defineOperation({
  name: "staff-videos-list",
  input: v.object({
    sort: v.optional(v.picklist(VIDEO_SORTS, "Sort by position, name, duration, visible or sample"), "position"),
    dir: v.optional(v.picklist(["asc", "desc"], "Order asc or desc"), "asc"),
  }),
  access: staffAccess,
  run: async ({ db }, query) => done({ videos: await listVideosForDesk(db, query) }),
});

export const createVideo = defineOperation({
  name: "staff-video-create",
  input: videoCreateSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const actor = actorOf(user);
    const values = columnsOf(input);
    const [created] = await db.insert(videos).values(values).returning({ id: videos.id });
    const id = created!.id;
    // The entry names the new id, which only the insert gives: it cannot share the batch.
    await recordAudit(db, actor, {
      action: "video.create",
      subjectType: "video",
      subjectId: id,
      summary: `Added the video "${input.name}"`,
      before: null,
      after: auditable(values),
    });
    const message = `The video "${input.name}" is added${input.visible ? "" : " (hidden from the site)"}.`;
    return done({ id, message }, { message, status: 201, redirect: buildUrl("StaffVideo", { videoId: id }, { query: { created: 1 } }) });
  },
});

export const updateVideo = defineOperation({
  name: "staff-video-update",
  input: videoUpdateSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const actor = actorOf(user);
    const video = await findEditableVideo(db, input.id);
    if (!video) return refuse(404, "There is no video with that id. Someone may have deleted it.");
    const values = columnsOf(input, video.language);
    await saveRowAt(db, videos, { id: input.id, revision: input.revision }, values, actor, {
      action: "video.update",
      subjectType: "video",
      subjectId: input.id,
      summary: `Edited the video "${input.name}"`,
      before: auditable(video),
      after: auditable(values),
    });
    const message = { id: 'The video "{name}" is saved.', values: { name: input.name } };
    return done({ id: input.id, message }, { message });
  },
});

export const deleteVideo = defineOperation({
  name: "staff-video-delete",
  input: itemDeleteSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, { id, revision }) => {
    const actor = actorOf(user);
    const video = await findEditableVideo(db, id);
    if (!video) return refuse(404, "There is no video with that id. Someone may have deleted it.");
    // Deleting from an older revision would delete what someone else has just saved, unseen.
    await deleteRowAt(db, videos, { id, revision }, actor, {
      action: "video.delete",
      subjectType: "video",
      subjectId: id,
      summary: `Deleted the video "${video.name}"`,
      before: auditable(video),
      after: null,
    });
    const message = { id: 'The video "{name}" is deleted.', values: { name: video.name } };
    return done({ id, message }, { message, redirect: buildUrl("StaffVideos", {}, { query: { deleted: video.name } }) });
  },
});

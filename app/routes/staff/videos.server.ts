/** The Videos section on the server: its pages' reads and actions (the same operations as /api/v1/staff/videos). */
import { VIDEO_SORTS, type VideoSort, createVideo, deleteVideo, findEditableVideo, listVideosForDesk, updateVideo } from "@workers/staff";
import { db } from "~/lib/db.server";
import { intentActions } from "~/lib/operation-action.server";
import { deletedName, orderFrom } from "./content-lists";

export const videosListAction = intentActions({ delete: deleteVideo });
export const videoEditAction = intentActions({ create: createVideo, update: updateVideo, delete: deleteVideo });

export async function videosList(request: Request) {
  const order = orderFrom<VideoSort>(request, VIDEO_SORTS, { sort: "position", dir: "asc" });
  return { order, deleted: deletedName(request), videos: await listVideosForDesk(db(), order) };
}

/** The video to edit (null for "new"), or undefined when there is no such video. */
export async function videoToEdit(videoId: string | undefined) {
  if (videoId === "new") return null;
  const id = /^\d{1,9}$/.test(videoId ?? "") ? Number(videoId) : 0;
  return (id ? await findEditableVideo(db(), id) : null) ?? undefined;
}

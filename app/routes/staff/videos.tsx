/**
 * StaffVideos (/staff/videos): the homepage's videos, with sortable columns. Each row opens
 * the video's editor (its transcript too) or deletes it (asked first). Sample rows say so.
 */
import { Link } from "react-router";
import type { Route } from "./+types/videos";
import { hostedVideo } from "@common/videos";
import { ActionResult } from "~/components/forms/ActionResult";
import { ConfirmButton } from "~/components/forms/ConfirmButton";
import { PostForm } from "~/components/forms/PostForm";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, staffMeta } from "./components";
import { DeletedNotice, SortHeader, sortSentence } from "./content-lists";
import { videosList, videosListAction } from "./videos.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => staffMeta("Videos");

export const loader = staffLoader(async ({ request }) => videosList(request));

export const action = videosListAction;

const SORT_LABELS = { position: "Position", name: "Name", duration: "Duration", visible: "On the site", sample: "Sample" } as const;

/** Where a video plays from, in words. */
function videoSource(video: { hostedVideo: string; youtubeUrlParam: string }): string {
  if (video.hostedVideo) return `This site (${hostedVideo(video.hostedVideo)?.src ?? video.hostedVideo})`;
  if (video.youtubeUrlParam) return `YouTube (${video.youtubeUrlParam})`;
  return "No video yet";
}

export default function StaffVideos({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { videos, order, deleted } = loaderData;
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>Videos</PageHeading>
      <p>
        The videos on the homepage, in the order of their position, each with a transcript page. A video plays from a file this site hosts or from
        YouTube; a sample is labelled "Sample" on the site. Saving changes the homepage at once.
      </p>
      <p>
        <Link to={url("StaffVideo", { videoId: "new" })} className="button">
          New video
        </Link>
      </p>
      <p role="status">{sortSentence(videos.length, ["video", "videos"], SORT_LABELS[order.sort], order.dir)}</p>
      <DeletedNotice name={deleted} />
      <ActionResult result={actionData} intent="delete" />
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Videos (scrolls sideways)">
        <table>
          <caption>Videos</caption>
          <thead>
            <tr>
              <SortHeader column="position" label="Position" order={order} />
              <SortHeader column="name" label="Name" order={order} />
              <th scope="col">Plays from</th>
              <SortHeader column="duration" label="Duration" order={order} />
              <SortHeader column="visible" label="On the site" order={order} />
              <SortHeader column="sample" label="Sample" order={order} />
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {videos.map((video) => (
              <tr key={video.id}>
                <td>{video.sortOrder}</td>
                <th scope="row">
                  <Link to={url("StaffVideo", { videoId: String(video.id) })}>
                    <span className="visually-hidden">Edit </span>
                    {video.name}
                  </Link>
                  {video.sample && <span className="sample-label">Sample</span>}
                </th>
                <td>{videoSource(video)}</td>
                <td>{video.duration || "Not given"}</td>
                <td>{video.visible ? "Visible" : "Hidden"}</td>
                <td>{video.sample ? "Yes" : "No"}</td>
                <td>
                  <PostForm>
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={video.id} />
                    <ConfirmButton
                      label="Delete"
                      hiddenLabel={` ${video.name}`}
                      question={`Delete the video "${video.name}"?`}
                      detail="It leaves the homepage, and its transcript page goes, at once. Its details are kept in the audit log."
                    />
                  </PostForm>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

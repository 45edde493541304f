/**
 * StaffVideos (/staff/videos): the homepage's videos, with sortable columns. Each row opens
 * the video's editor (its transcript too) or deletes it (asked first). Sample rows say so.
 */
import { Link } from "react-router";
import type { Route } from "./+types/videos";
import { hostedVideo } from "@common/videos";
import { ActionResult } from "~/components/forms/ActionResult";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { ListCount, staffMeta } from "./components";
import { DeletedNotice, sortSentence } from "./content-lists";
import { videosList, videosListAction } from "./videos.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { DeskTable } from "./resource/table";
import { deskResource } from "./resource/definition";
import { DeskPage } from "./resource/page";
import { RowDeleteButton } from "./resource/delete";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(videoList.title, matches);

export const loader = staffLoader(async ({ request }) => videosList(request));

export const action = videosListAction;

type VideoRow = Awaited<ReturnType<typeof videosList>>["videos"][number];

const SORT_LABELS = { position: "Position", name: "Name", duration: "Duration", visible: "On the site", sample: "Sample" } as const;

/** Where a video plays from, in words. */
function VideoSource({ video }: { video: { hostedVideo: string; youtubeUrlParam: string } }) {
  const { t } = useT();
  if (video.hostedVideo)
    return <T message="This site (<0/>)" components={[<span translate="no">{hostedVideo(video.hostedVideo)?.src ?? video.hostedVideo}</span>]} />;
  if (video.youtubeUrlParam) {
    return <span translate="no">YouTube ({video.youtubeUrlParam})</span>;
  }
  return <>{t("No video yet")}</>;
}

const videoList = deskResource<VideoRow>({
  title: "Videos",
  intro:
    'The videos on the homepage, in the order of their position, each with a transcript page. A video plays from a file this site hosts or from YouTube; a sample is labelled "Sample" on the site. Saving changes the homepage at once.',
  route: "StaffVideos",
  list: {
    caption: "Videos",
    region: "Videos (scrolls sideways)",
    rowId: (video) => video.id,
    leading: [{ header: "Position", sort: "position", cell: (video) => ({ words: video.sortOrder }) }],
    rowHeader: "Name",
    rowHeaderSort: "name",
    rowName: (video) => video.name,
    rowLink: (video, { locale }) => ({ route: "StaffVideo", params: { videoId: String(video.id) }, lang: langOfContent(locale, video.language) }),
    rowNote: (video, { t }) => video.sample && <span className="sample-label">{t("Sample")}</span>,
    columns: [
      { header: "Plays from", cell: (video) => ({ words: <VideoSource video={video} /> }) },
      { header: "Duration", sort: "duration", cell: (video, { t }) => ({ words: video.duration || t("Not given") }) },
      { header: "On the site", sort: "visible", cell: (video, { t }) => ({ words: video.visible ? t("Visible") : t("Hidden") }) },
      { header: "Sample", sort: "sample", cell: (video, { t }) => ({ words: video.sample ? t("Yes") : t("No") }) },
    ],
  },
});

export default function StaffVideos({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { videos, order, deleted } = loaderData;
  return (
    <DeskPage title={videoList.title} intro={videoList.intro}>
      <p>
        <Link to={url("StaffVideo", { videoId: "new" })} className="button">
          {t("New video")}
        </Link>
      </p>
      <ListCount>{sortSentence(text, videos.length, "video", SORT_LABELS[order.sort], order.dir)}</ListCount>
      <DeletedNotice name={deleted} />
      <ActionResult result={actionData} intent="delete" />
      <DeskTable
        resource={videoList}
        rows={videos}
        sorting={{ order }}
        actions={(video) => (
          <RowDeleteButton
            id={video.id}
            revision={video.revision}
            name={video.name}
            question={text('Delete the video "{name}"?', { name: video.name })}
            detail={text("It leaves the homepage, and its transcript page goes, at once. Its details are kept in the audit log.")}
          />
        )}
      />
    </DeskPage>
  );
}

/**
 * StaffVideos (/staff/videos): the homepage's videos, with sortable columns. Each row opens
 * the video's editor (its transcript too) or deletes it (asked first). Sample rows say so.
 */
import { Link } from "react-router";
import type { Route } from "./+types/videos";
import { hostedVideo } from "@common/videos";
import { ActionResult } from "~/components/forms/ActionResult";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, ListCount, staffMeta } from "./components";
import { DeletedNotice, SortHeader, sortSentence } from "./content-lists";
import { videosList, videosListAction } from "./videos.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { ScrollTable } from "./resource/table";
import { RowDeleteButton } from "./resource/delete";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Videos", matches);

export const loader = staffLoader(async ({ request }) => videosList(request));

export const action = videosListAction;

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

export default function StaffVideos({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  const { videos, order, deleted } = loaderData;
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Videos")}</PageHeading>
      <p>
        {t(
          'The videos on the homepage, in the order of their position, each with a transcript page. A video plays from a file this site hosts or from YouTube; a sample is labelled "Sample" on the site. Saving changes the homepage at once.',
        )}
      </p>
      <p>
        <Link to={url("StaffVideo", { videoId: "new" })} className="button">
          {t("New video")}
        </Link>
      </p>
      <ListCount>{sortSentence(text, videos.length, "video", SORT_LABELS[order.sort], order.dir)}</ListCount>
      <DeletedNotice name={deleted} />
      <ActionResult result={actionData} intent="delete" />
      <ScrollTable label="Videos (scrolls sideways)" caption={t("Videos")}>
        <thead>
          <tr>
            <SortHeader column="position" label="Position" order={order} />
            <SortHeader column="name" label="Name" order={order} />
            <th scope="col">{t("Plays from")}</th>
            <SortHeader column="duration" label="Duration" order={order} />
            <SortHeader column="visible" label="On the site" order={order} />
            <SortHeader column="sample" label="Sample" order={order} />
            <th scope="col">{t("Actions")}</th>
          </tr>
        </thead>
        <tbody>
          {videos.map((video) => (
            <tr key={video.id}>
              <td>{video.sortOrder}</td>
              <th scope="row">
                <Link to={url("StaffVideo", { videoId: String(video.id) })}>
                  <span className="visually-hidden">{t("Edit")} </span>
                  <span lang={langOfContent(locale, video.language)}>{video.name}</span>
                </Link>
                {video.sample && <span className="sample-label">{t("Sample")}</span>}
              </th>
              <td>
                <VideoSource video={video} />
              </td>
              <td>{video.duration || t("Not given")}</td>
              <td>{video.visible ? t("Visible") : t("Hidden")}</td>
              <td>{video.sample ? t("Yes") : t("No")}</td>
              <td>
                <RowDeleteButton
                  id={video.id}
                  revision={video.revision}
                  name={video.name}
                  question={text('Delete the video "{name}"?', { name: video.name })}
                  detail={text("It leaves the homepage, and its transcript page goes, at once. Its details are kept in the audit log.")}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}

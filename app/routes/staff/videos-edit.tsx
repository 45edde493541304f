/**
 * StaffVideo (/staff/videos/:videoId, "new" for a new video): a video's editor: its name,
 * where it plays from (a file this site hosts, or a YouTube id), its transcript (paragraphs
 * separated by an empty line, as its transcript page shows them), and whether it is a sample.
 */
import { data } from "react-router";
import type { Route } from "./+types/videos-edit";
import { HOSTED_VIDEOS, HOSTED_VIDEO_KEYS } from "@common/videos";
import { ActionResult, fieldErrorsOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import { videoEditAction, videoToEdit } from "./videos.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { type DeskField, deskShouldRevalidate } from "./resource/definition";
import { DeskFields, typedOf } from "./resource/form";
import { DeskEditor } from "./resource/editor";
import { ItemDeleteForm } from "./resource/delete";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.video ? staffMeta("Edit: {title}", matches, { title: loaderData.video.name }) : staffMeta("New video", matches);

export const loader = staffLoader(async ({ request, params }) => {
  const video = await videoToEdit(params.videoId);
  if (video === undefined) throw data({ message: "There is no video with that id." }, { status: 404 });
  return { video, created: new URL(request.url).searchParams.has("created") };
});

export const action = videoEditAction;

export const shouldRevalidate = deskShouldRevalidate;

type Video = NonNullable<Route.ComponentProps["loaderData"]["video"]>;

/** A video's fields: its words are in its own language. */
const VIDEO_FIELDS: DeskField<Video>[] = [
  { name: "name", label: "Name", content: true, required: true, value: (video) => video?.name ?? "" },
  { name: "description", label: "Description", kind: "textarea", content: true, maxLength: 500, value: (video) => video?.description ?? "" },
  { name: "language", label: "Language", kind: "language", value: (video) => video?.language ?? "" },
  {
    name: "hostedVideo",
    label: "Video file on this site",
    kind: "select",
    placeholder: "None (plays from YouTube, or a sample without a video)",
    data: true,
    options: HOSTED_VIDEO_KEYS.map((key) => ({ value: key, label: HOSTED_VIDEOS[key].label })),
    hint: "Played here with its captions; nothing is fetched from another site.",
    value: (video) => video?.hostedVideo ?? "",
  },
  {
    name: "youtubeId",
    label: "YouTube video id",
    hint: "Only for a video on YouTube, when no file on this site is chosen: the 11 characters after v= in its address.",
    value: (video) => video?.youtubeUrlParam ?? "",
  },
  { name: "duration", label: "Duration", hint: "Minutes and seconds, like 4:32.", value: (video) => video?.duration ?? "" },
  {
    name: "transcript",
    label: "Transcript",
    kind: "textarea",
    content: true,
    required: true,
    maxLength: 50_000,
    rows: 14,
    hint: "Everything said and shown in the video. Separate paragraphs with an empty line.",
    value: (video) => video?.transcript ?? "",
  },
  { name: "sortOrder", label: "Position", kind: "numeric", hint: "Lower numbers come first on the homepage.", value: (video) => String(video?.sortOrder ?? 0) },
  { name: "visible", label: "Visible on the site", kind: "checkbox", value: (video) => video?.visible ?? true },
  { name: "sample", label: "Sample: not a real Dolphin video (the site labels it Sample)", kind: "checkbox", value: (video) => video?.sample ?? false },
];

export default function StaffVideoEditor({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  const { video, created } = loaderData;
  const intent = video ? "update" : "create";
  const typed = typedOf(actionData, intent);
  // The video's own words are marked with its language, whatever the desk's language.
  const contentLang = langOfContent(locale, video?.language);
  const typedLang = langOfContent(locale, typed?.language || video?.language);
  return (
    <DeskEditor
      list="StaffVideos"
      listLabel="Videos"
      item={video && { name: video.name, lang: contentLang }}
      editHeading="Edit: <0/>"
      newHeading="New video"
      created={created && video ? { message: 'The video "{name}" is added.', values: { name: video.name } } : null}
    >
      {video?.visible && (
        <p>
          <a href={`${url("home")}?id=${video.id}&transcript=1`}>{t("Read its transcript page on the site")}</a>
        </p>
      )}
      <ActionResult result={actionData} intent={[intent, "delete"]} />
      <PostForm className="panel" noValidate>
        <input type="hidden" name="intent" value={intent} />
        {video && <input type="hidden" name="id" value={video.id} />}
        {video && <input type="hidden" name="revision" value={video.revision} />}
        <DeskFields fields={VIDEO_FIELDS} row={video} typed={typed} errors={fieldErrorsOf(actionData, intent)} lang={typedLang} />
        <SubmitButton busyLabel={text("Saving…")}>{video ? t("Save video") : t("Add video")}</SubmitButton>
      </PostForm>
      {video && (
        <ItemDeleteForm
          id={video.id}
          revision={video.revision}
          label={text("Delete this video")}
          question={text('Delete the video "{name}"?', { name: video.name })}
          detail={text("It leaves the homepage, and its transcript page goes, at once. Its details are kept in the audit log.")}
        />
      )}
    </DeskEditor>
  );
}

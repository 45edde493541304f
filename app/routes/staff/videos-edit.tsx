/**
 * StaffVideo (/staff/videos/:videoId, "new" for a new video): a video's editor: its name,
 * where it plays from (a file this site hosts, or a YouTube id), its transcript (paragraphs
 * separated by an empty line, as its transcript page shows them), and whether it is a sample.
 */
import { Link, data, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/videos-edit";
import { HOSTED_VIDEOS, HOSTED_VIDEO_KEYS } from "@common/videos";
import { ActionResult, fieldErrorsOf, keptOf } from "~/components/forms/ActionResult";
import { ConfirmButton } from "~/components/forms/ConfirmButton";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CheckboxField, SelectField, TextArea, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { ContentLanguageField, staffMeta, useAddressNotice } from "./components";
import { videoEditAction, videoToEdit } from "./videos.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.video ? staffMeta("Edit: {title}", matches, { title: loaderData.video.name }) : staffMeta("New video", matches);

export const loader = staffLoader(async ({ request, params }) => {
  const video = await videoToEdit(params.videoId);
  if (video === undefined) throw data({ message: "There is no video with that id." }, { status: 404 });
  return { video, created: new URL(request.url).searchParams.has("created") };
});

export const action = videoEditAction;

/** After a refused save (409) the page reads the item again, so the form carries its new revision and a second save is deliberate. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

export default function StaffVideoEditor({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  const { video, created } = loaderData;
  const addressNotice = useAddressNotice();
  const intent = video ? "update" : "create";
  const errors = fieldErrorsOf(actionData, intent);
  const failed = Boolean(actionData && actionData.status !== "done" && actionData.intent === intent);
  const kept = (name: string) => keptOf(actionData, intent, name);
  const stored = {
    name: video?.name ?? "",
    description: video?.description ?? "",
    hostedVideo: video?.hostedVideo ?? "",
    youtubeId: video?.youtubeUrlParam ?? "",
    duration: video?.duration ?? "",
    transcript: video?.transcript ?? "",
    sortOrder: String(video?.sortOrder ?? 0),
    language: video?.language ?? "",
  };
  const value = (name: keyof typeof stored) => kept(name) ?? stored[name];
  // The video's own words are marked with its language, whatever the desk's language.
  const contentLang = langOfContent(locale, video?.language);
  const typedLang = langOfContent(locale, value("language") || video?.language);
  const checked = (name: "visible" | "sample", fallback: boolean) => (failed ? kept(name) !== undefined : fallback);
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>{t("Staff desk")}</Link> / <Link to={url("StaffVideos")}>{t("Videos")}</Link>
      </p>
      <PageHeading>{video ? <T message="Edit: <0/>" components={[<span lang={contentLang}>{video.name}</span>]} /> : t("New video")}</PageHeading>
      {created && video && addressNotice && (
        <StatusAlert kind="success" focusOnLoad>
          <p>{t('The video "{name}" is added.', { name: video.name })}</p>
        </StatusAlert>
      )}
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
        <TextField name="name" lang={typedLang} label={text("Name")} required defaultValue={value("name")} errors={errorsFor(errors, "name")} />
        <TextArea
          name="description"
          lang={typedLang}
          label={text("Description")}
          maxLength={500}
          defaultValue={value("description")}
          errors={errorsFor(errors, "description")}
        />
        <ContentLanguageField value={value("language")} errors={errorsFor(errors, "language")} />
        <SelectField
          name="hostedVideo"
          label={text("Video file on this site")}
          defaultValue={value("hostedVideo")}
          placeholder={text("None (plays from YouTube, or a sample without a video)")}
          translate="no"
          options={HOSTED_VIDEO_KEYS.map((key) => ({ value: key, label: HOSTED_VIDEOS[key].label }))}
          hint={t("Played here with its captions; nothing is fetched from another site.")}
          errors={errorsFor(errors, "hostedVideo")}
        />
        <TextField
          name="youtubeId"
          label={text("YouTube video id")}
          defaultValue={value("youtubeId")}
          hint={t("Only for a video on YouTube, when no file on this site is chosen: the 11 characters after v= in its address.")}
          errors={errorsFor(errors, "youtubeId")}
        />
        <TextField
          name="duration"
          label={text("Duration")}
          defaultValue={value("duration")}
          hint={t("Minutes and seconds, like 4:32.")}
          errors={errorsFor(errors, "duration")}
        />
        <TextArea
          name="transcript"
          lang={typedLang}
          label={text("Transcript")}
          required
          maxLength={50_000}
          rows={14}
          defaultValue={value("transcript")}
          hint={t("Everything said and shown in the video. Separate paragraphs with an empty line.")}
          errors={errorsFor(errors, "transcript")}
        />
        <TextField
          name="sortOrder"
          label={text("Position")}
          inputMode="numeric"
          defaultValue={value("sortOrder")}
          hint={t("Lower numbers come first on the homepage.")}
          errors={errorsFor(errors, "sortOrder")}
        />
        <CheckboxField name="visible" label={text("Visible on the site")} defaultChecked={checked("visible", video?.visible ?? true)} />
        <CheckboxField
          name="sample"
          label={text("Sample: not a real Dolphin video (the site labels it Sample)")}
          defaultChecked={checked("sample", video?.sample ?? false)}
        />
        <SubmitButton busyLabel={text("Saving…")}>{video ? t("Save video") : t("Add video")}</SubmitButton>
      </PostForm>
      {video && (
        <PostForm>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={video.id} />
          <input type="hidden" name="revision" value={video.revision} />
          <ConfirmButton
            label={text("Delete this video")}
            question={text('Delete the video "{name}"?', { name: video.name })}
            detail={text("It leaves the homepage, and its transcript page goes, at once. Its details are kept in the audit log.")}
          />
        </PostForm>
      )}
    </div>
  );
}

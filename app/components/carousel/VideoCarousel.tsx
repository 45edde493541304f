/**
 * The video carousel: three videos per scroll, each with a transcript link
 * `{route}?id={videoId}&transcript=1`. The YouTube player is loaded only when the visitor
 * chooses to play a video, and only with marketing consent: until then no request leaves
 * this site (the poster is drawn locally, never fetched from YouTube). A video this site hosts
 * plays in the page's own player with its captions; a sample row says "Sample" by its title.
 * A video's name and description are in its own language: marked so where it is not the page's.
 */
import { useId } from "react";
import { VIDEO_CAROUSEL_SLIDES_PER_PAGE } from "@common/events";
import { hostedVideo } from "@common/videos";
import { useConsent } from "~/features/consent/ConsentContext";
import { Carousel } from "./Carousel";
import { T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

/** The `lang` of a video's own words where their language is not the page's. */
function useVideoLang(video: CarouselVideo): string | undefined {
  const { locale } = useT();
  return langOfContent(locale, video.language);
}

export interface CarouselVideo {
  id: number;
  name: string;
  youtubeUrlParam: string;
  description: string;
  duration: string;
  hostedVideo: string;
  sample: boolean;
  /** BCP 47 tag of the language its name, description and transcript are in. */
  language: string;
}

/** The transcript link of a video on the page at `route`. */
export function transcriptUrl(route: string, videoId: number): string {
  return `${route}?id=${videoId}&transcript=1`;
}

/** "Sample" beside the title of a row that is not a real Dolphin video. */
export function SampleLabel() {
  const { t } = useT();
  return <span className="sample-label">{t("Sample")}</span>;
}

/** A video file this site serves, in the browser's own player (it works before JavaScript loads), with its captions. */
function HostedPlayer({ video, file }: { video: CarouselVideo; file: NonNullable<ReturnType<typeof hostedVideo>> }) {
  const { text } = useT();
  return (
    <video className="video-card__player" controls preload="none" aria-label={text("Video: {name}", { name: video.name })}>
      <source src={file.src} type={file.type} />
      <track kind="captions" src={file.captions} srcLang={file.captionsLanguage} label={text("English captions")} default />
    </video>
  );
}

/** A sample row with nothing to play: its poster says so, and its transcript link stays. */
function NoVideo({ video }: { video: CarouselVideo }) {
  const { t } = useT();
  return (
    <div className="video-card__poster">
      <span className="video-card__poster-title" aria-hidden="true" lang={useVideoLang(video)}>
        {video.name}
      </span>
      <p className="video-card__no-video">{t("Sample entry: there is no video to play yet.")}</p>
    </div>
  );
}

function VideoSlide({ video, route }: { video: CarouselVideo; route: string }) {
  const titleId = useId();
  const file = hostedVideo(video.hostedVideo);
  const { t } = useT();
  const lang = useVideoLang(video);
  // "3:05" reads as "3 min 05 s".
  const colon = video.duration.indexOf(":");
  const duration =
    colon < 0
      ? t("({seconds} s)", { seconds: video.duration })
      : t("({minutes} min {seconds} s)", { minutes: video.duration.slice(0, colon), seconds: video.duration.slice(colon + 1) });
  return (
    // Named by its title, so a screen reader's list of articles tells the videos apart.
    <article className="video-card" aria-labelledby={titleId}>
      <div className="video-card__frame">
        {file ? <HostedPlayer video={video} file={file} /> : video.youtubeUrlParam ? <YouTubeFrame video={video} /> : <NoVideo video={video} />}
      </div>
      <h3 className="video-card__title" id={titleId}>
        <span lang={lang}>{video.name}</span>
        {video.sample && <SampleLabel />}
      </h3>
      <p className="video-card__meta">
        <span lang={lang}>{video.description}</span>
        {video.duration && <span className="video-card__duration"> {duration}</span>}
      </p>
      <p>
        <a href={transcriptUrl(route, video.id)}>
          <T message="Read the transcript<0> of</0>" components={[<span className="visually-hidden" />]} />
          <span className="visually-hidden" lang={lang}>
            {" "}
            {video.name}
          </span>
        </a>
      </p>
    </article>
  );
}

/**
 * A YouTube video: loaded only when the visitor chooses to play it, with marketing consent. The
 * link watches it on YouTube; app/enhance/video-consent.ts plays it here from the template.
 */
function YouTubeFrame({ video }: { video: CarouselVideo }) {
  const { consent } = useConsent();
  const { t, text } = useT();
  const lang = useVideoLang(video);
  const watchOnYouTube = `https://www.youtube.com/watch?v=${encodeURIComponent(video.youtubeUrlParam)}`;

  return (
    <>
      <div className="video-card__poster">
        <span className="video-card__poster-title" aria-hidden="true" lang={lang}>
          {video.name}
        </span>
        <a className="button video-card__play" href={watchOnYouTube} aria-label={text("Watch on YouTube: {name}", { name: video.name })}>
          {t("Watch on YouTube")}
        </a>
      </div>
      {/* A template loads nothing until the behaviour takes its parts. */}
      <template data-youtube={consent === true ? "consented" : ""}>
        <PlayButton video={video} />
        <ConsentNotice />
        <YouTubePlayer video={video} />
      </template>
    </>
  );
}

function YouTubePlayer({ video }: { video: CarouselVideo }) {
  const { text } = useT();
  return (
    <iframe
      className="video-card__player"
      title={text("Video: {name}", { name: video.name })}
      src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeUrlParam)}?autoplay=1&rel=0`}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
    />
  );
}

function PlayButton({ video }: { video: CarouselVideo }) {
  const { t, text } = useT();
  return (
    <button type="button" className="button video-card__play" aria-label={text("Play video: {name}", { name: video.name })}>
      <span aria-hidden="true">▶</span> {t("Play video")}
    </button>
  );
}

function ConsentNotice() {
  const { t } = useT();
  return (
    <div className="video-card__consent">
      <p>
        {t(
          "This video plays from YouTube, which can set marketing cookies. To watch it here, allow analytical and marketing cookies, or read the transcript instead.",
        )}
      </p>
      <p className="button-row">
        <button type="button" className="button" data-youtube-allow="">
          {t("Allow cookies and play")}
        </button>
        <button type="button" className="button button--secondary" data-youtube-not-now="">
          {t("Not now")}
        </button>
      </p>
    </div>
  );
}

export function VideoCarousel({ videos, route, title }: { videos: CarouselVideo[]; route: string; title?: string }) {
  const { text } = useT();
  return (
    <Carousel
      title={title ?? text("Videos")}
      name="videos"
      items={videos}
      slidesPerPage={VIDEO_CAROUSEL_SLIDES_PER_PAGE}
      slideLabel={(video) => video.name}
      renderSlide={(video) => <VideoSlide video={video} route={route} />}
    />
  );
}

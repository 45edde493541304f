/**
 * The video carousel: three videos per scroll, each with a transcript link
 * `{route}?id={videoId}&transcript=1`. The YouTube player is loaded only when the visitor
 * chooses to play a video, and only with marketing consent: until then no request leaves
 * this site (the poster is drawn locally, never fetched from YouTube). A video this site hosts
 * plays in the page's own player with its captions; a sample row says "Sample" by its title.
 */
import { useState } from "react";
import { VIDEO_CAROUSEL_SLIDES_PER_PAGE } from "@common/events";
import { hostedVideo } from "@common/videos";
import { useConsent } from "~/features/consent/ConsentContext";
import { useHydrated } from "~/hooks/useHydrated";
import { Carousel } from "./Carousel";

export interface CarouselVideo {
  id: number;
  name: string;
  youtubeUrlParam: string;
  description: string;
  duration: string;
  hostedVideo: string;
  sample: boolean;
}

/** The transcript link of a video on the page at `route`. */
export function transcriptUrl(route: string, videoId: number): string {
  return `${route}?id=${videoId}&transcript=1`;
}

/** "Sample" beside the title of a row that is not a real Dolphin video. */
export function SampleLabel() {
  return <span className="sample-label">Sample</span>;
}

/** A video file this site serves, in the browser's own player (it works before JavaScript loads), with its captions. */
function HostedPlayer({ video, file }: { video: CarouselVideo; file: NonNullable<ReturnType<typeof hostedVideo>> }) {
  return (
    <video className="video-card__player" controls preload="none" aria-label={`Video: ${video.name}`}>
      <source src={file.src} type={file.type} />
      <track kind="captions" src={file.captions} srcLang={file.captionsLanguage} label="English captions" default />
    </video>
  );
}

/** A sample row with nothing to play: its poster says so, and its transcript link stays. */
function NoVideo({ video }: { video: CarouselVideo }) {
  return (
    <div className="video-card__poster">
      <span className="video-card__poster-title" aria-hidden="true">
        {video.name}
      </span>
      <p className="video-card__no-video">Sample entry: there is no video to play yet.</p>
    </div>
  );
}

function VideoSlide({ video, route }: { video: CarouselVideo; route: string }) {
  const file = hostedVideo(video.hostedVideo);
  return (
    <article className="video-card">
      <div className="video-card__frame">
        {file ? <HostedPlayer video={video} file={file} /> : video.youtubeUrlParam ? <YouTubeFrame video={video} /> : <NoVideo video={video} />}
      </div>
      <h3 className="video-card__title">
        {video.name}
        {video.sample && <SampleLabel />}
      </h3>
      <p className="video-card__meta">
        {video.description}
        {video.duration && <span className="video-card__duration"> ({video.duration.replace(":", " min ")} s)</span>}
      </p>
      <p>
        <a href={transcriptUrl(route, video.id)}>
          Read the transcript<span className="visually-hidden"> of {video.name}</span>
        </a>
      </p>
    </article>
  );
}

/** A YouTube video: loaded only when the visitor chooses to play it, with marketing consent. */
function YouTubeFrame({ video }: { video: CarouselVideo }) {
  const hydrated = useHydrated();
  const { consent, choose, saving } = useConsent();
  const [state, setState] = useState<"idle" | "asking" | "playing">("idle");
  const playing = state === "playing" && consent === true;
  const watchOnYouTube = `https://www.youtube.com/watch?v=${encodeURIComponent(video.youtubeUrlParam)}`;

  return (
    <>
      {playing ? (
        <iframe
          className="video-card__player"
          title={`Video: ${video.name}`}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeUrlParam)}?autoplay=1&rel=0`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : state === "asking" ? (
        <div className="video-card__consent">
          <p>
            This video plays from YouTube, which can set marketing cookies. To watch it here, allow analytical and
            marketing cookies, or read the transcript instead.
          </p>
          <p className="button-row">
            <button
              type="button"
              className="button"
              disabled={saving}
              onClick={async () => {
                if (await choose(true)) setState("playing");
              }}
            >
              Allow cookies and play
            </button>
            <button type="button" className="button button--secondary" onClick={() => setState("idle")}>
              Not now
            </button>
          </p>
        </div>
      ) : (
        <div className="video-card__poster">
          <span className="video-card__poster-title" aria-hidden="true">
            {video.name}
          </span>
          {hydrated ? (
            <button
              type="button"
              className="button video-card__play"
              aria-label={`Play video: ${video.name}`}
              onClick={() => setState(consent === true ? "playing" : "asking")}
            >
              <span aria-hidden="true">▶</span> Play video
            </button>
          ) : (
            <a className="button video-card__play" href={watchOnYouTube} aria-label={`Watch on YouTube: ${video.name}`}>
              Watch on YouTube
            </a>
          )}
        </div>
      )}
    </>
  );
}

export function VideoCarousel({ videos, route, title = "Videos" }: { videos: CarouselVideo[]; route: string; title?: string }) {
  return (
    <Carousel
      title={title}
      name="videos"
      items={videos}
      slidesPerPage={VIDEO_CAROUSEL_SLIDES_PER_PAGE}
      slideLabel={(video) => video.name}
      renderSlide={(video) => <VideoSlide video={video} route={route} />}
    />
  );
}

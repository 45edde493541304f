/**
 * The video carousel: three videos per scroll, each with a transcript link
 * `{route}?id={videoId}&transcript=1`. The YouTube player is loaded only when the visitor
 * chooses to play a video, and only with marketing consent: until then no request leaves
 * this site (the poster is drawn locally, never fetched from YouTube).
 */
import { useState } from "react";
import { VIDEO_CAROUSEL_SLIDES_PER_PAGE } from "@common/events";
import { useConsent } from "~/features/consent/ConsentContext";
import { useHydrated } from "~/hooks/useHydrated";
import { Carousel } from "./Carousel";

export interface CarouselVideo {
  id: number;
  name: string;
  youtubeUrlParam: string;
  description: string;
  duration: string;
}

/** The transcript link of a video on the page at `route`. */
export function transcriptUrl(route: string, videoId: number): string {
  return `${route}?id=${videoId}&transcript=1`;
}

function VideoSlide({ video, route }: { video: CarouselVideo; route: string }) {
  const hydrated = useHydrated();
  const { consent, choose, saving } = useConsent();
  const [state, setState] = useState<"idle" | "asking" | "playing">("idle");
  const playing = state === "playing" && consent === true;
  const watchOnYouTube = `https://www.youtube.com/watch?v=${encodeURIComponent(video.youtubeUrlParam)}`;

  return (
    <article className="video-card">
      <div className="video-card__frame">
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
      </div>
      <h3 className="video-card__title">{video.name}</h3>
      <p className="video-card__meta">
        {video.description} <span className="video-card__duration">({video.duration.replace(":", " min ")} s)</span>
      </p>
      <p>
        <a href={transcriptUrl(route, video.id)}>
          Read the transcript<span className="visually-hidden"> of {video.name}</span>
        </a>
      </p>
    </article>
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

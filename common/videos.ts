/**
 * Video files this site serves itself (from public/video), which a homepage video may play
 * instead of a YouTube video: no request leaves the site and captions come with the file.
 * Files are made by scripts (scripts/make-help-video.ts), so the desk chooses among these.
 */
export interface HostedVideo {
  label: string;
  src: string;
  type: string;
  captions: string;
  captionsLanguage: string;
}

export const HOSTED_VIDEOS = {
  "video-calling-help": {
    label: "Making your first video call (video-calling-help.webm, 48 seconds, English captions)",
    src: "/video/video-calling-help.webm",
    type: "video/webm",
    captions: "/video/video-calling-help.en.vtt",
    captionsLanguage: "en",
  },
} as const satisfies Record<string, HostedVideo>;

export type HostedVideoKey = keyof typeof HOSTED_VIDEOS;
export const HOSTED_VIDEO_KEYS = Object.keys(HOSTED_VIDEOS) as [HostedVideoKey, ...HostedVideoKey[]];

export function hostedVideo(key: string): HostedVideo | null {
  return Object.hasOwn(HOSTED_VIDEOS, key) ? HOSTED_VIDEOS[key as HostedVideoKey] : null;
}

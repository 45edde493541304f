/**
 * The local camera and microphone for a call: the devices chosen on the settings page (saved
 * by label, as browsers give device ids per site and session) at the chosen quality (Basic
 * 240, Standard 480, High 720 lines). A voice call, or an answer with video off, asks for the
 * microphone only. When the camera cannot be used the call goes on with voice; when nothing
 * can be used it goes on receiving only, and says so.
 */
import { qualityHeight } from "@common/realtime/page";

export interface MediaPreferences {
  audioInputLabel: string | null;
  videoInputLabel: string | null;
  quality: number;
  /** Whether this side sends video at all. */
  video: boolean;
}

export interface LocalMedia {
  stream: MediaStream;
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
  /** Said to the user when a device could not be used. */
  warning: string | null;
}

export const CAMERA_FAILED =
  "Your camera could not be used, so you are sending voice only. Check that no other program is using it and that this site may use it.";
export const MICROPHONE_FAILED = "Your microphone could not be used, so the other person cannot hear you. Check that this site may use it, then call again.";
export const NO_DEVICES = "Your camera and microphone could not be used. You can still hear the other person, but they cannot hear or see you.";

function videoConstraints(quality: number, deviceId?: string): MediaTrackConstraints {
  const height = qualityHeight(quality);
  return {
    height: { ideal: height },
    width: { ideal: Math.round((height * 16) / 9) },
    frameRate: { ideal: 30 },
    ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
  };
}

async function tryGetUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream | null> {
  try {
    return await navigator.mediaDevices.getUserMedia(constraints);
  } catch {
    return null;
  }
}

/** The device id of the saved label, when it is a different device from the one in use. */
async function preferredDevice(kind: MediaDeviceKind, label: string | null, inUse: MediaStreamTrack | null): Promise<string | null> {
  if (!label || !inUse || inUse.label === label) return null;
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.find((device) => device.kind === kind && device.label === label)?.deviceId ?? null;
  } catch {
    return null;
  }
}

export async function openLocalMedia(preferences: MediaPreferences): Promise<LocalMedia> {
  if (!navigator.mediaDevices?.getUserMedia) {
    return { stream: new MediaStream(), audio: null, video: null, warning: NO_DEVICES };
  }
  let warning: string | null = null;
  let stream = await tryGetUserMedia({ audio: true, video: preferences.video ? videoConstraints(preferences.quality) : false });
  if (!stream && preferences.video) {
    stream = await tryGetUserMedia({ audio: true, video: false });
    if (stream) warning = CAMERA_FAILED;
    else {
      stream = await tryGetUserMedia({ audio: false, video: videoConstraints(preferences.quality) });
      if (stream) warning = MICROPHONE_FAILED;
    }
  }
  if (!stream) return { stream: new MediaStream(), audio: null, video: null, warning: preferences.video ? NO_DEVICES : MICROPHONE_FAILED };

  // Switch to the devices chosen on the settings page when the browser's default differs.
  let audio = stream.getAudioTracks()[0] ?? null;
  let video = stream.getVideoTracks()[0] ?? null;
  const audioId = await preferredDevice("audioinput", preferences.audioInputLabel, audio);
  if (audioId) {
    const chosen = await tryGetUserMedia({ audio: { deviceId: { exact: audioId } } });
    const track = chosen?.getAudioTracks()[0];
    if (track && audio) {
      stream.removeTrack(audio);
      audio.stop();
      stream.addTrack(track);
      audio = track;
    }
  }
  const videoId = await preferredDevice("videoinput", preferences.videoInputLabel, video);
  if (videoId) {
    const chosen = await tryGetUserMedia({ video: videoConstraints(preferences.quality, videoId) });
    const track = chosen?.getVideoTracks()[0];
    if (track && video) {
      stream.removeTrack(video);
      video.stop();
      stream.addTrack(track);
      video = track;
    }
  }
  return { stream, audio, video, warning };
}

export function stopLocalMedia(media: LocalMedia | null) {
  for (const track of media?.stream.getTracks() ?? []) track.stop();
}

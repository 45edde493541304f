/**
 * Calling settings: asks the browser for the camera and microphone
 * with a loading message, then shows either the error or the form (microphone, camera,
 * quality, who may call) with a live preview. Changing the microphone, camera or quality
 * restarts the preview; if the browser falls back to other devices, the choices follow what
 * is really in use. Saved to the account on the server and mirrored in one-year cookies.
 */
import { useEffect, useRef, useState } from "react";
import { announce } from "@react-aria/live-announcer";
import { CallerPolicy } from "@common/realtime/constants";
import { PREVIEW_DEFAULT_QUALITY, QUALITY_OPTIONS, qualityHeight } from "@common/realtime/page";
import { CALL_SETTINGS_SAVED_MESSAGE } from "@common/calling/messages";
import { type FormActionResult, fieldErrorsOf, flashOf, keptValue } from "@common/forms/action-result";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { RadioGroup, SelectField, errorsFor } from "~/components/forms/fields";
import { useHydrated } from "~/hooks/useHydrated";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useT } from "~/i18n/I18n";

export interface SavedCallSettings {
  allowedCallers: number;
  audioInputLabel: string | null;
  videoInputLabel: string | null;
  mediaQuality: number;
}

/** What the settings page says about the camera and microphone. */
export const SETTINGS_MESSAGES = {
  permissionDenied: "This page does not have access to your camera and/or microphone, please allow access and refresh",
  deviceError: "There was an issue accessing your camera and/or microphone, please refresh and try again",
  listError: "There was an issue listing your devices, please refresh and try again",
  noDevices:
    "No camera or microphone devices were found, you will not be able to make video calls without at least a microphone. Please plug in your devices and refresh this page.",
  inaccessibleCamera: "One or more of the cameras in the list can't be accessed, this may cause issues when attempting to video call someone",
  microphoneBlocked: "Microphone access blocked",
  noMicrophone: "No microphone detected",
  noCamera: "No camera detected",
  loading: "Asking your browser for access to your camera and microphone…",
} as const;

export const CALLER_POLICY_OPTIONS = [
  { value: String(CallerPolicy.ANYONE), label: "Anyone with a DolphinID" },
  { value: String(CallerPolicy.ADDRESS_BOOK_ONLY), label: "Only people in my address book" },
  { value: String(CallerPolicy.NO_ONE), label: "No one (turn off incoming calls)" },
];

/** The quality the preview starts at: the one chosen, else the preview's default (Standard). */
function previewQualityOf(value: string): number {
  const chosen = QUALITY_OPTIONS.find((option) => String(option.value) === value);
  return chosen ? chosen.value : PREVIEW_DEFAULT_QUALITY;
}

/** The quality choices, best first; each label is a message ("Basic ({height}p)"). */
const QUALITY_SELECT_OPTIONS = [...QUALITY_OPTIONS]
  .reverse()
  .map((option) => ({ value: String(option.value), label: `${option.label} ({height}p)`, height: option.height }));

type Access =
  | { phase: "asking" }
  | { phase: "error"; message: string }
  | { phase: "ready"; microphones: MediaDeviceInfo[]; cameras: MediaDeviceInfo[]; warnings: string[]; micBlocked: boolean };

async function listDevices(): Promise<MediaDeviceInfo[]> {
  return navigator.mediaDevices.enumerateDevices();
}

/**
 * `result` is the page action's answer to the form posted without JavaScript (its field
 * errors and the values sent are shown again); `savedFlash` says the settings were just saved.
 */
export function CallSettings({ saved, savedFlash, result }: { saved: SavedCallSettings; savedFlash: boolean; result?: FormActionResult }) {
  const hydrated = useHydrated();
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const [access, setAccess] = useState<Access>({ phase: "asking" });
  const [microphone, setMicrophone] = useState(saved.audioInputLabel ?? "");
  const [camera, setCamera] = useState(saved.videoInputLabel ?? "");
  const [quality, setQuality] = useState(keptValue(result, "mediaQuality") ?? String(saved.mediaQuality));
  // The preview runs at the quality the form shows, so 'Preview running at 240p' and 'Basic (240p)' agree.
  const [previewQuality, setPreviewQuality] = useState<number>(() => previewQualityOf(quality));
  const [allowed, setAllowed] = useState(keptValue(result, "allowedCallers") ?? String(saved.allowedCallers));
  const [previewNote, setPreviewNote] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  // 1. Ask for access, then list the devices.
  useEffect(() => {
    if (!hydrated) return;
    let cancelled = false;
    (async () => {
      let micBlocked = false;
      if (!navigator.mediaDevices?.getUserMedia) {
        setAccess({ phase: "error", message: SETTINGS_MESSAGES.deviceError });
        return;
      }
      const tryAccess = async (constraints: MediaStreamConstraints) => {
        const stream = await navigator.mediaDevices.getUserMedia(constraints);
        for (const track of stream.getTracks()) track.stop();
      };
      try {
        await tryAccess({ audio: true, video: true });
      } catch (error) {
        const name = error instanceof DOMException ? error.name : "";
        if (name === "NotAllowedError" || name === "SecurityError") {
          // The camera alone may still be allowed: then only the microphone is blocked.
          const cameraOnly = await tryAccess({ video: true }).then(
            () => true,
            () => false,
          );
          if (!cameraOnly) {
            if (!cancelled) setAccess({ phase: "error", message: SETTINGS_MESSAGES.permissionDenied });
            return;
          }
          micBlocked = true;
        } else if (name !== "NotFoundError" && name !== "OverconstrainedError") {
          // A missing device is not an error here: the lists say what is missing.
          if (!cancelled) setAccess({ phase: "error", message: SETTINGS_MESSAGES.deviceError });
          return;
        }
      }
      let devices: MediaDeviceInfo[];
      try {
        devices = await listDevices();
      } catch {
        if (!cancelled) setAccess({ phase: "error", message: SETTINGS_MESSAGES.listError });
        return;
      }
      if (cancelled) return;
      const microphones = micBlocked
        ? []
        : devices.filter((device) => device.kind === "audioinput" && device.deviceId !== "default" && device.deviceId !== "communications");
      const cameras = devices.filter((device) => device.kind === "videoinput");
      const warnings: string[] = [];
      if (microphones.length === 0 && cameras.length === 0) warnings.push(SETTINGS_MESSAGES.noDevices);
      if (cameras.some((device) => !device.label)) warnings.push(SETTINGS_MESSAGES.inaccessibleCamera);
      setAccess({ phase: "ready", microphones, cameras, warnings, micBlocked });
      setMicrophone((current) => (microphones.some((device) => device.label === current) ? current : (microphones[0]?.label ?? "")));
      setCamera((current) => (cameras.some((device) => device.label === current) ? current : (cameras[0]?.label ?? "")));
    })();
    return () => {
      cancelled = true;
    };
  }, [hydrated]);

  // The warnings appear with the form, after the page has loaded: a role=status inserted with
  // its words already in it is often not said, so they are said too.
  useEffect(() => {
    if (access.phase === "ready") for (const warning of access.warnings) announce(text(warning), "polite");
  }, [access, text]);

  // 2. The preview: restarts whenever the microphone, camera or quality changes.
  const ready = access.phase === "ready";
  useEffect(() => {
    if (access.phase !== "ready") return;
    const mic = access.microphones.find((device) => device.label === microphone);
    const cam = access.cameras.find((device) => device.label === camera);
    if (!mic && !cam) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: mic ? { deviceId: { ideal: mic.deviceId } } : false,
          video: cam ? { deviceId: { ideal: cam.deviceId }, height: { ideal: qualityHeight(previewQuality) } } : false,
        });
      } catch {
        if (!cancelled) setPreviewNote(SETTINGS_MESSAGES.deviceError);
        return;
      }
      if (cancelled) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      if (videoRef.current) {
        videoRef.current.srcObject = stream;
        void videoRef.current.play().catch(() => {});
      }
      // If the browser fell back to other devices, the choices follow what is in use.
      const usedMic = stream.getAudioTracks()[0]?.label;
      const usedCam = stream.getVideoTracks()[0]?.label;
      const changedMicrophone = Boolean(mic && usedMic && usedMic !== microphone && access.microphones.some((device) => device.label === usedMic));
      const changedCamera = Boolean(cam && usedCam && usedCam !== camera && access.cameras.some((device) => device.label === usedCam));
      if (changedMicrophone) setMicrophone(usedMic!);
      if (changedCamera) setCamera(usedCam!);
      const height = stream.getVideoTracks()[0]?.getSettings().height;
      const values = { microphone: usedMic, camera: usedCam, height };
      const note =
        changedMicrophone && changedCamera
          ? text(
              "Your browser could not use the devices you chose, so the settings now show the microphone {microphone} and the camera {camera} it is using.",
              values,
            )
          : changedMicrophone
            ? text("Your browser could not use the devices you chose, so the settings now show the microphone {microphone} it is using.", values)
            : changedCamera
              ? text("Your browser could not use the devices you chose, so the settings now show the camera {camera} it is using.", values)
              : height
                ? text("Preview running at {height}p.", values)
                : text("Preview running.");
      setPreviewNote(note);
      if (changedMicrophone || changedCamera) announce(note, "polite");
    })();
    return () => {
      cancelled = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [ready, microphone, camera, previewQuality]);

  const microphoneOptions =
    access.phase === "ready" && access.microphones.length > 0
      ? access.microphones.map((device) => ({ value: device.label, label: device.label || text("Unnamed microphone") }))
      : [{ value: "", label: text(access.phase === "ready" && access.micBlocked ? SETTINGS_MESSAGES.microphoneBlocked : SETTINGS_MESSAGES.noMicrophone) }];
  const cameraOptions =
    access.phase === "ready" && access.cameras.length > 0
      ? access.cameras.map((device) => ({ value: device.label, label: device.label || text("Camera that cannot be accessed") }))
      : [{ value: "", label: text(SETTINGS_MESSAGES.noCamera) }];
  const qualityOptions = QUALITY_SELECT_OPTIONS.map((option) => ({ value: option.value, label: text(option.label, { height: option.height }) }));
  const callerOptions = CALLER_POLICY_OPTIONS.map((option) => ({ value: option.value, label: text(option.label) }));

  const form = (
    <AjaxForm
      action={url("AccountCallSettings")}
      endpoint="account/video-calling/settings"
      resetOnSuccess={false}
      successMessage={text(CALL_SETTINGS_SAVED_MESSAGE)}
      initialFieldErrors={fieldErrorsOf(result)}
      initialMessage={savedFlash ? { kind: "success", text: text(CALL_SETTINGS_SAVED_MESSAGE) } : flashOf(result)}
      aria-labelledby="settings-form-title"
    >
      {({ fieldErrors }) => (
        <>
          <h2 id="settings-form-title">{t("Your calling preferences")}</h2>
          {hydrated ? (
            <>
              <SelectField
                name="audioInputLabel"
                label={text("Microphone")}
                options={microphoneOptions}
                // Device names are the devices' own: never machine-translated.
                translate={access.phase === "ready" && access.microphones.length > 0 ? "no" : undefined}
                value={microphone}
                onChange={(event) => setMicrophone(event.target.value)}
                disabled={access.phase !== "ready" || (access.phase === "ready" && access.microphones.length === 0)}
                required
                errors={errorsFor(fieldErrors, "audioInputLabel")}
              />
              <SelectField
                name="videoInputLabel"
                label={text("Camera")}
                options={cameraOptions}
                translate={access.phase === "ready" && access.cameras.length > 0 ? "no" : undefined}
                value={camera}
                onChange={(event) => setCamera(event.target.value)}
                disabled={access.phase !== "ready" || (access.phase === "ready" && access.cameras.length === 0)}
                required
                errors={errorsFor(fieldErrors, "videoInputLabel")}
              />
            </>
          ) : (
            <>
              <input type="hidden" name="audioInputLabel" value={saved.audioInputLabel ?? ""} />
              <input type="hidden" name="videoInputLabel" value={saved.videoInputLabel ?? ""} />
            </>
          )}
          <SelectField
            name="mediaQuality"
            label={text("Video quality")}
            hint={text("Higher quality needs a faster internet connection. Basic works best on slow or mobile connections.")}
            options={qualityOptions}
            required
            {...(hydrated
              ? {
                  value: quality,
                  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
                    setQuality(event.target.value);
                    setPreviewQuality(Number(event.target.value));
                  },
                }
              : { defaultValue: quality })}
            errors={errorsFor(fieldErrors, "mediaQuality")}
          />
          <RadioGroup
            name="allowedCallers"
            label={text("Who can call you")}
            hint={text("The same people can see when you are online. With 'No one', nobody can.")}
            options={callerOptions}
            required
            {...(hydrated ? { value: allowed, onChange: setAllowed } : { defaultValue: allowed })}
            errors={errorsFor(fieldErrors, "allowedCallers")}
          />
          <SubmitButton busyLabel={text("Saving…")}>{t("Save Settings")}</SubmitButton>
        </>
      )}
    </AjaxForm>
  );

  if (!hydrated) {
    return (
      <>
        <StatusAlert kind="message">
          <p>{t("The camera preview and the choice of microphone and camera need JavaScript. You can still choose the quality and who can call you.")}</p>
        </StatusAlert>
        {form}
      </>
    );
  }
  if (access.phase === "asking") {
    return (
      <p role="status" className="settings__loading">
        {t(SETTINGS_MESSAGES.loading)}
      </p>
    );
  }
  if (access.phase === "error") {
    return (
      <StatusAlert kind="error">
        <p>{t(access.message)}</p>
      </StatusAlert>
    );
  }
  return (
    <div className="call-settings">
      <div className="call-settings__form">
        {access.warnings.map((warning) => (
          <StatusAlert key={warning} kind="message" title={text("Warning")}>
            <p>{t(warning)}</p>
          </StatusAlert>
        ))}
        {form}
      </div>
      <section className="call-settings__preview" aria-labelledby="preview-title">
        <h2 id="preview-title">{t("Camera preview")}</h2>
        <video ref={videoRef} className="call-settings__video" muted playsInline autoPlay aria-describedby="preview-note" />
        <p id="preview-note" role="status">
          {previewNote ?? t("Starting the preview…")}
        </p>
        <p>{t("This is how others will see you. Only you can see this preview; nothing is recorded or sent anywhere.")}</p>
      </section>
    </div>
  );
}

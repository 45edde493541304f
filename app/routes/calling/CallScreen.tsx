/**
 * The in-call screen: who the call is with and its state in words, the two videos (or a
 * voice-call panel), the call's duration, the controls (each a real button with a visible
 * label and a keyboard shortcut listed on the page), and the ending with its duration and a
 * way back to the address book. Every change is also announced (see call-session.ts).
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { IncomingCallMarkup } from "~/features/calling/IncomingCallMarkup";
import { loadLazyEnhancements } from "~/enhance/lazy-enhancements";
import type { CallSetup, CallSnapshot } from "~/features/calling/call/call-session";
import type { CallPageData } from "~/features/calling/call/call-page.server";
import { useCallSession } from "~/features/calling/call/useCallSession";
import { type Text, durationClock, durationInWords, durationIso, endReasonText } from "~/features/calling/call/words";
import { T, useT } from "~/i18n/I18n";
import { useHydrated } from "~/hooks/useHydrated";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";

type ActiveCallData = Exclude<CallPageData, { kind: "invalid" }>;

export const SHORTCUTS = {
  microphone: { keys: "Alt+Shift+M", code: "KeyM", label: "Mute or unmute your microphone" },
  camera: { keys: "Alt+Shift+V", code: "KeyV", label: "Turn your camera off or on" },
  hangUp: { keys: "Alt+Shift+H", code: "KeyH", label: "Hang up, or cancel the call before it is answered" },
  status: { keys: "Alt+Shift+S", code: "KeyS", label: "Hear the state of the call, its duration and who is muted" },
} as const;

function toSetup(data: ActiveCallData): CallSetup {
  if (data.kind === "caller") {
    return { role: "caller", to: data.to, name: data.name, video: data.video, quality: data.media.quality, media: data.media };
  }
  return { role: "callee", callId: data.callId, name: data.name, video: data.video, media: data.media };
}

/** The call's state as messages; `<0>` wraps the other person's name. */
function statusText(snapshot: CallSnapshot | null): { title: string; detail: string | null } {
  if (!snapshot) return { title: "Getting your call ready…", detail: null };
  switch (snapshot.phase) {
    case "starting":
      return { title: "Getting your call ready…", detail: snapshot.video ? "Starting your microphone and camera." : "Starting your microphone." };
    case "calling":
      return { title: "Calling <0>{name}</0>…", detail: null };
    case "ringing":
      return { title: "Calling <0>{name}</0>…", detail: "Their device is ringing." };
    case "connecting":
      return {
        title: "Connecting…",
        detail: snapshot.video ? "Connecting your video call with <0>{name}</0>." : "Connecting your voice call with <0>{name}</0>.",
      };
    case "connected":
      return { title: "Connected", detail: snapshot.video ? "You are in a video call with <0>{name}</0>." : "You are in a voice call with <0>{name}</0>." };
    case "reconnecting":
      return { title: "Reconnecting…", detail: "The connection dropped. Trying to reach <0>{name}</0> again; the call carries on once it is back." };
    case "ended":
      return { title: "Call ended", detail: null };
  }
}

/** A message with its name tags taken out, for the tab's title. */
function plainText(text: Text, message: string, values: Record<string, string>): string {
  return text(message, values).replace(/<\/?\d+\/?>/g, "");
}

/** "Alt+Shift+M" as the keyboard's keys are called in the page's language. */
function shortcutKeys(text: Text, code: string): string {
  return text("Alt+Shift+{key}", { key: code.replace(/^Key/, "") });
}

/** Plays a stream in a media element; tells the page when the browser blocked sound. */
function useStream(ref: React.RefObject<HTMLMediaElement | null>, stream: MediaStream | null, onBlocked?: () => void) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.srcObject !== stream) element.srcObject = stream;
    if (stream) {
      element.play().catch((error: unknown) => {
        if (error instanceof DOMException && error.name === "NotAllowedError") onBlocked?.();
      });
    }
  }, [ref, stream, onBlocked]);
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function CallScreen({ data }: { data: ActiveCallData }) {
  const url = useLocalisedUrl();
  const hydrated = useHydrated();
  const { t, text } = useT();
  const setup = useMemo(() => toSetup(data), [data]);
  const { session, snapshot } = useCallSession(setup, data.dolphinId, data.kind === "callee" ? data.token : null, text);
  const name = data.name;
  const phase = snapshot?.phase ?? "starting";
  const ended = phase === "ended";
  const inCall = phase === "connected" || phase === "reconnecting";
  const callerWaiting = data.kind === "caller" && (phase === "starting" || phase === "calling" || phase === "ringing");
  const video = snapshot?.video ?? data.video;
  const now = useNow(inCall);

  const statusRef = useRef<HTMLParagraphElement>(null);
  const endedRef = useRef<HTMLHeadingElement>(null);
  const remoteVideoRef = useRef<HTMLVideoElement>(null);
  const remoteAudioRef = useRef<HTMLAudioElement>(null);
  const localVideoRef = useRef<HTMLVideoElement>(null);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const onSoundBlocked = useMemo(() => () => setSoundBlocked(true), []);

  useStream(remoteVideoRef, video ? (snapshot?.remoteStream ?? null) : null);
  useStream(remoteAudioRef, snapshot?.remoteStream ?? null, onSoundBlocked);
  useStream(localVideoRef, video ? (snapshot?.localStream ?? null) : null);

  // Focus starts on the call's state, so the next Tab reaches the controls; at the end it moves to 'Call ended'.
  useEffect(() => {
    if (hydrated) statusRef.current?.focus();
  }, [hydrated]);
  useEffect(() => {
    if (ended) endedRef.current?.focus();
    // The alert's markup has just appeared: its module rings the next call (it loads once).
    if (ended) loadLazyEnhancements();
  }, [ended]);

  // The tab's title says the call's state too, for whoever switches tabs.
  const { title, detail } = statusText(snapshot);
  const nameTag = <span translate="no" />;
  useEffect(() => {
    if (!hydrated) return;
    const status = plainText(text, title, { name });
    document.title = text(video ? "{status} – Video call with {name} | Dolphin" : "{status} – Voice call with {name} | Dolphin", { status, name });
  }, [hydrated, title, video, name, text]);

  // Keyboard shortcuts (listed on the page).
  useEffect(() => {
    if (!session) return;
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return;
      const action = {
        [SHORTCUTS.microphone.code]: () => session.toggleMicrophone(),
        [SHORTCUTS.camera.code]: () => session.toggleCamera(),
        [SHORTCUTS.hangUp.code]: () => session.hangUp(),
        [SHORTCUTS.status.code]: () => session.sayStatus(),
      }[event.code];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [session]);

  const connectedAt = snapshot?.connectedAt ?? null;
  const elapsed = connectedAt ? (ended ? (snapshot?.endedAt ?? now) : now) - connectedAt : 0;
  const remoteMuted = snapshot ? !snapshot.remoteMicrophoneOn : false;
  const remoteCameraOff = snapshot ? video && !snapshot.remoteCameraOn : false;
  const showRemoteState = inCall || phase === "connecting";

  return (
    <div className="container page call-page">
      <PageHeading>
        <T message={video ? "Video call with <0>{name}</0>" : "Voice call with <0>{name}</0>"} values={{ name }} components={[nameTag]} />
      </PageHeading>

      <div className="call-status">
        <p className="call-status__title" id="call-status" ref={statusRef} tabIndex={-1}>
          <T message={title} values={{ name }} components={[nameTag]} />
        </p>
        {detail && (
          <p className="call-status__detail">
            <T message={detail} values={{ name }} components={[nameTag]} />
          </p>
        )}
        {inCall && connectedAt && (
          <p className="call-status__duration">
            <T
              message="Call duration: <0>{duration}</0>"
              values={{ duration: durationClock(elapsed) }}
              components={[<time dateTime={durationIso(elapsed)} />]}
            />
          </p>
        )}
      </div>

      <noscript>
        <StatusAlert kind="message" title={text("Calls need JavaScript")}>
          <p>{t("Your browser is not running JavaScript, which calls need to reach your camera and microphone. Turn it on and reload this page.")}</p>
        </StatusAlert>
      </noscript>

      {snapshot?.warning && !ended && (
        <StatusAlert kind="message" title={text("Your devices")}>
          <p>{t(snapshot.warning)}</p>
        </StatusAlert>
      )}

      {!ended && (
        <section className="call-media" aria-label={text("Call media")}>
          {video ? (
            <div className="call-videos">
              <figure className="call-video call-video--remote">
                <video ref={remoteVideoRef} className="call-video__element" autoPlay playsInline muted aria-label={text("Video of {name}", { name })} />
                <figcaption className="call-video__caption">
                  <span className="call-video__name" translate="no">
                    {name}
                  </span>
                  {showRemoteState && remoteMuted && <span className="call-badge">{t("Muted")}</span>}
                  {showRemoteState && remoteCameraOff && <span className="call-badge">{t("Camera off")}</span>}
                  {!inCall && <span className="call-video__note">{t("Their video shows here once the call connects.")}</span>}
                </figcaption>
              </figure>
              <figure className="call-video call-video--local">
                <video ref={localVideoRef} className="call-video__element" autoPlay playsInline muted aria-label={text("Your camera")} />
                <figcaption className="call-video__caption">
                  <span className="call-video__name">{t("You")}</span>
                  {snapshot && !snapshot.microphoneOn && <span className="call-badge">{t("Muted")}</span>}
                  {snapshot && (!snapshot.hasCamera || !snapshot.cameraOn) && <span className="call-badge">{t("Camera off")}</span>}
                </figcaption>
              </figure>
            </div>
          ) : (
            <div className="call-voice panel">
              <p className="call-voice__name" translate="no">
                {name}
              </p>
              <p>
                {t("Voice call: no video is sent either way.")}
                {showRemoteState && remoteMuted && (
                  <>
                    {" "}
                    <span className="call-badge">{t("Muted")}</span>
                  </>
                )}
              </p>
            </div>
          )}
          {/* The other person's voice; video elements above stay silent so the sound plays once. */}
          {/* biome-ignore lint/a11y/useMediaCaption: the live voice of a call has no captions to give; the element has no controls and shows nothing. */}
          <audio ref={remoteAudioRef} autoPlay />
          {soundBlocked && (
            <p>
              <button
                type="button"
                className="button"
                onClick={() => {
                  void remoteAudioRef.current?.play().then(() => setSoundBlocked(false));
                }}
              >
                {t("Turn on call sound")}
              </button>
            </p>
          )}
        </section>
      )}

      {!ended && hydrated && (
        <div className="call-controls button-row" role="group" aria-label={text("Call controls")}>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => session?.toggleMicrophone()}
            disabled={!snapshot?.hasMicrophone}
            aria-keyshortcuts={SHORTCUTS.microphone.keys}
          >
            {t(snapshot && !snapshot.microphoneOn ? "Unmute microphone" : "Mute microphone")}
          </button>
          {video && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => session?.toggleCamera()}
              disabled={!snapshot?.hasCamera}
              aria-keyshortcuts={SHORTCUTS.camera.keys}
            >
              {t(snapshot?.hasCamera && !snapshot.cameraOn ? "Turn camera on" : "Turn camera off")}
            </button>
          )}
          <button type="button" className="button button--danger" onClick={() => session?.hangUp()} aria-keyshortcuts={SHORTCUTS.hangUp.keys}>
            {t(callerWaiting ? "Cancel call" : "Hang up")}
          </button>
        </div>
      )}

      {!hydrated && !ended && (
        <p>
          <Link to={url("AccountAddressBook")}>{t("Back to address book")}</Link>
        </p>
      )}

      {ended && snapshot && (
        <section className="call-ended panel" aria-labelledby="call-ended-title">
          <h2 id="call-ended-title" ref={endedRef} tabIndex={-1}>
            {t("Call ended")}
          </h2>
          {snapshot.endReason && <p>{endReasonText(snapshot.endReason, name, text)}</p>}
          {connectedAt ? (
            <p>
              <T
                message="Your call with <0>{name}</0> lasted <1>{duration}</1>."
                values={{ name, duration: durationInWords(elapsed, text) }}
                components={[nameTag, <time dateTime={durationIso(elapsed)} />]}
              />
            </p>
          ) : (
            <p>{t("The call did not connect, so it had no duration.")}</p>
          )}
          <p>
            <Link className="button" to={url("AccountAddressBook")}>
              {t("Back to address book")}
            </Link>
          </p>
        </section>
      )}

      {/* Once this call is over, a new one can ring in this tab too. */}
      {ended && <IncomingCallMarkup dolphinId={data.dolphinId} waitsForTerms={false} />}

      <section className="call-shortcuts" aria-labelledby="call-shortcuts-title">
        <h2 id="call-shortcuts-title">{t("Keyboard shortcuts")}</h2>
        <p>{t("These work anywhere on this page while a call is on. The buttons above do the same.")}</p>
        <dl className="call-shortcuts__list">
          {Object.values(SHORTCUTS).map((shortcut) => (
            <div key={shortcut.keys} className="call-shortcuts__item">
              <dt>
                <kbd>{shortcutKeys(text, shortcut.code)}</kbd>
              </dt>
              <dd>{t(shortcut.label)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

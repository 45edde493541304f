/**
 * The incoming-call alert: 'Incoming call from {name}' with 'Answer Call',
 * 'Answer with video off' and 'Decline Call'. It takes focus and is announced at once; the
 * ringtone loops and the page title flashes every second until the call is answered,
 * declined, cancelled by the caller or answered in another tab. Answering stores the caller
 * in a 10-minute cookie and opens the call page with the reconnect token; declining sends
 * `calr` reject.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { announce } from "@react-aria/live-announcer";
import { CALLER_COOKIE_LIFETIME_SECONDS } from "@common/constants";
import { CallStatus, RejectReason } from "@common/realtime/constants";
import type { ServerMessageOf } from "@common/realtime/messages";
import { CALLER_COOKIE, CALL_MODE_ANSWER, type RemoteCaller, TITLE_FLASH_MS } from "@common/realtime/page";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { T, useT } from "~/i18n/I18n";
import { ModalDialog } from "./Dialog";
import { getRealtimeClient } from "./realtime-client";

export const RINGTONE_URL = "/sounds/ringtone.wav";

function writeCallerCookie(caller: RemoteCaller) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CALLER_COOKIE}=${encodeURIComponent(JSON.stringify(caller))}; Max-Age=${CALLER_COOKIE_LIFETIME_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export function IncomingCall({ dolphinId }: { dolphinId: string }) {
  const [call, setCall] = useState<ServerMessageOf<"call"> | null>(null);
  const answerRef = useRef<HTMLButtonElement>(null);
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const client = getRealtimeClient(dolphinId);

  useEffect(() => {
    const offCall = client.on("call", (message) => setCall(message));
    const stop = (message: { callId: string }, text: string) =>
      setCall((current) => {
        if (current?.callId !== message.callId) return current;
        announce(text, "assertive");
        return null;
      });
    const offCancel = client.on("canc", (message) => stop(message, text("The caller hung up before the call was answered.")));
    const offElsewhere = client.on("cala", (message) =>
      stop(message, text(message.status === CallStatus.ANSWER ? "The call was answered in another tab or window." : "The call was declined in another tab or window.")),
    );
    return () => {
      offCall();
      offCancel();
      offElsewhere();
    };
  }, [client, text]);

  // Ringtone and title flash while the call shows.
  useEffect(() => {
    if (!call) return;
    const flashTitle = text("Incoming call from {name}", { name: call.name });
    announce(flashTitle, "assertive");
    const audio = new Audio(RINGTONE_URL);
    audio.loop = true;
    void audio.play().catch(() => {
      // Autoplay can be blocked until the page has been used; the alert still shows and is announced.
    });
    const original = document.title;
    let flashed = false;
    const timer = setInterval(() => {
      flashed = !flashed;
      document.title = flashed ? flashTitle : original;
    }, TITLE_FLASH_MS);
    return () => {
      audio.pause();
      audio.removeAttribute("src");
      audio.load();
      clearInterval(timer);
      document.title = original;
    };
  }, [call, text]);

  const decline = useCallback(() => {
    if (!call) return;
    client.send({ type: "calr", callId: call.callId, status: CallStatus.REJECT, reason: RejectReason.CONTACT_REJECT });
    announce(text("Call declined."), "polite");
    setCall(null);
  }, [call, client, text]);

  function answer(wantVideo: boolean) {
    if (!call) return;
    // A voice call stays a voice call whichever answer button is used.
    const withVideo = wantVideo && call.video;
    writeCallerCookie({ clientId: call.client, login: call.fromuser, quality: call.quality, name: call.name, callId: call.callId, video: withVideo });
    client.send({ type: "calr", callId: call.callId, status: CallStatus.ANSWER, video: withVideo });
    const token = client.token ?? "";
    setCall(null);
    window.location.assign(url("Call", {}, { query: { mode: CALL_MODE_ANSWER, token, withVideo: withVideo ? "true" : "false" } }));
  }

  const describedBy = "incoming-call-description";
  return (
    <ModalDialog
      open={call !== null}
      onClose={decline}
      title={call ? <T message="Incoming call from <0>{name}</0>" values={{ name: call.name }} components={[<span translate="no" />]} /> : t("Incoming call")}
      role="alertdialog"
      initialFocusRef={answerRef}
      describedBy={describedBy}
      className="incoming-call"
    >
      {call && (
        <>
          <p id={describedBy}>
            {call.name !== call.fromuser ? (
              <T
                message={call.video ? "Video call from <0>{name}</0> (<1>{email}</1>)." : "Voice call from <0>{name}</0> (<1>{email}</1>)."}
                values={{ name: call.name, email: call.fromuser }}
                components={[<span translate="no" />, <span translate="no" />]}
              />
            ) : (
              <T message={call.video ? "Video call from <0>{name}</0>." : "Voice call from <0>{name}</0>."} values={{ name: call.name }} components={[<span translate="no" />]} />
            )}{" "}
            {t("Answer to open the call in this tab.")}
          </p>
          <div className="button-row">
            <button ref={answerRef} type="button" className="button" onClick={() => answer(true)}>
              {t("Answer Call")}
            </button>
            <button type="button" className="button button--secondary" onClick={() => answer(false)}>
              {t("Answer with video off")}
            </button>
            <button type="button" className="button button--danger" onClick={decline}>
              {t("Decline Call")}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}

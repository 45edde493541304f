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
import { CallStatus } from "@common/realtime/constants";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { T, useT } from "~/i18n/I18n";
import { ModalDialog } from "~/components/dialog/ModalDialog";
import { type IncomingCallMessage, answerCall, declineCall, startRinging } from "./incoming-call-actions";
import { getRealtimeClient } from "./realtime-client";

export function IncomingCall({ dolphinId }: { dolphinId: string }) {
  const [call, setCall] = useState<IncomingCallMessage | null>(null);
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
      stop(
        message,
        text(message.status === CallStatus.ANSWER ? "The call was answered in another tab or window." : "The call was declined in another tab or window."),
      ),
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
    return startRinging(flashTitle);
  }, [call, text]);

  const decline = useCallback(() => {
    if (!call) return;
    declineCall(client, call);
    announce(text("Call declined."), "polite");
    setCall(null);
  }, [call, client, text]);

  function answer(wantVideo: boolean) {
    if (!call) return;
    const query = answerCall(client, call, wantVideo);
    setCall(null);
    window.location.assign(url("Call", {}, { query }));
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
              <T
                message={call.video ? "Video call from <0>{name}</0>." : "Voice call from <0>{name}</0>."}
                values={{ name: call.name }}
                components={[<span translate="no" />]}
              />
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

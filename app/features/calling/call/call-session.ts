/**
 * One call as the call page runs it: the caller's `call`, ringing, answer or refusal; the
 * callee picking up the answered call; the WebRTC link (see peer.ts); microphone and camera
 * state sent as `media`; `hang`, `lost`, `canc` and `calf`; a short network drop bridged with
 * an ICE restart; and the one-minute no-answer end. It knows nothing of React: the page
 * subscribes to snapshots and calls the actions.
 */
import { CallStatus, RING_TIMEOUT_MS } from "@common/realtime/constants";
import type { ServerMessageOf, Signal } from "@common/realtime/messages";
import type { ConnectionState, RealtimeClient } from "../realtime-client";
import { type LocalMedia, type MediaPreferences, openLocalMedia, stopLocalMedia } from "./media";
import { PeerLink } from "./peer";
import { type EndReason, type Text, durationInWords, endReasonText } from "./words";

export type CallPhase = "starting" | "calling" | "ringing" | "connecting" | "connected" | "reconnecting" | "ended";

export interface CallSnapshot {
  phase: CallPhase;
  role: "caller" | "callee";
  peerName: string;
  /** Whether the call carries video (false for a voice call or an answer with video off). */
  video: boolean;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  hasMicrophone: boolean;
  hasCamera: boolean;
  microphoneOn: boolean;
  cameraOn: boolean;
  /** The other side's state, from their `media` messages. */
  remoteMicrophoneOn: boolean;
  remoteCameraOn: boolean;
  connectedAt: number | null;
  endedAt: number | null;
  endReason: EndReason | null;
  warning: string | null;
}

/** What the page needs of the realtime connection (app/features/calling/realtime-client.ts). */
export type Signalling = Pick<RealtimeClient, "send" | "on" | "onState" | "state">;

export type CallSetup =
  | { role: "caller"; to: string; name: string; video: boolean; quality: number; media: Omit<MediaPreferences, "video"> }
  | { role: "callee"; callId: string; name: string; video: boolean; media: Omit<MediaPreferences, "video"> };

/** How long the peer connection may stay disconnected before an ICE restart is asked for. */
const DISCONNECTED_RESTART_MS = 2500;
/** The caller's own no-answer limit, a little after the hub's (which sends `calf`). */
const LOCAL_RING_LIMIT_MS = RING_TIMEOUT_MS + 3000;

export class CallSession {
  private snapshot: CallSnapshot;
  private readonly listeners = new Set<(snapshot: CallSnapshot) => void>();
  private readonly announcers = new Set<(message: string, urgent: boolean) => void>();
  private readonly unsubscribe: (() => void)[] = [];
  private media: LocalMedia | null = null;
  private peer: PeerLink | null = null;
  private callId: string | null;
  private iceServers: RTCIceServer[] = [];
  private iceReady = false;
  private ringTimer: ReturnType<typeof setTimeout> | null = null;
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private cancelWhenKnown = false;
  private signalQueue: Promise<void> = Promise.resolve();
  private started = false;

  constructor(
    private readonly setup: CallSetup,
    private readonly signalling: Signalling,
    /** The page's words (useT's `text`): every announcement is in the page's language. */
    private readonly text: Text,
  ) {
    this.callId = setup.role === "callee" ? setup.callId : null;
    this.snapshot = {
      phase: "starting",
      role: setup.role,
      peerName: setup.name,
      video: setup.video,
      localStream: null,
      remoteStream: null,
      hasMicrophone: false,
      hasCamera: false,
      microphoneOn: true,
      cameraOn: setup.video,
      remoteMicrophoneOn: true,
      remoteCameraOn: setup.video,
      connectedAt: null,
      endedAt: null,
      endReason: null,
      warning: null,
    };
  }

  get current(): CallSnapshot {
    return this.snapshot;
  }

  subscribe(listener: (snapshot: CallSnapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Every change worth saying out loud (the page passes them to the live announcer). */
  onAnnounce(listener: (message: string, urgent: boolean) => void): () => void {
    this.announcers.add(listener);
    return () => this.announcers.delete(listener);
  }

  async start() {
    if (this.started) return;
    this.started = true;
    const { signalling } = this;
    const alreadyOnline = signalling.state === "online";
    this.listen();

    const media = await openLocalMedia({ ...this.setup.media, video: this.setup.video });
    if (this.snapshot.phase === "ended") {
      stopLocalMedia(media);
      return;
    }
    this.media = media;
    this.update({
      localStream: media.stream,
      hasMicrophone: media.audio !== null,
      hasCamera: media.video !== null,
      cameraOn: media.video !== null,
      warning: media.warning,
    });
    if (media.warning) this.say(this.text(media.warning), true);

    if (this.setup.role === "caller") {
      signalling.send({ type: "call", to: this.setup.to, video: this.setup.video, quality: this.setup.quality as 0 | 1 | 2 });
      this.update({ phase: "calling" });
      this.say(this.text("Calling {name}…", { name: this.setup.name }));
      this.ringTimer = setTimeout(() => this.noAnswer(), LOCAL_RING_LIMIT_MS);
    } else {
      this.update({ phase: "connecting" });
      this.say(this.text("Connecting your call with {name}…", { name: this.setup.name }));
      // The hub sends the ICE servers right after the login; a connection that was already
      // logged in before this page started has had them, and a local network needs none.
      if (alreadyOnline || this.iceReady) await this.startOffer();
    }
  }

  toggleMicrophone() {
    const track = this.media?.audio;
    if (!track || this.snapshot.phase === "ended") return;
    track.enabled = !track.enabled;
    this.update({ microphoneOn: track.enabled });
    this.sendMediaState();
    this.say(this.text(track.enabled ? "Microphone on. The other person can hear you." : "Microphone muted. The other person cannot hear you."));
  }

  toggleCamera() {
    const track = this.media?.video;
    if (!track || this.snapshot.phase === "ended") return;
    track.enabled = !track.enabled;
    this.update({ cameraOn: track.enabled });
    this.sendMediaState();
    this.say(this.text(track.enabled ? "Camera on. The other person can see you." : "Camera off. The other person cannot see you."));
  }

  /** 'Hang up', or 'Cancel call' before an answer. */
  hangUp() {
    const { phase } = this.snapshot;
    if (phase === "ended") return;
    if (this.setup.role === "caller" && (phase === "starting" || phase === "calling" || phase === "ringing")) {
      if (this.callId) this.signalling.send({ type: "canc", callId: this.callId });
      else this.cancelWhenKnown = true;
      this.end({ kind: "cancelled-here" });
      return;
    }
    if (this.callId) this.signalling.send({ type: "hang", callId: this.callId });
    this.end({ kind: "hung-up-here" });
  }

  /** The state of the call in one sentence (the 'say status' shortcut). */
  describe(now = Date.now()): string {
    const s = this.snapshot;
    const name = s.peerName;
    const text = this.text;
    switch (s.phase) {
      case "starting":
        return text("Getting your call ready.");
      case "calling":
        return text("Calling {name}.", { name });
      case "ringing":
        return text("Calling {name}. Their device is ringing.", { name });
      case "connecting":
        return text("Connecting to {name}.", { name });
      case "reconnecting":
        return text("Reconnecting to {name}.", { name });
      case "connected": {
        const parts = [text("Connected to {name} for {duration}.", { name, duration: durationInWords(now - (s.connectedAt ?? now), text) })];
        parts.push(text(s.microphoneOn ? "Your microphone is on." : "Your microphone is muted."));
        if (s.video) parts.push(text(s.cameraOn ? "Your camera is on." : "Your camera is off."));
        if (!s.remoteMicrophoneOn) parts.push(text("{name} is muted.", { name }));
        if (s.video && !s.remoteCameraOn) parts.push(text("{name}'s camera is off.", { name }));
        return parts.join(" ");
      }
      case "ended":
        return [text("Call ended."), s.endReason ? endReasonText(s.endReason, name, text) : ""].join(" ").trim();
    }
  }

  sayStatus() {
    this.say(this.describe(), true);
  }

  /** The page is going away: stop the devices without telling the other side (the hub reports `lost`). */
  dispose() {
    this.clearTimers();
    for (const off of this.unsubscribe) off();
    this.unsubscribe.length = 0;
    this.peer?.close();
    stopLocalMedia(this.media);
  }

  // ---------------------------------------------------------------------------------------

  private listen() {
    const { signalling } = this;
    const on = this.unsubscribe;
    on.push(
      signalling.on("iceconfig", (message) => {
        this.iceServers = message.iceServers as RTCIceServer[];
        const first = !this.iceReady;
        this.iceReady = true;
        if (first && this.setup.role === "callee" && this.snapshot.phase === "connecting" && this.media) void this.startOffer();
      }),
      signalling.on("protocol", (message) => {
        // The callee's page picks the call up with the answering tab's token, and the hub says
        // which call that tab holds (the page's cookie only mirrors it). A fresh client id, or
        // a tab that holds no call, means it could not.
        if (this.setup.role !== "callee" || this.peer || this.snapshot.phase === "ended") return;
        if (!message.resumed || message.call === null) this.end({ kind: "not-picked-up" });
        else if (message.call) this.callId = message.call.callId;
      }),
      signalling.on("logr", (message) => {
        if (message.status !== 0) this.end({ kind: "signed-out" });
      }),
      signalling.on("calr", (message) => this.onCallResponse(message)),
      signalling.on("calf", (message) => {
        if (this.setup.role !== "caller" || this.snapshot.phase === "ended") return;
        if (message.callId && this.callId && message.callId !== this.callId) return;
        if (this.snapshot.phase === "connected" || this.snapshot.phase === "connecting" || this.snapshot.phase === "reconnecting") return;
        this.end({ kind: "failed", reason: message.reason, message: message.message });
      }),
      signalling.on("canc", (message) => {
        if (message.callId !== this.callId || this.snapshot.phase === "ended") return;
        this.end({ kind: "cancelled-there" });
      }),
      signalling.on("hang", (message) => {
        if (message.callId !== this.callId || this.snapshot.phase === "ended") return;
        this.end({ kind: "hung-up-there" });
      }),
      signalling.on("lost", (message) => {
        if (message.callId !== this.callId || this.snapshot.phase === "ended") return;
        this.end({ kind: "lost" });
      }),
      signalling.on("webp", (message) => {
        if (message.callId !== this.callId || this.snapshot.phase === "ended") return;
        this.enqueue(() => this.onSignal(message.signal));
      }),
      signalling.on("media", (message) => {
        if (message.callId !== this.callId || this.snapshot.phase === "ended") return;
        this.onRemoteMedia(message.audio, message.video);
      }),
      signalling.on("reconnect", (message) => {
        if (message.callId !== this.callId || this.snapshot.phase === "ended") return;
        this.onPeerReconnected();
      }),
      signalling.on("error", (message) => {
        if (message.code !== "not-in-call" || this.snapshot.phase !== "connecting" || this.setup.role !== "callee" || this.peer?.negotiated) return;
        this.end({ kind: "not-picked-up" });
      }),
      signalling.onState((state) => this.onConnectionState(state)),
    );
  }

  private onConnectionState(state: ConnectionState) {
    if (state === "login-failed") this.end({ kind: "signed-out" });
  }

  private onCallResponse(message: ServerMessageOf<"calr">) {
    if (this.setup.role !== "caller") return;
    if (this.callId && message.callId !== this.callId) return;
    if (this.snapshot.phase === "ended") {
      // Cancelled before the hub told us the call's id.
      if (this.cancelWhenKnown && message.status === CallStatus.RINGING) this.signalling.send({ type: "canc", callId: message.callId });
      else if (this.cancelWhenKnown && message.status === CallStatus.ANSWER) this.signalling.send({ type: "hang", callId: message.callId });
      this.cancelWhenKnown = false;
      return;
    }
    this.callId = message.callId;
    const name = this.setup.name;
    switch (message.status) {
      case CallStatus.RINGING:
        if (this.snapshot.phase === "calling") {
          this.update({ phase: "ringing" });
          this.say(this.text("{name}'s device is ringing.", { name }));
        }
        return;
      case CallStatus.BUSY:
        this.end({ kind: "busy" });
        return;
      case CallStatus.REJECT:
        this.end({ kind: "rejected", reason: message.reason ?? 0 });
        return;
      case CallStatus.ANSWER: {
        this.clearRingTimer();
        if (message.video === false && this.snapshot.video) {
          // Answered with video off: the call is voice only, so the camera goes off.
          const camera = this.media?.video;
          if (this.media && camera) {
            camera.stop();
            this.media.stream.removeTrack(camera);
            this.media = { ...this.media, video: null };
          }
          this.update({ video: false, hasCamera: false, cameraOn: false, remoteCameraOn: false });
          this.say(this.text("{name} answered with video off. Connecting a voice call…", { name }));
        } else {
          this.say(this.text("{name} answered. Connecting…", { name }));
        }
        this.update({ phase: "connecting" });
        return;
      }
    }
  }

  /** The callee makes the first offer once its page holds the call. */
  private async startOffer() {
    if (this.peer || !this.media || this.snapshot.phase === "ended") return;
    this.peer = this.createPeer("offerer");
    await this.peer.offer().catch((error) => console.error("offer failed", error));
  }

  private createPeer(role: "offerer" | "answerer"): PeerLink {
    return new PeerLink({
      role,
      iceServers: this.iceServers,
      media: this.media ?? { stream: new MediaStream(), audio: null, video: null, warning: null },
      video: this.snapshot.video,
      sendSignal: (signal) => {
        if (this.callId && this.snapshot.phase !== "ended") this.signalling.send({ type: "webp", callId: this.callId, signal });
      },
      onRemoteStream: (stream) => this.update({ remoteStream: stream }),
      onConnectionState: (state) => this.onPeerState(state),
    });
  }

  private async onSignal(signal: Signal) {
    if (!this.peer) {
      if (this.setup.role !== "caller" || signal.kind !== "description" || signal.description.type !== "offer") {
        if (signal.kind === "candidate" && this.setup.role === "caller") {
          // A candidate racing ahead of its offer: make the link now so it is held.
          this.peer = this.createPeer("answerer");
        } else return;
      } else {
        this.clearRingTimer();
        if (this.snapshot.phase === "calling" || this.snapshot.phase === "ringing") this.update({ phase: "connecting" });
        this.peer = this.createPeer("answerer");
      }
    }
    try {
      await this.peer.handle(signal);
    } catch (error) {
      if (this.setup.role === "caller" && signal.kind === "description" && signal.description.type === "offer" && this.snapshot.phase !== "ended") {
        // A fresh offer from a reloaded call page does not fit the old link: start a new one.
        this.peer.close();
        this.peer = this.createPeer("answerer");
        await this.peer.handle(signal).catch((retryError) => console.error("signal failed", retryError));
      } else {
        console.error("signal failed", error);
      }
    }
  }

  private onPeerState(state: RTCPeerConnectionState) {
    const phase = this.snapshot.phase;
    if (phase === "ended") return;
    if (state === "connected") {
      if (this.restartTimer) clearTimeout(this.restartTimer);
      this.restartTimer = null;
      if (phase !== "connected") {
        const first = this.snapshot.connectedAt === null;
        this.update({ phase: "connected", connectedAt: this.snapshot.connectedAt ?? Date.now() });
        this.say(this.text(first ? "Connected to {name}." : "Reconnected to {name}.", { name: this.setup.name }), true);
        this.sendMediaState();
      }
    } else if ((state === "disconnected" || state === "failed") && (phase === "connected" || phase === "reconnecting")) {
      if (phase === "connected") {
        this.update({ phase: "reconnecting" });
        this.say(this.text("The connection to {name} dropped. Reconnecting…", { name: this.setup.name }), true);
      }
      if (state === "failed") this.requestIceRestart();
      else if (!this.restartTimer) {
        this.restartTimer = setTimeout(() => {
          this.restartTimer = null;
          if (this.peer && this.peer.connectionState !== "connected") this.requestIceRestart();
        }, DISCONNECTED_RESTART_MS);
      }
    }
  }

  /** The other side came back on a new socket (or asks for a restart): renew the ICE path. */
  private onPeerReconnected() {
    if (!this.peer?.negotiated) return;
    if (this.setup.role === "callee") void this.peer.offer(true);
    else if (this.callId) this.signalling.send({ type: "reconnect", callId: this.callId });
  }

  private requestIceRestart() {
    if (!this.peer || !this.callId) return;
    if (this.setup.role === "callee") void this.peer.offer(true);
    else this.signalling.send({ type: "reconnect", callId: this.callId });
  }

  private onRemoteMedia(audio: boolean, video: boolean) {
    const before = this.snapshot;
    const name = this.setup.name;
    this.update({ remoteMicrophoneOn: audio, remoteCameraOn: before.video && video });
    if (before.phase !== "connected" && before.phase !== "reconnecting") return;
    if (before.remoteMicrophoneOn !== audio) this.say(this.text(audio ? "{name} unmuted their microphone." : "{name} muted their microphone.", { name }));
    if (before.video && before.remoteCameraOn !== video)
      this.say(this.text(video ? "{name} turned their camera on." : "{name} turned their camera off.", { name }));
  }

  private sendMediaState() {
    if (!this.callId || !this.peer) return;
    this.signalling.send({
      type: "media",
      callId: this.callId,
      audio: this.snapshot.hasMicrophone && this.snapshot.microphoneOn,
      video: this.snapshot.hasCamera && this.snapshot.cameraOn,
    });
  }

  private noAnswer() {
    this.ringTimer = null;
    const phase = this.snapshot.phase;
    if (phase !== "calling" && phase !== "ringing" && phase !== "starting") return;
    if (this.callId) this.signalling.send({ type: "canc", callId: this.callId });
    else this.cancelWhenKnown = true;
    this.end(this.signalling.state === "online" ? { kind: "no-answer" } : { kind: "connection" });
  }

  private end(reason: EndReason) {
    if (this.snapshot.phase === "ended") return;
    this.clearTimers();
    this.peer?.close();
    stopLocalMedia(this.media);
    const endedAt = Date.now();
    this.update({ phase: "ended", endedAt, endReason: reason, localStream: null, remoteStream: null });
    const connectedAt = this.snapshot.connectedAt;
    const text = this.text;
    // 'Call ended' itself is said once, by its heading, which the page focuses; this adds why and
    // for how long, after it (politely, so it does not cut the heading off).
    const sentences = [endReasonText(reason, this.setup.name, text)];
    if (connectedAt) sentences.push(text("The call lasted {duration}.", { duration: durationInWords(endedAt - connectedAt, text) }));
    this.say(sentences.join(" "));
  }

  private clearRingTimer() {
    if (this.ringTimer) clearTimeout(this.ringTimer);
    this.ringTimer = null;
  }

  private clearTimers() {
    this.clearRingTimer();
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
  }

  /** Signals are applied one after another, in the order they arrived. */
  private enqueue(task: () => Promise<void>) {
    this.signalQueue = this.signalQueue.then(task, task);
  }

  private update(patch: Partial<CallSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener(this.snapshot);
  }

  private say(message: string, urgent = false) {
    for (const announcer of this.announcers) announcer(message, urgent);
  }
}

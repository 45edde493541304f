/**
 * One WebRTC peer connection of a call. The offers always come from one side (the callee,
 * whose call page knows when both ends are ready), so the two never offer at once: the
 * offerer makes the first offer and every ICE-restart offer; the answerer answers, and asks
 * for a restart by sending `reconnect` through the hubs. Offer, answer and ICE candidates
 * travel as `webp` signals; candidates that arrive before the description are held back.
 */
import type { Signal } from "@common/realtime/messages";
import type { LocalMedia } from "./media";

export type PeerRole = "offerer" | "answerer";

export interface PeerOptions {
  role: PeerRole;
  iceServers: RTCIceServer[];
  media: LocalMedia;
  /** Whether the call carries video (only the offerer uses it: the answerer follows the offer). */
  video: boolean;
  sendSignal(signal: Signal): void;
  onRemoteStream(stream: MediaStream): void;
  onConnectionState(state: RTCPeerConnectionState): void;
}

export class PeerLink {
  readonly pc: RTCPeerConnection;
  private readonly remoteStream = new MediaStream();
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private restartWanted = false;
  private offering = false;
  private answeredOnce = false;
  private closed = false;

  constructor(private readonly options: PeerOptions) {
    this.pc = new RTCPeerConnection({ iceServers: options.iceServers });
    this.pc.addEventListener("icecandidate", (event) => {
      if (event.candidate) options.sendSignal({ kind: "candidate", candidate: event.candidate.toJSON() as never });
    });
    this.pc.addEventListener("track", (event) => {
      if (!this.remoteStream.getTracks().includes(event.track)) this.remoteStream.addTrack(event.track);
      event.track.addEventListener("ended", () => {
        this.remoteStream.removeTrack(event.track);
        options.onRemoteStream(new MediaStream(this.remoteStream.getTracks()));
      });
      // A new stream object each time, so the page's media elements pick up the new track.
      options.onRemoteStream(new MediaStream(this.remoteStream.getTracks()));
    });
    this.pc.addEventListener("connectionstatechange", () => options.onConnectionState(this.pc.connectionState));

    if (options.role === "offerer") {
      const { media } = options;
      const streams = [media.stream];
      this.pc.addTransceiver(media.audio ?? "audio", media.audio ? { direction: "sendrecv", streams } : { direction: "recvonly" });
      if (options.video) this.pc.addTransceiver(media.video ?? "video", media.video ? { direction: "sendrecv", streams } : { direction: "recvonly" });
    }
  }

  get connectionState(): RTCPeerConnectionState {
    return this.pc.connectionState;
  }

  /** Whether the first offer and answer have been exchanged. */
  get negotiated(): boolean {
    return this.pc.remoteDescription !== null && this.pc.localDescription !== null;
  }

  /** The offerer's first offer, or an ICE restart. */
  async offer(iceRestart = false) {
    if (this.closed || this.options.role !== "offerer") return;
    if (this.offering || this.pc.signalingState !== "stable") {
      // An offer is on its way: restart once its answer is in.
      this.restartWanted ||= iceRestart;
      return;
    }
    this.offering = true;
    try {
      const offer = await this.pc.createOffer({ iceRestart });
      await this.pc.setLocalDescription(offer);
      const local = this.pc.localDescription;
      if (local) this.options.sendSignal({ kind: "description", description: { type: local.type as "offer", sdp: local.sdp } });
    } finally {
      this.offering = false;
    }
  }

  async handle(signal: Signal) {
    if (this.closed) return;
    if (signal.kind === "candidate") {
      if (!signal.candidate?.candidate) return;
      const candidate: RTCIceCandidateInit = {
        candidate: signal.candidate.candidate,
        sdpMid: signal.candidate.sdpMid ?? null,
        sdpMLineIndex: signal.candidate.sdpMLineIndex ?? null,
        usernameFragment: signal.candidate.usernameFragment ?? null,
      };
      if (!this.pc.remoteDescription) this.pendingCandidates.push(candidate);
      else await this.pc.addIceCandidate(candidate).catch(() => undefined);
      return;
    }
    const { description } = signal;
    if (description.type === "offer" && this.options.role === "answerer") {
      await this.pc.setRemoteDescription({ type: "offer", sdp: description.sdp });
      if (!this.answeredOnce) this.attachLocalTracks();
      this.answeredOnce = true;
      await this.pc.setLocalDescription(await this.pc.createAnswer());
      const local = this.pc.localDescription;
      if (local) this.options.sendSignal({ kind: "description", description: { type: "answer", sdp: local.sdp } });
      await this.flushCandidates();
    } else if (description.type === "answer" && this.options.role === "offerer" && this.pc.signalingState === "have-local-offer") {
      await this.pc.setRemoteDescription({ type: "answer", sdp: description.sdp });
      await this.flushCandidates();
      if (this.restartWanted) {
        this.restartWanted = false;
        await this.offer(true);
      }
    }
  }

  close() {
    this.closed = true;
    this.pc.close();
  }

  /** The answerer sends its tracks on the offer's own m-lines, so it never needs to offer. */
  private attachLocalTracks() {
    const { media } = this.options;
    for (const transceiver of this.pc.getTransceivers()) {
      const kind = transceiver.receiver.track.kind;
      const track = kind === "audio" ? media.audio : kind === "video" ? media.video : null;
      if (track) {
        void transceiver.sender.replaceTrack(track);
        transceiver.sender.setStreams?.(media.stream);
        transceiver.direction = "sendrecv";
      } else {
        transceiver.direction = "recvonly";
      }
    }
  }

  private async flushCandidates() {
    const pending = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const candidate of pending) await this.pc.addIceCandidate(candidate).catch(() => undefined);
  }
}

/**
 * ICE servers for WebRTC (the hub's `iceconfig` message). Two browsers on one machine or one
 * network connect over host candidates and need none, so the local implementation gives an
 * empty list; production sets ICE_SERVERS to a JSON array of RTCIceServer objects (STUN and
 * TURN with credentials), e.g. `[{"urls":"stun:stun.example.net:3478"}]`.
 */
import * as v from "valibot";
import type { IceServer } from "@common/realtime/protocol";

const iceServersSchema = v.array(
  v.object({ urls: v.union([v.string(), v.array(v.string())]), username: v.optional(v.string()), credential: v.optional(v.string()) }),
);

export function getIceServers(env: { ICE_SERVERS?: string }): IceServer[] {
  if (!env.ICE_SERVERS) return [];
  try {
    const parsed = v.safeParse(iceServersSchema, JSON.parse(env.ICE_SERVERS));
    if (parsed.success) return parsed.output;
  } catch {
    // fall through
  }
  console.error("ICE_SERVERS is not a JSON array of ICE servers; calls will use host candidates only.");
  return [];
}

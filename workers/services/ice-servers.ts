/**
 * ICE servers for WebRTC (the hub's `iceconfig` message), behind one async function the hub
 * calls for every signed-in socket (each call page opens its own, so each call gets its own).
 *
 * - Cloudflare TURN (TURN_KEY_ID and TURN_KEY_API_TOKEN, both secrets): the server asks
 *   Cloudflare for short-lived credentials and hands only those to the page; the key's API
 *   token never leaves the Worker. Without TURN, calls fail between most home and office
 *   networks (symmetric NATs and firewalls that allow only outgoing web traffic).
 * - ICE_SERVERS: a static JSON array of RTCIceServer objects, e.g. a STUN server.
 * - Neither: an empty list. Two browsers on one machine or one network connect over host
 *   candidates and need none, which is how it runs locally and in the tests.
 */
import * as v from "valibot";
import type { IceServer } from "@common/realtime/messages";

/** Cloudflare's endpoint that turns a TURN key into expiring credentials. */
export const CLOUDFLARE_TURN_API = "https://rtc.live.cloudflare.com/v1/turn/keys";

/**
 * How long the credentials work. A TURN allocation is refreshed with the same credentials
 * while a call lasts, so they must outlive a long call; a reconnection gets new ones.
 */
export const TURN_CREDENTIAL_TTL_SECONDS = 4 * 60 * 60;

/** Cloudflare should answer well within this; a call without TURN is better than no call. */
const TURN_REQUEST_TIMEOUT_MS = 3000;

const iceServerSchema = v.object({
  urls: v.union([v.string(), v.array(v.string())]),
  username: v.optional(v.string()),
  credential: v.optional(v.string()),
});
const iceServersSchema = v.array(iceServerSchema);
const generatedIceServersSchema = v.object({ iceServers: iceServersSchema });

type IceEnv = Pick<Env, "ICE_SERVERS" | "TURN_KEY_ID" | "TURN_KEY_API_TOKEN">;

export interface IceServerOptions {
  /** The fetch that reaches Cloudflare (tests pass a recording stand-in). */
  fetcher?: typeof fetch;
}

function staticIceServers(env: IceEnv): IceServer[] {
  if (!env.ICE_SERVERS) return [];
  try {
    const parsed = v.safeParse(iceServersSchema, JSON.parse(env.ICE_SERVERS));
    if (parsed.success) return parsed.output;
  } catch {
    // reported below
  }
  console.error("ICE_SERVERS is not a JSON array of ICE servers; calls will use host candidates only.");
  return [];
}

async function cloudflareTurnServers(keyId: string, apiToken: string, fetcher: typeof fetch): Promise<IceServer[] | null> {
  try {
    const response = await fetcher(`${CLOUDFLARE_TURN_API}/${encodeURIComponent(keyId)}/credentials/generate-ice-servers`, {
      method: "POST",
      headers: { Authorization: `Bearer ${apiToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ ttl: TURN_CREDENTIAL_TTL_SECONDS }),
      signal: AbortSignal.timeout(TURN_REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) {
      console.error(`Cloudflare TURN answered ${response.status}; this call has no TURN server.`);
      return null;
    }
    const parsed = v.safeParse(generatedIceServersSchema, await response.json());
    if (parsed.success) return parsed.output.iceServers;
    console.error("Cloudflare TURN answered without ICE servers; this call has no TURN server.");
  } catch (error) {
    console.error("Cloudflare TURN could not be reached; this call has no TURN server.", error);
  }
  return null;
}

/** The ICE servers for one signed-in socket: fresh TURN credentials when TURN is configured. */
export async function iceServersForCall(env: IceEnv, options: IceServerOptions = {}): Promise<IceServer[]> {
  const configured = staticIceServers(env);
  if (env.TURN_KEY_ID && env.TURN_KEY_API_TOKEN) {
    // Called through globalThis: a detached fetch throws "Illegal invocation" in Workers.
    const fetcher = options.fetcher ?? ((input, init) => fetch(input, init));
    const turn = await cloudflareTurnServers(env.TURN_KEY_ID, env.TURN_KEY_API_TOKEN, fetcher);
    if (turn) return [...turn, ...configured];
  }
  return configured;
}

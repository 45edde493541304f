import { DurableObject } from "cloudflare:workers";

/**
 * One hub per DolphinID account (named by the account's user id): it holds that account's
 * websockets, presence sequence and call state, and reaches other accounts' hubs by RPC.
 * Its behaviour comes with the video-calling work; the class is registered now so that
 * its Durable Object migration ships from the first deploy.
 */
export class UserHub extends DurableObject<Env> {
  override async fetch(_request: Request): Promise<Response> {
    return new Response("The realtime service is not available yet.", { status: 503 });
  }
}

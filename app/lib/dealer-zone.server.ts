import { env } from "cloudflare:workers";
import { readDealerSession } from "../../workers/content/dealer-zone";

/** Whether the request is signed in to the dealer zone (the root loader's flag for the account menu). */
export async function isInDealerZone(request: Request): Promise<boolean> {
  return (await readDealerSession(request, env)) !== null;
}

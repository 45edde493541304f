/**
 * The Worker under test: the same server as production (workers/server.ts) without the
 * React Router renderer, which the Workers test runner cannot load. API, identity provider
 * and hubs are therefore tested exactly as deployed.
 */
import { scheduled } from "../workers/scheduled";
import { createServer } from "../workers/server";

export { UserHub } from "../workers/calling/hub/user-hub";
export { RateLimitCounter } from "../workers/services/rate-limit-counter";

export default { fetch: createServer().fetch, scheduled } satisfies ExportedHandler<Env>;

/**
 * Pages kept for a session: a signed-in account's pages whose route module says so (the account
 * page, address book and calling help) are rendered once and answered again from the isolate's
 * memory until anything they show may have changed.
 *
 * What they show comes from the session row (address, terms accepted) and from rows that move
 * the account's page generation on when they change: database triggers do it for the account's
 * own row, preferences, roles, address book and calling settings, and for the row, address book
 * and calling settings of anyone in its address book, on which whether they can be called
 * depends (account_page_generations, migration 0031). So the key holds:
 * - the session (by its id's hash: another session, even of the same account, never shares a
 *   copy) and its terms acceptance;
 * - the account's page generation, read before the page is rendered, so a copy is never older
 *   than its key says;
 * - the content version, the consent choice and suggested language, the host, path and query.
 *
 * Each answer still reads the session: a sign-out, an expiry or a password change (which ends
 * every session) shows on the very next request, and the session's tokens must be current (a
 * renewal that is due takes the full path). Only with the built-in account service: a real
 * provider's address book can change where no trigger sees it. Copies stay in the isolate's
 * memory and never go to the shared Cache API. Only 200 HTML answers without Set-Cookie are kept.
 */
import { SESSION_COOKIE } from "@common/identity";
import { identityConfig, sha256 } from "../identity";
import { readSession, sessionCookieToken } from "../session";
import { currentContentVersion } from "./content-version";
import { rememberIn } from "@common/recent-map";
import { type ResponseStamp, type StoredPage, answerStored, keepRendered } from "./stored-page";
import { visitorVariant } from "./visitor-variant";

/** How long a kept page lives at most, whatever its generation says. */
const PAGE_LIFETIME_MS = 300_000;
/** Pages kept in the isolate's memory (the most recently rendered ones). */
const MEMORY_ENTRIES = 200;

const memory = new Map<string, StoredPage>();

/** Empties this isolate's kept pages (tests use it to stand for another isolate). */
export function forgetSessionPages(): void {
  memory.clear();
}

/** The account's page generation, found through the session (0 before its first change). */
async function pageGeneration(env: Env, sessionIdHash: string): Promise<number> {
  const row = await env.DB.prepare("SELECT generation FROM account_page_generations WHERE account_id = (SELECT user_id FROM sessions WHERE id_hash = ?1)")
    .bind(sessionIdHash)
    .first<{ generation: number }>();
  return row?.generation ?? 0;
}

function isKeepable(response: Response): boolean {
  return response.status === 200 && (response.headers.get("content-type") ?? "").startsWith("text/html") && !response.headers.has("set-cookie");
}

/**
 * Answers a signed-in page whose route module says `pageCache: "session"` (common/page-cache.ts)
 * from the copy kept for its session when it may be; renders it otherwise.
 */
export async function serveSessionPage(request: Request, env: Env, stamp: ResponseStamp, render: () => Promise<Response>): Promise<Response> {
  const url = new URL(request.url);
  const token = sessionCookieToken(request);
  if (request.method !== "GET" || !token) return render();
  const visitor = visitorVariant(request, SESSION_COOKIE);
  if (visitor === null || !identityConfig(env, request.url).builtIn) return render();

  const idHash = await sha256(token);
  // The generation is read before anything the page shows, so a copy is never older than its key.
  const [session, generation, version] = await Promise.all([readSession(request, env), pageGeneration(env, idHash), currentContentVersion(env)]);
  if (!session || session.tokensRefreshAt.getTime() <= Date.now()) return render();
  const key = [version, idHash, generation, session.termsAcceptedAt?.getTime() ?? 0, visitor, `${url.host}${url.pathname}${url.search}`].join("/");

  const kept = memory.get(key);
  if (kept && kept.expires > Date.now()) return answerStored(kept, stamp, "session");
  const rendered = await render();
  if (!isKeepable(rendered)) return rendered;
  const { page, response } = await keepRendered(rendered, stamp, PAGE_LIFETIME_MS);
  rememberIn(memory, MEMORY_ENTRIES, key, page);
  return response;
}

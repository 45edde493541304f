/**
 * The dealer zone's own sign-in and session. Only DolphinID accounts holding a dealer role
 * (the dealer_roles table, granted in the staff desk) may enter. The dealer session sits beside the
 * DolphinID session: it needs that session to be signed in to the same account, and ending
 * it (/dealer-zone/logout) leaves the DolphinID session alone.
 */
import { parse, stringifySetCookie } from "cookie";
import { and, asc, desc, eq, gt } from "drizzle-orm";
import { DEALER_SESSION_COOKIE } from "@common/identity";
import { getDb, accounts, dealerResources, dealerRoles, dealerSessions, dealers } from "../db";
import { accountHasProvedAddress, randomToken, sha256 } from "../identity";
import { type SessionUser, readSessionUser } from "../session";

/** A working day: dealers sign in again each morning. */
export const DEALER_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export const DEALER_SECTIONS = ["training", "video", "contacts", "useful-things", "newsletters"] as const;
export type DealerSection = (typeof DEALER_SECTIONS)[number];

export interface DealerSession {
  accountId: string;
  email: string;
  dealerId: number;
  dealerName: string;
  expiresAt: Date;
}

function cookieToken(request: Request): string | null {
  const value = parse(request.headers.get("cookie") ?? "")[DEALER_SESSION_COOKIE];
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

export function dealerSessionCookie(token: string): string {
  return stringifySetCookie(DEALER_SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "lax",
    maxAge: DEALER_SESSION_LIFETIME_MS / 1000,
  });
}

export function clearDealerSessionCookie(): string {
  return stringifySetCookie(DEALER_SESSION_COOKIE, "", { path: "/", httpOnly: true, secure: true, sameSite: "lax", maxAge: 0 });
}

/**
 * The dealer an account belongs to, when it holds the dealer role and has proved its email
 * address (roles are granted to a dealer's staff by their address, so an account that has
 * not shown it receives that address's mail is not treated as them).
 */
export async function dealerRoleOf(env: Env, accountId: string) {
  const [role] = await getDb(env.DB)
    .select({ dealerId: dealers.id, dealerName: dealers.name })
    .from(dealerRoles)
    .innerJoin(dealers, eq(dealers.id, dealerRoles.dealerId))
    .innerJoin(accounts, and(eq(accounts.id, dealerRoles.accountId), accountHasProvedAddress))
    .where(eq(dealerRoles.accountId, accountId))
    .orderBy(asc(dealers.name))
    .limit(1);
  return role;
}

export type DealerSignIn =
  | { ok: true; cookie: string; session: DealerSession }
  | { ok: false; reason: "signed-out" }
  | { ok: false; reason: "not-a-dealer"; user: SessionUser };

/** Signs the request's DolphinID user in to the dealer zone, if they hold the dealer role. */
export async function signInToDealerZone(request: Request, env: Env, now = Date.now()): Promise<DealerSignIn> {
  const user = await readSessionUser(request, env);
  if (!user) return { ok: false, reason: "signed-out" };
  const role = await dealerRoleOf(env, user.userId);
  if (!role) return { ok: false, reason: "not-a-dealer", user };
  const db = getDb(env.DB);
  // A new token each time; an old dealer session of this browser ends.
  const previous = cookieToken(request);
  if (previous) await db.delete(dealerSessions).where(eq(dealerSessions.tokenHash, await sha256(previous)));
  const token = randomToken();
  const expiresAt = new Date(now + DEALER_SESSION_LIFETIME_MS);
  await db.insert(dealerSessions).values({ tokenHash: await sha256(token), accountId: user.userId, dealerId: role.dealerId, expiresAt });
  return {
    ok: true,
    cookie: dealerSessionCookie(token),
    session: { accountId: user.userId, email: user.email, dealerId: role.dealerId, dealerName: role.dealerName, expiresAt },
  };
}

/**
 * The request's dealer session: valid, unexpired, still holding the role, and belonging to
 * the account signed in with DolphinID (signing out of DolphinID closes the zone too).
 */
export async function readDealerSession(request: Request, env: Env, now = Date.now()): Promise<DealerSession | null> {
  const token = cookieToken(request);
  if (!token) return null;
  const db = getDb(env.DB);
  const [row] = await db
    .select({ accountId: dealerSessions.accountId, dealerId: dealerSessions.dealerId, expiresAt: dealerSessions.expiresAt, dealerName: dealers.name })
    .from(dealerSessions)
    .innerJoin(dealers, eq(dealers.id, dealerSessions.dealerId))
    .innerJoin(dealerRoles, and(eq(dealerRoles.accountId, dealerSessions.accountId), eq(dealerRoles.dealerId, dealerSessions.dealerId)))
    .innerJoin(accounts, and(eq(accounts.id, dealerSessions.accountId), accountHasProvedAddress))
    .where(and(eq(dealerSessions.tokenHash, await sha256(token)), gt(dealerSessions.expiresAt, new Date(now))))
    .limit(1);
  if (!row) return null;
  const user = await readSessionUser(request, env);
  if (!user || user.userId !== row.accountId) return null;
  return { ...row, email: user.email };
}

/** Ends the dealer session only; the DolphinID session is not touched. */
export async function endDealerSession(request: Request, env: Env): Promise<void> {
  const token = cookieToken(request);
  if (token)
    await getDb(env.DB)
      .delete(dealerSessions)
      .where(eq(dealerSessions.tokenHash, await sha256(token)));
}

export async function listDealerResources(env: Env, section: DealerSection) {
  return getDb(env.DB)
    .select()
    .from(dealerResources)
    .where(eq(dealerResources.section, section))
    .orderBy(desc(dealerResources.publishedAt), asc(dealerResources.title));
}

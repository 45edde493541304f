/**
 * Who a request is signed in as: what the operations and pages are given. The runner defines
 * the shape it hands to an operation; the site's sessions (workers/session/session.ts) fill it.
 */
export interface SessionUser {
  userId: string;
  email: string;
  termsAccepted: Date | null;
  /** When this session passed the staff desk's second factor, if it has. */
  secondFactorAt?: Date | null;
  /** The session row's key, for marking the session (never the cookie's token). */
  sessionIdHash?: string;
}

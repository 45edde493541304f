/**
 * How server code reaches an account's hub: one hub per account, named by its user id. Only
 * the Worker (never a browser) names the account whose socket it forwards, in HUB_ACCOUNT_HEADER.
 */

/** The header through which the Worker tells a hub whose socket it is opening. */
export const HUB_ACCOUNT_HEADER = "X-Dolphin-Hub-Account";

/** The hub of the account `userId` (or of an ownerless hub's name). */
export function hubOf(env: Env, userId: string) {
  return env.USER_HUB.getByName(userId);
}

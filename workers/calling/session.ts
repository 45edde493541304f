/**
 * The signed-in account of a request, for the calling routes. Sessions belong to the
 * site's sign-in (workers/session); this is the one place calling reads them.
 */
import { readSessionUser } from "../session";

export interface CallingAccount {
  userId: string;
  email: string;
}

export async function currentAccount(request: Request, env: Env): Promise<CallingAccount | null> {
  const user = await readSessionUser(request, env);
  return user ? { userId: user.userId, email: user.email } : null;
}

/**
 * What the operation runner needs from the rest of the server but does not own: who a request
 * is signed in as, whether an account's address is proved, and how a saved change retires the
 * cached pages. The server hands them over once, where it is put together (workers/server.ts),
 * so the runner imports no area and every area may define operations without a cycle.
 */
import type { Database } from "../db";
import type { SessionUser } from "./session-user";

export interface OperationSurroundings {
  readSessionUser(request: Request, env: Env): Promise<SessionUser | null>;
  isEmailProved(db: Database, userId: string): Promise<boolean>;
  markContentChanged(env: Env): Promise<unknown>;
}

let given: OperationSurroundings | null = null;

export function provideOperationSurroundings(surroundings: OperationSurroundings): void {
  given = surroundings;
}

export function operationSurroundings(): OperationSurroundings {
  if (!given) throw new Error("The operation runner was not given its surroundings: workers/server.ts gives them when the server is put together.");
  return given;
}

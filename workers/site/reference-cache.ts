/**
 * Reference data kept in the isolate: lists that nearly every page or form reads and that
 * change only when staff save them (languages, countries and states, homepage localisations
 * and their banner, the products named in navigation and lists). Each is read from D1 once per
 * isolate and content version (workers/site/content-version.ts) and kept until the version
 * changes, so a change saved through an operation with `changesContent: true` is read afresh
 * on the very next request of the isolate that saved it.
 *
 * What is kept is shared by every request of the isolate: callers must not change it.
 */
import { currentContentVersion } from "./content-version";

interface Kept {
  version: string;
  value: unknown;
}

const kept = new Map<string, Kept>();

/** Forgets every kept list (tests use it to stand for another isolate). */
export function forgetReferenceData(): void {
  kept.clear();
}

/**
 * The list named `name` as of the current content version: kept from an earlier read of the
 * same version, or read now with `read` and kept. A failed read is not kept.
 */
export async function keptReference<T>(env: Env, name: string, read: () => Promise<T>): Promise<T> {
  const version = await currentContentVersion(env);
  const found = kept.get(name);
  if (found && found.version === version) return found.value as T;
  const value = await read();
  // Another request may have stored a newer version's copy meanwhile; keep the newest only.
  if ((await currentContentVersion(env)) === version) kept.set(name, { version, value });
  return value;
}

/**
 * A Map kept to its newest `limit` entries: the isolate's small in-memory copies (pages,
 * searches, the route facts of recent addresses) stay bounded however many keys visitors send.
 * Setting a key makes it the newest; reading does not, unless the reader sets it again.
 */
export function rememberIn<T>(map: Map<string, T>, limit: number, key: string, value: T): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value as string);
}

/** A path on this site (never another origin, never `//host`), or null. */
export function safeSitePath(value: string | null | undefined): string | null {
  if (!value) return null;
  return /^\/(?![/\\])[^\s]*$/.test(value) ? value : null;
}

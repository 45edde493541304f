/**
 * Fills `{name}` placeholders of a translated message the page keeps for a script (rendered by
 * the server in the page's language with each value left as its own placeholder).
 */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

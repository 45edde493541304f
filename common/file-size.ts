/**
 * A file's size as the desk writes it ("8.0 MB"): shared by the server, the desk's pages and the
 * upload enhancement (app/enhance/staff-upload.ts), which cannot import the section's schemas.
 */
const MB = 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < MB) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${(bytes / 1024 / MB).toFixed(2)} GB`;
}

/** The units formatBytes writes, each worded by the page's language on pages not in English. */
export const SIZE_UNITS = ["bytes", "KB", "MB", "GB"] as const;

/**
 * A size in a page's language ("1.5 MB", "1,5 Mo"): the number in the language's own digits and
 * the unit as `wordUnit` words it there (in English, formatBytes's own form).
 */
export function formatBytesIn(bytes: number, intlLocale: string, wordUnit: (size: string, unit: string) => string): string {
  const written = formatBytes(bytes);
  const [amount = "0", unit = "bytes"] = written.split(" ");
  const decimals = amount.split(".")[1]?.length ?? 0;
  const size = new Intl.NumberFormat(intlLocale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(Number(amount));
  return wordUnit(size, unit);
}

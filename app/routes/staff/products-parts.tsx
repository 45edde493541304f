/**
 * Pieces shared by the Products and downloads pages: a file's name with its sample mark, the
 * list of files a select offers, and dates as the desk writes them.
 */
import { formatBytesIn } from "@common/file-size";
import { type PageText, useT } from "~/i18n/I18n";
import type { DeskFile } from "./products.server";

type FileLike = Pick<DeskFile, "id" | "name" | "sample" | "size">;

/** A file by name; the seed's stand-ins are said to be samples, in words. */
export function FileName({ file }: { file: FileLike | null | undefined }) {
  const { t } = useT();
  if (!file) return <>{t("No file")}</>;
  return (
    <>
      <span translate="no">{file.name}</span>
      {file.sample && <span className="sample-label">{t("Sample stand-in, not a real installer")}</span>}
    </>
  );
}

/** A size in the page's language ("1.5 MB", "1,5 Mo"); English pages keep the desk's own form. */
export function formatSize(bytes: number, { text, intlLocale }: Pick<PageText, "text" | "intlLocale">): string {
  return formatBytesIn(bytes, intlLocale, (size, unit) => text("{size} {unit, select, KB {KB} MB {MB} GB {GB} other {bytes}}", { size, unit }));
}

/** The options of a file select: name, size and whether it is a sample (file names stay as they are). */
export function fileOptions(files: FileLike[], page: Pick<PageText, "text" | "intlLocale">) {
  return files.map((file) => {
    const named = `${file.name}${file.size === null ? "" : ` (${formatSize(file.size, page)})`}`;
    return { value: file.id, label: `${file.sample ? page.text("{file} (sample stand-in)", { file: named }) : named} #${file.id}` };
  });
}

/** "2026-11-24" for a date field. */
export function dayOf(date: Date | string): string {
  return new Date(date).toISOString().slice(0, 10);
}

/** A day as the desk shows it (the ISO day every language reads), inside <time>. */
export function Day({ date }: { date: Date | string }) {
  const day = dayOf(date);
  return <time dateTime={day}>{day}</time>;
}

/** A checkbox's state: what was sent after a failed save (unticked boxes are not sent), else the stored value. */
export function checkedAfter(kept: Record<string, string> | undefined, name: string, stored: boolean): boolean {
  return kept ? kept[name] !== undefined : stored;
}

/** What a failed save of this form sent (to show it again), or undefined. */
export function keptValues(result: { status: string; intent?: string; values?: Record<string, string> } | undefined, intent: string) {
  return result && result.status !== "done" && result.intent === intent ? result.values : undefined;
}

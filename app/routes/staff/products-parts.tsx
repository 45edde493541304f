/**
 * Pieces shared by the Products and downloads pages: a file's name with its sample mark, the
 * list of files a select offers, and dates as the desk writes them.
 */
import { formatBytes } from "@common/schemas/staff-products";
import type { DeskFile } from "./products.server";

type FileLike = Pick<DeskFile, "id" | "name" | "sample" | "size">;

/** A file by name; the seed's stand-ins are said to be samples, in words. */
export function FileName({ file }: { file: FileLike | null | undefined }) {
  if (!file) return <>No file</>;
  return (
    <>
      {file.name}
      {file.sample && <span className="sample-label">Sample stand-in, not a real installer</span>}
    </>
  );
}

/** The options of a file select: name, size and whether it is a sample. */
export function fileOptions(files: FileLike[]) {
  return files.map((file) => ({
    value: file.id,
    label: `${file.name}${file.size === null ? "" : ` (${formatBytes(file.size)})`}${file.sample ? " (sample stand-in)" : ""} #${file.id}`,
  }));
}

/** "2026-11-24" for a date field. */
export function dayOf(date: Date | string): string {
  return new Date(date).toISOString().slice(0, 10);
}

/** A checkbox's state: what was sent after a failed save (unticked boxes are not sent), else the stored value. */
export function checkedAfter(kept: Record<string, string> | undefined, name: string, stored: boolean): boolean {
  return kept ? kept[name] !== undefined : stored;
}

/** What a failed save of this form sent (to show it again), or undefined. */
export function keptValues(result: { status: string; intent?: string; values?: Record<string, string> } | undefined, intent: string) {
  return result && result.status !== "done" && result.intent === intent ? result.values : undefined;
}

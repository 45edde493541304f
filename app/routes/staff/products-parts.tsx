/**
 * Pieces shared by the Products and downloads pages: a file's name with its sample mark, the
 * list of files a select offers, dates as the desk writes them, and the fields of a version,
 * an update patch and a version's installers in a language (each added on the page above it,
 * edited on its own).
 */
import { Link } from "react-router";
import { formatBytesIn } from "@common/file-size";
import { type PageText, useT } from "~/i18n/I18n";
import type { DeskFile } from "./products.server";
import type { DeskField, DeskMessageWith } from "./resource/definition";

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

/** A hint that says where a file is uploaded first: `filesPage` is the Installers and patch files page's address. */
function uploadHint(message: string, filesPage: string): DeskMessageWith {
  return { message, components: [<Link to={filesPage} />] };
}

export interface PatchRow {
  title: string;
  description: string;
  releaseDate: Date | string;
  fileId: number;
  requiresLicence: boolean;
  visible: boolean;
}

/** An update patch's fields: a new one's file is chosen from none; a saved one's words are marked with its language. */
export function patchFields(files: FileLike[], page: Pick<PageText, "text" | "intlLocale">, filesPage: string, adding: boolean): DeskField<PatchRow>[] {
  return [
    { name: "title", label: "Title", content: true, required: true, maxLength: 200, value: (patch) => patch?.title ?? "" },
    {
      name: "description",
      label: "Release notes",
      kind: "textarea",
      content: true,
      hint: "HTML, as the update's page shows it (paragraphs and lists).",
      maxLength: 20000,
      value: (patch) => patch?.description ?? "",
    },
    { name: "releaseDate", label: "Release date", kind: "date", required: true, value: (patch) => (patch ? dayOf(patch.releaseDate) : "") },
    {
      name: "fileId",
      label: "Patch file",
      kind: "select",
      required: true,
      placeholder: adding ? "Choose a patch file" : undefined,
      hint: adding
        ? uploadHint("Upload it first on the <0>Installers and patch files</0> page, as an update patch file.", filesPage)
        : uploadHint("Upload a new one on the <0>Installers and patch files</0> page first, as an update patch file.", filesPage),
      data: true,
      options: fileOptions(files, page),
      value: (patch) => (patch ? String(patch.fileId) : ""),
    },
    {
      name: "requiresLicence",
      label: "Needs a licence",
      kind: "checkbox",
      hint: "Untick for a free update that every owner may download.",
      value: (patch) => patch?.requiresLicence ?? true,
    },
    { name: "visible", label: "Shown on the site", kind: "checkbox", value: (patch) => patch?.visible ?? true },
  ];
}

export interface InstallerRow {
  nimFileId: number | null;
  nimOnline: boolean;
  msiFileId: number | null;
}

/** A version's installer and MSI package in one language: added with none yet, or changed for a new upload. */
export function installerFields(
  installers: FileLike[],
  page: Pick<PageText, "text" | "intlLocale">,
  filesPage: string,
  adding: boolean,
): DeskField<InstallerRow>[] {
  return [
    {
      name: "nimFileId",
      label: "Installer",
      kind: "select",
      placeholder: adding ? "No installer yet" : "No installer",
      hint: adding
        ? uploadHint("Upload it first on the <0>Installers and patch files</0> page.", filesPage)
        : uploadHint("Upload a new one on the <0>Installers and patch files</0> page first.", filesPage),
      data: true,
      options: fileOptions(installers, page),
      value: (row) => String(row?.nimFileId ?? ""),
    },
    { name: "nimOnline", label: "Offered for download", kind: "checkbox", value: (row) => row?.nimOnline ?? true },
    {
      name: "msiFileId",
      label: "MSI package",
      kind: "select",
      placeholder: "None",
      hint: adding ? undefined : "The package for network deployment (the reader app for Windows).",
      data: true,
      options: fileOptions(installers, page),
      value: (row) => String(row?.msiFileId ?? ""),
    },
  ];
}

export interface VersionRow {
  major: number;
  minor: number;
  build: number;
  releaseDate: Date | string;
  description: string;
  visible: boolean;
}

/** A version's number, release date and notes (its words in English, as stored), and whether the site shows it. */
export const VERSION_FIELDS: DeskField<VersionRow>[] = [
  { name: "major", label: "Major version", kind: "numeric", required: true, value: (version) => String(version?.major ?? "") },
  { name: "minor", label: "Minor version", kind: "numeric", required: true, value: (version) => String(version?.minor ?? "") },
  { name: "build", label: "Build", kind: "numeric", required: true, value: (version) => String(version?.build ?? 0) },
  { name: "releaseDate", label: "Release date", kind: "date", required: true, value: (version) => (version ? dayOf(version.releaseDate) : "") },
  { name: "description", label: "Description", kind: "textarea", content: true, maxLength: 2000, value: (version) => version?.description ?? "" },
  { name: "visible", label: "Shown on the site", kind: "checkbox", value: (version) => version?.visible ?? true },
];

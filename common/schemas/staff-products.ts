/**
 * Valibot schemas and limits of the staff desk's Products and downloads section: products,
 * versions, version languages, update patches, and the installer and patch files uploaded to
 * the DOWNLOADS bucket (in one request without JavaScript, in parts with it).
 */
import * as v from "valibot";
import { numericId, oneOf, optionalCheckbox, optionalText, requiredText, fieldMessage } from "./fields";
import { revisionField } from "./staff";
import { formatBytes } from "../file-size";

export const FILE_KIND_NAMES = ["installer", "patch"] as const;
export const FILE_KIND_LABELS = { installer: "Installer", patch: "Update patch file" } as const;

/** What each kind of file may be, by its name's ending, and the type it is served with. */
export const FILE_TYPES: Record<(typeof FILE_KIND_NAMES)[number], Record<string, string>> = {
  installer: {
    ".exe": "application/vnd.microsoft.portable-executable",
    ".msi": "application/x-msi",
    ".zip": "application/zip",
    ".dmg": "application/x-apple-diskimage",
    ".pkg": "application/octet-stream",
    ".apk": "application/vnd.android.package-archive",
  },
  patch: {
    ".exe": "application/vnd.microsoft.portable-executable",
    ".msi": "application/x-msi",
    ".msp": "application/octet-stream",
    ".zip": "application/zip",
  },
};

const MB = 1024 * 1024;
/** Parts sent by the upload script: R2 wants every part but the last the same size, at least 5 MB. */
export const UPLOAD_PART_BYTES = 8 * MB;
/** The largest file: 4 GB (500 parts). */
export const UPLOAD_MAX_BYTES = 4 * 1024 * MB;
/**
 * The largest file the form takes in one request (without JavaScript). The Worker has to
 * read a form's file into memory, so this stays well under its 128 MB.
 */
export const SINGLE_UPLOAD_MAX_BYTES = 50 * MB;

export function fileExtension(name: string): string {
  const match = /\.[A-Za-z0-9]{1,5}$/.exec(name);
  return match ? match[0].toLowerCase() : "";
}

/** The type a file of this kind and name is served with, or null when that kind cannot be that file. */
export function contentTypeFor(kind: (typeof FILE_KIND_NAMES)[number], name: string): string | null {
  return FILE_TYPES[kind][fileExtension(name)] ?? null;
}

export function allowedEndings(kind: (typeof FILE_KIND_NAMES)[number]): string {
  return Object.keys(FILE_TYPES[kind]).join(", ");
}

export { formatBytes };

const kindField = oneOf("Kind of file", FILE_KIND_NAMES, "Choose Installer or Update patch file");

/** A SHA-256 the browser computed (64 hex digits), or empty when it could not. */
const sha256Field = v.pipe(
  optionalText("Checksum", 64),
  v.transform((value) => value.toLowerCase()),
  v.check((value) => value === "" || /^[0-9a-f]{64}$/.test(value), "Checksum must be 64 hexadecimal digits (a SHA-256)"),
);

/** A file name as a browser sends it: the name without any folder, no control characters. */
const fileNameField = v.pipe(
  requiredText("File name", 200),
  v.check((value) => !/[\u0000-\u001f/\\]/.test(value), "File name may not contain slashes or control characters"),
);

const sizeField = v.pipe(
  v.union([v.string(), v.number()], "Size is required"),
  v.title("Size"),
  v.transform((value) => String(value).trim()),
  v.regex(/^\d{1,13}$/, "Size must be a number of bytes"),
  v.transform(Number),
  v.minValue(1, "The file is empty: choose the installer itself"),
  v.maxValue(UPLOAD_MAX_BYTES, `The file is larger than ${formatBytes(UPLOAD_MAX_BYTES)}, the largest that can be uploaded`),
);

/** The form without JavaScript: the file itself, in one request. */
export const fileUploadSchema = v.object({
  kind: kindField,
  file: v.pipe(v.any(), v.title("File")),
  sha256: sha256Field,
});

/** The upload script's first call: what is about to be sent. */
export const uploadStartSchema = v.object({ kind: kindField, name: fileNameField, size: sizeField });

/** The multipart upload a call continues: its id and the key it was created for. */
const uploadRef = {
  uploadId: requiredText("Upload", 1000),
  key: v.pipe(requiredText("Key", 400), v.regex(/^uploads\/(installer|patch)\/[0-9a-f-]{36}\/[^/]+$/, "That is not an upload of this desk")),
};

export const uploadPartSchema = v.object({
  ...uploadRef,
  partNumber: v.pipe(numericId("Part"), v.maxValue(Math.ceil(UPLOAD_MAX_BYTES / UPLOAD_PART_BYTES), "There are too many parts")),
});

const partsField = v.pipe(
  v.union([v.string(), v.array(v.object({ partNumber: v.number(), etag: v.string() }))], "Parts are required"),
  v.title("Parts"),
  v.transform((value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }),
  v.array(
    v.object({ partNumber: v.pipe(v.number(), v.integer(), v.minValue(1)), etag: v.pipe(v.string(), v.maxLength(200)) }),
    "Parts must list each part's number and etag",
  ),
  v.minLength(1, "No part was uploaded"),
);

export const uploadCompleteSchema = v.object({ ...uploadRef, kind: kindField, name: fileNameField, parts: partsField, sha256: sha256Field });

export const uploadAbortSchema = v.object(uploadRef);

export const downloadFileParamSchema = v.object({ id: numericId("File") });

const day = (label: string) =>
  v.pipe(
    requiredText(label, 10),
    v.check((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)), fieldMessage("{label} must be a date, like 2026-11-24", label)),
    v.transform((value) => new Date(`${value}T09:00:00Z`)),
  );

const wholeNumber = (label: string, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()], fieldMessage("{label} is required", label)),
    v.title(label),
    v.transform((value) => String(value).trim()),
    v.regex(/^\d{1,6}$/, fieldMessage("{label} must be a whole number", label)),
    v.transform(Number),
    v.maxValue(max, fieldMessage("{label} must be at most {max}", label, { max })),
  );

/** An optional file record: empty for none. */
const optionalFileId = (label: string) =>
  v.pipe(
    v.optional(v.union([v.string(), v.number()]), ""),
    v.title(label),
    v.transform((value) => String(value).trim()),
    v.regex(/^\d{0,12}$/, fieldMessage("Choose a file for {lowerLabel}", label)),
    v.transform((value) => (value === "" ? null : Number(value))),
  );

export const productSaveSchema = v.object({
  id: numericId("Product"),
  revision: revisionField,
  name: requiredText("Name", 120),
  shortDescription: optionalText("Short description", 500),
  visible: optionalCheckbox("Shown on the site"),
  online: optionalCheckbox("Listed with current products"),
  offerTrial: optionalCheckbox("Offers a free trial"),
});

const versionFields = {
  major: wholeNumber("Major version", 9999),
  minor: wholeNumber("Minor version", 99),
  build: wholeNumber("Build", 999999),
  description: optionalText("Description", 2000),
  releaseDate: day("Release date"),
  visible: optionalCheckbox("Shown on the site"),
};

export const versionCreateSchema = v.object({ productId: numericId("Product"), ...versionFields });
export const versionSaveSchema = v.object({ id: numericId("Version"), revision: revisionField, ...versionFields });

const languageFields = {
  nimFileId: optionalFileId("Installer"),
  nimOnline: optionalCheckbox("Offered for download"),
  msiFileId: optionalFileId("MSI package"),
};

export const languageCreateSchema = v.object({ versionId: numericId("Version"), languageId: numericId("Language"), ...languageFields });
export const languageSaveSchema = v.object({ id: numericId("Version language"), revision: revisionField, ...languageFields });

const patchFields = {
  title: requiredText("Title", 200),
  description: optionalText("Release notes", 20000),
  releaseDate: day("Release date"),
  fileId: numericId("Patch file"),
  requiresLicence: optionalCheckbox("Needs a licence"),
  visible: optionalCheckbox("Shown on the site"),
};

export const patchCreateSchema = v.object({ versionId: numericId("Version"), ...patchFields });
export const patchSaveSchema = v.object({ id: numericId("Patch"), revision: revisionField, ...patchFields });

export const versionParamSchema = v.object({ id: numericId("Version") });

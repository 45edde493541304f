/**
 * Sending a file to the desk in parts (/api/v1/staff/uploads): what the hydrated uploader
 * (products-uploader.tsx) and its enhancement twin (app/enhance/staff-upload.ts) both do.
 */
import type { FieldErrors } from "@common/api-errors";
import { api } from "~/lib/api-client";
import { partwiseSha256 } from "./checksum.client";

/** An upload the server has started: where its parts go, and how big each is. */
export interface StartedUpload {
  uploadId: string;
  key: string;
  partBytes: number;
}

/**
 * Sends one part's raw bytes (not form-encoded, so not through the API client's request); the
 * answer names the part and its etag. A refusal throws with the server's message, or else
 * `failedMessage` (in the page's language).
 */
export async function sendUploadPart(started: StartedUpload, partNumber: number, bytes: Blob, signal: AbortSignal, failedMessage: string) {
  const response = await fetch(api.url("staff/uploads/part", { uploadId: started.uploadId, key: started.key, partNumber }), {
    method: "PUT",
    headers: { "X-Requested-With": "XMLHttpRequest", Accept: "application/json", "Content-Type": "application/octet-stream" },
    body: bytes,
    signal,
    credentials: "same-origin",
  });
  const body = (await response.json().catch(() => null)) as { partNumber: number; etag: string; message?: string } | null;
  if (!response.ok || !body) throw new Error(body?.message ?? failedMessage);
  return { partNumber: body.partNumber, etag: body.etag };
}

/** The upload calls name the file's name, size and checksum; on the form they are all the file field. */
export function onTheForm(fieldErrors: FieldErrors | null, fileLabel: string): FieldErrors | null {
  if (!fieldErrors) return null;
  const mapped: FieldErrors = {};
  for (const [field, entry] of Object.entries(fieldErrors)) {
    const target = field === "kind" ? "kind" : "file";
    mapped[target] = { friendlyName: target === "kind" ? entry.friendlyName : fileLabel, errors: [...(mapped[target]?.errors ?? []), ...entry.errors] };
  }
  return mapped;
}

/** The shares of the file sent that are said aloud, each once, as the upload passes them. */
const MILESTONES = [25, 50, 75];

export interface PartsProgress {
  sent: number;
  total: number;
  /** A share (percent) just passed, to be said; null when none was. */
  milestone: number | null;
}

/**
 * Sends the file's parts in turn, its SHA-256 computed as they are read, and tells `onProgress`
 * after each part. If a part fails or `signal` aborts, the upload is abandoned on the server
 * and the error thrown on; otherwise the parts and the checksum the upload is completed with.
 */
export async function sendFileInParts(
  file: File,
  started: StartedUpload,
  signal: AbortSignal,
  partFailedMessage: (partNumber: number) => string,
  onProgress: (progress: PartsProgress) => void,
): Promise<{ parts: { partNumber: number; etag: string }[]; sha256: string }> {
  const hash = partwiseSha256();
  const parts: { partNumber: number; etag: string }[] = [];
  let said = 0;
  try {
    for (let offset = 0, partNumber = 1; offset < file.size; offset += started.partBytes, partNumber++) {
      const part = file.slice(offset, offset + started.partBytes);
      hash.update(new Uint8Array(await part.arrayBuffer()));
      parts.push(await sendUploadPart(started, partNumber, part, signal, partFailedMessage(partNumber)));
      const sent = Math.min(offset + part.size, file.size);
      const percent = Math.floor((sent / file.size) * 100);
      const passed = MILESTONES.filter((mark) => percent >= mark).pop() ?? 0;
      const milestone = passed > said && sent < file.size ? passed : null;
      if (milestone) said = milestone;
      onProgress({ sent, total: file.size, milestone });
    }
  } catch (error) {
    await api.post("staff/uploads/abort", { json: { uploadId: started.uploadId, key: started.key } });
    throw error;
  }
  return { parts, sha256: hash.hex() };
}

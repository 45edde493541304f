/**
 * Sending a file to the desk in parts (/api/v1/staff/uploads): what the hydrated uploader
 * (products-uploader.tsx) and its enhancement twin (app/enhance/staff-upload.ts) both do.
 */
import { api } from "~/lib/api-client";

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

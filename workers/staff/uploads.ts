/**
 * Installer and patch files uploaded from the desk into the DOWNLOADS bucket. Without
 * JavaScript a form sends the file in one request (up to SINGLE_UPLOAD_MAX_BYTES, since the
 * Worker reads a form into memory); with it, the upload script sends parts through the Worker
 * into an R2 multipart upload (start → parts → complete, or abort), each part streamed
 * straight on. Either way the Worker then reads the stored object back as a stream to
 * compute its SHA-256, which must match the one the browser computed (when it sent one), and
 * saves the file record with its audit entry.
 */
import { eq } from "drizzle-orm";
import {
  SINGLE_UPLOAD_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_PART_BYTES,
  allowedEndings,
  contentTypeFor,
  fileUploadSchema,
  formatBytes,
  uploadAbortSchema,
  uploadCompleteSchema,
  uploadPartSchema,
  uploadStartSchema,
} from "@common/schemas/staff-products";
import { type Database, type DownloadFileKind, downloadFiles } from "../db";
import { Refusal, defineOperation, done, invalidField, refuse } from "../operation";
import { storedChecksum } from "../products";
import { auditEntry } from "../audit";
import { actorOf, staffAccess } from "./roles";

export { storedChecksum };

type Kind = DownloadFileKind;

const FILE_LABEL = "File";

function typeOrRefuse(kind: Kind, name: string): string {
  const type = contentTypeFor(kind, name);
  if (!type)
    throw Refusal.field(
      "file",
      FILE_LABEL,
      `${name} is not a file type this desk takes for that kind of file. Choose a file ending in ${allowedEndings(kind)}`,
    );
  return type;
}

/** Where an upload is stored: its own folder, so two files of one name never collide. */
function newKey(kind: Kind, name: string): string {
  return `uploads/${kind}/${crypto.randomUUID()}/${name.replace(/[^A-Za-z0-9._-]+/g, "-")}`;
}

const CHECKSUM_MISMATCH = "The file that arrived is not the file that was chosen (their SHA-256 checksums differ), so it was not kept. Upload it again.";

/** Checks the stored object against the browser's checksum and saves its record with the audit entry. */
async function recordUpload(
  db: Database,
  bucket: R2Bucket,
  actor: { userId: string; email: string },
  file: { key: string; name: string; kind: Kind; contentType: string; browserSha256: string },
) {
  const stored = await storedChecksum(bucket, file.key);
  if (!stored) throw new Refusal(refuse(409, "The upload could not be found in storage. Upload the file again."));
  if (stored.size > UPLOAD_MAX_BYTES) {
    await bucket.delete(file.key);
    throw Refusal.field("file", FILE_LABEL, `The file is larger than ${formatBytes(UPLOAD_MAX_BYTES)}, the largest that can be uploaded`);
  }
  if (file.browserSha256 && file.browserSha256 !== stored.sha256) {
    await bucket.delete(file.key);
    throw Refusal.field("sha256", "Checksum", CHECKSUM_MISMATCH);
  }
  const values = {
    key: file.key,
    name: file.name,
    kind: file.kind,
    contentType: file.contentType,
    size: stored.size,
    sha256: stored.sha256,
    uploadedByEmail: actor.email,
    uploadedAt: new Date(),
    sample: false,
  };
  // The key is unique and known before the insert, so the record and its audit entry go in one batch.
  await db.batch([
    db.insert(downloadFiles).values(values),
    auditEntry(db, actor, {
      action: "download-file.upload",
      subjectType: "download-file",
      subjectId: file.key,
      summary: `Uploaded ${file.name} (${formatBytes(stored.size)}, SHA-256 ${stored.sha256})`,
      before: null,
      after: { ...values, uploadedAt: values.uploadedAt.toISOString() },
    }),
  ]);
  const record = (await db.select().from(downloadFiles).where(eq(downloadFiles.key, file.key)).get())!;
  const message = `${record.name} is uploaded (${formatBytes(stored.size)}). Its SHA-256 checksum is ${stored.sha256}.`;
  return { file: { ...record, uploadedAt: record.uploadedAt.toISOString() }, message };
}

/** The form without JavaScript: one request carrying the file. */
export const uploadFileInOne = defineOperation({
  name: "staff-file-upload",
  input: fileUploadSchema,
  access: staffAccess,
  maxBodyBytes: SINGLE_UPLOAD_MAX_BYTES + 64 * 1024,
  run: async ({ db, env, user }, { kind, file, sha256 }) => {
    if (!(file instanceof File) || file.size === 0) return invalidField("file", FILE_LABEL, "Choose the file to upload");
    if (file.size > SINGLE_UPLOAD_MAX_BYTES) {
      return invalidField(
        "file",
        FILE_LABEL,
        `The file is larger than ${formatBytes(SINGLE_UPLOAD_MAX_BYTES)}: files that large are sent in parts, which needs JavaScript. Turn it on and upload again`,
      );
    }
    const name = file.name.split(/[\\/]/).pop()!;
    const contentType = typeOrRefuse(kind, name);
    const key = newKey(kind, name);
    await env.DOWNLOADS.put(key, file, { httpMetadata: { contentType } });
    const saved = await recordUpload(db, env.DOWNLOADS, actorOf(user), { key, name, kind, contentType, browserSha256: sha256 });
    return done(saved, { status: 201, message: saved.message });
  },
});

/** The upload script's first call: checks the file's type and size and opens the multipart upload. */
export const startUpload = defineOperation({
  name: "staff-upload-start",
  input: uploadStartSchema,
  access: staffAccess,
  run: async ({ env }, { kind, name, size }) => {
    const contentType = typeOrRefuse(kind, name);
    const key = newKey(kind, name);
    const upload = await env.DOWNLOADS.createMultipartUpload(key, { httpMetadata: { contentType } });
    return done({ uploadId: upload.uploadId, key, partBytes: UPLOAD_PART_BYTES, parts: Math.ceil(size / UPLOAD_PART_BYTES) }, { status: 201 });
  },
});

/** One part: the request's body, streamed on into the multipart upload. */
export const uploadPart = defineOperation({
  name: "staff-upload-part",
  input: uploadPartSchema,
  access: staffAccess,
  run: async ({ env, request }, { uploadId, key, partNumber }) => {
    const length = Number(request.headers.get("content-length") ?? "");
    if (!request.body || !Number.isFinite(length) || length <= 0) return refuse(400, "Send each part with its length (Content-Length).");
    if (length > UPLOAD_PART_BYTES) return refuse(413, `A part may be at most ${formatBytes(UPLOAD_PART_BYTES)}.`);
    const upload = env.DOWNLOADS.resumeMultipartUpload(key, uploadId);
    try {
      const part = await upload.uploadPart(partNumber, request.body);
      return done({ partNumber: part.partNumber, etag: part.etag });
    } catch (error) {
      console.error("upload part refused by the bucket", error);
      return refuse(404, "That upload is no longer open. Start the upload again.");
    }
  },
});

/** The last call: joins the parts, checks the checksum and saves the file record. */
export const completeUpload = defineOperation({
  name: "staff-upload-complete",
  input: uploadCompleteSchema,
  access: staffAccess,
  run: async ({ db, env, user }, { uploadId, key, kind, name, parts, sha256 }) => {
    const contentType = typeOrRefuse(kind, name);
    const upload = env.DOWNLOADS.resumeMultipartUpload(key, uploadId);
    try {
      await upload.complete(parts.sort((a, b) => a.partNumber - b.partNumber));
    } catch (error) {
      console.error("upload completion refused by the bucket", error);
      return refuse(409, "The parts of that upload could not be joined. Start the upload again.");
    }
    const saved = await recordUpload(db, env.DOWNLOADS, actorOf(user), { key, name, kind, contentType, browserSha256: sha256 });
    return done(saved, { status: 201, message: saved.message });
  },
});

/** Cancelling: the parts sent so far are thrown away. */
export const abortUpload = defineOperation({
  name: "staff-upload-abort",
  input: uploadAbortSchema,
  access: staffAccess,
  run: async ({ env }, { uploadId, key }) => {
    try {
      await env.DOWNLOADS.resumeMultipartUpload(key, uploadId).abort();
    } catch {
      // An upload that is already gone has nothing left to throw away.
    }
    return done({ message: "The upload was cancelled; nothing was kept." });
  },
});

/**
 * The desk's Products and downloads: staff upload installers and patch files (in one request
 * or in parts) whose checksum the Worker computes from the stored bytes, point version
 * languages and patches at them, and edit products and versions; every save is audited,
 * refused to ordinary accounts, checked field by field, refused when made from an old
 * revision, and shows on the public site at once (the download serves the uploaded bytes).
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_PART_BYTES } from "@common/schemas/staff-products";
import { STALE_EDIT_MESSAGE } from "@common/staff";
import { siteSeed } from "../seed/site";
import { productsSeed } from "../seed/products";
import { getDb } from "../workers/db/client";
import { issueToken } from "../workers/products/downloads";
import { loader as downloadPage } from "~/routes/products/download-file";
import { filesAction, languageAction, versionAction } from "~/routes/staff/products.server";
import { loader as versionLoader } from "~/routes/staff/products-version";
import { createSignedInUser } from "./helpers/auth";
import { submit } from "./helpers/operations";
import { createStaffUser, staffApi } from "./helpers/staff";

async function runStatements(statements: string[]) {
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50).map((sql) => env.DB.prepare(sql)));
}

beforeAll(async () => {
  await runStatements(await siteSeed.statements());
  await runStatements(await productsSeed.statements());
});

/** EasyReader for Windows 11.02 in English (seeded with a sample installer). */
const READER_LANGUAGE = 80201;
const READER_VERSION = 802;

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function bytesOf(length: number, seed: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(length));
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + seed) % 251;
  return bytes;
}

function send(path: string, cookie: string | undefined, method: string, body: unknown) {
  return staffApi(path, cookie, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

async function uploadInOne(cookie: string, name: string, bytes: Uint8Array<ArrayBuffer>, kind = "installer", sha256?: string) {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", new File([bytes], name));
  if (sha256 !== undefined) form.set("sha256", sha256);
  return staffApi("download-files", cookie, { method: "POST", body: form });
}

async function auditOf(action: string) {
  return env.DB.prepare("SELECT subject_id, before_json, after_json, actor_email FROM staff_audit WHERE action = ?1 ORDER BY id DESC").bind(action).first<{
    subject_id: string;
    before_json: string | null;
    after_json: string | null;
    actor_email: string;
  }>();
}

async function languageRevision(id: number) {
  return (await env.DB.prepare("SELECT revision, nim_file_id FROM version_languages WHERE id = ?1")
    .bind(id)
    .first<{ revision: number; nim_file_id: number }>())!;
}

describe("uploading a file in one request", () => {
  it("stores the bytes, computes their SHA-256 from the stored object, and audits the upload", async () => {
    const staff = await createStaffUser(env, "staff");
    const bytes = bytesOf(4000, 7);
    const response = await uploadInOne(staff.cookie, "EasyReader-Setup.exe", bytes, "installer", await sha256Hex(bytes));
    expect(response.status).toBe(201);
    const { file } = await response.json<{ file: { id: number; key: string; size: number; sha256: string; sample: boolean; uploadedByEmail: string } }>();
    expect(file).toMatchObject({ size: 4000, sha256: await sha256Hex(bytes), sample: false, uploadedByEmail: staff.email });
    expect(new Uint8Array(await (await env.DOWNLOADS.get(file.key))!.arrayBuffer())).toEqual(bytes);
    const audit = await auditOf("download-file.upload");
    expect(audit).toMatchObject({ subject_id: file.key, before_json: null, actor_email: staff.email });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ sha256: file.sha256, size: 4000, name: "EasyReader-Setup.exe" });
  });

  it("refuses a wrong type, an empty file and a checksum that does not match, keeping nothing", async () => {
    const staff = await createStaffUser(env, "staff");
    const before = await env.DB.prepare("SELECT count(*) AS n FROM download_files").first<{ n: number }>();
    const wrongType = await uploadInOne(staff.cookie, "notes.txt", bytesOf(10, 1));
    expect(wrongType.status).toBe(422);
    expect(await wrongType.json()).toMatchObject({ errors: { file: { errors: [expect.stringContaining(".exe, .msi, .zip")] } } });
    const patchAsInstaller = await uploadInOne(staff.cookie, "fix.msp", bytesOf(10, 1), "installer");
    expect(patchAsInstaller.status).toBe(422);
    const empty = await uploadInOne(staff.cookie, "Setup.exe", new Uint8Array(0));
    expect(empty.status).toBe(422);
    const mismatch = await uploadInOne(staff.cookie, "Setup.exe", bytesOf(100, 2), "installer", "0".repeat(64));
    expect(mismatch.status).toBe(422);
    expect(await mismatch.json()).toMatchObject({ errors: { sha256: { errors: [expect.stringContaining("not the file that was chosen")] } } });
    const after = await env.DB.prepare("SELECT count(*) AS n FROM download_files").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
    const stored = await env.DOWNLOADS.list({ prefix: "uploads/" });
    expect(stored.objects.every((object) => object.size !== 100)).toBe(true);
  });

  it("is not found for an ordinary account or a visitor", async () => {
    const ordinary = await createSignedInUser(env);
    for (const cookie of [ordinary.cookie, ""]) {
      const form = new FormData();
      form.set("kind", "installer");
      form.set("file", new File([bytesOf(10, 3)], "Setup.exe"));
      const response = await staffApi("download-files", cookie || undefined, { method: "POST", body: form });
      expect(response.status).toBe(404);
    }
  });
});

describe("uploading a large file in parts", () => {
  it("joins the parts, checks the browser's checksum against the stored object, and records the file", async () => {
    const staff = await createStaffUser(env, "staff");
    const bytes = bytesOf(UPLOAD_PART_BYTES + 1234, 9);
    const sha256 = await sha256Hex(bytes);
    const start = await send("uploads", staff.cookie, "POST", { kind: "installer", name: "SuperNova-Setup.msi", size: bytes.length });
    expect(start.status).toBe(201);
    const { uploadId, key, partBytes } = await start.json<{ uploadId: string; key: string; partBytes: number }>();
    const parts: { partNumber: number; etag: string }[] = [];
    for (let offset = 0, partNumber = 1; offset < bytes.length; offset += partBytes, partNumber++) {
      const query = new URLSearchParams({ uploadId, key, partNumber: String(partNumber) });
      const part = await staffApi(`uploads/part?${query}`, staff.cookie, { method: "PUT", body: bytes.slice(offset, offset + partBytes) });
      expect(part.status).toBe(200);
      parts.push(await part.json());
    }
    expect(parts).toHaveLength(2);
    const complete = await send("uploads/complete", staff.cookie, "POST", { uploadId, key, kind: "installer", name: "SuperNova-Setup.msi", parts, sha256 });
    expect(complete.status).toBe(201);
    expect(await complete.json()).toMatchObject({ file: { key, size: bytes.length, sha256, contentType: "application/x-msi" } });
  }, 30_000);

  it("refuses a type that kind of file cannot be before anything is sent, and a part from an ordinary account", async () => {
    const staff = await createStaffUser(env, "staff");
    const start = await send("uploads", staff.cookie, "POST", { kind: "patch", name: "Setup.dmg", size: 10 });
    expect(start.status).toBe(422);
    const tooBig = await send("uploads", staff.cookie, "POST", { kind: "installer", name: "Setup.exe", size: 5 * 1024 ** 4 });
    expect(tooBig.status).toBe(422);
    expect(await tooBig.json()).toMatchObject({ errors: { size: { errors: [expect.stringContaining("larger than")] } } });
    const ordinary = await createSignedInUser(env);
    const part = await staffApi(`uploads/part?uploadId=x&key=uploads/installer/00000000-0000-4000-8000-000000000000/a.exe&partNumber=1`, ordinary.cookie, {
      method: "PUT",
      body: "abc",
    });
    expect(part.status).toBe(404);
  });
});

describe("pointing a version language at an uploaded installer", () => {
  it("makes its download serve the uploaded bytes at once, audited, and refuses a second save from the same revision", async () => {
    const staff = await createStaffUser(env, "staff");
    const bytes = bytesOf(3000, 11);
    const { file } = await (await uploadInOne(staff.cookie, "EasyReader-11.02-en.exe", bytes)).json<{ file: { id: number } }>();
    const { revision, nim_file_id: sampleId } = await languageRevision(READER_LANGUAGE);

    const save = await send(`version-languages/${READER_LANGUAGE}`, staff.cookie, "PUT", { revision, nimFileId: file.id, nimOnline: "on", msiFileId: "" });
    expect(save.status).toBe(200);
    const audit = await auditOf("version-language.save");
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ nimFileId: sampleId });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ nimFileId: file.id });

    // The public download: a token leads to the file's address, which serves the uploaded bytes.
    const token = await issueToken(getDb(env.DB), { kind: "reader", versionLanguageId: READER_LANGUAGE });
    const redirect = await downloadPage({ params: { downloadToken: token }, request: new Request(`https://site.test/downloads/file/${token}`) } as never).catch(
      (thrown: Response) => thrown,
    );
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).status).toBe(302);
    const download = await SELF.fetch(new URL((redirect as Response).headers.get("Location")!, "https://site.test"));
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toContain("EasyReader-11.02-en.exe");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    const stale = await send(`version-languages/${READER_LANGUAGE}`, staff.cookie, "PUT", { revision, nimFileId: sampleId, nimOnline: "on" });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ message: STALE_EDIT_MESSAGE });
    expect((await languageRevision(READER_LANGUAGE)).nim_file_id).toBe(file.id);
  });

  it("refuses a patch file as an installer, and an unknown file, changing nothing", async () => {
    const staff = await createStaffUser(env, "staff");
    const { file } = await (await uploadInOne(staff.cookie, "fix.msp", bytesOf(50, 4), "patch")).json<{ file: { id: number } }>();
    const before = await languageRevision(READER_LANGUAGE);
    for (const nimFileId of [file.id, 99999999]) {
      const response = await send(`version-languages/${READER_LANGUAGE}`, staff.cookie, "PUT", { revision: before.revision, nimFileId, nimOnline: "on" });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ errors: { nimFileId: { errors: [expect.any(String)] } } });
    }
    expect(await languageRevision(READER_LANGUAGE)).toEqual(before);
  });
});

describe("update patches", () => {
  it("adds a patch with an uploaded file that licence holders download (a free one for everyone), audited", async () => {
    const staff = await createStaffUser(env, "staff");
    const bytes = bytesOf(700, 5);
    const { file } = await (await uploadInOne(staff.cookie, "EasyReader-11.02-update-2.zip", bytes, "patch")).json<{ file: { id: number } }>();
    const bad = await send(`versions/${READER_VERSION}/patches`, staff.cookie, "POST", { title: "", releaseDate: "someday", fileId: file.id });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json<{ errors: object }>()).errors).sort()).toEqual(["releaseDate", "title"]);

    const created = await send(`versions/${READER_VERSION}/patches`, staff.cookie, "POST", {
      title: "EasyReader for Windows 11.02 update 2",
      description: "<p>Reads footnotes.</p>",
      releaseDate: "2026-11-20",
      fileId: file.id,
      requiresLicence: "",
      visible: "on",
    });
    expect(created.status).toBe(201);
    const { id } = await created.json<{ id: number }>();
    expect(await auditOf("update-patch.create")).toMatchObject({ subject_id: String(id) });

    const served = await SELF.fetch(`https://site.test/api/v1/updates/${id}/file`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    // The patch file is not a public installer: it is served only through the update's licence check.
    expect((await SELF.fetch(`https://site.test/api/v1/downloads/files/${file.id}/x.zip`)).status).toBe(404);
  });
});

describe("products and versions", () => {
  it("saves a product's name, which the public catalogue shows at once; an old revision is refused", async () => {
    const staff = await createStaffUser(env, "staff");
    const { revision } = (await env.DB.prepare("SELECT revision FROM products WHERE id = 8").first<{ revision: number }>())!;
    const fields = { revision, name: "EasyReader for Windows PCs", shortDescription: "Read books your way.", visible: "on", online: "on" };
    const invalid = await send("products/8", staff.cookie, "PUT", { ...fields, name: "" });
    expect(invalid.status).toBe(422);
    const saved = await send("products/8", staff.cookie, "PUT", fields);
    expect(saved.status).toBe(200);
    const product = await (await SELF.fetch("https://site.test/api/v1/products/8", { headers: { "X-Requested-With": "XMLHttpRequest" } })).json<{
      name: string;
    }>();
    expect(product.name).toBe("EasyReader for Windows PCs");
    expect(await auditOf("product.save")).toMatchObject({ subject_id: "8" });
    const audited = await env.DB.prepare("SELECT count(*) AS n FROM staff_audit WHERE action = 'product.save'").first<{ n: number }>();
    const stale = await send("products/8", staff.cookie, "PUT", { ...fields, name: "Overwritten" });
    expect(stale.status).toBe(409);
    // Nothing overwritten, and no audit entry for the refused save.
    expect((await env.DB.prepare("SELECT name FROM products WHERE id = 8").first<{ name: string }>())!.name).toBe("EasyReader for Windows PCs");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM staff_audit WHERE action = 'product.save'").first<{ n: number }>()).toEqual(audited);
    const ordinary = await createSignedInUser(env);
    expect((await send("products/8", ordinary.cookie, "PUT", { ...fields, revision: revision + 1 })).status).toBe(404);
  });

  it("adds a version and edits it", async () => {
    const staff = await createStaffUser(env, "staff");
    const created = await send("products/8/versions", staff.cookie, "POST", {
      major: 12,
      minor: 1,
      build: 100,
      description: "Footnotes",
      releaseDate: "2026-11-20",
      visible: "on",
    });
    expect(created.status).toBe(201);
    const { id } = await created.json<{ id: number }>();
    const saved = await send(`versions/${id}`, staff.cookie, "PUT", {
      revision: 1,
      major: 12,
      minor: 2,
      build: 100,
      description: "Footnotes",
      releaseDate: "2026-11-21",
      visible: "on",
    });
    expect(saved.status).toBe(200);
    const version = await (await staffApi(`versions/${id}`, staff.cookie)).json<{ version: { minor: number; revision: number } }>();
    expect(version.version).toMatchObject({ minor: 2, revision: 2 });
    expect((await send(`versions/${id}`, staff.cookie, "PUT", { revision: 1, major: 12, minor: 3, build: 1, releaseDate: "2026-11-21" })).status).toBe(409);
  });
});

describe("the desk's pages", () => {
  it("show a version's installers by language, saying which are the seed's samples", async () => {
    const staff = await createStaffUser(env, "staff");
    const request = new Request(`https://site.test/staff/products/versions/${READER_VERSION}`, { headers: { Cookie: staff.cookie } });
    const page = await versionLoader({ request, params: { versionId: String(READER_VERSION) } } as never);
    const installers = new Map(page.installers.map((file) => [file.id, file]));
    const german = page.languages.find((row) => row.languageId === 2)!;
    expect(installers.get(german.nimFileId!)).toMatchObject({ sample: true, name: "ERW-11.02-de.zip" });
    expect(page.patches.length).toBeGreaterThan(0);
  });

  it("upload a file without JavaScript and point a language at it through the forms; bad input is answered field by field", async () => {
    const staff = await createStaffUser(env, "staff");
    const bytes = bytesOf(1500, 13);
    const uploaded = await submit(
      "page",
      { api: "staff/download-files", page: filesAction, pagePath: "/staff/products/files" },
      { intent: "upload", kind: "installer", sha256: "" },
      { cookie: staff.cookie, files: { file: new File([bytes], "Reader-de.msi") } },
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.message).toContain(await sha256Hex(bytes));
    const { id: fileId } = (uploaded.data as { file: { id: number } }).file;

    const german = 80202;
    const { revision } = await languageRevision(german);
    const target = { api: "", page: languageAction, pagePath: `/staff/products/version-languages/${german}` };
    const saved = await submit(
      "page",
      target,
      { intent: "save-language", id: String(german), revision: String(revision), nimFileId: String(fileId), nimOnline: "on" },
      { cookie: staff.cookie },
    );
    expect(saved).toMatchObject({ status: 200, message: "The installer files are saved." });
    expect((await languageRevision(german)).nim_file_id).toBe(fileId);

    const versionTarget = { api: "", page: versionAction, pagePath: `/staff/products/versions/${READER_VERSION}` };
    const bad = await submit(
      "page",
      versionTarget,
      { intent: "add-patch", title: "", releaseDate: "", fileId: "" },
      { cookie: staff.cookie, params: { versionId: String(READER_VERSION) } },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.fieldErrors!).sort()).toEqual(["fileId", "releaseDate", "title"]);
  });
});

/**
 * The Products and downloads section: which file each version language and each update
 * patch serves. A language's installer and MSI package must be installer records, a patch's
 * file a patch record; the public site serves the chosen file at once (changesContent).
 */
import { and, eq } from "drizzle-orm";
import { languageCreateSchema, languageSaveSchema, patchCreateSchema, patchSaveSchema } from "@common/schemas/staff-products";
import { type Database, type DownloadFileKind, downloadFiles, languages, productVersions, updatePatches, versionLanguages } from "../db";
import { Refusal, defineOperation, done, refuse } from "../operation";
import { auditEntry } from "../audit";
import { saveRowAt } from "./revision-save";
import { auditable, nextId } from "./products";
import { actorOf, staffAccess } from "./roles";
import { staleEdit } from "./versions";

/** The file record a field names, which must be of the kind the field takes. */
async function checkFile(db: Database, field: string, label: string, id: number | null, kind: DownloadFileKind): Promise<void> {
  if (id === null) return;
  const file = await db.select({ kind: downloadFiles.kind }).from(downloadFiles).where(eq(downloadFiles.id, id)).get();
  if (!file) throw Refusal.field(field, label, `Choose one of the uploaded files for ${label.toLowerCase()}`);
  if (file.kind !== kind)
    throw Refusal.field(
      field,
      label,
      kind === "installer" ? `${label} must be an installer, not an update patch file` : `${label} must be an update patch file, not an installer`,
    );
}

async function versionExists(db: Database, id: number): Promise<void> {
  const version = await db.select({ id: productVersions.id }).from(productVersions).where(eq(productVersions.id, id)).get();
  if (!version) throw new Refusal(refuse(404, "There is no version with that number."));
}

export const createVersionLanguage = defineOperation({
  name: "staff-version-language-create",
  input: languageCreateSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, { versionId, languageId, ...values }) => {
    await versionExists(db, versionId);
    const language = await db.select({ name: languages.name }).from(languages).where(eq(languages.id, languageId)).get();
    if (!language) throw Refusal.field("languageId", "Language", "Choose a language");
    const taken = await db
      .select({ id: versionLanguages.id })
      .from(versionLanguages)
      .where(and(eq(versionLanguages.productVersionId, versionId), eq(versionLanguages.languageId, languageId)))
      .get();
    if (taken) throw Refusal.field("languageId", "Language", `This version already has ${language.name}: edit that row instead`);
    await checkFile(db, "nimFileId", "Installer", values.nimFileId, "installer");
    await checkFile(db, "msiFileId", "MSI package", values.msiFileId, "installer");
    const id = await nextId(db, versionLanguages, versionLanguages.id);
    const row = { id, productVersionId: versionId, languageId, ...values };
    await db.batch([
      db.insert(versionLanguages).values(row),
      auditEntry(db, actorOf(user), {
        action: "version-language.create",
        subjectType: "version-language",
        subjectId: id,
        summary: `Added ${language.name} to version ${versionId}`,
        before: null,
        after: row,
      }),
    ]);
    const message = { id: "{name} is added to this version.", values: { name: language.name } };
    return done({ id, message }, { status: 201, message });
  },
});

export const saveVersionLanguage = defineOperation({
  name: "staff-version-language-save",
  input: languageSaveSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, { id, revision, ...values }) => {
    const before = await db.select().from(versionLanguages).where(eq(versionLanguages.id, id)).get();
    if (!before) return refuse(404, "There is no version language with that number.");
    if (before.revision !== revision) throw staleEdit();
    await checkFile(db, "nimFileId", "Installer", values.nimFileId, "installer");
    await checkFile(db, "msiFileId", "MSI package", values.msiFileId, "installer");
    await saveRowAt(db, versionLanguages, { id, revision }, values, actorOf(user), {
      action: "version-language.save",
      subjectType: "version-language",
      subjectId: id,
      summary: `Saved the installer files of version language ${id}`,
      before,
      after: { ...before, ...values, revision: revision + 1 },
    });
    const message = "The installer files are saved.";
    return done({ id, message }, { message });
  },
});

export const createPatch = defineOperation({
  name: "staff-patch-create",
  input: patchCreateSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, { versionId, ...values }) => {
    await versionExists(db, versionId);
    await checkFile(db, "fileId", "Patch file", values.fileId, "patch");
    const id = await nextId(db, updatePatches, updatePatches.id);
    const row = { id, productVersionId: versionId, ...values };
    await db.batch([
      db.insert(updatePatches).values(row),
      auditEntry(db, actorOf(user), {
        action: "update-patch.create",
        subjectType: "update-patch",
        subjectId: id,
        summary: `Added the update ${values.title}`,
        before: null,
        after: auditable(row),
      }),
    ]);
    const message = { id: "The update {title} is added.", values: { title: values.title } };
    return done({ id, message }, { status: 201, message });
  },
});

export const savePatch = defineOperation({
  name: "staff-patch-save",
  input: patchSaveSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, { id, revision, ...values }) => {
    const before = await db.select().from(updatePatches).where(eq(updatePatches.id, id)).get();
    if (!before) return refuse(404, "There is no update with that number.");
    if (before.revision !== revision) throw staleEdit();
    await checkFile(db, "fileId", "Patch file", values.fileId, "patch");
    await saveRowAt(db, updatePatches, { id, revision }, values, actorOf(user), {
      action: "update-patch.save",
      subjectType: "update-patch",
      subjectId: id,
      summary: `Saved the update ${values.title}`,
      before: auditable(before),
      after: auditable({ ...before, ...values, revision: revision + 1 }),
    });
    const message = { id: "The update {title} is saved.", values: { title: values.title } };
    return done({ id, message }, { message });
  },
});

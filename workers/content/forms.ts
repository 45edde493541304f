/**
 * The content area's forms, shared by the API (workers/api/content.ts) and the page
 * actions that serve the same forms without JavaScript: careers applications with a CV
 * stored in R2, beta registrations, and library joining instructions by email.
 */
import { and, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { type FieldErrors, fieldErrorsFromIssues } from "@common/api-errors";
import {
  CV_MAX_BYTES,
  CV_TYPES,
  betaRegistrationSchema,
  careerApplicationSchema,
  libraryInstructionsSchema,
} from "@common/schemas/content";
import type { Database } from "../db/client";
import { betaProgrammes, betaRegistrations, careerApplications, vacancies } from "../db/schema";
import { sendThroughOutbox } from "../services/support-outbox";
import { type LibraryApp, findLibrary } from "./service";

export type FormOutcome<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

function formInput(formData: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of new Set(formData.keys())) {
    const value = formData.get(key);
    if (typeof value === "string") input[key] = value;
  }
  return input;
}

function parse<S extends v.GenericSchema>(schema: S, input: Record<string, unknown>) {
  const result = v.safeParse(schema, input);
  return result.success
    ? ({ ok: true, output: result.output } as const)
    : ({ ok: false, fieldErrors: fieldErrorsFromIssues(schema, result.issues) } as const);
}

// Careers ----------------------------------------------------------------------------------

export const CV_FIELD = "cv";
export const CV_FRIENDLY_NAME = "CV";

/** The file's first bytes must match its declared type: PDF, Word 97-2003 or Word (docx). */
function signatureMatches(kind: string, bytes: Uint8Array): boolean {
  const starts = (...sig: number[]) => sig.every((byte, index) => bytes[index] === byte);
  if (kind === "pdf") return starts(0x25, 0x50, 0x44, 0x46, 0x2d); // %PDF-
  if (kind === "doc") return starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
  if (kind === "docx") return starts(0x50, 0x4b, 0x03, 0x04); // a zip container
  return false;
}

function extensionKind(fileName: string): "pdf" | "doc" | "docx" | undefined {
  const extension = fileName.toLowerCase().split(".").pop();
  return extension === "pdf" || extension === "doc" || extension === "docx" ? extension : undefined;
}

/** Checks the CV on the server: present, at most 5 MB, and really a PDF or Word file. */
type CvKind = "pdf" | "doc" | "docx";

export async function checkCv(file: FormDataEntryValue | null): Promise<{ ok: true; file: File; bytes: ArrayBuffer; kind: CvKind } | { ok: false; message: string }> {
  if (!file || typeof file === "string" || file.size === 0) return { ok: false, message: "Choose your CV to upload" };
  if (file.size > CV_MAX_BYTES) return { ok: false, message: "Your CV must be 5 MB or smaller" };
  const declared = CV_TYPES[file.type] as CvKind | undefined;
  const byName = extensionKind(file.name);
  const kind = declared ?? byName;
  const bytes = await file.arrayBuffer();
  if (!kind || (declared && byName && declared !== byName && !(declared === "doc" && byName === "docx")) || !signatureMatches(kind, new Uint8Array(bytes.slice(0, 8)))) {
    return { ok: false, message: "Your CV must be a PDF or Word document (.pdf, .doc or .docx)" };
  }
  return { ok: true, file, bytes, kind };
}

const CONTENT_TYPE_OF: Record<"pdf" | "doc" | "docx", string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export async function processApplication(env: Env, db: Database, formData: FormData): Promise<FormOutcome<{ id: number; role: string }>> {
  const fields = parse(careerApplicationSchema, formInput(formData));
  const cv = await checkCv(formData.get(CV_FIELD));
  const fieldErrors: FieldErrors = fields.ok ? {} : { ...fields.fieldErrors };
  if (!cv.ok) fieldErrors[CV_FIELD] = { friendlyName: CV_FRIENDLY_NAME, errors: [cv.message] };
  let vacancy: typeof vacancies.$inferSelect | undefined;
  if (fields.ok) {
    [vacancy] = await db.select().from(vacancies).where(and(eq(vacancies.id, fields.output.role), eq(vacancies.visible, true))).limit(1);
    if (!vacancy) fieldErrors.role = { friendlyName: "Role", errors: ["Choose a role from the list"] };
  }
  if (!fields.ok || !cv.ok || !vacancy) return { ok: false, fieldErrors };

  const key = `cvs/${new Date().toISOString().slice(0, 10)}/${crypto.randomUUID()}.${cv.kind}`;
  await env.CV_BUCKET.put(key, cv.bytes, {
    httpMetadata: { contentType: CONTENT_TYPE_OF[cv.kind] },
    customMetadata: { originalName: cv.file.name.slice(0, 200) },
  });
  const input = fields.output;
  const [row] = await db
    .insert(careerApplications)
    .values({
      vacancyId: vacancy.id,
      role: vacancy.title,
      name: input.name,
      email: input.email,
      phone: input.phone,
      coverLetter: input.coverLetter,
      cvKey: key,
      cvFileName: cv.file.name.slice(0, 200),
      cvContentType: CONTENT_TYPE_OF[cv.kind],
      cvSize: cv.file.size,
    })
    .returning({ id: careerApplications.id });
  if (!row) throw new Error("the application was not stored");
  await sendThroughOutbox(env, db, [
    {
      to: input.email,
      subject: `We have received your application: ${vacancy.title}`,
      text: `Dear ${input.name},\n\nThank you for applying for ${vacancy.title} at Dolphin. We read every application and will reply within ten working days. If you need any adjustment for an interview, reply to this email and tell us.\n\nDolphin recruitment`,
      tag: `career-application:${row.id}`,
    },
  ]);
  return { ok: true, value: { id: row.id, role: vacancy.title } };
}

export const APPLICATION_RECEIVED_MESSAGE =
  "Thank you, your application has been received. We have sent a confirmation to your email address and will reply within ten working days.";

// Beta registration ------------------------------------------------------------------------

export async function registerBetaTester(
  db: Database,
  formData: FormData | Record<string, unknown>,
  accountId: string | null,
): Promise<FormOutcome<{ id: number; productName: string; alreadyRegistered: boolean }>> {
  const input = formData instanceof FormData ? formInput(formData) : formData;
  const parsed = parse(betaRegistrationSchema, input);
  if (!parsed.ok) return parsed;
  const data = parsed.output;
  const [programme] = await db.select().from(betaProgrammes).where(eq(betaProgrammes.id, data.programme)).limit(1);
  if (!programme || !programme.open) {
    return { ok: false, fieldErrors: { programme: { friendlyName: "Beta programme", errors: ["Choose a beta programme that is open"] } } };
  }
  const [existing] = await db
    .select({ id: betaRegistrations.id })
    .from(betaRegistrations)
    .where(and(eq(betaRegistrations.programmeId, programme.id), sql`lower(${betaRegistrations.email}) = ${data.email.toLowerCase()}`))
    .limit(1);
  if (existing) {
    if (accountId) await db.update(betaRegistrations).set({ accountId }).where(eq(betaRegistrations.id, existing.id));
    return { ok: true, value: { id: existing.id, productName: programme.productName, alreadyRegistered: true } };
  }
  const [row] = await db
    .insert(betaRegistrations)
    .values({
      programmeId: programme.id,
      name: data.name,
      email: data.email,
      accountId,
      operatingSystem: data.operatingSystem,
      assistiveTechnology: data.assistiveTechnology,
    })
    .returning({ id: betaRegistrations.id });
  if (!row) throw new Error("the registration was not stored");
  return { ok: true, value: { id: row.id, productName: programme.productName, alreadyRegistered: false } };
}

export function betaConfirmation(value: { productName: string; alreadyRegistered: boolean }): string {
  return value.alreadyRegistered
    ? `You are already registered for the ${value.productName} beta. Sign in with DolphinID using the same email address to see the beta downloads.`
    : `Thank you, you are registered for the ${value.productName} beta. Sign in with DolphinID using the same email address to see the beta downloads.`;
}

// Libraries --------------------------------------------------------------------------------

export async function sendLibraryInstructions(
  env: Env,
  db: Database,
  app: LibraryApp,
  libraryId: number,
  formData: FormData,
): Promise<FormOutcome<{ email: string }> | null> {
  const library = await findLibrary(db, app, libraryId);
  if (!library) return null;
  const parsed = parse(libraryInstructionsSchema, formInput(formData));
  if (!parsed.ok) return parsed;
  await sendThroughOutbox(env, db, [
    {
      to: parsed.output.email,
      subject: `How to join ${library.name} in ${app}`,
      text: `${library.summary}\n\nHow to join:\n${library.howToJoin}\n\nLibrary website: ${library.website}\n\nDolphin`,
      tag: `library-instructions:${library.id}`,
    },
  ]);
  return { ok: true, value: { email: parsed.output.email } };
}

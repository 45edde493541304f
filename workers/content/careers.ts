/**
 * Careers applications: the text fields, a CV that really is a PDF or Word file of at most
 * 5 MB (checked on the server by declared type, name and first bytes), stored in R2 with the
 * application in D1 and a confirmation mailed through the outbox. Every problem is answered
 * at once, so the applicant corrects the form in one go.
 */
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { type FieldErrors, fieldErrorsFromIssues } from "@common/api-errors";
import { CV_MAX_BYTES, CV_TYPES, careerApplicationSchema } from "@common/schemas/content";
import { buildUrl } from "@common/routes";
import { type Database, careerApplications, vacancies } from "../db";
import { Refusal, defineOperation, done, invalid } from "../operation";
import { sendThroughOutbox } from "../services";
import { mailLanguage, serverText } from "../i18n";

export const CV_FIELD = "cv";
export const CV_FRIENDLY_NAME = "CV";

export const APPLICATION_RECEIVED_MESSAGE =
  "Thank you, your application has been received. We have sent a confirmation to your email address and will reply within ten working days.";

/** A few applications per address in an hour. */
export const CAREERS_RATE_LIMIT = { name: "careers", limit: 5, windowSeconds: 3600 };

type CvKind = "pdf" | "doc" | "docx";

const CONTENT_TYPE_OF: Record<CvKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The file's first bytes must match its kind: PDF, Word 97-2003 or Word (docx, a zip container). */
function signatureMatches(kind: CvKind, bytes: Uint8Array): boolean {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (kind === "pdf") return starts(0x25, 0x50, 0x44, 0x46, 0x2d); // %PDF-
  if (kind === "doc") return starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
  return starts(0x50, 0x4b, 0x03, 0x04);
}

function extensionKind(fileName: string): CvKind | undefined {
  const extension = fileName.toLowerCase().split(".").pop();
  return extension === "pdf" || extension === "doc" || extension === "docx" ? extension : undefined;
}

/** Checks the CV: present, at most 5 MB, and really a PDF or Word file by its type, name and first bytes. */
export async function checkCv(file: unknown): Promise<{ ok: true; file: File; bytes: ArrayBuffer; kind: CvKind } | { ok: false; message: string }> {
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: "Choose your CV to upload" };
  if (file.size > CV_MAX_BYTES) return { ok: false, message: "Your CV must be 5 MB or smaller" };
  const declared = CV_TYPES[file.type] as CvKind | undefined;
  const byName = extensionKind(file.name);
  const kind = declared ?? byName;
  const bytes = await file.arrayBuffer();
  // A Word 97-2003 type with a .docx name is what some systems declare; other mismatches are refused.
  const namesDisagree = declared && byName && declared !== byName && !(declared === "doc" && byName === "docx");
  if (!kind || namesDisagree || !signatureMatches(kind, new Uint8Array(bytes.slice(0, 8)))) {
    return { ok: false, message: "Your CV must be a PDF or Word document (.pdf, .doc or .docx)" };
  }
  return { ok: true, file, bytes, kind };
}

async function findOpenVacancy(db: Database, id: number) {
  const [vacancy] = await db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.id, id), eq(vacancies.visible, true)))
    .limit(1);
  return vacancy;
}

export const applyForJob = defineOperation({
  name: "careers-application",
  // The whole form: the shared schema checks its text fields in the effect, beside the CV,
  // so that one answer lists every problem with the fields and the file together.
  input: v.looseObject({ [CV_FIELD]: v.optional(v.unknown()) }),
  access: "anyone",
  rateLimit: CAREERS_RATE_LIMIT,
  // The CV may be 5 MB; the form's text adds a little.
  maxBodyBytes: CV_MAX_BYTES + 256 * 1024,
  run: async ({ env, db, request, locale }, input) => {
    const type = (request.headers.get("content-type") ?? "").toLowerCase();
    if (!type.startsWith("multipart/form-data")) throw Refusal.status(415, "Send the application as multipart/form-data with the CV as a file.");
    const fields = v.safeParse(careerApplicationSchema, input);
    const cv = await checkCv(input[CV_FIELD]);
    const fieldErrors: FieldErrors = fields.success ? {} : fieldErrorsFromIssues(careerApplicationSchema, fields.issues);
    if (!cv.ok) fieldErrors[CV_FIELD] = { friendlyName: CV_FRIENDLY_NAME, errors: [cv.message] };
    const vacancy = fields.success ? await findOpenVacancy(db, fields.output.role) : undefined;
    if (fields.success && !vacancy) fieldErrors.role = { friendlyName: "Role", errors: ["Choose a role from the list"] };
    if (!fields.success || !cv.ok || !vacancy) return invalid(fieldErrors);

    const application = fields.output;
    const key = `cvs/${new Date().toISOString().slice(0, 10)}/${crypto.randomUUID()}.${cv.kind}`;
    const originalName = cv.file.name.slice(0, 200);
    await env.CV_BUCKET.put(key, cv.bytes, { httpMetadata: { contentType: CONTENT_TYPE_OF[cv.kind] }, customMetadata: { originalName } });
    const [row] = await db
      .insert(careerApplications)
      .values({
        vacancyId: vacancy.id,
        role: vacancy.title,
        name: application.name,
        email: application.email,
        phone: application.phone,
        coverLetter: application.coverLetter,
        cvKey: key,
        cvFileName: originalName,
        cvContentType: CONTENT_TYPE_OF[cv.kind],
        cvSize: cv.file.size,
      })
      .returning({ id: careerApplications.id });
    if (!row) throw new Error("the application was not stored");
    await sendThroughOutbox(env, db, [
      {
        to: application.email,
        subject: serverText(locale).text("We have received your application: {role}", { role: vacancy.title }),
        text: [
          serverText(locale).text("Dear {name},", { name: application.name }),
          serverText(locale).text(
            "Thank you for applying for {role} at Dolphin. We read every application and will reply within ten working days. If you need any adjustment for an interview, reply to this email and tell us.",
            { role: vacancy.title },
          ),
          serverText(locale).text("Dolphin recruitment"),
        ].join("\n\n"),
        tag: `career-application:${row.id}`,
        lang: mailLanguage(locale),
      },
    ]);
    return done(
      { id: row.id, message: APPLICATION_RECEIVED_MESSAGE },
      { status: 201, redirect: `${buildUrl("CareersApply")}?sent=1`, message: APPLICATION_RECEIVED_MESSAGE },
    );
  },
});

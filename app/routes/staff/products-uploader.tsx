/**
 * The upload form of installers and patch files. Without JavaScript it is a plain form that
 * sends the file in one request (up to SINGLE_UPLOAD_MAX_BYTES). With it, the file goes in
 * parts through /api/v1/staff/uploads (start, each part, complete; abort when cancelled or
 * failed), its SHA-256 computed part by part as it is read, a real <progress> showing how
 * far it is, and the milestones (each quarter) said in a polite live region rather than
 * every percent, which would drown a screen reader. On a page without framework JavaScript the
 * form carries the same behaviour's texts and hidden parts, and app/enhance/staff-upload.ts
 * (loaded only here) does it.
 */
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { FieldErrors } from "@common/api-errors";
import { FILE_KIND_LABELS, FILE_KIND_NAMES, SINGLE_UPLOAD_MAX_BYTES, allowedEndings } from "@common/schemas/staff-products";
import { ActionResult, type ActionData, fieldErrorsOf, formKey } from "~/components/forms/ActionResult";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { FORM_CHECK_HEADING, summaryFromFieldErrors } from "~/lib/form-check";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { RadioGroup, errorsFor } from "~/components/forms/fields";
import { useWithoutFramework } from "~/enhance/framework";
import uploadScript from "~/enhance/staff-upload.ts?worker&url";
import { SIZE_UNITS } from "@common/file-size";
import { api } from "~/lib/api-client";
import { type PageText, useT } from "~/i18n/I18n";
import { type StartedUpload, onTheForm, sendFileInParts } from "./upload-parts";
import { formatSize } from "./products-parts";

type Phase =
  | { kind: "idle" }
  | { kind: "sending"; sent: number; total: number }
  | { kind: "done"; message: string }
  | { kind: "failed"; message: string; fieldErrors: FieldErrors | null };

/** The marks and texts app/enhance/staff-upload.ts works from, in the page's language ({name} and the like filled in by it). */
function enhancementMarks(page: PageText, filesRegion: string): Record<string, string> {
  const { text } = page;
  const texts = {
    uploading: text("Uploading {name}, {size}.", { name: "{name}", size: "{size}" }),
    percent: text("{percent}% uploaded.", { percent: "{percent}" }),
    checking: text("All parts sent. Checking the file…"),
    partFailed: text("Part {number} could not be sent. Please try again.", { number: "{number}" }),
    cancelled: text("The upload was cancelled; nothing was kept."),
    chooseFile: text("Choose the file to upload"),
    file: text("File"),
    progress: text("{sent} of {total}", { sent: "{sent}", total: "{total}" }),
    busyButton: text("Uploading…"),
  };
  const units = Object.fromEntries(
    SIZE_UNITS.map((unit) => [unit, text("{size} {unit, select, KB {KB} MB {MB} GB {GB} other {bytes}}", { size: "{size}", unit })]),
  );
  return {
    "data-staff-upload": "",
    "data-enhancement": uploadScript,
    "data-upload-texts": JSON.stringify(texts),
    "data-size-units": JSON.stringify(units),
    "data-intl-locale": page.intlLocale,
    "data-title-prefix": `${text("Error:")} `,
    "data-summary-heading": text(FORM_CHECK_HEADING),
    "data-files-region": filesRegion,
  };
}

/** `filesRegion`: the id of the list of files, which the enhancement brings in place after an upload. */
export function Uploader({ actionData, filesRegion }: { actionData: ActionData; filesRegion: string }) {
  const withoutFramework = useWithoutFramework();
  const revalidator = useRevalidator();
  const page = useT();
  const { t, text } = page;
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [announcement, setAnnouncement] = useState("");
  const controller = useRef<AbortController | null>(null);
  const errors = phase.kind === "failed" ? phase.fieldErrors : fieldErrorsOf(actionData, "upload");

  async function upload(form: HTMLFormElement) {
    const data = new FormData(form);
    const file = data.get("file");
    const kind = String(data.get("kind") ?? "");
    if (!(file instanceof File) || file.size === 0) {
      setPhase({ kind: "failed", message: "", fieldErrors: { file: { friendlyName: text("File"), errors: [text("Choose the file to upload")] } } });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setPhase({ kind: "sending", sent: 0, total: file.size });
    setAnnouncement(text("Uploading {name}, {size}.", { name: file.name, size: formatSize(file.size, page) }));
    const begun = await api.post<StartedUpload>("staff/uploads", { json: { kind, name: file.name, size: file.size } });
    if (!begun.ok) {
      if (!begun.cancelled) setPhase({ kind: "failed", message: begun.message, fieldErrors: onTheForm(begun.fieldErrors, text("File")) });
      return;
    }
    let uploaded: Awaited<ReturnType<typeof sendFileInParts>>;
    try {
      uploaded = await sendFileInParts(
        file,
        begun.data,
        abort.signal,
        (number) => text("Part {number} could not be sent. Please try again.", { number }),
        ({ sent, total, milestone }) => {
          setPhase({ kind: "sending", sent, total });
          if (milestone) setAnnouncement(text("{percent}% uploaded.", { percent: milestone }));
        },
      );
    } catch (error) {
      const cancelled = abort.signal.aborted;
      setPhase({ kind: "failed", message: cancelled ? text("The upload was cancelled; nothing was kept.") : (error as Error).message, fieldErrors: null });
      return;
    }
    setAnnouncement(text("All parts sent. Checking the file…"));
    const complete = await api.post<{ message: string }>("staff/uploads/complete", {
      json: { uploadId: begun.data.uploadId, key: begun.data.key, kind, name: file.name, parts: uploaded.parts, sha256: uploaded.sha256 },
    });
    if (!complete.ok) {
      if (!complete.cancelled) setPhase({ kind: "failed", message: complete.message, fieldErrors: onTheForm(complete.fieldErrors, text("File")) });
      return;
    }
    setAnnouncement("");
    setPhase({ kind: "done", message: complete.data.message });
    form.reset();
    await revalidator.revalidate();
  }

  const sending = phase.kind === "sending";
  return (
    <>
      <div data-upload-outcome="">
        {phase.kind === "idle" && <ActionResult result={actionData} intent="upload" />}
        {phase.kind === "done" && (
          <StatusAlert kind="success">
            <p>{phase.message}</p>
          </StatusAlert>
        )}
        {phase.kind === "failed" &&
          (phase.fieldErrors ? (
            <ErrorSummary errors={summaryFromFieldErrors(phase.fieldErrors)} />
          ) : (
            <StatusAlert kind="error">
              <p>{phase.message}</p>
            </StatusAlert>
          ))}
      </div>
      <form
        method="post"
        encType="multipart/form-data"
        className="panel"
        noValidate
        key={formKey(actionData, "upload")}
        aria-busy={sending || undefined}
        {...(withoutFramework ? enhancementMarks(page, filesRegion) : {})}
        onSubmit={(event) => {
          event.preventDefault();
          if (!sending) void upload(event.currentTarget);
        }}
      >
        <input type="hidden" name="intent" value="upload" />
        <RadioGroup
          name="kind"
          label={text("Kind of file")}
          required
          defaultValue="installer"
          options={FILE_KIND_NAMES.map((kind) => ({
            value: kind,
            label: text("{kind} ({endings})", { kind: text(FILE_KIND_LABELS[kind]), endings: allowedEndings(kind) }),
          }))}
          errors={errorsFor(errors, "kind")}
        />
        <div className={`field${errorsFor(errors, "file")?.length ? " field--error" : ""}`}>
          <label htmlFor="file" className="field__label">
            {t("File")}
          </label>
          <p id="file-hint" className="field__hint">
            {t("Up to 4 GB, sent in parts. Without JavaScript, up to {single} in one go.", { single: formatSize(SINGLE_UPLOAD_MAX_BYTES, page) })}
          </p>
          {errorsFor(errors, "file") && (
            <p id="file-error" className="field-error">
              <span className="visually-hidden">{t("Error:")} </span>
              {errorsFor(errors, "file")!.join(". ")}
            </p>
          )}
          <input
            id="file"
            name="file"
            type="file"
            required
            className="field__input"
            aria-invalid={errorsFor(errors, "file") ? true : undefined}
            aria-describedby={errorsFor(errors, "file") ? "file-hint file-error" : "file-hint"}
          />
        </div>
        {withoutFramework && (
          <div className="field" data-upload-progress="" hidden>
            <label htmlFor="upload-progress" className="field__label">
              {t("Upload progress")}
            </label>
            <progress id="upload-progress" max={1} value={0}>
              0%
            </progress>
            <p className="field__hint" data-upload-progress-text="" />
          </div>
        )}
        {sending && (
          <div className="field">
            <label htmlFor="upload-progress" className="field__label">
              {t("Upload progress")}
            </label>
            <progress id="upload-progress" max={phase.total} value={phase.sent}>
              {Math.floor((phase.sent / phase.total) * 100)}%
            </progress>
            <p className="field__hint">{t("{sent} of {total}", { sent: formatSize(phase.sent, page), total: formatSize(phase.total, page) })}</p>
          </div>
        )}
        <p role="status" aria-live="polite" className="visually-hidden" data-upload-status="">
          {announcement}
        </p>
        <div className="staff-actions">
          <button type="submit" className="button">
            {sending ? t("Uploading…") : t("Upload file")}
          </button>
          {sending && (
            <button type="button" className="button button--secondary" onClick={() => controller.current?.abort()}>
              {t("Cancel upload")}
            </button>
          )}
          {withoutFramework && (
            <button type="button" className="button button--secondary" data-upload-cancel="" hidden>
              {t("Cancel upload")}
            </button>
          )}
        </div>
      </form>
      {withoutFramework && (
        <>
          <template data-upload-success="">
            <StatusAlert kind="success">
              <p data-upload-message="" />
            </StatusAlert>
          </template>
          <template data-upload-error="">
            <StatusAlert kind="error">
              <p data-upload-message="" />
            </StatusAlert>
          </template>
        </>
      )}
    </>
  );
}

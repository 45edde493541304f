/**
 * The upload form of installers and patch files. Without JavaScript it is a plain form that
 * sends the file in one request (up to SINGLE_UPLOAD_MAX_BYTES). With it, the file goes in
 * parts through /api/v1/staff/uploads (start, each part, complete; abort when cancelled or
 * failed), its SHA-256 computed part by part as it is read, a real <progress> showing how
 * far it is, and the milestones (each quarter) said in a polite live region rather than
 * every percent, which would drown a screen reader. The form carries that behaviour's texts and
 * hidden parts, and app/enhance/staff-upload.ts (loaded only here) does it.
 */
import { FILE_KIND_LABELS, FILE_KIND_NAMES, SINGLE_UPLOAD_MAX_BYTES, allowedEndings } from "@common/schemas/staff-products";
import { ActionResult, type ActionData, fieldErrorsOf, formKey } from "~/components/forms/ActionResult";
import { FORM_CHECK_HEADING } from "~/lib/form-check";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { RadioGroup, errorsFor } from "~/components/forms/fields";
import uploadScript from "~/enhance/staff-upload.ts?worker&url";
import { SIZE_UNITS } from "@common/file-size";
import { type PageText, useT } from "~/i18n/I18n";
import { formatSize } from "./products-parts";

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
  const page = useT();
  const { t, text } = page;
  const errors = fieldErrorsOf(actionData, "upload");
  return (
    <>
      <div data-upload-outcome="">
        <ActionResult result={actionData} intent="upload" />
      </div>
      <form
        method="post"
        encType="multipart/form-data"
        className="panel"
        noValidate
        key={formKey(actionData, "upload")}
        {...enhancementMarks(page, filesRegion)}
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
        <div className="field" data-upload-progress="" hidden>
          <label htmlFor="upload-progress" className="field__label">
            {t("Upload progress")}
          </label>
          <progress id="upload-progress" max={1} value={0}>
            0%
          </progress>
          <p className="field__hint" data-upload-progress-text="" />
        </div>
        <p role="status" aria-live="polite" className="visually-hidden" data-upload-status="" />
        <div className="staff-actions">
          <button type="submit" className="button">
            {t("Upload file")}
          </button>
          <button type="button" className="button button--secondary" data-upload-cancel="" hidden>
            {t("Cancel upload")}
          </button>
        </div>
      </form>
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
  );
}

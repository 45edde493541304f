/**
 * The desk's upload form (app/routes/staff/products-uploader.tsx) on a page without framework
 * JavaScript: what the hydrated Uploader does, on the server's markup. Without any script the
 * form sends the file in one request (up to 50 MB). With this one the file goes in parts through
 * /api/v1/staff/uploads (start, each part, complete; abort when cancelled or failed), its SHA-256
 * computed part by part as it is read, the real <progress> the server rendered (hidden until
 * now) showing how far it is, each quarter said in the form's polite live region, and a
 * 'Cancel upload' button. The answer shows above the form as the hydrated one does (a success
 * said through the announcer, an error as an alert, a problem with a field as the focused error
 * summary), and the list of files is brought in place from the page's own address.
 *
 * Loaded only by pages that hold the form (it carries the hashing library): the enhancement
 * script imports it when it finds the form's `data-enhancement` (./lazy-enhancements.ts), and
 * it runs as it loads. Every text comes from the form's data attributes, in the page's language.
 */
import { announce } from "@react-aria/live-announcer";
import { formatBytesIn } from "@common/file-size";
import type { FieldErrors } from "@common/api-errors";
import { api } from "~/lib/api-client";
import { fill } from "~/lib/fill-message";
import { clearFieldErrors, summaryFromFieldErrors } from "~/lib/form-check";
import { type StartedUpload, onTheForm, sendFileInParts } from "~/routes/staff/upload-parts";
import { regionLoader } from "./page-regions";
import { clearTitlePrefix, showErrorSummary } from "./posted-form";

interface Texts {
  uploading: string;
  percent: string;
  checking: string;
  partFailed: string;
  cancelled: string;
  chooseFile: string;
  file: string;
  progress: string;
  busyButton: string;
}

function enhanceUpload(form: HTMLFormElement) {
  const texts = JSON.parse(form.dataset.uploadTexts ?? "{}") as Texts;
  const units = JSON.parse(form.dataset.sizeUnits ?? "{}") as Record<string, string>;
  const intlLocale = form.dataset.intlLocale ?? "en-GB";
  const titlePrefix = form.dataset.titlePrefix ?? "";
  const summaryHeading = form.dataset.summaryHeading ?? "";
  const outcome = form.parentElement?.querySelector<HTMLElement>("[data-upload-outcome]");
  const progressField = form.querySelector<HTMLElement>("[data-upload-progress]");
  const progress = progressField?.querySelector("progress");
  const progressText = progressField?.querySelector<HTMLElement>("[data-upload-progress-text]");
  const live = form.querySelector<HTMLElement>("[data-upload-status]");
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const cancel = form.querySelector<HTMLButtonElement>("[data-upload-cancel]");
  const successTemplate = document.querySelector<HTMLTemplateElement>("template[data-upload-success]");
  const errorTemplate = document.querySelector<HTMLTemplateElement>("template[data-upload-error]");
  const filesRegion = form.dataset.filesRegion ? document.getElementById(form.dataset.filesRegion) : null;
  if (!outcome || !progressField || !progress || !progressText || !live || !submit || !cancel || !successTemplate || !errorTemplate) return;
  const idleLabel = submit.textContent ?? "";
  const loadFiles = filesRegion ? regionLoader({ regions: [filesRegion.id], status: null, busy: filesRegion }) : null;
  let controller: AbortController | null = null;

  // As formatSize (products-parts.tsx) writes it, with the units the form carries in the page's words.
  const size = (bytes: number) => formatBytesIn(bytes, intlLocale, (amount, unit) => fill(units[unit] ?? `{size} ${unit}`, { size: amount }));

  const say = (message: string) => {
    live.textContent = message;
  };

  const setSending = (sending: boolean, sent = 0, total = 0) => {
    progressField.hidden = !sending;
    cancel.hidden = !sending;
    submit.textContent = sending ? texts.busyButton : idleLabel;
    if (sending) {
      form.setAttribute("aria-busy", "true");
      progress.max = total;
      progress.value = sent;
      progress.textContent = `${Math.floor((sent / Math.max(total, 1)) * 100)}%`;
      progressText.textContent = fill(texts.progress, { sent: size(sent), total: size(total) });
    } else form.removeAttribute("aria-busy");
  };

  /** Takes away the answer shown before: the server's, or this script's. */
  const clearOutcome = () => {
    clearFieldErrors(form);
    outcome.replaceChildren();
    clearTitlePrefix(titlePrefix);
  };

  const showAlert = (template: HTMLTemplateElement, message: string) => {
    const alert = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!alert) return;
    const text = alert.querySelector("[data-upload-message]");
    if (text) text.textContent = message;
    alert.id = `upload-outcome-${Date.now()}`;
    outcome.replaceChildren(alert);
    // An error is a role=alert, said as it appears; a success is said through the announcer, as StatusAlert does.
    if (alert.getAttribute("role") !== "alert") announce({ "aria-labelledby": alert.id }, "polite");
  };

  /** The error summary above the form, as the hydrated uploader shows it; it marks the file field with its message. */
  const showSummary = (fieldErrors: FieldErrors) => {
    showErrorSummary(summaryFromFieldErrors(fieldErrors), summaryHeading, titlePrefix, (summary) => outcome.replaceChildren(summary), fieldErrors);
  };

  const upload = async () => {
    clearOutcome();
    const data = new FormData(form);
    const file = data.get("file");
    const kind = String(data.get("kind") ?? "");
    if (!(file instanceof File) || file.size === 0) {
      showSummary({ file: { friendlyName: texts.file, errors: [texts.chooseFile] } });
      return;
    }
    const abort = new AbortController();
    controller = abort;
    setSending(true, 0, file.size);
    say(fill(texts.uploading, { name: file.name, size: size(file.size) }));
    const failed = (message: string, fieldErrors: FieldErrors | null) => {
      controller = null;
      setSending(false);
      say("");
      const onForm = onTheForm(fieldErrors, texts.file);
      if (onForm) showSummary(onForm);
      else showAlert(errorTemplate, message);
    };
    const begun = await api.post<StartedUpload>("staff/uploads", { json: { kind, name: file.name, size: file.size } });
    if (!begun.ok) {
      if (!begun.cancelled) failed(begun.message, begun.fieldErrors);
      return;
    }
    let uploaded: Awaited<ReturnType<typeof sendFileInParts>>;
    try {
      uploaded = await sendFileInParts(
        file,
        begun.data,
        abort.signal,
        (number) => fill(texts.partFailed, { number }),
        ({ sent, total, milestone }) => {
          setSending(true, sent, total);
          if (milestone) say(fill(texts.percent, { percent: milestone }));
        },
      );
    } catch (error) {
      failed(abort.signal.aborted ? texts.cancelled : (error as Error).message, null);
      return;
    }
    say(texts.checking);
    const complete = await api.post<{ message: string }>("staff/uploads/complete", {
      json: { uploadId: begun.data.uploadId, key: begun.data.key, kind, name: file.name, parts: uploaded.parts, sha256: uploaded.sha256 },
    });
    if (!complete.ok) {
      if (!complete.cancelled) failed(complete.message, complete.fieldErrors);
      return;
    }
    controller = null;
    setSending(false);
    say("");
    form.reset();
    // The list first, so the file named in the answer is in it when the answer is heard.
    await loadFiles?.(new URL(location.href));
    showAlert(successTemplate, complete.data.message);
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!controller) void upload();
  });
  cancel.addEventListener("click", () => controller?.abort());
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-staff-upload]")) enhanceUpload(form);

/**
 * The content page editor's live preview (app/routes/staff/pages-edit.tsx) on a page without
 * framework JavaScript: a moment after typing in the body stops, the body is rendered by the
 * server's own renderer (the same API call the hydrated editor makes) and shown under the
 * preview's heading. Without any script the form's 'Preview' button does it by a post.
 *
 *   <form data-live-preview="page-preview" data-live-preview-api="staff/pages/preview" data-live-preview-pause="700">
 *   <section id="page-preview" hidden> … <div data-live-preview-body></div></section>
 *
 * Like the hydrated preview it is not a live region: a screen reader is not interrupted on every
 * pause, and finds the rendered text under its heading when wanted. An empty body hides it.
 */
import { api } from "~/lib/api-client";

export function enhanceLivePreview() {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-live-preview]")) {
    const section = document.getElementById(form.dataset.livePreview ?? "");
    const target = section?.querySelector<HTMLElement>("[data-live-preview-body]");
    const path = form.dataset.livePreviewApi;
    const pause = Number(form.dataset.livePreviewPause) || 0;
    if (!section || !target || !path) continue;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest = 0;
    form.addEventListener("input", (event) => {
      const field = event.target;
      if (!(field instanceof HTMLTextAreaElement) || field.name !== "body") return;
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const body = field.value;
        const asked = ++latest;
        if (body.trim() === "") {
          section.hidden = true;
          target.replaceChildren();
          return;
        }
        const answer = await api.post<{ html: string }>(path, { json: { body } });
        // An answer overtaken by newer typing is not shown.
        if (!answer.ok || asked !== latest) return;
        // The server's renderer escapes what was typed: the same HTML the hydrated preview shows.
        target.innerHTML = answer.data.html;
        section.hidden = false;
      }, pause);
    });
  }
}

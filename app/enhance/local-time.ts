/**
 * A webinar's time in the visitor's own time zone on a page without framework JavaScript. The
 * server cannot know the zone, so it renders the "Your time" entry as a template naming the
 * start, the event's own zone and the page's formatting language; this fills it in with the
 * same formatter the hydrated page uses. Nothing is added when the visitor is in the event's zone.
 */
import { webinarDateFormatter } from "~/features/events/webinar-date";

export function enhanceLocalTime() {
  const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  for (const template of document.querySelectorAll<HTMLTemplateElement>("template[data-local-time]")) {
    const { start, zone, intlLocale, english } = template.dataset;
    if (!start || !zone || !intlLocale || !visitorZone || visitorZone === zone) continue;
    const yours = webinarDateFormatter(english === "true", intlLocale)(start, visitorZone);
    const entry = template.content.cloneNode(true) as DocumentFragment;
    const time = entry.querySelector("time");
    if (time) time.textContent = `${yours.when} ${yours.zone}`;
    template.replaceWith(entry);
  }
}

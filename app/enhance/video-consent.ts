/**
 * YouTube videos on pages without framework JavaScript, as the hydrated VideoCarousel plays
 * them: 'Play video' replaces the link to YouTube; without marketing consent it first asks
 * ('Allow cookies and play' saves the choice, 'Not now' goes back), and only then is the
 * youtube-nocookie player put in, so no request leaves the site before consent. The button,
 * the notice and the player come from a template the page renders (in its language).
 */
import { CONSENT_EVENT, type ConsentEventDetail, saveConsent } from "~/features/consent/consent";

export function enhanceVideoConsent() {
  const templates = document.querySelectorAll<HTMLTemplateElement>("template[data-youtube]");
  if (templates.length === 0) return;
  // The page is rendered (and cached) for the visitor's consent choice; a choice made since is heard.
  let consented = templates[0]!.dataset.youtube === "consented";
  window.addEventListener(CONSENT_EVENT, (event) => {
    consented = (event as CustomEvent<ConsentEventDetail>).detail.given;
  });
  for (const template of templates) enhance(template, () => consented);
}

function enhance(template: HTMLTemplateElement, consented: () => boolean) {
  const frame = template.parentElement;
  const poster = frame?.querySelector<HTMLElement>(".video-card__poster");
  const link = poster?.querySelector(".video-card__play");
  const [play, notice, player] = [...template.content.children].map((child) => child.cloneNode(true) as HTMLElement);
  if (!frame || !poster || !link || !play || !notice || !player) return;
  link.replaceWith(play);
  const allow = notice.querySelector<HTMLButtonElement>("[data-youtube-allow]")!;

  const startPlaying = () => frame.querySelector(".video-card__poster, .video-card__consent")?.replaceWith(player);
  play.addEventListener("click", () => {
    if (consented()) startPlaying();
    else poster.replaceWith(notice);
  });
  notice.querySelector("[data-youtube-not-now]")?.addEventListener("click", () => {
    notice.replaceWith(poster);
    play.focus();
  });
  allow.addEventListener("click", async () => {
    allow.disabled = true;
    const failure = await saveConsent(true);
    allow.disabled = false;
    if (!failure) startPlaying();
  });
}

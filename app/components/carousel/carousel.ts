/**
 * Carousels on pages without framework JavaScript: the same paging as the hydrated Carousel
 * (previous/next that wrap, the counter, the dots, arrow keys on the controls, the address
 * `#{name}-{slide}` selecting a slide, each move announced), done on the server-rendered
 * slides. Controls, dots and messages come from templates and data attributes the page
 * renders, so they are in its language; the paging rules are the shared carousel-pages module.
 */
import { announce } from "@react-aria/live-announcer";
import { CAROUSEL_FOCUS_PADDING_PX, CAROUSEL_RESIZE_DEBOUNCE_MS } from "@common/events";
import { fill } from "~/lib/fill-message";
import { hashOfPage, pageCountOf, pageOfHash, slidesPerPageAt, stepPage } from "./carousel-pages";
import { setAnalyticsEnabled, trackEvent } from "~/features/analytics/analytics";

function cloneTemplate(root: HTMLElement, selector: string): HTMLElement | null {
  const template = root.querySelector<HTMLTemplateElement>(selector);
  const element = template?.content.firstElementChild?.cloneNode(true);
  return element instanceof HTMLElement ? element : null;
}

export function carousel(root: HTMLElement) {
  // Without React nothing else turns analytics on for a visitor who consented (a choice made later does, in saveConsent).
  if (root.dataset.analytics === "on") setAnalyticsEnabled(true);
  const { carousel: name = "", perPage: wideText = "1", continuous: continuousText, title = "", describe = "" } = root.dataset;
  const wide = Number(wideText);
  const continuous = continuousText !== "false";
  const slides = [...root.querySelectorAll<HTMLElement>(".carousel__slide")];
  const track = root.querySelector<HTMLElement>(".carousel__track");
  const controls = cloneTemplate(root, "template[data-carousel-controls]");
  const dotsTemplate = cloneTemplate(root, "template[data-carousel-dots]");
  if (!track || !controls) return;
  const counter = controls.querySelector(".carousel__counter")!;
  const counterText = counter.lastChild!;
  const counterPattern = counterText.textContent ?? "";
  const previous = controls.querySelector<HTMLButtonElement>(".carousel__previous")!;
  const next = controls.querySelector<HTMLButtonElement>(".carousel__next")!;
  const dotTemplate = dotsTemplate?.querySelector<HTMLButtonElement>(".carousel__dot");
  dotTemplate?.remove();
  const dotPattern = dotTemplate?.textContent ?? "";
  let perPage = slidesPerPageAt(window.innerWidth, wide);
  let page = 0;
  let shown = false;

  const pageCount = () => pageCountOf(slides.length, perPage);

  /** Draws page `page`: the controls appear only when there is more than one page, as in the hydrated carousel. */
  const render = () => {
    const count = pageCount();
    page = Math.min(page, count - 1);
    const enhanced = count > 1;
    root.classList.toggle("carousel--enhanced", enhanced);
    root.classList.toggle("carousel--static", !enhanced);
    root.style.setProperty("--carousel-per-page", String(perPage));
    if (enhanced && !shown) {
      root.querySelector(".carousel__header")!.appendChild(controls);
      if (dotsTemplate) root.appendChild(dotsTemplate);
      shown = true;
    } else if (!enhanced && shown) {
      controls.remove();
      dotsTemplate?.remove();
      shown = false;
    }
    track.style.transform = enhanced ? `translateX(-${page * 100}%)` : "";
    const first = page * perPage;
    slides.forEach((slide, index) => {
      const visible = !enhanced || (index >= first && index < first + perPage);
      slide.inert = !visible;
      slide.dataset.shown = String(visible);
    });
    counterText.textContent = fill(counterPattern, { page: page + 1, count });
    previous.disabled = !continuous && page === 0;
    next.disabled = !continuous && page === count - 1;
    if (dotsTemplate && dotTemplate) {
      const dots = [...dotsTemplate.querySelectorAll<HTMLButtonElement>(".carousel__dot")];
      while (dots.length < count) {
        const dot = dotTemplate.cloneNode(true) as HTMLButtonElement;
        const index = dots.length;
        dot.addEventListener("click", () => goTo(index));
        dotsTemplate.appendChild(dot);
        dots.push(dot);
      }
      dots.forEach((dot, index) => {
        dot.hidden = index >= count;
        if (index === page) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
        dot.firstElementChild!.textContent = fill(dotPattern, { page: index + 1, count });
      });
    }
  };

  const goTo = (target: number) => {
    page = target;
    render();
    history.replaceState(history.state, "", hashOfPage(name, target, perPage));
    const from = target * perPage;
    const labels = slides.slice(from, from + perPage).map((slide) => slide.dataset.label ?? "");
    announce(fill(describe, { title, page: target + 1, count: pageCount(), slides: labels.join(", ") }), "polite");
  };

  const move = (direction: -1 | 1) => {
    const count = pageCount();
    const target = stepPage(page, direction, count, continuous);
    trackEvent(direction < 0 ? "carousel_previous" : "carousel_next", "Carousel", title, `${target + 1} of ${count}`);
    goTo(target);
  };

  previous.addEventListener("click", () => move(-1));
  next.addEventListener("click", () => move(1));
  root.addEventListener("keydown", (event) => {
    if (!shown || !(event.target instanceof HTMLElement) || !event.target.closest(".carousel__controls, .carousel__dots")) return;
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      move(event.key === "ArrowLeft" ? -1 : 1);
    }
  });

  // The address selects a slide, on load and whenever it changes.
  const select = () => {
    const target = pageOfHash(window.location.hash, name, slides.length, perPage);
    if (target === null) return;
    page = target;
    render();
    const top = root.getBoundingClientRect().top + window.scrollY - CAROUSEL_FOCUS_PADDING_PX;
    window.scrollTo({ top: Math.max(0, top) });
  };
  window.addEventListener("hashchange", select);

  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener("resize", () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      perPage = slidesPerPageAt(window.innerWidth, wide);
      render();
    }, CAROUSEL_RESIZE_DEBOUNCE_MS);
  });

  render();
  select();
}

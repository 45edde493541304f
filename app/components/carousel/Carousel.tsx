/**
 * The carousel: previous/next buttons, an 'n of total' counter, dots, and the
 * URL hash `#{name}-{number}` selecting a slide. It wraps when continuous (the default), never
 * moves by itself, announces the slides it shows, and sends previous/next as analytics events.
 * Before JavaScript runs every slide is shown, so nothing is out of reach.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { announce } from "@react-aria/live-announcer";
import {
  CAROUSEL_ANIMATION_SECONDS,
  CAROUSEL_FOCUS_PADDING_PX,
  CAROUSEL_MOBILE_BELOW_PX,
  CAROUSEL_RESIZE_DEBOUNCE_MS,
  CAROUSEL_SLIDES_PER_PAGE,
} from "@common/events";
import { trackEvent } from "~/features/analytics/analytics";
import { useHydrated } from "~/hooks/useHydrated";
import { useT } from "~/i18n/I18n";

export interface CarouselProps<T> {
  /** Visible heading of the carousel, also its accessible name. */
  title: string;
  /** The hash prefix: slide 3 of name "videos" is `#videos-3`. */
  name: string;
  items: T[];
  slideLabel(item: T): string;
  renderSlide(item: T, index: number): React.ReactNode;
  /** Slides per page on wide screens; one below the mobile cut-off. */
  slidesPerPage?: number;
  continuous?: boolean;
  dots?: boolean;
  /** Duration of a move in milliseconds. */
  speedMs?: number;
  headingLevel?: 2 | 3;
}

function useSlidesPerPage(wide: number): number {
  const [perPage, setPerPage] = useState(wide);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => setPerPage(window.innerWidth < CAROUSEL_MOBILE_BELOW_PX ? 1 : wide);
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, CAROUSEL_RESIZE_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [wide]);
  return perPage;
}

export function Carousel<T>({
  title,
  name,
  items,
  slideLabel,
  renderSlide,
  slidesPerPage = CAROUSEL_SLIDES_PER_PAGE,
  continuous = true,
  dots = true,
  speedMs = CAROUSEL_ANIMATION_SECONDS * 1000,
  headingLevel = 2,
}: CarouselProps<T>) {
  const hydrated = useHydrated();
  const { t, text, locale } = useT();
  // English runs the title into "Previous videos" in lower case; other languages keep its case (German nouns).
  const titleInSentence = locale.startsWith("en") ? title.toLowerCase() : title;
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const perPage = Math.max(1, useSlidesPerPage(slidesPerPage));
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const [page, setPage] = useState(0);
  const current = Math.min(page, pageCount - 1);
  const first = current * perPage;
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const describe = useCallback(
    (target: number) => {
      const from = target * perPage;
      const shown = items.slice(from, from + perPage).map(slideLabel);
      return text("{title}: {page} of {count}. {slides}", { title, page: target + 1, count: pageCount, slides: shown.join(", ") });
    },
    [items, perPage, pageCount, slideLabel, title, text],
  );

  const goTo = useCallback(
    (target: number, options: { announce?: boolean; updateHash?: boolean } = {}) => {
      setPage(target);
      if (options.updateHash !== false) {
        history.replaceState(history.state, "", `#${name}-${target * perPage + 1}`);
      }
      if (options.announce !== false) announce(describe(target), "polite");
    },
    [describe, name, perPage],
  );

  const move = (direction: -1 | 1) => {
    let target = current + direction;
    if (target < 0) target = continuous ? pageCount - 1 : 0;
    if (target >= pageCount) target = continuous ? 0 : pageCount - 1;
    trackEvent(direction < 0 ? "carousel_previous" : "carousel_next", "Carousel", title, `${target + 1} of ${pageCount}`);
    goTo(target);
  };

  // The hash selects a slide, on load and whenever it changes.
  useEffect(() => {
    const select = () => {
      const match = new RegExp(`^#${name}-(\\d+)$`).exec(window.location.hash);
      if (!match) return;
      const slide = Math.min(Math.max(Number(match[1]), 1), items.length);
      setPage(Math.floor((slide - 1) / perPage));
      const root = rootRef.current;
      if (root) {
        const top = root.getBoundingClientRect().top + window.scrollY - CAROUSEL_FOCUS_PADDING_PX;
        window.scrollTo({ top: Math.max(0, top) });
      }
    };
    select();
    window.addEventListener("hashchange", select);
    return () => window.removeEventListener("hashchange", select);
  }, [items.length, name, perPage]);

  const atStart = !continuous && current === 0;
  const atEnd = !continuous && current === pageCount - 1;
  const enhanced = hydrated && pageCount > 1;

  return (
    <section
      ref={rootRef}
      className={`carousel ${enhanced ? "carousel--enhanced" : "carousel--static"}`}
      aria-labelledby={headingId}
      aria-roledescription={text("carousel")}
      style={{ "--carousel-per-page": perPage, "--carousel-speed": `${speedMs}ms` } as React.CSSProperties}
      onKeyDown={(event) => {
        if (!enhanced || !(event.target instanceof HTMLElement) || !event.target.closest(".carousel__controls, .carousel__dots")) return;
        if (event.key === "ArrowLeft") {
          event.preventDefault();
          move(-1);
        } else if (event.key === "ArrowRight") {
          event.preventDefault();
          move(1);
        }
      }}
    >
      <div className="carousel__header">
        <Heading id={headingId} className="carousel__title">
          {title}
        </Heading>
        {enhanced && (
          <div className="carousel__controls">
            <button type="button" className="button button--secondary carousel__previous" onClick={() => move(-1)} disabled={atStart}>
              <span aria-hidden="true">←</span> {t("Previous")}
              <span className="visually-hidden"> {titleInSentence}</span>
            </button>
            <p className="carousel__counter">
              <span className="visually-hidden">{t("Showing page")} </span>
              {t("{page} of {count}", { page: current + 1, count: pageCount })}
            </p>
            <button type="button" className="button button--secondary carousel__next" onClick={() => move(1)} disabled={atEnd}>
              {t("Next")}
              <span className="visually-hidden"> {titleInSentence}</span> <span aria-hidden="true">→</span>
            </button>
          </div>
        )}
      </div>
      <div className="carousel__viewport">
        <div className="carousel__track" style={enhanced ? { transform: `translateX(-${current * 100}%)` } : undefined}>
          {items.map((item, index) => {
            const shown = !enhanced || (index >= first && index < first + perPage);
            return (
              <div
                key={index}
                id={`${name}-${index + 1}`}
                className="carousel__slide"
                role="group"
                aria-roledescription={text("slide")}
                aria-label={text("{page} of {count}: {name}", { page: index + 1, count: items.length, name: slideLabel(item) })}
                inert={!shown}
                data-shown={shown ? "true" : "false"}
              >
                {renderSlide(item, index)}
              </div>
            );
          })}
        </div>
      </div>
      {enhanced && dots && (
        <div className="carousel__dots" role="group" aria-label={text("Choose a page of {title}", { title: titleInSentence })}>
          {Array.from({ length: pageCount }, (_, index) => (
            <button
              key={index}
              type="button"
              className="carousel__dot"
              aria-current={index === current ? "true" : undefined}
              onClick={() => goTo(index)}
            >
              <span className="visually-hidden">{t("Page {page} of {count}", { page: index + 1, count: pageCount })}</span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

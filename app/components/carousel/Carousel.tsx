/**
 * The carousel: previous/next buttons, an 'n of total' counter, dots, and the
 * URL hash `#{name}-{number}` selecting a slide. It wraps when continuous (the default), never
 * moves by itself, announces the slides it shows, and sends previous/next as analytics events.
 * Before JavaScript runs every slide is shown, so nothing is out of reach.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { announce } from "@react-aria/live-announcer";
import { CAROUSEL_ANIMATION_SECONDS, CAROUSEL_FOCUS_PADDING_PX, CAROUSEL_RESIZE_DEBOUNCE_MS, CAROUSEL_SLIDES_PER_PAGE } from "@common/events";
import { trackEvent } from "~/features/analytics/analytics";
import { useConsent } from "~/features/consent/ConsentContext";
import { useWithoutFramework } from "~/enhance/framework";
import { useHydrated } from "~/hooks/useHydrated";
import { useT } from "~/i18n/I18n";
import { hashOfPage, pageCountOf, pageOfHash, slidesPerPageAt, stepPage } from "./carousel-pages";

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
    const measure = () => setPerPage(slidesPerPageAt(window.innerWidth, wide));
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
  const withoutFramework = useWithoutFramework();
  const { consent } = useConsent();
  const { t, text, locale } = useT();
  // English runs the title into "Previous videos" in lower case; other languages keep its case (German nouns).
  const titleInSentence = locale.startsWith("en") ? title.toLowerCase() : title;
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const perPage = Math.max(1, useSlidesPerPage(slidesPerPage));
  const pageCount = pageCountOf(items.length, perPage);
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
        history.replaceState(history.state, "", hashOfPage(name, target, perPage));
      }
      if (options.announce !== false) announce(describe(target), "polite");
    },
    [describe, name, perPage],
  );

  const move = (direction: -1 | 1) => {
    const target = stepPage(current, direction, pageCount, continuous);
    trackEvent(direction < 0 ? "carousel_previous" : "carousel_next", "Carousel", title, `${target + 1} of ${pageCount}`);
    goTo(target);
  };

  // The hash selects a slide, on load and whenever it changes.
  useEffect(() => {
    const select = () => {
      const target = pageOfHash(window.location.hash, name, items.length, perPage);
      if (target === null) return;
      setPage(target);
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
      {...(withoutFramework && {
        "data-module": "carousel",
        "data-carousel": name,
        "data-per-page": slidesPerPage,
        "data-continuous": continuous ? "true" : "false",
        "data-title": title,
        // The page is rendered (and cached) for the visitor's consent: previous/next are recorded only with it.
        "data-analytics": consent === true ? "on" : "off",
        "data-describe": text("{title}: {page} of {count}. {slides}", { title, page: "{page}", count: "{count}", slides: "{slides}" }),
      })}
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
          <CarouselControls
            titleInSentence={titleInSentence}
            counter={t("{page} of {count}", { page: current + 1, count: pageCount })}
            onMove={move}
            atStart={atStart}
            atEnd={atEnd}
          />
        )}
        {/* Without the framework the enhancement script builds the controls from these, in the page's language. */}
        {withoutFramework && items.length > 1 && (
          <template data-carousel-controls="">
            <CarouselControls titleInSentence={titleInSentence} counter={text("{page} of {count}", { page: "{page}", count: "{count}" })} />
          </template>
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
                data-label={withoutFramework ? slideLabel(item) : undefined}
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
            <CarouselDot key={index} label={t("Page {page} of {count}", { page: index + 1, count: pageCount })} current={index === current} onClick={() => goTo(index)} />
          ))}
        </div>
      )}
      {withoutFramework && dots && items.length > 1 && (
        <template data-carousel-dots="">
          <div className="carousel__dots" role="group" aria-label={text("Choose a page of {title}", { title: titleInSentence })}>
            <CarouselDot label={text("Page {page} of {count}", { page: "{page}", count: "{count}" })} current={false} />
          </div>
        </template>
      )}
    </section>
  );
}

/** Previous, the 'n of total' counter and next; in a template (no handlers) for the enhancement script. */
function CarouselControls({
  titleInSentence,
  counter,
  onMove,
  atStart,
  atEnd,
}: {
  titleInSentence: string;
  counter: React.ReactNode;
  onMove?: (direction: -1 | 1) => void;
  atStart?: boolean;
  atEnd?: boolean;
}) {
  const { t } = useT();
  return (
    <div className="carousel__controls">
      <button type="button" className="button button--secondary carousel__previous" onClick={onMove && (() => onMove(-1))} disabled={atStart}>
        <span aria-hidden="true">←</span> {t("Previous")}
        <span className="visually-hidden"> {titleInSentence}</span>
      </button>
      <p className="carousel__counter">
        <span className="visually-hidden">{t("Showing page")} </span>
        {counter}
      </p>
      <button type="button" className="button button--secondary carousel__next" onClick={onMove && (() => onMove(1))} disabled={atEnd}>
        {t("Next")}
        <span className="visually-hidden"> {titleInSentence}</span> <span aria-hidden="true">→</span>
      </button>
    </div>
  );
}

function CarouselDot({ label, current, onClick }: { label: React.ReactNode; current: boolean; onClick?: () => void }) {
  return (
    <button type="button" className="carousel__dot" aria-current={current ? "true" : undefined} onClick={onClick}>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/**
 * The carousel: previous/next buttons, an 'n of total' counter, dots, and the
 * URL hash `#{name}-{number}` selecting a slide. It wraps when continuous (the default), never
 * moves by itself, announces the slides it shows, and sends previous/next as analytics events.
 * Before JavaScript runs every slide is shown, so nothing is out of reach. This renders the
 * markup; its behaviour is ./carousel.ts, started by `data-module="carousel"`.
 */
import { useId } from "react";
import { CAROUSEL_ANIMATION_SECONDS, CAROUSEL_SLIDES_PER_PAGE } from "@common/events";
import { useConsent } from "~/features/consent/ConsentContext";
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
  const { consent } = useConsent();
  const { text, locale } = useT();
  // English runs the title into "Previous videos" in lower case; other languages keep its case (German nouns).
  const titleInSentence = locale.startsWith("en") ? title.toLowerCase() : title;
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";

  return (
    <section
      className="carousel carousel--static"
      aria-labelledby={headingId}
      aria-roledescription={text("carousel")}
      style={{ "--carousel-per-page": slidesPerPage, "--carousel-speed": `${speedMs}ms` } as React.CSSProperties}
      data-module="carousel"
      data-carousel={name}
      data-per-page={slidesPerPage}
      data-continuous={continuous ? "true" : "false"}
      data-title={title}
      // The page is rendered (and cached) for the visitor's consent: previous/next are recorded only with it.
      data-analytics={consent === true ? "on" : "off"}
      data-describe={text("{title}: {page} of {count}. {slides}", { title, page: "{page}", count: "{count}", slides: "{slides}" })}
    >
      <div className="carousel__header">
        <Heading id={headingId} className="carousel__title">
          {title}
        </Heading>
        {/* ./carousel.ts builds the controls from these, in the page's language. */}
        {items.length > 1 && (
          <template data-carousel-controls="">
            <CarouselControls titleInSentence={titleInSentence} counter={text("{page} of {count}", { page: "{page}", count: "{count}" })} />
          </template>
        )}
      </div>
      <div className="carousel__viewport">
        <div className="carousel__track">
          {items.map((item, index) => (
            <div
              key={index}
              id={`${name}-${index + 1}`}
              className="carousel__slide"
              role="group"
              aria-roledescription={text("slide")}
              aria-label={text("{page} of {count}: {name}", { page: index + 1, count: items.length, name: slideLabel(item) })}
              data-shown="true"
              data-label={slideLabel(item)}
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      {dots && items.length > 1 && (
        <template data-carousel-dots="">
          <div className="carousel__dots" role="group" aria-label={text("Choose a page of {title}", { title: titleInSentence })}>
            <CarouselDot label={text("Page {page} of {count}", { page: "{page}", count: "{count}" })} current={false} />
          </div>
        </template>
      )}
    </section>
  );
}

/** Previous, the 'n of total' counter and next, in a template for ./carousel.ts. */
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

import { useEffect, useRef } from "react";
import { FORM_CHECK_HEADING, type SummaryError } from "~/lib/form-check";

const ERROR_TITLE_PREFIX = "Error: ";

/**
 * The error summary at the top of a form: a danger alert that takes focus when it
 * appears, lists every problem, and links each one to its field. While it shows, the page
 * title starts with 'Error: ' so the problem is heard when switching tabs too.
 */
export function ErrorSummary({ errors, heading = FORM_CHECK_HEADING }: { errors: SummaryError[]; heading?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const signature = errors.map((error) => `${error.fieldId}:${error.message}`).join("|");

  useEffect(() => {
    if (errors.length === 0) return;
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: "start" });
  }, [signature]);

  useEffect(() => {
    if (errors.length === 0) return;
    if (!document.title.startsWith(ERROR_TITLE_PREFIX)) document.title = ERROR_TITLE_PREFIX + document.title;
    return () => {
      if (document.title.startsWith(ERROR_TITLE_PREFIX)) document.title = document.title.slice(ERROR_TITLE_PREFIX.length);
    };
  }, [errors.length > 0]);

  if (errors.length === 0) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {heading}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={`${error.fieldId}:${error.message}`}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                const field = document.getElementById(error.fieldId);
                if (!field) return;
                event.preventDefault();
                field.scrollIntoView({ block: "center" });
                field.focus();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

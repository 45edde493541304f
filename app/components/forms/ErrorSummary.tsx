import { useEffect, useRef } from "react";
import { FORM_CHECK_HEADING, type SummaryError } from "~/lib/form-check";
import { useAnswersPost, useWithoutFramework } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";

/**
 * The error summary at the top of a form: a danger alert that takes focus when it
 * appears, lists every problem, and links each one to its field. While it shows, the page
 * title starts with 'Error: ' so the problem is heard when switching tabs too.
 */
export function ErrorSummary({ errors, heading }: { errors: SummaryError[]; heading?: string }) {
  const { t, text } = useT();
  // The prefix is read with the title, so it is in the page's language too.
  const prefix = `${text("Error:")} `;
  const ref = useRef<HTMLDivElement>(null);
  // Without framework JavaScript, app/enhance/error-summary.ts puts the prefix on the title.
  const titlePrefix = useWithoutFramework() ? { "data-title-prefix": prefix } : {};
  // The answer to a post takes focus as the page loads, even with no script at all (the
  // server's title says 'Error: ' too: app/entry.server.tsx).
  const answersPost = useAnswersPost();
  const signature = errors.map((error) => `${error.fieldId}:${error.message}`).join("|");

  useEffect(() => {
    if (errors.length === 0) return;
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: "start" });
  }, [signature]);

  useEffect(() => {
    if (errors.length === 0) return;
    if (!document.title.startsWith(prefix)) document.title = prefix + document.title;
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [errors.length > 0]);

  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      className="error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      // biome-ignore lint/a11y/noAutofocus: the answer to a post moves focus to its errors, so they are read first (also before JavaScript loads).
      autoFocus={answersPost || undefined}
      {...titlePrefix}
    >
      <h2 id="error-summary-title" className="error-summary__title">
        {heading ?? t(FORM_CHECK_HEADING)}
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

import { FORM_CHECK_HEADING, type SummaryError } from "~/lib/form-check";
import { useAnswersPost } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";

/**
 * The error summary at the top of a form: a danger alert that lists every problem and links
 * each one to its field. What it does in the browser is ./error-summary.ts: it takes focus as
 * the page loads, its links move focus to their fields, and while it shows the page's title
 * starts with 'Error: ' (its `data-title-prefix`), so the problem is heard when switching tabs
 * too.
 */
export function ErrorSummary({ errors, heading }: { errors: SummaryError[]; heading?: string }) {
  const { t, text } = useT();
  // The answer to a post takes focus as the page loads, even with no script at all (the
  // server's title says 'Error: ' too: app/entry.server.tsx).
  const answersPost = useAnswersPost();
  if (errors.length === 0) return null;
  return (
    <div
      className="error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      // biome-ignore lint/a11y/noAutofocus: the answer to a post moves focus to its errors, so they are read first (also before JavaScript loads).
      autoFocus={answersPost || undefined}
      data-module="error-summary"
      // The prefix is read with the title, so it is in the page's language too.
      data-title-prefix={`${text("Error:")} `}
    >
      <h2 id="error-summary-title" className="error-summary__title">
        {heading ?? t(FORM_CHECK_HEADING)}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={`${error.fieldId}:${error.message}`}>
            <a href={`#${error.fieldId}`}>{error.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

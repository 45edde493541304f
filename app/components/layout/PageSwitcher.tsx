import { useId } from "react";
import { useNavigate } from "react-router";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { safeSitePath } from "@common/safe-path";
import { useT } from "~/i18n/I18n";

export interface PageOption {
  label: string;
  url: string;
}

function isNavigable(url: string): boolean {
  if (safeSitePath(url)) return true;
  try {
    return ["http:", "https:"].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * The page switcher: a select of pages and a 'Go' button. It navigates to the
 * chosen option's url when the choice is confirmed, never on a mere change of selection
 * (WCAG 3.2.2: moving through the options with arrow keys must not leave the page), and logs
 * a warning for an invalid url. Without JavaScript it is a GET form answered by /go.
 */
export function PageSwitcher({ label, options, current }: { label: string; options: PageOption[]; current?: string }) {
  const navigate = useNavigate();
  const url = useLocalisedUrl();
  const id = useId();
  const { t } = useT();
  return (
    <form
      method="get"
      action={url("PageSwitch")}
      className="page-switcher"
      onSubmit={(event) => {
        event.preventDefault();
        const target = new FormData(event.currentTarget).get("to");
        if (typeof target !== "string" || !isNavigable(target)) {
          console.warn(`Page switcher: "${String(target)}" is not a valid page address`);
          return;
        }
        if (safeSitePath(target)) navigate(target);
        else window.location.assign(target);
      }}
    >
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="page-switcher__row">
        <select id={id} name="to" defaultValue={current} className="field__input">
          {options.map((option) => (
            <option key={option.url} value={option.url}>
              {option.label}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          {t("Go")}
        </button>
      </div>
    </form>
  );
}

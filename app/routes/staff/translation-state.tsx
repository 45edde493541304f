/** How the desk names where a translation stands: not translated, draft or published, and whether the English changed since. */
import type { TranslationStatus } from "./translations.server";
import { useT } from "~/i18n/I18n";

export function useTranslationStateLabel(): (status: Pick<TranslationStatus, "state" | "outOfDate">) => string {
  const { text } = useT();
  return ({ state, outOfDate }) => {
    if (state === "missing") return text("Not translated");
    if (state === "draft") return outOfDate ? text("Draft, out of date") : text("Draft");
    return outOfDate ? text("Published, out of date") : text("Published");
  };
}

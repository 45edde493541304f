/**
 * A form's human-check token field. The data attributes tell the enhancement which provider to
 * ask for a fresh token before the form is posted (app/enhance/human-check.ts), and what to say
 * when none can be had, in the page's language.
 */
import { HUMAN_CHECK_TOKEN_FAILURE } from "@common/support/messages";
import { useT } from "~/i18n/I18n";
import type { HumanCheckConfig } from "./human-check";

/** The field's marks for the provider, the check's action and its texts; none without a check. */
export function useHumanCheckMarks(config: HumanCheckConfig | null, action: string): Record<string, string> {
  const { text } = useT();
  if (!config) return {};
  return {
    "data-human-check-provider": config.provider,
    ...(config.siteKey ? { "data-human-check-site-key": config.siteKey } : {}),
    ...(config.origin ? { "data-human-check-origin": config.origin } : {}),
    "data-human-check-action": action,
    "data-error-title": text("Error!"),
    "data-check-failure": text(HUMAN_CHECK_TOKEN_FAILURE),
  };
}

/** The page's one-time token for a post without JavaScript, with the marks for a fresh one. */
export function HumanCheckField({ config, token, action }: { config: HumanCheckConfig; token: string | null; action: string }) {
  const marks = useHumanCheckMarks(config, action);
  return <input type="hidden" name="humanCheckToken" value={token ?? ""} {...marks} />;
}

/**
 * The human check of a form on a page without framework JavaScript. The form's hidden token
 * field carries the page's one-time token for a post without any script, and data attributes
 * naming the configured provider. Before the form is posted, a fresh token from that provider
 * (the same plain module the hydrated forms use: the local check's token endpoint, or the
 * hosted provider's script, loaded with the page and its nonce) replaces it.
 */
import { type HumanCheckConfig, preloadProvider, providerToken } from "~/features/support/human-check";

const PROVIDERS = new Set<HumanCheckConfig["provider"]>(["local", "recaptcha", "turnstile"]);

export interface FormHumanCheck {
  /** Puts a fresh token into the form's token field; rejects when none can be had. */
  fill(): Promise<void>;
  /** What the form says when no token can be had, in the page's language. */
  failureTitle: string;
  failureMessage: string;
}

function configOf(field: HTMLInputElement): HumanCheckConfig | null {
  const provider = field.dataset.humanCheckProvider as HumanCheckConfig["provider"];
  if (!PROVIDERS.has(provider)) return null;
  return { provider, siteKey: field.dataset.humanCheckSiteKey || null, origin: field.dataset.humanCheckOrigin || null };
}

/** The form's human check, or null when it has none. */
export function humanCheckOf(form: HTMLFormElement): FormHumanCheck | null {
  const field = form.querySelector<HTMLInputElement>("input[data-human-check-provider]");
  const config = field && configOf(field);
  if (!field || !config) return null;
  // A hosted provider's script comes with the page, as it would for a whole visit; one that
  // fails to load is asked for again when the form is sent (which then says the check failed).
  preloadProvider(config).catch(() => {});
  const { humanCheckAction = "", errorTitle = "", checkFailure = "" } = field.dataset;
  return {
    fill: async () => {
      field.value = await providerToken(config, humanCheckAction);
    },
    failureTitle: errorTitle,
    failureMessage: checkFailure,
  };
}

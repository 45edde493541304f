/**
 * The human check in the browser: the check runs first, then the form is sent. Gets a
 * token from the configured provider (the local check by default: a one-time token from this
 * server; reCAPTCHA v3 or Turnstile in production) for the form to send with its fields; the
 * server checks it with the form's operation.
 */
import { api } from "~/lib/api-client";

export interface HumanCheckConfig {
  provider: "local" | "recaptcha" | "turnstile";
  siteKey: string | null;
  /** Origin of the hosted provider's script (the server's HUMAN_CHECK_ORIGIN or the provider's own). */
  origin: string | null;
}

declare global {
  interface Window {
    grecaptcha?: { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };
    turnstile?: {
      render(
        element: HTMLElement,
        options: { sitekey: string; action?: string; size?: string; callback(token: string): void; "error-callback"(): void },
      ): string;
      remove(id: string): void;
    };
  }
}

const scripts = new Map<string, Promise<void>>();
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
      if (nonce) script.nonce = nonce;
      script.onload = () => resolve();
      // A script that failed is asked for again by the next submission.
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/** The hosted provider's script, for the configured provider (the local check has none). */
function providerScript(config: HumanCheckConfig): string | null {
  if (config.provider === "local" || !config.siteKey || !config.origin) return null;
  return config.provider === "recaptcha"
    ? `${config.origin}/recaptcha/api.js?render=${encodeURIComponent(config.siteKey)}`
    : `${config.origin}/turnstile/v0/api.js?render=explicit`;
}

/**
 * Loads the hosted provider's script ahead of a submission (once per page; nothing for the
 * local check). reCAPTCHA v3 is meant to run for the whole visit, and a form that posts
 * natively leaves the page as it sends, so a page without framework JavaScript loads it with
 * the page rather than only when the form is sent.
 */
export function preloadProvider(config: HumanCheckConfig): Promise<void> {
  const src = providerScript(config);
  return src ? loadScript(src) : Promise.resolve();
}

/** A token from the configured provider, for a form that sends it to its own server-side check. */
export async function providerToken(config: HumanCheckConfig, action: string): Promise<string> {
  if (config.provider === "local") {
    const result = await api.get<{ token: string }>("recaptcha/token", { query: { action } });
    if (!result.ok || !result.data?.token) throw new Error("no token");
    return result.data.token;
  }
  if (!config.siteKey || !config.origin) throw new Error("no site key");
  if (config.provider === "recaptcha") {
    await preloadProvider(config);
    const grecaptcha = window.grecaptcha;
    if (!grecaptcha) throw new Error("reCAPTCHA did not load");
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return grecaptcha.execute(config.siteKey, { action });
  }
  await preloadProvider(config);
  const turnstile = window.turnstile;
  if (!turnstile) throw new Error("Turnstile did not load");
  const holder = document.createElement("div");
  holder.hidden = true;
  document.body.appendChild(holder);
  try {
    return await new Promise<string>((resolve, reject) => {
      const id = turnstile.render(holder, {
        sitekey: config.siteKey!,
        action,
        size: "invisible",
        callback: resolve,
        "error-callback": () => reject(new Error("Turnstile failed")),
      });
      setTimeout(() => turnstile.remove(id), 60_000);
    });
  } finally {
    holder.remove();
  }
}

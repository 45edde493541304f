/**
 * Giving and revoking analytics and marketing cookie consent.
 * Giving: writes the cookie (through the API), enables analytics, emits "consent given".
 * Revoking: clears every non-essential cookie, disables analytics, revokes marketing
 * tracking, emits "consent revoked".
 */
import { ESSENTIAL_COOKIES } from "@common/cookie-policy";
import { api } from "~/lib/api-client";
import { setAnalyticsEnabled, trackEvent } from "~/features/analytics/analytics";

export const CONSENT_EVENT = "dolphin:consent";
export type ConsentEventDetail = { given: boolean };

export const CONSENT_ERROR_MESSAGE = "Your cookie choice could not be saved, please try again.";

/** Clears every cookie this page can see that the site does not need. */
export function clearNonEssentialCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (!name || ESSENTIAL_COOKIES.includes(name)) continue;
    // Cookies may have been set for the host or for a parent domain: clear both.
    const expired = `${name}=; Max-Age=0; Path=/`;
    document.cookie = expired;
    document.cookie = `${expired}; Domain=${location.hostname}`;
  }
}

function emit(given: boolean) {
  window.dispatchEvent(new CustomEvent<ConsentEventDetail>(CONSENT_EVENT, { detail: { given } }));
}

/** Saves the visitor's choice; resolves to an error message, or null on success. */
export async function saveConsent(given: boolean, fallbackMessage = CONSENT_ERROR_MESSAGE): Promise<string | null> {
  const result = await api.post<{ consent: boolean }>("cookie/preferences", {
    form: { consent: given ? "1" : "0" },
    fallbackMessage,
  });
  if (!result.ok) return result.cancelled ? null : result.message;
  if (given) {
    setAnalyticsEnabled(true);
    trackEvent("cookie_consent", "Cookie consent", "Accepted");
  } else {
    clearNonEssentialCookies();
    setAnalyticsEnabled(false);
  }
  emit(given);
  return null;
}

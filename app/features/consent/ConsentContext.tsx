import { createContext, useContext, useEffect } from "react";
import { setAnalyticsEnabled } from "~/features/analytics/analytics";

interface ConsentState {
  /** null until the visitor chooses. */
  consent: boolean | null;
}

const ConsentContext = createContext<ConsentState | null>(null);

/**
 * The visitor's cookie choice as the page was served, for the components whose markup depends
 * on it. A new choice is made in place by the banner's and the settings' modules
 * (./cookie-banner.ts, consent-toggle.ts), which show what follows from it themselves.
 */
export function ConsentProvider({ initial, children }: { initial: boolean | null; children: React.ReactNode }) {
  // Analytics runs only with consent already given on an earlier visit.
  useEffect(() => setAnalyticsEnabled(initial === true), [initial]);

  return <ConsentContext.Provider value={{ consent: initial }}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error("useConsent needs a ConsentProvider (the site shell has one)");
  return state;
}

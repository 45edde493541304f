import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { announce } from "@react-aria/live-announcer";
import { setAnalyticsEnabled } from "~/features/analytics/analytics";
import { useT } from "~/i18n/I18n";
import { CONSENT_ERROR_MESSAGE, saveConsent } from "./consent";

interface ConsentState {
  /** null until the visitor chooses. */
  consent: boolean | null;
  saving: boolean;
  error: string | null;
  /** Saves the choice; resolves true once saved. */
  choose(given: boolean): Promise<boolean>;
}

const ConsentContext = createContext<ConsentState | null>(null);

export function ConsentProvider({ initial, children }: { initial: boolean | null; children: React.ReactNode }) {
  const [consent, setConsent] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { text } = useT();

  // Analytics runs only with consent already given on an earlier visit.
  useEffect(() => setAnalyticsEnabled(initial === true), [initial]);

  const choose = useCallback(
    async (given: boolean) => {
      setSaving(true);
      setError(null);
      const failure = await saveConsent(given, text(CONSENT_ERROR_MESSAGE));
      setSaving(false);
      if (failure) {
        setError(failure);
        announce(failure, "assertive");
        return false;
      }
      setConsent(given);
      announce(text(given ? "Analytical and marketing cookies are allowed." : "Analytical and marketing cookies are blocked."), "polite");
      return true;
    },
    [text],
  );

  const value = useMemo(() => ({ consent, saving, error, choose }), [consent, saving, error, choose]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error("useConsent needs a ConsentProvider (the site shell has one)");
  return state;
}

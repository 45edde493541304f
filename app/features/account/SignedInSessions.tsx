/**
 * 'Where you are signed in' on Account Preferences: each live session of the account with its
 * device and browser, rough place, when it began and was last used, this one marked; a
 * 'Sign out' form per other session and 'Sign out everywhere else'; then the recent sign-in
 * history. Plain forms posting to the page action (SESSION_INTENTS), so it works without
 * JavaScript.
 */
import type { FormActionResult } from "@common/forms/action-result";
import { ActionResult } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useCountryName } from "~/features/support/countries";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { type PageText, useT } from "~/i18n/I18n";
import { SESSION_INTENTS } from "./intents";

export interface SessionView {
  id: string;
  device: string;
  browser: string;
  country: string | null;
  startedAt: string;
  lastUsedAt: string;
  current: boolean;
}

export interface HistoryView {
  event: "signed-in" | "session-ended" | "other-sessions-ended";
  device: string;
  browser: string;
  country: string | null;
  at: string;
}

/** "Chrome 131 on Windows 10", or what is known of it. */
function clientName(text: PageText["text"], client: { device: string; browser: string }): string {
  if (client.browser && client.device) return text("{browser} on {device}", { browser: client.browser, device: client.device });
  if (client.browser || client.device) return client.browser || client.device;
  return text("Unknown browser and device");
}

const EVENT_TEXT = {
  "signed-in": "Signed in",
  "session-ended": "A session was signed out from this page",
  "other-sessions-ended": "Every other session was signed out",
} as const;

export function SignedInSessions({ sessions, history, result }: { sessions: SessionView[]; history: HistoryView[]; result: FormActionResult | undefined }) {
  const url = useLocalisedUrl();
  const { t, text, formatDate, intlLocale, htmlLang } = useT();
  const countryName = useCountryName();
  // A session knows its country's ISO code only.
  const placeName = (country: string | null) => (country ? countryName({ name: country, iso3166: country }) : text("Place unknown"));
  // In UTC, and saying so: the server renders the page and does not know the reader's time zone.
  const when = (value: string) =>
    formatDate(value, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });
  const time = (value: string) => <time dateTime={value}>{when(value)}</time>;
  // `Intl` names the country in the language it formats with, which is not the page's in the pseudo-locale.
  const place = (country: string | null) =>
    country ? <span lang={intlLocale === htmlLang ? undefined : intlLocale}>{placeName(country)}</span> : t("Place unknown");
  const others = sessions.filter((session) => !session.current);
  return (
    <section aria-labelledby="sessions-heading" className="account-sessions">
      <h2 id="sessions-heading">{t("Where you are signed in")}</h2>
      <p>{t("Each browser and device signed in to your DolphinID. If you do not recognise one, sign it out and change your password.")}</p>
      <ActionResult result={result} intent={[SESSION_INTENTS.end, SESSION_INTENTS.endOthers]} />
      <ul className="session-list">
        {sessions.map((session) => {
          const name = clientName(text, session);
          return (
            <li key={session.id} className="panel">
              <h3>
                {name}
                {session.current && <> ({t("This device")})</>}
              </h3>
              <dl>
                <dt>{t("Place")}</dt>
                <dd>{place(session.country)}</dd>
                <dt>{t("Signed in")}</dt>
                <dd>{time(session.startedAt)}</dd>
                <dt>{t("Last used")}</dt>
                <dd>{time(session.lastUsedAt)}</dd>
              </dl>
              {!session.current && (
                <PostForm action={url("AccountPreferences")}>
                  <input type="hidden" name="intent" value={SESSION_INTENTS.end} />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <SubmitButton busyLabel={text("Signing out…")}>
                    {t("Sign out")}
                    <span className="visually-hidden"> {name}</span>
                  </SubmitButton>
                </PostForm>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 && (
        <PostForm action={url("AccountPreferences")}>
          <input type="hidden" name="intent" value={SESSION_INTENTS.endOthers} />
          <SubmitButton busyLabel={text("Signing out…")}>{t("Sign out everywhere else")}</SubmitButton>
        </PostForm>
      )}
      {history.length > 0 && (
        <>
          <h3>{t("Recent sign-in history")}</h3>
          <ul className="sign-in-history">
            {history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                {t("{when}: {event}, {client}, {place}", {
                  when: when(entry.at),
                  event: text(EVENT_TEXT[entry.event]),
                  client: clientName(text, entry),
                  place: placeName(entry.country),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

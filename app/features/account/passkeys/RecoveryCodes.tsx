/**
 * The ten recovery codes of a staff account, shown once: as a list a screen reader reads one
 * code at a time, each code spelt in a monospaced font, with what they are for.
 */
import { useT } from "~/i18n/I18n";

export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="recovery-codes-heading" className="panel">
      <h2 id="recovery-codes-heading">{t("Your recovery codes")}</h2>
      <p>
        {t(
          "Keep these ten codes somewhere safe, such as a password manager or on paper. Each one works once, when you cannot use your passkey or authenticator app. They are shown only now.",
        )}
      </p>
      <ol className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code translate="no">{code}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}

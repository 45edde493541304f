/**
 * The software a licence pays for, on My licences: 'Download {product} {version}' for the
 * version it covers. Where there are several languages, a form without JavaScript picks one
 * (GET to the file's address, which checks the licence); each language's file is listed with
 * its size and SHA-256, so a download can be checked. Locally the files are the seed's stand-ins,
 * and the page says so there only.
 */
import { formatBytesIn } from "@common/file-size";
import type { PageText } from "~/i18n/I18n";
import { useT } from "~/i18n/I18n";
import { useLanguageName } from "~/features/support/countries";

export interface SoftwareFileView {
  versionLanguageId: number;
  languageCode: string;
  languageName: string;
  fileName: string;
  url: string;
  size: number | null;
  sha256: string | null;
  sample: boolean;
}

export interface SoftwareView {
  version: string;
  files: SoftwareFileView[];
}

function sizeOf(bytes: number, { text, intlLocale }: Pick<PageText, "text" | "intlLocale">): string {
  return formatBytesIn(bytes, intlLocale, (size, unit) => text("{size} {unit, select, KB {KB} MB {MB} GB {GB} other {bytes}}", { size, unit }));
}

export function LicenceSoftware({
  serial,
  productName,
  software,
  standInsNote,
}: {
  serial: string;
  productName: string;
  software: SoftwareView;
  standInsNote: boolean;
}) {
  const page = useT();
  const { t, text, locale } = page;
  // In the page's language from its ISO 639-1 code (the stored English name otherwise).
  const nameOfLanguage = useLanguageName();
  const languageName = (file: SoftwareFileView) => nameOfLanguage({ name: file.languageName, iso: file.languageCode });
  const headingId = `software-${serial}`;
  const label = text("Download {product} {version}", { product: productName, version: software.version });
  const pageLanguage = locale.slice(0, 2);
  const chosen =
    software.files.find((file) => file.languageCode === pageLanguage) ?? software.files.find((file) => file.languageCode === "en") ?? software.files[0]!;
  const selectId = `software-language-${serial}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t("The software")}</h3>
      {software.files.length === 1 ? (
        <p>
          <a href={chosen.url} className="button" download>
            {label}
          </a>
        </p>
      ) : (
        <form method="get" action={chosen.url.split("?")[0]} className="software-download">
          <div className="field">
            <label htmlFor={selectId} className="field__label">
              {t("Language")}
            </label>
            {/* Names: in the page's language already (Intl's), not for a translation tool. */}
            <select id={selectId} name="id" className="field__input" defaultValue={chosen.versionLanguageId} translate="no">
              {software.files.map((file) => (
                <option key={file.versionLanguageId} value={file.versionLanguageId}>
                  {languageName(file)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button">
            {label}
          </button>
        </form>
      )}
      <table className="software-files">
        <caption>{t("Files of version {version}, to check what you downloaded", { version: software.version })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("Language")}</th>
            <th scope="col">{t("File")}</th>
            <th scope="col">{t("Size")}</th>
            <th scope="col">{t("SHA-256 checksum")}</th>
          </tr>
        </thead>
        <tbody>
          {software.files.map((file) => (
            <tr key={file.versionLanguageId}>
              <th scope="row" translate="no">
                {languageName(file)}
              </th>
              <td translate="no">{file.fileName}</td>
              <td>{file.size === null ? t("Not known") : sizeOf(file.size, page)}</td>
              <td>
                {file.sha256 ? (
                  <code className="checksum" translate="no">
                    {file.sha256}
                  </code>
                ) : (
                  t("Not known")
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {standInsNote && software.files.some((file) => file.sample) && (
        <p className="hint">{t("Local development: these files are small stand-ins the site was set up with, not the real installers.")}</p>
      )}
    </section>
  );
}

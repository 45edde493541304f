/**
 * The software section of My licences: the note that the files are stand-ins appears only where
 * the page says it is local development and the files are the seed's samples, never on a live
 * site and never beside a real installer.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { compileCatalogue } from "../../../common/i18n/compile";
import { I18nProvider, pageText } from "~/i18n/I18n";
import { readCatalogueFiles } from "../../../scripts/vite-catalogues";
import { LicenceSoftware, type SoftwareView } from "./LicenceSoftware";

/** The account pages' messages, as the build compiles them. */
const catalogue = readCatalogueFiles()["account/account"]!;

const NOTE = "Local development: these files are small stand-ins";
const LOCAL_NOTE_DE = "Lokale Entwicklung: Diese Dateien sind kleine Platzhalter";

function software(sample: boolean): SoftwareView {
  return {
    version: "23.01",
    files: [
      {
        versionLanguageId: 10301,
        languageCode: "en",
        languageName: "English",
        fileName: "SNM-23.01-en.zip",
        url: "/api/v1/licences/software/file?id=10301",
        size: 31,
        sha256: "a".repeat(64),
        sample,
      },
    ],
  };
}

function render(options: { local: boolean; sample: boolean; locale?: "en-gb" | "de-de" }): string {
  const locale = options.locale ?? "en-gb";
  const text = pageText(locale, compileCatalogue(catalogue, locale === "de-de" ? "de" : "en"));
  const section = createElement(LicenceSoftware, {
    serial: "SNM-TEST",
    productName: "SuperNova Magnifier",
    software: software(options.sample),
    standInsNote: options.local,
  });
  // biome-ignore lint/correctness/noChildrenProp: the provider's props require children, so createElement's types want them there.
  return renderToStaticMarkup(createElement(I18nProvider, { value: text, children: section }));
}

describe("the software's stand-in note", () => {
  it("is shown in local development beside the seed's samples, in the page's language", () => {
    expect(render({ local: true, sample: true })).toContain(NOTE);
    expect(render({ local: true, sample: true, locale: "de-de" })).toContain(LOCAL_NOTE_DE);
  });

  it("is never shown on a live site, nor beside a real installer", () => {
    const live = render({ local: false, sample: true });
    expect(live).toContain("Download SuperNova Magnifier 23.01");
    expect(live).not.toContain(NOTE);
    expect(render({ local: true, sample: false })).not.toContain(NOTE);
  });
});

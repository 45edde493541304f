import { COUNTDOWN_SECONDS, type CountdownLanguage } from "@common/products";
import { type PageText, useT } from "~/i18n/I18n";

interface CountdownWords {
  title: string;
  starting: (seconds: number) => string;
  started: string;
  manual: string;
  thanks: string;
  noScript: string;
}

/**
 * The countdown's words in the languages a download link can name: en, de, fr, nl. A link in
 * English (the default) follows the page's language instead, through the catalogue.
 */
export const COUNTDOWN_TEXT: Record<CountdownLanguage, CountdownWords> = {
  en: {
    title: "Your download is about to start",
    starting: (s) => `Your download starts in ${s} ${s === 1 ? "second" : "seconds"}.`,
    started: "Your download has started. Check your browser's downloads list.",
    manual: "If the download does not start, use this link to download the file",
    thanks: "What to do next",
    noScript: "Use the link below to download the file.",
  },
  de: {
    title: "Ihr Download beginnt gleich",
    starting: (s) => `Ihr Download beginnt in ${s} ${s === 1 ? "Sekunde" : "Sekunden"}.`,
    started: "Ihr Download hat begonnen. Sehen Sie in der Download-Liste Ihres Browsers nach.",
    manual: "Falls der Download nicht beginnt, laden Sie die Datei über diesen Link herunter",
    thanks: "Wie es weitergeht",
    noScript: "Laden Sie die Datei über den Link unten herunter.",
  },
  fr: {
    title: "Votre téléchargement va commencer",
    starting: (s) => `Votre téléchargement commence dans ${s} ${s === 1 ? "seconde" : "secondes"}.`,
    started: "Votre téléchargement a commencé. Consultez la liste des téléchargements de votre navigateur.",
    manual: "Si le téléchargement ne commence pas, utilisez ce lien pour télécharger le fichier",
    thanks: "Et ensuite",
    noScript: "Utilisez le lien ci-dessous pour télécharger le fichier.",
  },
  nl: {
    title: "Uw download begint zo",
    starting: (s) => `Uw download begint over ${s} ${s === 1 ? "seconde" : "seconden"}.`,
    started: "Uw download is begonnen. Kijk in de downloadlijst van uw browser.",
    manual: "Begint de download niet, gebruik dan deze link om het bestand te downloaden",
    thanks: "Hoe verder",
    noScript: "Gebruik de link hieronder om het bestand te downloaden.",
  },
};

/** The countdown's words for a link's language: the catalogue's for "en", the link's own otherwise. */
export function countdownWords(lang: CountdownLanguage, text: PageText["text"]): CountdownWords {
  if (lang !== "en") return COUNTDOWN_TEXT[lang];
  return {
    title: text("Your download is about to start"),
    starting: (seconds) => text("{seconds, plural, one {Your download starts in # second.} other {Your download starts in # seconds.}}", { seconds }),
    started: text("Your download has started. Check your browser's downloads list."),
    manual: text("If the download does not start, use this link to download the file"),
    thanks: text("What to do next"),
    noScript: text("Use the link below to download the file."),
  };
}

/**
 * What ./countdown.ts needs: what to say at
 * each second left (1 to `seconds`), what to say when it starts, and where the file is.
 */
function countdownMarks(text: CountdownWords, seconds: number, downloadUrl: string) {
  return {
    "data-module": "countdown",
    "data-countdown": JSON.stringify(Array.from({ length: seconds }, (_, index) => text.starting(index + 1))),
    "data-countdown-started": text.started,
    "data-countdown-url": downloadUrl,
  };
}

/**
 * The download countdown: ./countdown.ts counts down each second (announced politely), then
 * sets finished and goes to the download route. Without JavaScript the link does the same.
 */
export function Countdown({
  lang,
  downloadUrl,
  thanksUrl,
  seconds = COUNTDOWN_SECONDS,
}: {
  lang: CountdownLanguage;
  downloadUrl: string;
  thanksUrl: string;
  seconds?: number;
}) {
  const { text: translate } = useT();
  const text = countdownWords(lang, translate);
  return (
    <div className="countdown" data-finished="false" {...countdownMarks(text, seconds, downloadUrl)}>
      {/* The live region ./countdown.ts counts down in. */}
      <p className="countdown__status" role="status">
        {text.noScript}
      </p>
      <p>
        <a href={downloadUrl}>{text.manual}</a>
      </p>
      <p>
        <a href={thanksUrl}>{text.thanks}</a>
      </p>
    </div>
  );
}

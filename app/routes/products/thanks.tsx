import { Link } from "react-router";
import type { Route } from "./+types/thanks";
import { COUNTDOWN_LANGUAGES, type CountdownLanguage, TRIAL_DAYS } from "@common/products";
import { PageHeading } from "~/components/layout/PageHeading";
import { notFound, param } from "~/features/products/params.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { LOCALES } from "@common/locale";
import { type PageText, T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;

type ThanksKind = "reader" | "reader-msi" | "trial";

/**
 * The reader app's next steps in the languages a download link can name. A link in English
 * (the default) follows the page's language instead, through the catalogue.
 */
const READER_STEPS: Record<CountdownLanguage, { title: string; steps: string[] }> = {
  en: {
    title: "Thank you for downloading EasyReader",
    steps: [
      "Open the file you downloaded and follow the spoken installer.",
      "Start EasyReader from the Start menu or the desktop shortcut.",
      "Choose a library and sign in with your library card to borrow books.",
    ],
  },
  de: {
    title: "Danke, dass Sie EasyReader heruntergeladen haben",
    steps: [
      "Öffnen Sie die heruntergeladene Datei und folgen Sie dem gesprochenen Installationsprogramm.",
      "Starten Sie EasyReader über das Startmenü oder die Verknüpfung auf dem Desktop.",
      "Wählen Sie eine Bibliothek und melden Sie sich mit Ihrem Bibliotheksausweis an.",
    ],
  },
  fr: {
    title: "Merci d’avoir téléchargé EasyReader",
    steps: [
      "Ouvrez le fichier téléchargé et suivez l’installation parlée.",
      "Lancez EasyReader depuis le menu Démarrer ou le raccourci du bureau.",
      "Choisissez une bibliothèque et connectez-vous avec votre carte de lecteur.",
    ],
  },
  nl: {
    title: "Bedankt voor het downloaden van EasyReader",
    steps: [
      "Open het gedownloade bestand en volg de gesproken installatie.",
      "Start EasyReader vanuit het Startmenu of via de snelkoppeling op het bureaublad.",
      "Kies een bibliotheek en log in met uw bibliotheekpas.",
    ],
  },
};

function readerWords(lang: CountdownLanguage, text: PageText["text"]) {
  if (lang !== "en") return READER_STEPS[lang];
  return { title: text(READER_STEPS.en.title), steps: READER_STEPS.en.steps.map((step) => text(step)) };
}

export function loader({ params, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const kind: ThanksKind = path.includes("trial-downloads") ? "trial" : path.includes("download-msi") ? "reader-msi" : "reader";
  const lang = (params.lang === undefined ? "en" : param(params.lang, "lang")) as CountdownLanguage;
  if (!COUNTDOWN_LANGUAGES.includes(lang)) notFound();
  return { kind, lang };
}

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text } = metaText(matches);
  const title =
    data?.kind === "trial"
      ? text("Thank you for trying our software")
      : data?.kind === "reader-msi"
        ? text("Thank you for downloading the EasyReader MSI package")
        : readerWords(data?.lang ?? "en", text).title;
  return [{ title: text("{title} | Dolphin", { title }) }];
};

export default function Thanks({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  if (loaderData.kind === "trial") {
    return (
      <div className="container page">
        <PageHeading>{t("Thank you for trying our software")}</PageHeading>
        <p className="lead">{t("Your {days}-day trial starts the first time you run the product.", { days: TRIAL_DAYS })}</p>
        <ol>
          <li>{t("Open the file you downloaded and follow the installer. Speech starts during installation so you can follow along.")}</li>
          <li>{t("Restart your computer when the installer asks you to.")}</li>
          <li>{t("If you chose a dealer, they will be in touch to help you get the most from your trial.")}</li>
        </ol>
        <p>
          <T
            message="Stuck? <0>Contact our support team</0> or browse the <1>knowledge base</1>."
            components={[<Link to={url("ContactSupport")} />, <Link to={url("KnowledgeBase" as never)} />]}
          />
        </p>
      </div>
    );
  }
  if (loaderData.kind === "reader-msi") {
    return (
      <div className="container page">
        <PageHeading>{t("Thank you for downloading the EasyReader MSI package")}</PageHeading>
        <p className="lead">{t("The MSI package installs EasyReader silently across your network.")}</p>
        <ol>
          <li>{t("Copy the MSI file to your software deployment share.")}</li>
          <li>{t("Deploy it with Group Policy, Intune or your usual tool; it needs no answers during installation.")}</li>
          <li>{t("Pupils and staff sign in to their library from EasyReader the first time they start it.")}</li>
        </ol>
        <p>
          <T message="<0>Contact our support team</0> for help with deployment." components={[<Link to={url("ContactSupport")} />]} />
        </p>
      </div>
    );
  }
  const words = readerWords(loaderData.lang, text);
  const own = loaderData.lang === "en";
  return (
    <div className="container page" lang={own ? undefined : loaderData.lang}>
      <PageHeading>{words.title}</PageHeading>
      <ol>
        {words.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p lang={own ? undefined : LOCALES[locale].htmlLang}>
        <Link to={url("ContactSupport")}>{t("Contact our support team")}</Link>
      </p>
    </div>
  );
}

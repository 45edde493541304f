import { Link } from "react-router";
import type { Route } from "./+types/thanks";
import { COUNTDOWN_LANGUAGES, type CountdownLanguage, TRIAL_DAYS } from "@common/products";
import { PageHeading } from "~/components/layout/PageHeading";
import { notFound, param } from "~/features/products/params.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";

type ThanksKind = "reader" | "reader-msi" | "trial";

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

export function loader({ params, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const kind: ThanksKind = path.includes("trial-downloads") ? "trial" : path.includes("download-msi") ? "reader-msi" : "reader";
  const lang = (params.lang === undefined ? "en" : param(params.lang, "lang")) as CountdownLanguage;
  if (!COUNTDOWN_LANGUAGES.includes(lang)) notFound();
  return { kind, lang };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  {
    title: `${data?.kind === "trial" ? "Thank you for trying our software" : data?.kind === "reader-msi" ? "Thank you for downloading the EasyReader MSI package" : READER_STEPS[data?.lang ?? "en"].title} | Dolphin`,
  },
];

export default function Thanks({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  if (loaderData.kind === "trial") {
    return (
      <div className="container page">
        <PageHeading>Thank you for trying our software</PageHeading>
        <p className="lead">Your {TRIAL_DAYS}-day trial starts the first time you run the product.</p>
        <ol>
          <li>Open the file you downloaded and follow the installer. Speech starts during installation so you can follow along.</li>
          <li>Restart your computer when the installer asks you to.</li>
          <li>If you chose a dealer, they will be in touch to help you get the most from your trial.</li>
        </ol>
        <p>
          Stuck? <Link to={url("ContactSupport")}>Contact our support team</Link> or browse the{" "}
          <Link to={url("KnowledgeBase" as never)}>knowledge base</Link>.
        </p>
      </div>
    );
  }
  if (loaderData.kind === "reader-msi") {
    return (
      <div className="container page">
        <PageHeading>Thank you for downloading the EasyReader MSI package</PageHeading>
        <p className="lead">The MSI package installs EasyReader silently across your network.</p>
        <ol>
          <li>Copy the MSI file to your software deployment share.</li>
          <li>Deploy it with Group Policy, Intune or your usual tool; it needs no answers during installation.</li>
          <li>Pupils and staff sign in to their library from EasyReader the first time they start it.</li>
        </ol>
        <p>
          <Link to={url("ContactSupport")}>Contact our support team</Link> for help with deployment.
        </p>
      </div>
    );
  }
  const words = READER_STEPS[loaderData.lang];
  return (
    <div className="container page" lang={loaderData.lang}>
      <PageHeading>{words.title}</PageHeading>
      <ol>
        {words.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p lang="en">
        <Link to={url("ContactSupport")}>Contact our support team</Link>
      </p>
    </div>
  );
}

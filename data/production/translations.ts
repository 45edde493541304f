/**
 * Translations of some of the content, written for this product, so that the German, French
 * and Dutch sites show translated content where it exists and English (marked as such) where
 * it does not yet: the About page and the first two SuperNova knowledge base articles.
 */
import { type LoadMode, type SeedArea, literal } from "./sql.ts";

interface SeedTranslation {
  kind: "page" | "article" | "event" | "product";
  /** The item: a content page's hid, or an article's id. */
  item: { hid: string } | { id: number };
  language: "de" | "fr" | "nl";
  fields: Record<string, string>;
}

const ABOUT = { hid: "about-dolphin" };

export const CONTENT_TRANSLATIONS: SeedTranslation[] = [
  {
    kind: "page",
    item: ABOUT,
    language: "de",
    fields: {
      title: "Über Dolphin",
      summary: "Wir entwickeln Software, mit der Menschen mit Sehverlust selbstbestimmt lesen, schreiben, arbeiten und lernen.",
      body: `Dolphin entwickelt seit mehr als dreißig Jahren Hilfssoftware für Menschen mit Sehverlust. Unsere Vergrößerungssoftware, Screenreader und Lese-Apps werden zu Hause, in der Schule und am Arbeitsplatz von Menschen genutzt, die blind oder sehbehindert sind oder gedruckte Texte nicht lesen können.

## Was wir entwickeln

- **SuperNova** vergrößert den Bildschirm bis zu 64-fach, liest ihn vor und unterstützt Braillezeilen – ein Produkt, das mitwächst, wenn sich das Sehvermögen verändert.
- **ScreenReader** bietet vollständigen Zugang zu Windows über Sprache und Braille für Menschen, die keine Vergrößerung nutzen.
- **GuideConnect** ist ein einfacher, sprechender Heimcomputer und eine App für Menschen, die noch nie einen Computer benutzt haben, mit großen Menüs und Bedienung per Fernbedienung oder Tastatur.
- **EasyReader** öffnet Hörbücher, Zeitungen und Dokumente aus Online-Bibliotheken in einer Lese-App mit Texthervorhebung und anpassbaren Farben.
- **EasyConverter Express** und **Publisher** wandeln gedruckte Dokumente in Großdruck, Audio, DAISY und Braille um – für Schulen, Hochschulen und Übertragungsdienste.

## Wie wir arbeiten

Alle, die unsere Produkte entwickeln, lernen, sie ohne Sehen zu bedienen. Wir testen jede Version mit Nutzerinnen und Nutzern von Screenreadern und Vergrößerungssoftware, darunter unsere eigenen Mitarbeitenden und unsere [Betatester](/de-de/beta-tester-zone/register). Unser Support-Team antwortet in verständlicher Sprache und führt Sie Schritt für Schritt durch ein Problem.

## Wo Sie uns finden

Wir arbeiten mit einem Netz geschulter Händler zusammen, die Sie besuchen, die Software installieren und Sie schulen können. [Finden Sie einen Händler in Ihrer Nähe](/de-de/contact/dealer/locate) oder [kontaktieren Sie uns](/de-de/contact) direkt.`,
    },
  },
  {
    kind: "page",
    item: ABOUT,
    language: "fr",
    fields: {
      title: "À propos de Dolphin",
      summary: "Nous créons des logiciels qui permettent aux personnes atteintes de perte de vision de lire, écrire, travailler et apprendre en toute autonomie.",
      body: `Depuis plus de trente ans, Dolphin conçoit des logiciels d'assistance pour les personnes atteintes de perte de vision. Nos logiciels d'agrandissement, lecteurs d'écran et applications de lecture sont utilisés à la maison, à l'école et au travail par des personnes aveugles, malvoyantes ou ayant des difficultés à lire l'imprimé.

## Ce que nous créons

- **SuperNova** agrandit l'écran jusqu'à 64 fois, le lit à voix haute et fonctionne avec les afficheurs braille : un seul produit qui évolue avec la vue de chacun.
- **ScreenReader** donne un accès complet à Windows par la parole et le braille aux personnes qui n'utilisent pas l'agrandissement.
- **GuideConnect** est un ordinateur domestique parlant et une application simples, pour les personnes qui n'ont jamais utilisé d'ordinateur, avec de grands menus et une télécommande ou un clavier.
- **EasyReader** ouvre livres audio, journaux et documents des bibliothèques en ligne dans une seule application de lecture, avec surlignage du texte et couleurs réglables.
- **EasyConverter Express** et **Publisher** transforment les documents imprimés en gros caractères, audio, DAISY et braille pour les écoles, les universités et les services de transcription.

## Notre façon de travailler

Toutes les personnes qui conçoivent nos produits apprennent à les utiliser sans la vue. Nous testons chaque version avec des utilisateurs de lecteurs d'écran et de logiciels d'agrandissement, dont nos propres collaborateurs et nos [bêta-testeurs](/fr-fr/beta-tester-zone/register). Notre équipe d'assistance répond dans un langage simple et vous guide pas à pas.

## Où nous trouver

Nous travaillons avec un réseau de revendeurs formés qui peuvent venir chez vous, installer le logiciel et vous former. [Trouvez un revendeur près de chez vous](/fr-fr/contact/dealer/locate) ou [contactez-nous](/fr-fr/contact) directement.`,
    },
  },
  {
    kind: "page",
    item: ABOUT,
    language: "nl",
    fields: {
      title: "Over Dolphin",
      summary: "Wij maken software waarmee mensen met slechtziendheid zelfstandig lezen, schrijven, werken en leren.",
      body: `Dolphin maakt al meer dan dertig jaar hulpsoftware voor mensen met slechtziendheid. Onze vergrotingssoftware, schermlezers en leesapps worden thuis, op school en op het werk gebruikt door mensen die blind of slechtziend zijn of gedrukte tekst niet kunnen lezen.

## Wat wij maken

- **SuperNova** vergroot het scherm tot 64 keer, leest het voor en werkt met brailleleesregels: één product dat meegroeit als het zicht verandert.
- **ScreenReader** geeft volledige toegang tot Windows met spraak en braille voor mensen die geen vergroting gebruiken.
- **GuideConnect** is een eenvoudige, sprekende thuiscomputer en app voor mensen die nog nooit een computer hebben gebruikt, met grote menu's en een afstandsbediening of toetsenbord.
- **EasyReader** opent gesproken boeken, kranten en documenten uit online bibliotheken in één leesapp met tekstmarkering en instelbare kleuren.
- **EasyConverter Express** en **Publisher** zetten gedrukte documenten om in grootletter, audio, DAISY en braille voor scholen, hogescholen en transcriptiediensten.

## Hoe wij werken

Iedereen die onze producten bouwt, leert ze zonder zicht te gebruiken. We testen elke versie met gebruikers van schermlezers en vergrotingssoftware, onder wie onze eigen medewerkers en onze [bètatesters](/nl-nl/beta-tester-zone/register). Ons ondersteuningsteam antwoordt in heldere taal en helpt u stap voor stap.

## Waar u ons vindt

We werken met een netwerk van opgeleide dealers die bij u langs kunnen komen, de software kunnen installeren en u kunnen trainen. [Vind een dealer bij u in de buurt](/nl-nl/contact/dealer/locate) of [neem rechtstreeks contact met ons op](/nl-nl/contact).`,
    },
  },
  {
    kind: "article",
    item: { id: 101 },
    language: "de",
    fields: {
      title: "SuperNova startet nach einem Windows-Update nicht",
      shortDescription: "Was Sie tun können, wenn SuperNova nach einem Windows-Funktionsupdate nicht mehr startet.",
      body: `Große Windows-Funktionsupdates ersetzen manchmal die Treiber, die SuperNova für Vergrößerung und Sprache verwendet. Dann startet SuperNova möglicherweise nicht oder ohne Sprache.

Starten Sie den Computer zunächst noch einmal neu: Windows schließt die Installation oft erst nach dem zweiten Neustart ab. Startet SuperNova weiterhin nicht, öffnen Sie Einstellungen, Apps, suchen Sie SuperNova und wählen Sie Ändern und dann Reparieren. Die Reparatur behält Ihre Einstellungen bei und installiert die Treiber neu.

Hilft die Reparatur nicht, laden Sie auf der Seite Updates und Patches das neueste Update für Ihre Version herunter und installieren Sie es darüber. Wenden Sie sich mit Ihrer Seriennummer an den Support, wenn das Problem bestehen bleibt.`,
    },
  },
  {
    kind: "article",
    item: { id: 101 },
    language: "fr",
    fields: {
      title: "SuperNova ne démarre plus après une mise à jour de Windows",
      shortDescription: "Que faire lorsque SuperNova ne se lance plus après l'installation d'une mise à jour de fonctionnalités de Windows.",
      body: `Les grandes mises à jour de fonctionnalités de Windows remplacent parfois les pilotes qu'utilise SuperNova pour l'agrandissement et la parole. SuperNova peut alors ne pas démarrer, ou démarrer sans parole.

Redémarrez d'abord l'ordinateur une fois de plus : Windows termine souvent l'installation après le deuxième redémarrage. Si SuperNova ne démarre toujours pas, ouvrez Paramètres, Applications, trouvez SuperNova et choisissez Modifier, puis Réparer. La réparation conserve vos réglages et réinstalle les pilotes.

Si la réparation ne suffit pas, téléchargez la dernière mise à jour de votre version sur la page Mises à jour et correctifs et installez-la par-dessus. Contactez l'assistance avec votre numéro de série si le problème persiste.`,
    },
  },
  {
    kind: "article",
    item: { id: 101 },
    language: "nl",
    fields: {
      title: "SuperNova start niet meer na een Windows-update",
      shortDescription: "Wat u kunt doen als SuperNova niet meer opstart nadat Windows een functie-update heeft geïnstalleerd.",
      body: `Grote functie-updates van Windows vervangen soms de stuurprogramma's die SuperNova gebruikt voor vergroting en spraak. SuperNova start dan mogelijk niet, of start zonder spraak.

Start de computer eerst nog een keer opnieuw op: Windows rondt de installatie vaak pas na de tweede herstart af. Start SuperNova nog steeds niet, open dan Instellingen, Apps, zoek SuperNova en kies Wijzigen en daarna Herstellen. Het herstel behoudt uw instellingen en installeert de stuurprogramma's opnieuw.

Helpt het herstel niet, download dan de nieuwste update voor uw versie via de pagina Updates en patches en installeer die eroverheen. Neem met uw serienummer contact op met ondersteuning als het probleem blijft.`,
    },
  },
];

function itemId(kind: SeedTranslation["kind"], item: SeedTranslation["item"]): string {
  if ("id" in item) return literal(item.id);
  if (kind !== "page") throw new Error(`A ${kind} translation names its item by id`);
  return `(SELECT id FROM content_pages WHERE hid = ${literal(item.hid)})`;
}

/** The item's English fields as JSON, as the desk keeps them with a translation: what it was translated from. */
const ENGLISH_SOURCE: Record<SeedTranslation["kind"], (id: string) => string> = {
  page: (id) => `(SELECT json_object('title', title, 'summary', summary, 'body', body) FROM content_pages WHERE id = ${id})`,
  article: (id) => `(SELECT json_object('title', title, 'shortDescription', short_description, 'body', body) FROM kb_articles WHERE id = ${id})`,
  event: (id) => `(SELECT json_object('title', title, 'description', description) FROM events WHERE id = ${id})`,
  product: (id) =>
    `(SELECT json_object('shortDescription', short_description, 'metaDesc', meta_desc, 'pageContent', page_content, 'moreBenefitsContent', more_benefits_content, 'specificationContent', specification_content, 'pricingContent', pricing_content, 'systemRequirementsContent', system_requirements_content, 'supportCategoryContent', support_category_content) FROM products WHERE id = ${id})`,
};

/**
 * The files' translations are on the live site: each is published, made from the English the
 * database holds when it is loaded (the desk shows it out of date once that English changes).
 */
function publishedState(kind: SeedTranslation["kind"], item: SeedTranslation["item"], language: string, mode: LoadMode): string {
  const id = itemId(kind, item);
  return `INSERT INTO content_translation_states (kind, item_id, language, state, source) VALUES (${literal(kind)}, ${id}, ${literal(language)}, 'published', COALESCE(${ENGLISH_SOURCE[kind](id)}, '{}')) ON CONFLICT (kind, item_id, language) ${mode === "update" ? "DO UPDATE SET state = 'published', source = excluded.source, revision = revision + 1" : "DO NOTHING"};`;
}

export const translationsData: SeedArea = {
  name: "content translations",
  statements: (mode: LoadMode = "update") =>
    CONTENT_TRANSLATIONS.flatMap(({ kind, item, language, fields }) => [
      ...Object.entries(fields).map(
        ([field, value]) =>
          `INSERT INTO content_translations (kind, item_id, language, field, value) VALUES (${literal(kind)}, ${itemId(kind, item)}, ${literal(language)}, ${literal(field)}, ${literal(value)}) ON CONFLICT (kind, item_id, language, field) ${mode === "update" ? "DO UPDATE SET value = excluded.value" : "DO NOTHING"};`,
      ),
      publishedState(kind, item, language, mode),
    ]),
};

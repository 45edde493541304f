/**
 * Every product family's text in German, French and Dutch (data/production/products.ts holds the
 * English): the short description on /products and on the family's page, and the page's text.
 * Family and product names stay as they are. Field names are the family row's (`shortDescription`).
 */
import { type SeedTranslation, type TranslatedLanguage, inEachLanguage } from "./item.ts";

const family = (id: number, languages: Record<TranslatedLanguage, Record<string, string>>) => inEachLanguage("family", { id }, languages);

export const FAMILY_TRANSLATIONS: SeedTranslation[] = [
  // SuperNova
  ...family(1, {
    de: {
      shortDescription: "Vergrößerung, Sprachausgabe und ein vollwertiger Screenreader für Windows – in drei Editionen, die mit Ihrem Sehvermögen mitwachsen.",
      pageContent:
        "<p>SuperNova gibt es in drei Editionen. Jede enthält alles aus der vorherigen: Sie beginnen mit der Vergrößerung und wechseln zur Sprachausgabe oder zum vollwertigen Screenreader, wenn sich Ihr Sehvermögen verändert, ohne ein neues Produkt lernen zu müssen.</p>",
    },
    fr: {
      shortDescription: "Agrandissement, parole et lecteur d'écran complet pour Windows, en trois éditions qui évoluent avec votre vue.",
      pageContent:
        "<p>SuperNova existe en trois éditions. Chacune comprend tout ce que propose la précédente : vous commencez par l'agrandissement, puis passez à la parole ou à un lecteur d'écran complet lorsque votre vue évolue, sans avoir à apprendre un nouveau produit.</p>",
    },
    nl: {
      shortDescription: "Vergroting, spraak en een volledige schermlezer voor Windows, in drie edities die met uw zicht meegroeien.",
      pageContent:
        "<p>SuperNova is er in drie edities. Elke editie bevat alles van de vorige: u begint met vergroting en stapt over op spraak of een volledige schermlezer als uw zicht verandert, zonder een nieuw product te hoeven leren.</p>",
    },
  }),
  // EasyReader
  ...family(2, {
    de: {
      shortDescription: "Bücher, Zeitungen und Dokumente so lesen, wie Sie möchten: in Großdruck, mit hervorgehobenem Text und natürlichen Stimmen.",
      pageContent:
        "<p>EasyReader öffnet barrierefreie Bücher aus Hörbuchbibliotheken in aller Welt und Ihre eigenen Dokumente – unter Windows, auf iPhone und iPad und unter Android.</p>",
    },
    fr: {
      shortDescription: "Lisez livres, journaux et documents à votre façon : en gros caractères, avec le texte surligné et des voix naturelles.",
      pageContent:
        "<p>EasyReader ouvre les livres accessibles des bibliothèques de livres audio du monde entier, ainsi que vos propres documents, sous Windows, sur iPhone, iPad et Android.</p>",
    },
    nl: {
      shortDescription: "Lees boeken, kranten en documenten zoals u wilt: in grote letters, met gemarkeerde tekst en natuurlijke stemmen.",
      pageContent:
        "<p>EasyReader opent toegankelijke boeken van bibliotheken voor gesproken boeken over de hele wereld, en uw eigen documenten, op Windows, iPhone, iPad en Android.</p>",
    },
  }),
  // Whiteboard tools
  ...family(3, {
    de: {
      shortDescription: "Die Tafel aus der Nähe sehen, auf dem eigenen Bildschirm, vergrößert und in den Farben, die Sie gut lesen können.",
      pageContent:
        "<p>Unsere Whiteboard Tools holen die Tafel im Klassenzimmer oder Hörsaal auf den eigenen Laptop der Schülerin oder des Schülers: eine Kamera für die Tafel und eine Software, die das Tafelbild vergrößert, umfärbt und vorliest.</p>",
    },
    fr: {
      shortDescription: "Voyez le tableau de près sur votre propre écran, agrandi et dans les couleurs que vous lisez le mieux.",
      pageContent:
        "<p>Nos Whiteboard Tools amènent le tableau de la salle de classe ou de l'amphithéâtre jusqu'à l'ordinateur portable de l'élève : une caméra filme le tableau, et un logiciel l'agrandit, en change les couleurs et le lit à voix haute.</p>",
    },
    nl: {
      shortDescription: "Zie het bord in de klas van dichtbij op uw eigen scherm, vergroot en in de kleuren die u goed kunt lezen.",
      pageContent:
        "<p>Onze Whiteboard Tools brengen het bord voor in de klas of de collegezaal naar de eigen laptop van de leerling: een camera voor het bord en software die het vergroot, andere kleuren geeft en voorleest.</p>",
    },
  }),
];

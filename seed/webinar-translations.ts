/**
 * The upcoming demo webinars' topics and agendas in German, French and Dutch. They are demo
 * records (seed/events.ts), not production data: on a live site webinars and their translations
 * are made by staff. Each agenda ends by saying the session itself is in English, so a visitor
 * reading it in their own language knows what to expect. The German webinar (6) keeps its
 * German text on every site: it is given in German, and its text says so by being German.
 */
import { type SeedTranslation, inEachLanguage } from "../data/production/translations/item.ts";

const webinar = (id: number, languages: Parameters<typeof inEachLanguage>[2]) => inEachLanguage("webinar", { id }, languages);

const IN_ENGLISH = {
  de: "Das Webinar findet auf Englisch statt.",
  fr: "Ce webinaire se déroule en anglais.",
  nl: "Dit webinar is in het Engels.",
};

/** Upcoming webinars given in English, by id (seed/events.ts). */
export const UPCOMING_ENGLISH_WEBINAR_IDS = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11];

export const WEBINAR_TRANSLATIONS: SeedTranslation[] = [
  ...webinar(1, {
    de: {
      topic: "Erste Schritte mit SuperNova 23",
      agenda: `Eine geführte Tour durch SuperNova für neue Nutzerinnen und Nutzer. Wir starten SuperNova, wählen eine Vergrößerungsstufe, die zu Ihrem Sehvermögen passt, richten ein angenehm lesbares Farbschema ein und schalten die Sprachausgabe ein und aus. Danach lesen wir mit dem Dokumentleser eine E-Mail, eine Webseite und ein Word-Dokument und schließen mit den fünf Tastenbefehlen, die unsere Trainerinnen und Trainer am nützlichsten finden. Am Ende ist Zeit für Ihre Fragen, und alle Angemeldeten erhalten eine Aufzeichnung. Vorkenntnisse in SuperNova brauchen Sie nicht, nur einen Computer mit installiertem SuperNova oder einer kostenlosen Testversion.

${IN_ENGLISH.de}`,
    },
    fr: {
      topic: "Bien démarrer avec SuperNova 23",
      agenda: `Une visite guidée de SuperNova pour les nouveaux utilisateurs. Nous lançons SuperNova, choisissons un niveau d'agrandissement adapté à votre vue, réglons un jeu de couleurs confortable à lire, puis activons et désactivons la parole. Nous lisons ensuite un e-mail, une page web et un document Word avec le lecteur de documents, et terminons par les cinq raccourcis clavier que nos formateurs trouvent les plus utiles. Un temps est réservé à vos questions à la fin, et l'enregistrement est envoyé à toutes les personnes inscrites. Aucune expérience de SuperNova n'est nécessaire : il suffit d'un ordinateur avec SuperNova installé ou un essai gratuit.

${IN_ENGLISH.fr}`,
    },
    nl: {
      topic: "Aan de slag met SuperNova 23",
      agenda: `Een rondleiding door SuperNova voor nieuwe gebruikers. We starten SuperNova, kiezen een vergrotingsniveau dat bij uw zicht past, stellen een kleurenschema in dat prettig leest en zetten de spraak aan en uit. Daarna lezen we met de documentlezer een e-mail, een webpagina en een Word-document, en we sluiten af met de vijf sneltoetsen die onze trainers het handigst vinden. Aan het eind is er tijd voor uw vragen, en iedereen die zich aanmeldt, krijgt een opname. Ervaring met SuperNova is niet nodig, alleen een computer met SuperNova of een gratis proefversie.

${IN_ENGLISH.nl}`,
    },
  }),
  ...webinar(2, {
    de: {
      topic: "Barrierefreies Lesen in der Schule mit EasyReader",
      agenda: `Wie Schulen und Hochschulen Lernenden mit Lesebehinderung die Bücher geben, die sie brauchen: Titel in barrierefreien Bibliotheken finden, Leselisten anlegen und mit Texthervorhebung, Sprachausgabe und Vergrößerung auf Laptop, Tablet und Smartphone lesen.

${IN_ENGLISH.de}`,
    },
    fr: {
      topic: "La lecture accessible à l'école avec EasyReader",
      agenda: `Comment les écoles et les universités donnent aux élèves empêchés de lire les livres dont ils ont besoin : trouver des titres dans les bibliothèques accessibles, constituer des listes de lecture, et lire avec surlignage du texte, parole et agrandissement sur ordinateur portable, tablette et téléphone.

${IN_ENGLISH.fr}`,
    },
    nl: {
      topic: "Toegankelijk lezen op school met EasyReader",
      agenda: `Hoe scholen en hogescholen leerlingen met een leesbeperking de boeken geven die ze nodig hebben: titels vinden in toegankelijke bibliotheken, leeslijsten samenstellen, en lezen met tekstmarkering, spraak en vergroting op laptop, tablet en telefoon.

${IN_ENGLISH.nl}`,
    },
  }),
  ...webinar(3, {
    de: {
      topic: "ScreenReader und Microsoft Teams",
      agenda: `Besprechungen beitreten, den Chat lesen, die Hand heben und Dateien teilen – in Teams mit der Sprachausgabe und Braille von ScreenReader, mit den Tastenbefehlen für jeden Schritt.

${IN_ENGLISH.de}`,
    },
    fr: {
      topic: "ScreenReader et Microsoft Teams",
      agenda: `Rejoindre une réunion, lire la conversation, lever la main et partager des fichiers dans Teams avec la parole et le braille de ScreenReader, avec les raccourcis clavier de chaque étape.

${IN_ENGLISH.fr}`,
    },
    nl: {
      topic: "ScreenReader en Microsoft Teams",
      agenda: `Deelnemen aan vergaderingen, de chat lezen, uw hand opsteken en bestanden delen in Teams met de spraak en braille van ScreenReader, met de sneltoetsen voor elke stap.

${IN_ENGLISH.nl}`,
    },
  }),
  ...webinar(4, {
    de: {
      topic: "GuideConnect für Angehörige und Betreuende",
      agenda: `Für alle, die einem Angehörigen oder einer befreundeten Person mit Sehverlust bei GuideConnect helfen: E-Mail und Kontakte einrichten, Bücher und Radiosender hinzufügen und gemeinsam den ersten Videoanruf führen.

${IN_ENGLISH.de}`,
    },
    fr: {
      topic: "GuideConnect pour les familles et les aidants",
      agenda: `Pour celles et ceux qui aident un proche ou un ami atteint de perte de vision à utiliser GuideConnect : configurer la messagerie et les contacts, ajouter des livres et des stations de radio, et passer ensemble le premier appel vidéo.

${IN_ENGLISH.fr}`,
    },
    nl: {
      topic: "GuideConnect voor familie en mantelzorgers",
      agenda: `Voor wie een familielid of vriend met slechtziendheid helpt met GuideConnect: e-mail en contacten instellen, boeken en radiozenders toevoegen en samen het eerste videogesprek voeren.

${IN_ENGLISH.nl}`,
    },
  }),
  ...webinar(5, {
    de: {
      topic: "SuperNova im ganzen Unternehmen einführen",
      agenda: `Für IT-Teams: Netzwerklizenzen, stille Installation, servergespeicherte Profile für Mitarbeitende ohne festen Arbeitsplatz und wie Sie jede Installation mit den neuesten Patches aktuell halten.

${IN_ENGLISH.de}`,
    },
    fr: {
      topic: "Déployer SuperNova dans toute une organisation",
      agenda: `Pour les équipes informatiques : licences réseau, installation silencieuse, profils itinérants pour le personnel en bureau partagé, et maintien de chaque poste à jour avec les derniers correctifs.

${IN_ENGLISH.fr}`,
    },
    nl: {
      topic: "SuperNova uitrollen in een hele organisatie",
      agenda: `Voor IT-teams: netwerklicenties, stille installatie, zwervende profielen voor medewerkers met een flexplek, en elke installatie bijwerken met de nieuwste patches.

${IN_ENGLISH.nl}`,
    },
  }),
  ...webinar(7, {
    de: {
      topic: "Prüfungsunterlagen mit EasyConverter Express umwandeln",
      agenda: `Prüfungsverantwortliche und Unterstützungskräfte lernen, Prüfungsaufgaben und Arbeitsblätter in wenigen Minuten in Großdruck, Audio und Braille umzuwandeln – bereit für den Nachteilsausgleich.

${IN_ENGLISH.de}`,
    },
    fr: {
      topic: "Convertir les sujets d'examen avec EasyConverter Express",
      agenda: `Les responsables des examens et le personnel d'accompagnement apprennent à transformer en quelques minutes sujets d'examen et fiches d'exercices en gros caractères, audio et braille, prêts pour les aménagements d'examen.

${IN_ENGLISH.fr}`,
    },
    nl: {
      topic: "Examenopgaven omzetten met EasyConverter Express",
      agenda: `Examensecretarissen en begeleiders leren examenopgaven en werkbladen binnen enkele minuten om te zetten in grootletter, audio en braille, klaar voor aangepaste examens.

${IN_ENGLISH.nl}`,
    },
  }),
  ...webinar(8, {
    de: {
      topic: "Was ist neu in der EasyReader-App",
      agenda: `Die neuesten Funktionen von EasyReader unter iOS, Android und Windows: neue Bibliotheken, Lesen mit Ihren eigenen Stimmeinstellungen und das Herunterladen von Büchern zum Offline-Lesen.

${IN_ENGLISH.de}`,
    },
    fr: {
      topic: "Les nouveautés de l'application EasyReader",
      agenda: `Les dernières fonctions d'EasyReader sur iOS, Android et Windows : nouvelles bibliothèques, lecture avec vos propres réglages de voix et téléchargement de livres pour les lire hors ligne.

${IN_ENGLISH.fr}`,
    },
    nl: {
      topic: "Wat is er nieuw in de EasyReader-app",
      agenda: `De nieuwste functies van EasyReader op iOS, Android en Windows: nieuwe bibliotheken, lezen met uw eigen steminstellingen en boeken downloaden om offline te lezen.

${IN_ENGLISH.nl}`,
    },
  }),
  ...webinar(9, {
    de: {
      topic: "Vergrößerung am Arbeitsplatz: ein Leitfaden für Arbeitgeber",
      agenda: `Was Führungskräfte und Personalabteilungen wissen sollten, um eine Kollegin oder einen Kollegen mit Sehverlust zu unterstützen: angemessene Vorkehrungen, Fördermöglichkeiten wie Access to Work in Großbritannien und wie sich Vergrößerungssoftware in Ihre Systeme einfügt.

${IN_ENGLISH.de}`,
    },
    fr: {
      topic: "L'agrandissement au travail : un guide pour les employeurs",
      agenda: `Ce que les managers et les équipes RH doivent savoir pour accompagner un collègue atteint de perte de vision : aménagements raisonnables, aides au financement comme Access to Work au Royaume-Uni, et intégration d'un logiciel d'agrandissement dans vos systèmes.

${IN_ENGLISH.fr}`,
    },
    nl: {
      topic: "Vergroting op het werk: een gids voor werkgevers",
      agenda: `Wat leidinggevenden en hr-teams moeten weten om een collega met slechtziendheid te ondersteunen: redelijke aanpassingen, financiering zoals Access to Work in het Verenigd Koninkrijk, en hoe vergrotingssoftware in uw systemen past.

${IN_ENGLISH.nl}`,
    },
  }),
  ...webinar(10, {
    de: {
      topic: "SuperNova für Studienanfängerinnen und Studienanfänger",
      agenda: `Vorlesungen vorbereiten, Fachartikel und PDFs lesen und mit SuperNova Notizen machen; dazu Tipps zur Begutachtung für den britischen Nachteilsausgleich im Studium (Disabled Students' Allowance).

${IN_ENGLISH.de}`,
    },
    fr: {
      topic: "SuperNova pour bien commencer ses études supérieures",
      agenda: `Préparer les cours, lire des articles scientifiques et des PDF, et prendre des notes avec SuperNova ; avec des conseils pour l'évaluation de l'aide britannique aux étudiants handicapés (Disabled Students' Allowance).

${IN_ENGLISH.fr}`,
    },
    nl: {
      topic: "SuperNova voor studenten die net beginnen",
      agenda: `Colleges voorbereiden, wetenschappelijke artikelen en pdf's lezen en aantekeningen maken met SuperNova; met tips voor de beoordeling voor de Britse studietoelage voor studenten met een beperking (Disabled Students' Allowance).

${IN_ENGLISH.nl}`,
    },
  }),
  ...webinar(11, {
    de: {
      topic: "Braillezeilen mit ScreenReader",
      agenda: `Eine Braillezeile anschließen, zwischen Kurzschrift und Vollschrift wählen und Dokumente mit den Tasten der Braillezeile lesen und bearbeiten.

${IN_ENGLISH.de}`,
    },
    fr: {
      topic: "Les afficheurs braille avec ScreenReader",
      agenda: `Connecter un afficheur braille, choisir le braille abrégé ou intégral, et lire et modifier des documents avec les touches de l'afficheur.

${IN_ENGLISH.fr}`,
    },
    nl: {
      topic: "Brailleleesregels met ScreenReader",
      agenda: `Een brailleleesregel aansluiten, kiezen tussen kortschrift en volschrift, en documenten lezen en bewerken met de toetsen van de leesregel.

${IN_ENGLISH.nl}`,
    },
  }),
];

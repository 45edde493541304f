/**
 * Every product's page text in German, French and Dutch (data/production/products.ts holds the
 * English): the product page, the product lists' cards and the marketing pages all read these.
 * Product names stay as they are. Field names are the product row's (`shortDescription`).
 */
import { type SeedTranslation, type TranslatedLanguage, inEachLanguage } from "./item.ts";

const SUPERNOVA_REQUIREMENTS: Record<TranslatedLanguage, string> = {
  de: "<ul><li>Windows 11 oder Windows 10 (64 Bit), auch auf Geräten mit Windows on Arm</li><li>Prozessor mit 2 GHz und 4 GB Arbeitsspeicher (8 GB empfohlen)</li><li>2 GB freier Speicherplatz</li><li>Eine Soundkarte für die Sprachausgabe; eine Braillezeile für die Brailleausgabe (optional)</li></ul>",
  fr: "<ul><li>Windows 11 ou Windows 10 (64 bits), y compris sur les appareils Windows on Arm</li><li>Processeur 2 GHz et 4 Go de mémoire (8 Go recommandés)</li><li>2 Go d'espace disque libre</li><li>Une carte son pour la parole ; un afficheur braille pour la sortie braille (facultatif)</li></ul>",
  nl: "<ul><li>Windows 11 of Windows 10 (64-bits), ook op apparaten met Windows on Arm</li><li>Processor van 2 GHz en 4 GB geheugen (8 GB aanbevolen)</li><li>2 GB vrije schijfruimte</li><li>Een geluidskaart voor spraak; een brailleleesregel voor braille-uitvoer (optioneel)</li></ul>",
};

/** The SuperNova editions' support text, the same for all three. */
const SUPERNOVA_SUPPORT: Record<TranslatedLanguage, string> = {
  de: "<p>Unser Support-Team ist werktags per Telefon und E-Mail für Sie da. Updates, Handbücher und die Wissensdatenbank sind für alle Kundinnen und Kunden kostenlos.</p>",
  fr: "<p>Notre équipe d'assistance répond par téléphone et par e-mail en semaine. Les mises à jour, les manuels et la base de connaissances sont gratuits pour tous les clients.</p>",
  nl: "<p>Ons ondersteuningsteam is op werkdagen bereikbaar per telefoon en e-mail. Updates, handleidingen en de kennisbank zijn gratis voor elke klant.</p>",
};

const SUPERNOVA_PRICING: Record<TranslatedLanguage, string> = {
  de: "<p>Einmal kaufen und die Lizenz dauerhaft besitzen, ein Jahr Updates inklusive. Kundinnen und Kunden mit Sehverlust im Vereinigten Königreich zahlen keine Mehrwertsteuer.</p>",
  fr: "<p>Achetez une fois et votre licence vous appartient, avec un an de mises à jour inclus. Au Royaume-Uni, les clients atteints de perte de vision ne paient pas de TVA.</p>",
  nl: "<p>Eenmalig kopen en de licentie is van u, inclusief een jaar updates. Klanten met slechtziendheid in het Verenigd Koninkrijk betalen geen btw.</p>",
};

const product = (id: number, languages: Record<TranslatedLanguage, Record<string, string>>) => inEachLanguage("product", { id }, languages);

export const PRODUCT_TRANSLATIONS: SeedTranslation[] = [
  ...product(1, {
    de: {
      shortDescription: "Gleichmäßige, scharfe Vergrößerung bis 64-fach, mit Farb- und Mauszeigeroptionen für angenehmes Lesen.",
      metaDesc: "SuperNova Magnifier vergrößert alles auf dem Windows-Bildschirm bis 64-fach, mit True-Font-Schrift und Farbschemata bei Sehbehinderung.",
      pageContent:
        "<h2>Sehen Sie Ihren Bildschirm deutlich</h2><p>SuperNova Magnifier vergrößert alles auf Ihrem Windows-Bildschirm von 1,2- bis 64-fach und hält Text dank True-Font-Glättung auf jeder Stufe scharf.</p><ul><li>Vollbild, geteilter Bildschirm, Lupe und angedockte Ansicht</li><li>Farbschemata, die Blendung verringern und den Kontrast erhöhen</li><li>Große, gut sichtbare Mauszeiger und eine Fokusmarkierung, die Ihnen durch Menüs und Dialoge folgt</li></ul>",
      moreBenefitsContent:
        "<p>Die Vergrößerung folgt dem Textcursor, der Maus und dem Fokus, sodass der Bereich, in dem Sie arbeiten, immer im Blick ist. Wenn Sie sich mit Ihrer DolphinID anmelden, nehmen Sie Ihre Einstellungen überallhin mit.</p>",
      pricingContent:
        "<p>Einmal kaufen und die Lizenz dauerhaft besitzen, ein Jahr Updates inklusive. Mit einem Softwarewartungsvertrag verlängern Sie die Updates jedes Jahr. Kundinnen und Kunden mit Sehverlust im Vereinigten Königreich zahlen keine Mehrwertsteuer.</p>",
      specificationContent: "<p>Vergrößerung 1,2- bis 64-fach; sieben Ansichten; 16 Farbschemata; funktioniert mit Touchscreens und mehreren Bildschirmen.</p>",
      supportCategoryContent: SUPERNOVA_SUPPORT.de,
      systemRequirementsContent: SUPERNOVA_REQUIREMENTS.de,
    },
    fr: {
      shortDescription: "Un agrandissement fluide et net jusqu'à 64 fois, avec des options de couleurs et de pointeur pour lire confortablement.",
      metaDesc: "SuperNova Magnifier agrandit tout l'écran Windows jusqu'à 64 fois, avec un texte net et des jeux de couleurs adaptés à la malvoyance.",
      pageContent:
        "<h2>Voyez votre écran clairement</h2><p>SuperNova Magnifier agrandit tout ce qui s'affiche sur votre écran Windows, de 1,2 à 64 fois, et garde le texte net à chaque niveau grâce au lissage des polices.</p><ul><li>Vues plein écran, écran partagé, loupe et ancrée</li><li>Des jeux de couleurs qui réduisent l'éblouissement et renforcent le contraste</li><li>De grands pointeurs très visibles et une mise en évidence du focus qui vous suit dans les menus et les boîtes de dialogue</li></ul>",
      moreBenefitsContent:
        "<p>L'agrandissement suit le curseur de texte, la souris et le focus : la partie de l'écran sur laquelle vous travaillez reste toujours visible. Vos réglages vous suivent lorsque vous vous connectez avec votre DolphinID.</p>",
      pricingContent:
        "<p>Achetez une fois et votre licence vous appartient, avec un an de mises à jour inclus. Prolongez les mises à jour chaque année avec un contrat de maintenance logicielle. Au Royaume-Uni, les clients atteints de perte de vision ne paient pas de TVA.</p>",
      specificationContent: "<p>Agrandissement de 1,2 à 64 fois ; sept vues ; 16 jeux de couleurs ; compatible avec les écrans tactiles et plusieurs moniteurs.</p>",
      supportCategoryContent: SUPERNOVA_SUPPORT.fr,
      systemRequirementsContent: SUPERNOVA_REQUIREMENTS.fr,
    },
    nl: {
      shortDescription: "Vloeiende, scherpe vergroting tot 64 keer, met kleur- en aanwijzeropties voor prettig lezen.",
      metaDesc: "SuperNova Magnifier vergroot alles op een Windows-scherm tot 64 keer, met scherpe tekst en kleurenschema's voor slechtzienden.",
      pageContent:
        "<h2>Zie uw scherm duidelijk</h2><p>SuperNova Magnifier vergroot alles op uw Windows-scherm van 1,2 tot 64 keer en houdt tekst op elk niveau scherp dankzij lettergladmaking.</p><ul><li>Volledig scherm, gesplitst scherm, loep en vastgezette weergave</li><li>Kleurenschema's die verblinding verminderen en het contrast verhogen</li><li>Grote, goed zichtbare muisaanwijzers en een focusmarkering die u volgt door menu's en dialoogvensters</li></ul>",
      moreBenefitsContent:
        "<p>De vergroting volgt de tekstcursor, de muis en de focus, zodat het deel van het scherm waarin u werkt altijd in beeld is. Uw instellingen gaan met u mee als u inlogt met uw DolphinID.</p>",
      pricingContent:
        "<p>Eenmalig kopen en de licentie is van u, inclusief een jaar updates. Met een softwareonderhoudscontract verlengt u de updates elk jaar. Klanten met slechtziendheid in het Verenigd Koninkrijk betalen geen btw.</p>",
      specificationContent: "<p>Vergroting van 1,2 tot 64 keer; zeven weergaven; 16 kleurenschema's; werkt met aanraakschermen en meerdere beeldschermen.</p>",
      supportCategoryContent: SUPERNOVA_SUPPORT.nl,
      systemRequirementsContent: SUPERNOVA_REQUIREMENTS.nl,
    },
  }),
  ...product(2, {
    de: {
      shortDescription: "Alles aus Magnifier, dazu natürliche Stimmen, die Dokumente, Webseiten und E-Mails vorlesen.",
      metaDesc: "SuperNova Magnifier & Speech ergänzt die Vergrößerung um Vorlesestimmen – für alle, die beim Lesen am Bildschirm schnell ermüden.",
      pageContent:
        "<h2>Vergrößern und zuhören</h2><p>SuperNova Magnifier & Speech ergänzt die Vergrößerung um natürliche Stimmen. Es liest vor, was Sie tippen, worauf Sie zeigen und ganze Dokumente, damit Sie Ihre Augen bei langen Seiten schonen können.</p><ul><li>Webseiten, E-Mails und Dokumente vorlesen lassen</li><li>Tastaturecho für jedes Zeichen oder jedes Wort</li><li>Dokumente lesen, während die gesprochenen Wörter hervorgehoben werden</li></ul>",
      moreBenefitsContent: "<p>Wechseln Sie mit einer Taste zwischen Sehen und Hören. Stimmen gibt es in mehr als 30 Sprachen.</p>",
      pricingContent: SUPERNOVA_PRICING.de,
      specificationContent: "<p>Alle Funktionen von Magnifier; Stimmen in über 30 Sprachen; Dokumentleser; Scannen und Vorlesen gedruckter Seiten.</p>",
      supportCategoryContent: SUPERNOVA_SUPPORT.de,
      systemRequirementsContent: SUPERNOVA_REQUIREMENTS.de,
    },
    fr: {
      shortDescription: "Tout ce qu'offre Magnifier, avec en plus des voix naturelles qui lisent documents, pages web et e-mails.",
      metaDesc: "SuperNova Magnifier & Speech ajoute des voix de lecture à l'agrandissement, pour les personnes que la lecture à l'écran fatigue.",
      pageContent:
        "<h2>Agrandir et écouter</h2><p>SuperNova Magnifier & Speech ajoute des voix naturelles à l'agrandissement. Il lit ce que vous tapez, ce que vous pointez et des documents entiers, pour reposer vos yeux sur les longues pages.</p><ul><li>Écoutez la lecture des pages web, des e-mails et des documents</li><li>Écho de la frappe par caractère ou par mot</li><li>Lisez un document en voyant chaque mot surligné au moment où il est prononcé</li></ul>",
      moreBenefitsContent: "<p>Passez de la lecture à l'écoute d'une seule touche. Les voix sont disponibles dans plus de 30 langues.</p>",
      pricingContent: SUPERNOVA_PRICING.fr,
      specificationContent: "<p>Toutes les fonctions de Magnifier ; voix dans plus de 30 langues ; lecteur de documents ; numérisation et lecture des pages imprimées.</p>",
      supportCategoryContent: SUPERNOVA_SUPPORT.fr,
      systemRequirementsContent: SUPERNOVA_REQUIREMENTS.fr,
    },
    nl: {
      shortDescription: "Alles van Magnifier, plus natuurlijke stemmen die documenten, webpagina's en e-mail voorlezen.",
      metaDesc: "SuperNova Magnifier & Speech voegt voorleesstemmen toe aan vergroting, voor mensen die snel moe worden van lezen op een scherm.",
      pageContent:
        "<h2>Vergroten en luisteren</h2><p>SuperNova Magnifier & Speech voegt natuurlijke stemmen toe aan de vergroting. Het leest voor wat u typt, waar u naar wijst en hele documenten, zodat u uw ogen rust kunt geven bij lange pagina's.</p><ul><li>Laat webpagina's, e-mail en documenten voorlezen</li><li>Typecho per teken of per woord</li><li>Lees een document terwijl elk uitgesproken woord wordt gemarkeerd</li></ul>",
      moreBenefitsContent: "<p>Wissel met één toets tussen kijken en luisteren. Stemmen zijn beschikbaar in meer dan 30 talen.</p>",
      pricingContent: SUPERNOVA_PRICING.nl,
      specificationContent: "<p>Alle functies van Magnifier; stemmen in meer dan 30 talen; documentlezer; gedrukte pagina's scannen en voorlezen.</p>",
      supportCategoryContent: SUPERNOVA_SUPPORT.nl,
      systemRequirementsContent: SUPERNOVA_REQUIREMENTS.nl,
    },
  }),
  ...product(3, {
    de: {
      shortDescription: "Vergrößerung, Sprachausgabe und ein vollwertiger Screenreader mit Braille – für jedes Sehvermögen.",
      metaDesc: "SuperNova Magnifier & Screen Reader verbindet Vergrößerung mit einem vollwertigen Screenreader und Braille-Unterstützung für Windows.",
      pageContent:
        "<h2>Ein Produkt für jedes Sehvermögen</h2><p>SuperNova Magnifier & Screen Reader verbindet Vergrößerung mit einem vollwertigen Screenreader. Arbeiten Sie mit Tastatur, Sprachausgabe und Braille in Windows, Microsoft 365 und im Web – mit oder ohne Blick auf den Bildschirm.</p><ul><li>Vollständige Tastatursteuerung von Windows und gängigen Anwendungen</li><li>Braillezeilen aller großen Hersteller</li><li>Vergrößerung jederzeit ein- und ausschaltbar</li></ul>",
      moreBenefitsContent:
        "<p>Wenn sich Ihr Sehvermögen verändert, müssen Sie nie das Produkt wechseln: Stellen Sie einfach weniger Vergrößerung und mehr Sprachausgabe ein, wie Sie es brauchen.</p>",
      pricingContent: SUPERNOVA_PRICING.de,
      specificationContent: "<p>Alle Funktionen von Magnifier & Speech; vollwertiger Screenreader; Brailleeingabe und -ausgabe; Texterkennung (OCR).</p>",
      supportCategoryContent: SUPERNOVA_SUPPORT.de,
      systemRequirementsContent: SUPERNOVA_REQUIREMENTS.de,
    },
    fr: {
      shortDescription: "Agrandissement, parole et un lecteur d'écran complet avec braille, quel que soit votre niveau de vision.",
      metaDesc: "SuperNova Magnifier & Screen Reader associe l'agrandissement à un lecteur d'écran complet, avec prise en charge du braille, pour Windows.",
      pageContent:
        "<h2>Un seul produit, quelle que soit votre vue</h2><p>SuperNova Magnifier & Screen Reader associe l'agrandissement à un lecteur d'écran complet. Travaillez dans Windows, Microsoft 365 et sur le web au clavier, à la parole et en braille, en regardant l'écran ou non.</p><ul><li>Contrôle complet au clavier de Windows et des applications courantes</li><li>Afficheurs braille de tous les grands fabricants</li><li>Agrandissement activable ou désactivable à tout moment</li></ul>",
      moreBenefitsContent:
        "<p>Si votre vue change, inutile de changer de produit : réduisez l'agrandissement et faites davantage appel à la parole, selon vos besoins.</p>",
      pricingContent: SUPERNOVA_PRICING.fr,
      specificationContent: "<p>Toutes les fonctions de Magnifier & Speech ; lecteur d'écran complet ; saisie et affichage en braille ; reconnaissance optique de caractères.</p>",
      supportCategoryContent: SUPERNOVA_SUPPORT.fr,
      systemRequirementsContent: SUPERNOVA_REQUIREMENTS.fr,
    },
    nl: {
      shortDescription: "Vergroting, spraak en een volledige schermlezer met braille, voor elke mate van zicht.",
      metaDesc: "SuperNova Magnifier & Screen Reader combineert vergroting met een volledige schermlezer en brailleondersteuning voor Windows.",
      pageContent:
        "<h2>Eén product voor elke mate van zicht</h2><p>SuperNova Magnifier & Screen Reader combineert vergroting met een volledige schermlezer. Werk met toetsenbord, spraak en braille in Windows, Microsoft 365 en op het web, met of zonder naar het scherm te kijken.</p><ul><li>Volledige bediening van Windows en veelgebruikte programma's met het toetsenbord</li><li>Brailleleesregels van alle grote fabrikanten</li><li>Vergroting op elk moment aan of uit</li></ul>",
      moreBenefitsContent:
        "<p>Verandert uw zicht, dan hoeft u nooit van product te wisselen: zet de vergroting lager en de spraak hoger wanneer u dat nodig hebt.</p>",
      pricingContent: SUPERNOVA_PRICING.nl,
      specificationContent: "<p>Alle functies van Magnifier & Speech; volledige schermlezer; braille-invoer en -uitvoer; optische tekenherkenning.</p>",
      supportCategoryContent: SUPERNOVA_SUPPORT.nl,
      systemRequirementsContent: SUPERNOVA_REQUIREMENTS.nl,
    },
  }),
  ...product(4, {
    de: {
      shortDescription: "Ein Screenreader für Windows für Menschen, die den Bildschirm nicht nutzen – mit Sprachausgabe und Braille.",
      metaDesc: "Dolphin ScreenReader gibt blinden Menschen die volle Kontrolle über Windows per Tastatur, Sprachausgabe und Braille.",
      pageContent:
        "<h2>Windows ohne Bildschirm nutzen</h2><p>Dolphin ScreenReader gibt alles auf Ihrem Windows-Computer per Sprache und Braille aus. Er ist leicht zu lernen und erklärt jede Taste mit klarer gesprochener Hilfe.</p><ul><li>Funktioniert mit Microsoft 365, Chrome, Edge und Firefox</li><li>Braillezeilen und Notizgeräte</li><li>Schnelle Navigation auf Webseiten nach Überschriften, Links und Landmarks</li></ul>",
      moreBenefitsContent: "<p>Die Sprachausgabe startet schon am Windows-Anmeldebildschirm, und Sie nutzen auf jedem PC, an dem Sie sich anmelden, dieselben Tastenbefehle.</p>",
      pricingContent: "<p>Einmaliger Kauf, ein Jahr Updates inklusive. Kundinnen und Kunden mit Sehverlust im Vereinigten Königreich zahlen keine Mehrwertsteuer.</p>",
      specificationContent: "<p>Sprachausgabe in über 30 Sprachen; Braille; Navigation im Web; Dokumentleser.</p>",
      supportCategoryContent: "<p>Support per Telefon und E-Mail an Werktagen, ein Jahr kostenlose Updates und Schulungen per Telefon oder online.</p>",
      systemRequirementsContent: SUPERNOVA_REQUIREMENTS.de,
    },
    fr: {
      shortDescription: "Un lecteur d'écran pour Windows, avec parole et braille, pour les personnes qui n'utilisent pas l'écran.",
      metaDesc: "Dolphin ScreenReader donne aux personnes aveugles le contrôle complet de Windows au clavier, par la parole et en braille.",
      pageContent:
        "<h2>Utiliser Windows sans l'écran</h2><p>Dolphin ScreenReader restitue tout ce qui se trouve sur votre ordinateur Windows par la parole et en braille. Il s'apprend facilement, avec une aide vocale claire pour chaque touche.</p><ul><li>Fonctionne avec Microsoft 365, Chrome, Edge et Firefox</li><li>Afficheurs braille et blocs-notes braille</li><li>Navigation rapide dans les pages web par titre, lien et repère</li></ul>",
      moreBenefitsContent: "<p>La parole démarre dès l'écran de connexion de Windows, et vous retrouvez les mêmes raccourcis sur chaque PC où vous vous connectez.</p>",
      pricingContent: "<p>Achat unique avec un an de mises à jour inclus. Au Royaume-Uni, les clients atteints de perte de vision ne paient pas de TVA.</p>",
      specificationContent: "<p>Parole dans plus de 30 langues ; braille ; navigation web ; lecteur de documents.</p>",
      supportCategoryContent: "<p>Assistance par téléphone et par e-mail en semaine, un an de mises à jour gratuites et des formations par téléphone ou en ligne.</p>",
      systemRequirementsContent: SUPERNOVA_REQUIREMENTS.fr,
    },
    nl: {
      shortDescription: "Een schermlezer voor Windows voor mensen die het scherm niet gebruiken, met spraak en braille.",
      metaDesc: "Dolphin ScreenReader geeft blinde mensen volledige controle over Windows met toetsenbord, spraak en braille.",
      pageContent:
        "<h2>Windows gebruiken zonder scherm</h2><p>Dolphin ScreenReader geeft alles op uw Windows-computer weer in spraak en braille. Hij is eenvoudig te leren, met duidelijke gesproken hulp bij elke toets.</p><ul><li>Werkt met Microsoft 365, Chrome, Edge en Firefox</li><li>Brailleleesregels en notitieapparaten</li><li>Snel navigeren op webpagina's per kop, link en oriëntatiepunt</li></ul>",
      moreBenefitsContent: "<p>De spraak begint al op het aanmeldscherm van Windows, en u gebruikt dezelfde toetscombinaties op elke pc waarop u inlogt.</p>",
      pricingContent: "<p>Eenmalige aankoop, inclusief een jaar updates. Klanten met slechtziendheid in het Verenigd Koninkrijk betalen geen btw.</p>",
      specificationContent: "<p>Spraak in meer dan 30 talen; braille; webnavigatie; documentlezer.</p>",
      supportCategoryContent: "<p>Ondersteuning per telefoon en e-mail op werkdagen, een jaar gratis updates en training per telefoon of online.</p>",
      systemRequirementsContent: SUPERNOVA_REQUIREMENTS.nl,
    },
  }),
  ...product(5, {
    de: {
      shortDescription: "Ein einfaches, sprechendes Menü für E-Mail, Bücher, Videoanrufe und das Internet – am Computer oder am Fernseher.",
      metaDesc: "GuideConnect macht Technik für Menschen mit Sehverlust einfach, mit einem sprechenden Menü am PC oder am Fernseher.",
      pageContent:
        "<h2>Technik ganz einfach</h2><p>GuideConnect macht aus einem Computer oder Fernseher ein einziges, leicht bedienbares sprechendes Menü. Schreiben Sie E-Mails, lesen Sie Bücher und Zeitungen, führen Sie Videoanrufe und surfen Sie im Internet – alles mit großer Schrift und klarer Sprachausgabe.</p><ul><li>Ein Menü für alles, laut vorgelesen</li><li>Bedienung per Tastatur, GuideConnect-Fernbedienung oder Sprache</li><li>Mit wenigen Tastendrücken per Video mit Familie und Freunden sprechen</li></ul>",
      moreBenefitsContent: "<p>Freunde oder Angehörige können Ihnen per Fernhilfe von zu Hause aus helfen.</p>",
      pricingContent: "<p>Kaufen Sie die Software allein oder zusammen mit der GuideConnect-Fernbedienung und einer Set-Top-Box für Ihren Fernseher.</p>",
      specificationContent: "<p>E-Mail, Bücher, Zeitungen, Radio, Videoanrufe, Dokumente, Scannen und das Internet in einem Menü.</p>",
      supportCategoryContent: "<p>Kostenloser telefonischer Support und ein eingebautes, gesprochenes Schritt-für-Schritt-Tutorial.</p>",
      systemRequirementsContent: "<ul><li>Windows 11 oder Windows 10</li><li>4 GB Arbeitsspeicher</li><li>Internetverbindung für E-Mail, Videoanrufe und das Internet</li></ul>",
    },
    fr: {
      shortDescription: "Un menu parlant et simple pour les e-mails, les livres, les appels vidéo et le web, sur ordinateur ou sur téléviseur.",
      metaDesc: "GuideConnect simplifie la technologie pour les personnes atteintes de perte de vision, avec un menu parlant sur PC ou sur téléviseur.",
      pageContent:
        "<h2>La technologie en toute simplicité</h2><p>GuideConnect transforme un ordinateur ou un téléviseur en un seul menu parlant, facile à utiliser. Écrivez des e-mails, lisez des livres et des journaux, passez des appels vidéo et naviguez sur le web, le tout en grands caractères et avec une parole claire.</p><ul><li>Un seul menu pour tout, lu à voix haute</li><li>Au clavier, avec la télécommande GuideConnect ou à la voix</li><li>Appelez vos proches en vidéo en quelques touches</li></ul>",
      moreBenefitsContent: "<p>Un ami ou un proche peut vous aider depuis chez lui grâce à l'assistance à distance.</p>",
      pricingContent: "<p>Achetez le logiciel seul, ou avec la télécommande GuideConnect et un boîtier pour votre téléviseur.</p>",
      specificationContent: "<p>E-mails, livres, journaux, radio, appels vidéo, documents, numérisation et web dans un seul menu.</p>",
      supportCategoryContent: "<p>Assistance téléphonique gratuite et un tutoriel parlant pas à pas intégré.</p>",
      systemRequirementsContent: "<ul><li>Windows 11 ou Windows 10</li><li>4 Go de mémoire</li><li>Connexion Internet pour les e-mails, les appels vidéo et le web</li></ul>",
    },
    nl: {
      shortDescription: "Een eenvoudig, sprekend menu voor e-mail, boeken, videogesprekken en internet, op een computer of tv.",
      metaDesc: "GuideConnect maakt technologie eenvoudig voor mensen met slechtziendheid, met een sprekend menu op een pc of televisie.",
      pageContent:
        "<h2>Technologie eenvoudig gemaakt</h2><p>GuideConnect maakt van een computer of televisie één eenvoudig, sprekend menu. Schrijf e-mails, lees boeken en kranten, voer videogesprekken en surf op internet, allemaal met grote letters en duidelijke spraak.</p><ul><li>Eén menu voor alles, hardop voorgelezen</li><li>Bediening met toetsenbord, de GuideConnect-afstandsbediening of uw stem</li><li>Met een paar toetsen een videogesprek met familie en vrienden</li></ul>",
      moreBenefitsContent: "<p>Een vriend of familielid kan vanuit huis meehelpen via hulp op afstand.</p>",
      pricingContent: "<p>Koop alleen de software, of samen met de GuideConnect-afstandsbediening en een settopbox voor uw televisie.</p>",
      specificationContent: "<p>E-mail, boeken, kranten, radio, videogesprekken, documenten, scannen en internet in één menu.</p>",
      supportCategoryContent: "<p>Gratis telefonische ondersteuning en een ingebouwde, gesproken uitleg stap voor stap.</p>",
      systemRequirementsContent: "<ul><li>Windows 11 of Windows 10</li><li>4 GB geheugen</li><li>Internetverbinding voor e-mail, videogesprekken en internet</li></ul>",
    },
  }),
  ...product(6, {
    de: {
      shortDescription: "Die kostenlose Lese-App für iPhone, iPad und Android, mit eingebauten Hörbuchbibliotheken.",
      metaDesc: "Die EasyReader-App liest barrierefreie Bücher, Zeitungen und Dokumente auf iPhone, iPad und Android.",
      pageContent:
        "<h2>Ihre Bibliothek für die Hosentasche</h2><p>EasyReader verbindet Sie mit Hörbuchbibliotheken in aller Welt. Lesen Sie mit natürlichen Stimmen, in großer Schrift und mit hervorgehobenen Wörtern – in den Farben, die Ihnen am leichtesten fallen.</p>",
      moreBenefitsContent: "<p>Kostenlos herunterladen. Premium-Funktionen für Schulen gibt es mit einem Abonnement für Organisationen.</p>",
      pricingContent: "<p>Kostenlos, mit einem optionalen Premium-Abonnement für zusätzliche Stimmen und das Lesen von Dokumenten.</p>",
      specificationContent: "<p>DAISY, EPUB, PDF und Word-Dokumente; Anbindung an Bibliotheken; Offline-Lesen.</p>",
      supportCategoryContent: "<p>Hilfeseiten in der App und Support per E-Mail.</p>",
      systemRequirementsContent: "<ul><li>iOS 16 oder neuer</li><li>Android 10 oder neuer</li></ul>",
    },
    fr: {
      shortDescription: "L'application de lecture gratuite pour iPhone, iPad et Android, avec les bibliothèques de livres audio intégrées.",
      metaDesc: "L'application EasyReader lit les livres, journaux et documents accessibles sur iPhone, iPad et Android.",
      pageContent:
        "<h2>Votre bibliothèque dans la poche</h2><p>EasyReader se connecte aux bibliothèques de livres audio du monde entier. Lisez avec des voix naturelles, en gros caractères et avec les mots surlignés, dans les couleurs qui vous conviennent le mieux.</p>",
      moreBenefitsContent: "<p>Téléchargement gratuit. Les fonctions premium pour les écoles sont incluses dans un abonnement pour organisations.</p>",
      pricingContent: "<p>Gratuite, avec un abonnement premium facultatif pour des voix supplémentaires et la lecture de documents.</p>",
      specificationContent: "<p>Documents DAISY, EPUB, PDF et Word ; intégration des bibliothèques ; lecture hors ligne.</p>",
      supportCategoryContent: "<p>Pages d'aide dans l'application et assistance par e-mail.</p>",
      systemRequirementsContent: "<ul><li>iOS 16 ou version ultérieure</li><li>Android 10 ou version ultérieure</li></ul>",
    },
    nl: {
      shortDescription: "De gratis leesapp voor iPhone, iPad en Android, met ingebouwde bibliotheken voor gesproken boeken.",
      metaDesc: "De EasyReader-app leest toegankelijke boeken, kranten en documenten voor op iPhone, iPad en Android.",
      pageContent:
        "<h2>Uw bibliotheek op zak</h2><p>EasyReader maakt verbinding met bibliotheken voor gesproken boeken over de hele wereld. Lees met natuurlijke stemmen, in grote letters en met gemarkeerde woorden, in de kleuren die voor u het prettigst zijn.</p>",
      moreBenefitsContent: "<p>Gratis te downloaden. Premiumfuncties voor scholen horen bij een abonnement voor organisaties.</p>",
      pricingContent: "<p>Gratis, met een optioneel premiumabonnement voor extra stemmen en het lezen van documenten.</p>",
      specificationContent: "<p>DAISY, EPUB, PDF en Word-documenten; koppeling met bibliotheken; offline lezen.</p>",
      supportCategoryContent: "<p>Helppagina's in de app en ondersteuning per e-mail.</p>",
      systemRequirementsContent: "<ul><li>iOS 16 of nieuwer</li><li>Android 10 of nieuwer</li></ul>",
    },
  }),
  ...product(7, {
    de: {
      shortDescription: "Machen Sie aus Dokumenten mit wenigen Klicks Großdruck, Audio und DAISY-Bücher.",
      metaDesc: "EasyConverter Express wandelt Word-Dokumente und PDFs in Großdruck, MP3-Audio, DAISY und brailletaugliche Dateien um.",
      pageContent:
        "<h2>Barrierefreie Formate in Minuten</h2><p>EasyConverter Express wandelt Word-Dokumente, PDFs und gescannte Seiten in das Format um, das jede Leserin und jeder Leser braucht: Großdruck, MP3-Audio, DAISY-Hörbücher oder brailletaugliche Dateien.</p>",
      moreBenefitsContent: "<p>Ideal für Schulen und Übertragungsdienste, die Material für mehrere Schülerinnen und Schüler gleichzeitig vorbereiten.</p>",
      pricingContent: "<p>Einzel- und Standortlizenzen für Schulen und Organisationen.</p>",
      specificationContent: "<p>Eingabe: Word, PDF, Text, gescannte Bilder. Ausgabe: Word in Großdruck, MP3, DAISY 2.02, DAISY 3, brailletauglicher Text.</p>",
      supportCategoryContent: "<p>Support per E-Mail und Telefon für Lizenzinhaber.</p>",
      systemRequirementsContent: "<ul><li>Windows 11 oder Windows 10</li><li>Microsoft Word 2016 oder neuer</li></ul>",
    },
    fr: {
      shortDescription: "Transformez vos documents en gros caractères, en audio et en livres DAISY en quelques clics.",
      metaDesc: "EasyConverter Express convertit documents Word et PDF en gros caractères, audio MP3, DAISY et fichiers prêts pour le braille.",
      pageContent:
        "<h2>Des formats accessibles en quelques minutes</h2><p>EasyConverter Express transforme les documents Word, les PDF et les pages numérisées dans le format dont chaque lecteur a besoin : gros caractères, audio MP3, livres audio DAISY ou fichiers prêts pour le braille.</p>",
      moreBenefitsContent: "<p>Idéal pour les écoles et les services de transcription qui préparent des documents pour plusieurs élèves à la fois.</p>",
      pricingContent: "<p>Licences individuelles et licences de site pour les écoles et les organisations.</p>",
      specificationContent: "<p>Entrée : Word, PDF, texte, images numérisées. Sortie : Word en gros caractères, MP3, DAISY 2.02, DAISY 3, texte prêt pour le braille.</p>",
      supportCategoryContent: "<p>Assistance par e-mail et par téléphone pour les titulaires d'une licence.</p>",
      systemRequirementsContent: "<ul><li>Windows 11 ou Windows 10</li><li>Microsoft Word 2016 ou version ultérieure</li></ul>",
    },
    nl: {
      shortDescription: "Zet documenten met een paar klikken om in grootletter, audio en DAISY-boeken.",
      metaDesc: "EasyConverter Express zet Word-documenten en pdf's om in grootletter, MP3-audio, DAISY en braillegereede bestanden.",
      pageContent:
        "<h2>Toegankelijke formaten in enkele minuten</h2><p>EasyConverter Express zet Word-documenten, pdf's en gescande pagina's om in het formaat dat elke lezer nodig heeft: grootletter, MP3-audio, gesproken DAISY-boeken of braillegereede bestanden.</p>",
      moreBenefitsContent: "<p>Ideaal voor scholen en transcriptiediensten die materiaal voor meerdere leerlingen tegelijk voorbereiden.</p>",
      pricingContent: "<p>Enkele licenties en locatielicenties voor scholen en organisaties.</p>",
      specificationContent: "<p>Invoer: Word, pdf, tekst, gescande afbeeldingen. Uitvoer: Word in grootletter, MP3, DAISY 2.02, DAISY 3, braillegereede tekst.</p>",
      supportCategoryContent: "<p>Ondersteuning per e-mail en telefoon voor licentiehouders.</p>",
      systemRequirementsContent: "<ul><li>Windows 11 of Windows 10</li><li>Microsoft Word 2016 of nieuwer</li></ul>",
    },
  }),
  ...product(8, {
    de: {
      shortDescription: "Lesen Sie barrierefreie Bücher und Dokumente auf Ihrem Windows-PC – kostenlos zum Herunterladen.",
      metaDesc: "EasyReader für Windows liest Hörbücher, DAISY- und EPUB-Titel sowie Dokumente vor, in Großdruck und mit natürlichen Stimmen.",
      pageContent:
        "<h2>Lesen, wie Sie möchten – unter Windows</h2><p>EasyReader für Windows öffnet Hörbücher und Dokumente und liest sie Ihnen mit natürlichen Stimmen vor, in großer Schrift und mit Hervorhebung der gerade gelesenen Wörter.</p><ul><li>Bücher direkt in der App bei Hörbuchbibliotheken ausleihen</li><li>Schriftgröße, Schriftart, Farben und Zeilenabstand selbst wählen</li><li>Lesezeichen und Notizen, die Ihnen von Gerät zu Gerät folgen</li></ul>",
      moreBenefitsContent: "<p>Für den privaten Gebrauch kostenlos. Schulen können es mit dem MSI-Paket im ganzen Netzwerk verteilen.</p>",
      pricingContent: "<p>Für den privaten Gebrauch kostenlos. Premium-Funktionen für Organisationen im Abonnement.</p>",
      specificationContent: "<p>DAISY 2.02, DAISY 3, EPUB 2 und 3, PDF, Word und Text.</p>",
      supportCategoryContent: "<p>Hilfeseiten und Support per E-Mail.</p>",
      systemRequirementsContent: "<ul><li>Windows 11 oder Windows 10</li><li>2 GB Arbeitsspeicher</li><li>300 MB freier Speicherplatz</li></ul>",
    },
    fr: {
      shortDescription: "Lisez des livres et documents accessibles sur votre PC Windows, en téléchargement gratuit.",
      metaDesc: "EasyReader pour Windows lit livres audio, titres DAISY et EPUB et documents, en gros caractères et avec des voix naturelles.",
      pageContent:
        "<h2>Lisez à votre façon sous Windows</h2><p>EasyReader pour Windows ouvre livres audio et documents et vous les lit avec des voix naturelles, en gros caractères, en surlignant les mots au fil de la lecture.</p><ul><li>Empruntez des livres aux bibliothèques de livres audio depuis l'application</li><li>Choisissez la taille du texte, la police, les couleurs et l'interligne</li><li>Des signets et des notes qui vous suivent d'un appareil à l'autre</li></ul>",
      moreBenefitsContent: "<p>Téléchargement gratuit pour un usage personnel. Les écoles peuvent le déployer sur tout leur réseau grâce au paquet MSI.</p>",
      pricingContent: "<p>Gratuit pour un usage personnel. Fonctions premium pour les organisations sur abonnement.</p>",
      specificationContent: "<p>DAISY 2.02, DAISY 3, EPUB 2 et 3, PDF, Word et texte.</p>",
      supportCategoryContent: "<p>Pages d'aide et assistance par e-mail.</p>",
      systemRequirementsContent: "<ul><li>Windows 11 ou Windows 10</li><li>2 Go de mémoire</li><li>300 Mo d'espace disque libre</li></ul>",
    },
    nl: {
      shortDescription: "Lees toegankelijke boeken en documenten op uw Windows-pc, gratis te downloaden.",
      metaDesc: "EasyReader voor Windows leest gesproken boeken, DAISY- en EPUB-titels en documenten voor, in grootletter en met natuurlijke stemmen.",
      pageContent:
        "<h2>Lezen zoals u wilt, op Windows</h2><p>EasyReader voor Windows opent gesproken boeken en documenten en leest ze voor met natuurlijke stemmen, in grote letters en met de woorden gemarkeerd terwijl ze worden voorgelezen.</p><ul><li>Leen boeken bij bibliotheken voor gesproken boeken, rechtstreeks in de app</li><li>Kies zelf lettergrootte, lettertype, kleuren en regelafstand</li><li>Bladwijzers en notities die met u meegaan van apparaat naar apparaat</li></ul>",
      moreBenefitsContent: "<p>Gratis te downloaden voor persoonlijk gebruik. Scholen kunnen het met het MSI-pakket over hun hele netwerk uitrollen.</p>",
      pricingContent: "<p>Gratis voor persoonlijk gebruik. Premiumfuncties voor organisaties met een abonnement.</p>",
      specificationContent: "<p>DAISY 2.02, DAISY 3, EPUB 2 en 3, pdf, Word en tekst.</p>",
      supportCategoryContent: "<p>Helppagina's en ondersteuning per e-mail.</p>",
      systemRequirementsContent: "<ul><li>Windows 11 of Windows 10</li><li>2 GB geheugen</li><li>300 MB vrije schijfruimte</li></ul>",
    },
  }),
  ...product(9, {
    de: {
      shortDescription: "Professionelles barrierefreies Publizieren für Übertragungsdienste und Verlage.",
      metaDesc: "Dolphin Publisher erstellt DAISY- und EPUB-Hörbücher mit synchronisiertem Text und aufgenommenem oder synthetischem Ton.",
      pageContent:
        "<h2>Barrierefreie Bücher produzieren</h2><p>Publisher erstellt aus Word-Dokumenten oder gescannten Seiten DAISY- und EPUB-Bücher mit Volltext und vollständigem Ton, synchronisiertem Text, Bildern und Navigation.</p>",
      moreBenefitsContent: "<p>Nehmen Sie menschliche Sprecherinnen und Sprecher auf oder nutzen Sie synthetische Stimmen, und prüfen Sie das Ergebnis vor der Veröffentlichung.</p>",
      pricingContent: "<p>Unbefristete Lizenzen mit einem Jahr Updates sowie Mengenpreise für Organisationen.</p>",
      specificationContent: "<p>Ausgabe als DAISY 2.02, DAISY 3 und EPUB 3; Aufnahme von Sprechertexten; Validierung.</p>",
      supportCategoryContent: "<p>Bevorzugter Support per Telefon und E-Mail sowie Schulungen vor Ort für Verlage.</p>",
      systemRequirementsContent: "<ul><li>Windows 11 oder Windows 10 (64 Bit)</li><li>8 GB Arbeitsspeicher</li><li>Ein Mikrofon für Sprachaufnahmen</li></ul>",
    },
    fr: {
      shortDescription: "L'édition accessible professionnelle pour les services de transcription et les éditeurs.",
      metaDesc: "Dolphin Publisher produit des livres audio DAISY et EPUB avec texte synchronisé et audio enregistré ou synthétique.",
      pageContent:
        "<h2>Produire des livres accessibles</h2><p>Publisher crée des livres DAISY et EPUB en texte intégral et audio intégral, avec texte, images et navigation synchronisés, à partir de documents Word ou de pages numérisées.</p>",
      moreBenefitsContent: "<p>Enregistrez une narration humaine ou utilisez des voix de synthèse, et vérifiez le résultat avant de publier.</p>",
      pricingContent: "<p>Licences perpétuelles avec un an de mises à jour, et tarifs dégressifs pour les organisations.</p>",
      specificationContent: "<p>Sortie DAISY 2.02, DAISY 3 et EPUB 3 ; enregistrement de la narration ; validation.</p>",
      supportCategoryContent: "<p>Assistance prioritaire par téléphone et par e-mail, et formation sur site pour les éditeurs.</p>",
      systemRequirementsContent: "<ul><li>Windows 11 ou Windows 10 (64 bits)</li><li>8 Go de mémoire</li><li>Un microphone pour la narration</li></ul>",
    },
    nl: {
      shortDescription: "Professioneel toegankelijk publiceren voor transcriptiediensten en uitgevers.",
      metaDesc: "Dolphin Publisher maakt gesproken DAISY- en EPUB-boeken met gesynchroniseerde tekst en opgenomen of synthetische audio.",
      pageContent:
        "<h2>Toegankelijke boeken maken</h2><p>Publisher maakt van Word-documenten of gescande pagina's DAISY- en EPUB-boeken met volledige tekst en volledige audio, met gesynchroniseerde tekst, afbeeldingen en navigatie.</p>",
      moreBenefitsContent: "<p>Neem menselijke voorlezers op of gebruik synthetische stemmen, en controleer het resultaat voordat u publiceert.</p>",
      pricingContent: "<p>Eeuwigdurende licenties met een jaar updates, en staffelprijzen voor organisaties.</p>",
      specificationContent: "<p>Uitvoer in DAISY 2.02, DAISY 3 en EPUB 3; opnemen van voorleesaudio; validatie.</p>",
      supportCategoryContent: "<p>Voorrang bij ondersteuning per telefoon en e-mail, en training op locatie voor uitgevers.</p>",
      systemRequirementsContent: "<ul><li>Windows 11 of Windows 10 (64-bits)</li><li>8 GB geheugen</li><li>Een microfoon voor het inspreken</li></ul>",
    },
  }),
  ...product(10, {
    de: {
      shortDescription: "Sehen Sie die Tafel im Klassenzimmer vergrößert auf Ihrem Laptop – in den Farben, die Sie am besten lesen.",
      metaDesc: "Whiteboard Viewer zeigt die Tafel auf dem Laptop von Schülerinnen und Schülern, mit Vergrößerung, Farbfiltern und Standbild.",
      pageContent:
        "<h2>Die Tafel auf Ihrem Bildschirm</h2><p>Whiteboard Viewer zeigt die Tafel im Klassenzimmer auf dem eigenen Laptop der Schülerin oder des Schülers. Vergrößern Sie, ändern Sie die Farben und halten Sie ein Standbild fest, um in Ihrem eigenen Tempo mitzuschreiben.</p>",
      moreBenefitsContent: "<p>Funktioniert mit der Whiteboard Camera oder jeder USB-Kamera.</p>",
      pricingContent: "<p>Erhältlich zusammen mit der Whiteboard Camera oder einzeln für Schulen mit eigenen Kameras.</p>",
      specificationContent: "<p>Zoomen, Verschieben, Farbfilter, Standbild und Schnappschuss an den Reader.</p>",
      supportCategoryContent: "<p>Hilfe bei der Einrichtung für Lehrkräfte und Fachlehrkräfte für Schülerinnen und Schüler mit Sehbehinderung.</p>",
      systemRequirementsContent: "<ul><li>Windows 11 oder Windows 10</li><li>Eine USB-Kamera</li></ul>",
    },
    fr: {
      shortDescription: "Voyez le tableau de la classe agrandi sur votre ordinateur portable, dans les couleurs que vous lisez le mieux.",
      metaDesc: "Whiteboard Viewer affiche le tableau de la classe sur l'ordinateur portable de l'élève, avec agrandissement, filtres de couleur et arrêt sur image.",
      pageContent:
        "<h2>Le tableau sur votre écran</h2><p>Whiteboard Viewer affiche le tableau de la classe sur l'ordinateur portable de l'élève. Zoomez, changez les couleurs et figez l'image pour recopier vos notes à votre rythme.</p>",
      moreBenefitsContent: "<p>Fonctionne avec la Whiteboard Camera ou n'importe quelle caméra USB.</p>",
      pricingContent: "<p>Vendu avec la Whiteboard Camera, ou seul pour les écoles qui ont déjà leurs caméras.</p>",
      specificationContent: "<p>Zoom, déplacement, filtres de couleur, arrêt sur image et capture vers le lecteur.</p>",
      supportCategoryContent: "<p>Aide à l'installation pour les enseignants et les enseignants spécialisés auprès des élèves déficients visuels.</p>",
      systemRequirementsContent: "<ul><li>Windows 11 ou Windows 10</li><li>Une caméra USB</li></ul>",
    },
    nl: {
      shortDescription: "Zie het bord in de klas vergroot op uw laptop, in de kleuren die u het best kunt lezen.",
      metaDesc: "Whiteboard Viewer toont het bord in de klas op de laptop van de leerling, met vergroting, kleurfilters en stilstaand beeld.",
      pageContent:
        "<h2>Het bord op uw scherm</h2><p>Whiteboard Viewer toont het bord in de klas op de eigen laptop van de leerling. Zoom in, verander de kleuren en zet het beeld stil om in uw eigen tempo aantekeningen over te nemen.</p>",
      moreBenefitsContent: "<p>Werkt met de Whiteboard Camera of elke andere USB-camera.</p>",
      pricingContent: "<p>Verkrijgbaar samen met de Whiteboard Camera, of los voor scholen met eigen camera's.</p>",
      specificationContent: "<p>Zoomen, verschuiven, kleurfilters, stilstaand beeld en momentopname naar de lezer.</p>",
      supportCategoryContent: "<p>Hulp bij het instellen voor leraren en ambulant begeleiders van slechtziende leerlingen.</p>",
      systemRequirementsContent: "<ul><li>Windows 11 of Windows 10</li><li>Een USB-camera</li></ul>",
    },
  }),
  ...product(11, {
    de: {
      shortDescription: "Eine leise, hochauflösende Kamera auf einem Stativ, die auf die Tafel gerichtet wird.",
      metaDesc: "Whiteboard Camera: eine hochauflösende USB-Kamera auf einem klappbaren Stativ, für die Nutzung mit Whiteboard Viewer.",
      pageContent:
        "<h2>Eine Kamera für das Klassenzimmer</h2><p>Die Whiteboard Camera wird am Tisch festgeklemmt oder auf den Boden gestellt und sendet über ein einziges USB-Kabel ein scharfes Bild der Tafel an den Laptop der Schülerin oder des Schülers.</p>",
      moreBenefitsContent: "<p>Lässt sich flach zusammenklappen und von Raum zu Raum mitnehmen.</p>",
      pricingContent: "<p>Als Paket mit Whiteboard Viewer für Schulen erhältlich.</p>",
      specificationContent: "<p>4K-Sensor; 10-fach optischer Zoom; USB-C; klappbares Stativ und Tischklemme.</p>",
      supportCategoryContent: "<p>Zwei Jahre Hardwaregarantie mit Ersatz per Post.</p>",
      systemRequirementsContent: "<ul><li>Ein USB-C- oder USB-3-Anschluss</li></ul>",
    },
    fr: {
      shortDescription: "Une caméra silencieuse et haute résolution sur pied, tournée vers le tableau de la classe.",
      metaDesc: "Whiteboard Camera : une caméra USB haute résolution sur pied pliable, à utiliser avec Whiteboard Viewer.",
      pageContent:
        "<h2>Une caméra pensée pour la classe</h2><p>La Whiteboard Camera se fixe à un bureau ou se pose au sol et envoie une image nette du tableau à l'ordinateur portable de l'élève par un seul câble USB.</p>",
      moreBenefitsContent: "<p>Se replie à plat pour passer facilement d'une salle à l'autre.</p>",
      pricingContent: "<p>Vendue en lot avec Whiteboard Viewer pour les écoles.</p>",
      specificationContent: "<p>Capteur 4K ; zoom optique 10× ; USB-C ; pied pliable et pince de bureau.</p>",
      supportCategoryContent: "<p>Garantie matériel de deux ans avec remplacement par la poste.</p>",
      systemRequirementsContent: "<ul><li>Un port USB-C ou USB 3</li></ul>",
    },
    nl: {
      shortDescription: "Een stille camera met hoge resolutie op een standaard, gericht op het bord in de klas.",
      metaDesc: "Whiteboard Camera: een USB-camera met hoge resolutie op een inklapbare standaard, voor gebruik met Whiteboard Viewer.",
      pageContent:
        "<h2>Een camera gemaakt voor de klas</h2><p>De Whiteboard Camera klemt u aan een tafel of zet u op de vloer, en stuurt via één USB-kabel een scherp beeld van het bord naar de laptop van de leerling.</p>",
      moreBenefitsContent: "<p>Klapt plat in om mee te nemen van lokaal naar lokaal.</p>",
      pricingContent: "<p>Verkrijgbaar als pakket met Whiteboard Viewer voor scholen.</p>",
      specificationContent: "<p>4K-sensor; 10× optische zoom; USB-C; inklapbare standaard en tafelklem.</p>",
      supportCategoryContent: "<p>Twee jaar garantie op de hardware, met vervanging per post.</p>",
      systemRequirementsContent: "<ul><li>Een USB-C- of USB 3-poort</li></ul>",
    },
  }),
  ...product(12, {
    de: {
      shortDescription: "Unsere erste Vergrößerungssoftware, inzwischen durch SuperNova Magnifier abgelöst. Bestehende Kundinnen und Kunden können sie weiterhin herunterladen.",
      metaDesc: "Lunar Vergrößerungssoftware: nicht mehr erhältlich, Downloads für Lizenzinhaber weiterhin verfügbar.",
      pageContent: "<p>Lunar wurde durch SuperNova Magnifier abgelöst. Bestehende Kundinnen und Kunden können ihre Version weiterhin herunterladen.</p>",
      systemRequirementsContent: "<ul><li>Windows 7 oder neuer</li></ul>",
    },
    fr: {
      shortDescription: "Notre premier logiciel d'agrandissement, désormais remplacé par SuperNova Magnifier. Les clients existants peuvent toujours le télécharger.",
      metaDesc: "Logiciel d'agrandissement Lunar : retiré de la vente, téléchargements toujours disponibles pour les titulaires d'une licence.",
      pageContent: "<p>Lunar a été remplacé par SuperNova Magnifier. Les clients existants peuvent toujours télécharger leur version.</p>",
      systemRequirementsContent: "<ul><li>Windows 7 ou version ultérieure</li></ul>",
    },
    nl: {
      shortDescription: "Onze eerste vergrotingssoftware, inmiddels vervangen door SuperNova Magnifier. Bestaande klanten kunnen hem nog steeds downloaden.",
      metaDesc: "Lunar vergrotingssoftware: niet meer leverbaar, downloads blijven beschikbaar voor licentiehouders.",
      pageContent: "<p>Lunar is vervangen door SuperNova Magnifier. Bestaande klanten kunnen hun versie nog steeds downloaden.</p>",
      systemRequirementsContent: "<ul><li>Windows 7 of nieuwer</li></ul>",
    },
  }),
];

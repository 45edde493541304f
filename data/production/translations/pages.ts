/**
 * The content pages the site shell links to (main navigation and footer,
 * app/components/layout/navigation.ts) in German, French and Dutch: About Dolphin, the privacy
 * notice and the terms of use. The shell's other links go to pages built in code, whose words
 * are in the message catalogues. Links inside a body point at the page's own locale.
 */
import { type SeedTranslation, inEachLanguage } from "./item.ts";

const ABOUT = { hid: "about-dolphin" };

export const PAGE_TRANSLATIONS: SeedTranslation[] = [
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
  },  ...inEachLanguage("page", { hid: "privacy" }, {
    de: {
      title: "Datenschutzerklärung",
      summary: "Welche personenbezogenen Daten wir erheben, wozu, wie lange wir sie speichern und welche Rechte Sie haben.",
      body: `Diese Erklärung beschreibt, wie Dolphin personenbezogene Daten verwendet, wenn Sie diese Website, Ihr DolphinID-Konto, unsere Software und unsere Videoanrufe nutzen.

## Welche Daten wir erheben

- **Wenn Sie uns kontaktieren**: Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer und Ihre Nachricht.
- **Wenn Sie ein Produkt herunterladen oder testen**: Ihren Namen, Ihre E-Mail-Adresse, Ihr Land sowie Produkt und Version.
- **Wenn Sie etwas kaufen**: Ihren Namen, Ihre Anschrift und die Angaben zu Ihrer Lizenz. Zahlungen wickelt unser Zahlungsdienstleister ab; Ihre vollständige Kartennummer sehen wir nie.
- **Ihr DolphinID-Konto**: Ihre E-Mail-Adresse, ein sicher gehashtes Passwort, Ihr Adressbuch und Ihre Einstellungen für Videoanrufe.
- **Wenn Sie sich bei uns bewerben**: Ihre Bewerbung und Ihren Lebenslauf.
- **Nur mit Ihrer Einwilligung**: Analyse- und Marketing-Cookies. Siehe [Cookies verwalten](/de-de/Manage-Cookies).

## Wozu wir sie verwenden

Um Ihnen zu antworten, Ihnen die gewählte Software bereitzustellen und Sie dabei zu unterstützen, Ihr Konto funktionsfähig zu halten, gesetzliche Pflichten zu erfüllen und Ihnen – nur wenn Sie zustimmen – Neuigkeiten zu senden.

## Videoanrufe

Anrufe werden wo immer möglich direkt zwischen den Browsern verbunden. Wir zeichnen Anrufe nicht auf und speichern ihre Inhalte nicht. Ihr Adressbuch und Ihre Anrufeinstellungen speichern wir, bis Sie sie löschen oder Ihr Konto schließen.

## Wie lange wir sie speichern

Nachrichten und Supportvorgänge: drei Jahre. Lizenzdaten: solange die Lizenz gilt, und danach sechs Jahre. Bewerbungen: sechs Monate nach Besetzung der Stelle, sofern Sie einer längeren Aufbewahrung nicht zustimmen.

## Ihre Rechte

Sie können eine Kopie Ihrer Daten anfordern, sie berichtigen oder löschen lassen, der Verwendung widersprechen oder Ihre Einwilligung jederzeit widerrufen. [Kontaktieren Sie uns](/de-de/contact), wenn Sie eines dieser Rechte ausüben möchten. Außerdem können Sie sich bei Ihrer Datenschutzaufsichtsbehörde beschweren.`,
    },
    fr: {
      title: "Politique de confidentialité",
      summary: "Les données personnelles que nous collectons, pourquoi, combien de temps nous les gardons et quels sont vos droits.",
      body: `Cette politique explique comment Dolphin utilise vos données personnelles lorsque vous utilisez ce site, votre compte DolphinID, nos logiciels et nos appels vidéo.

## Ce que nous collectons

- **Lorsque vous nous contactez** : votre nom, votre adresse e-mail, votre numéro de téléphone et votre message.
- **Lorsque vous téléchargez ou essayez un produit** : votre nom, votre adresse e-mail, votre pays, ainsi que le produit et sa version.
- **Lorsque vous achetez** : votre nom, votre adresse et les informations de votre licence. Les paiements sont traités par notre prestataire de paiement ; nous ne voyons jamais votre numéro de carte complet.
- **Votre compte DolphinID** : votre adresse e-mail, un mot de passe haché de façon sécurisée, votre carnet d'adresses et vos réglages d'appel vidéo.
- **Lorsque vous postulez à un emploi** : votre candidature et votre CV.
- **Uniquement avec votre accord** : les cookies de mesure d'audience et de marketing. Voir [Gérer les cookies](/fr-fr/Manage-Cookies).

## Pourquoi nous les utilisons

Pour vous répondre, vous fournir le logiciel que vous avez choisi et vous assister, assurer le bon fonctionnement de votre compte, respecter nos obligations légales et, seulement si vous l'acceptez, vous envoyer nos actualités.

## Appels vidéo

Dans la mesure du possible, les appels sont établis directement entre les navigateurs. Nous n'enregistrons pas les appels et n'en conservons pas le contenu. Nous gardons votre carnet d'adresses et vos réglages d'appel jusqu'à ce que vous les supprimiez ou fermiez votre compte.

## Durée de conservation

Messages et dossiers d'assistance : trois ans. Données de licence : pendant toute la validité de la licence, puis six ans. Candidatures : six mois après le pourvoi du poste, sauf si vous acceptez que nous les gardions plus longtemps.

## Vos droits

Vous pouvez demander une copie de vos données, les faire corriger ou supprimer, vous opposer à leur utilisation ou retirer votre consentement à tout moment. [Contactez-nous](/fr-fr/contact) pour exercer l'un de ces droits. Vous pouvez aussi adresser une réclamation à votre autorité de protection des données.`,
    },
    nl: {
      title: "Privacyverklaring",
      summary: "Welke persoonsgegevens we verzamelen, waarom, hoe lang we ze bewaren en welke rechten u hebt.",
      body: `Deze verklaring legt uit hoe Dolphin persoonsgegevens gebruikt wanneer u deze website, uw DolphinID-account, onze software en videogesprekken gebruikt.

## Wat we verzamelen

- **Als u contact met ons opneemt**: uw naam, e-mailadres, telefoonnummer en uw bericht.
- **Als u een product downloadt of uitprobeert**: uw naam, e-mailadres, land en het product en de versie.
- **Als u iets koopt**: uw naam, adres en licentiegegevens. Betalingen worden verwerkt door onze betaalprovider; uw volledige kaartnummer zien wij nooit.
- **Uw DolphinID-account**: uw e-mailadres, een veilig gehasht wachtwoord, uw adresboek en uw instellingen voor videogesprekken.
- **Als u solliciteert**: uw sollicitatie en cv.
- **Alleen met uw toestemming**: analytische en marketingcookies. Zie [Cookies beheren](/nl-nl/Manage-Cookies).

## Waarvoor we ze gebruiken

Om u te antwoorden, de software die u hebt gekozen te leveren en te ondersteunen, uw account werkend te houden, aan wettelijke verplichtingen te voldoen en u, alleen als u daarmee instemt, nieuws te sturen.

## Videogesprekken

Gesprekken worden waar mogelijk rechtstreeks tussen de browsers verbonden. We nemen gesprekken niet op en bewaren de inhoud niet. Uw adresboek en gespreksinstellingen bewaren we tot u ze verwijdert of uw account opheft.

## Hoe lang we ze bewaren

Berichten en ondersteuningsdossiers: drie jaar. Licentiegegevens: zolang de licentie geldig is plus zes jaar. Sollicitaties: zes maanden nadat de vacature is vervuld, tenzij u ermee instemt dat we ze langer bewaren.

## Uw rechten

U kunt een kopie van uw gegevens opvragen, ons vragen ze te corrigeren of te verwijderen, bezwaar maken tegen het gebruik ervan of uw toestemming op elk moment intrekken. [Neem contact met ons op](/nl-nl/contact) om een van deze rechten uit te oefenen. U kunt ook een klacht indienen bij uw toezichthouder voor gegevensbescherming.`,
    },
  }),
  ...inEachLanguage("page", { hid: "terms" }, {
    de: {
      title: "Nutzungsbedingungen",
      summary: "Die Bedingungen für die Nutzung dieser Website und Ihres DolphinID-Kontos.",
      body: `Diese Bedingungen gelten, wenn Sie diese Website nutzen oder sich mit einer DolphinID anmelden. Für Softwarelizenzen gilt eine eigene Lizenzvereinbarung, die bei der Installation angezeigt wird.

## Ihr Konto

Geben Sie Ihr Passwort nicht weiter und sagen Sie uns sofort Bescheid, wenn Sie vermuten, dass jemand anderes Ihr Konto benutzt hat. Sie können Ihr Konto jederzeit schließen, indem Sie uns kontaktieren.

## Faire Nutzung der Website

Versuchen Sie nicht, in die Website einzudringen oder sie zu überlasten, und nutzen Sie sie nicht, um rechtswidrige oder beleidigende Inhalte zu verbreiten. Konten, bei denen das geschieht, können wir sperren.

## Inhalte dieser Website

Texte, Bilder und Videos auf dieser Website gehören Dolphin oder unseren Partnern. Sie dürfen Seiten für den eigenen Gebrauch ausdrucken oder speichern und Links beliebig teilen.

## Downloads

Test- und Demoversionen sind zum Ausprobieren unserer Produkte gedacht. Jeder Download-Link gilt nur für eine begrenzte Zeit und eine begrenzte Zahl von Downloads.

## Haftung

Wir achten darauf, dass diese Website korrekt und erreichbar ist, können aber nicht garantieren, dass sie nie Fehler enthält oder nie ausfällt. Keine Bestimmung dieser Bedingungen schränkt eine Haftung ein, die gesetzlich nicht eingeschränkt werden kann.

## Änderungen

Wir können diese Bedingungen ändern. Das Datum am Ende dieser Seite zeigt, wann sie zuletzt geändert wurden.`,
    },
    fr: {
      title: "Conditions d'utilisation",
      summary: "Les conditions d'utilisation de ce site et de votre compte DolphinID.",
      body: `Ces conditions s'appliquent lorsque vous utilisez ce site ou vous connectez avec un DolphinID. Les licences logicielles font l'objet de leur propre contrat de licence, affiché lors de l'installation.

## Votre compte

Gardez votre mot de passe pour vous et prévenez-nous immédiatement si vous pensez que quelqu'un d'autre a utilisé votre compte. Vous pouvez fermer votre compte à tout moment en nous contactant.

## Utiliser le site loyalement

N'essayez pas de pénétrer dans le site ni de le surcharger, et ne l'utilisez pas pour diffuser des contenus illicites ou injurieux. Nous pouvons suspendre les comptes qui le font.

## Contenu de ce site

Les textes, images et vidéos de ce site appartiennent à Dolphin ou à nos partenaires. Vous pouvez imprimer ou enregistrer des pages pour votre usage personnel et partager librement des liens.

## Téléchargements

Les téléchargements d'essai et de démonstration servent à évaluer nos produits. Chaque lien de téléchargement n'est valable que pour une durée et un nombre d'utilisations limités.

## Responsabilité

Nous veillons à ce que ce site soit exact et disponible, sans pouvoir garantir qu'il ne contiendra jamais d'erreur ni ne sera jamais indisponible. Rien dans ces conditions ne limite une responsabilité que la loi ne permet pas de limiter.

## Modifications

Nous pouvons modifier ces conditions. La date en bas de cette page indique leur dernière modification.`,
    },
    nl: {
      title: "Gebruiksvoorwaarden",
      summary: "De voorwaarden voor het gebruik van deze website en uw DolphinID-account.",
      body: `Deze voorwaarden gelden wanneer u deze website gebruikt of inlogt met een DolphinID. Voor softwarelicenties geldt een eigen licentieovereenkomst, die u bij de installatie te zien krijgt.

## Uw account

Houd uw wachtwoord voor uzelf en laat het ons meteen weten als u denkt dat iemand anders uw account heeft gebruikt. U kunt uw account op elk moment opheffen door contact met ons op te nemen.

## Eerlijk gebruik van de site

Probeer niet in te breken op de site of hem te overbelasten, en gebruik hem niet om onwettige of kwetsende inhoud te verspreiden. Accounts die dat doen, kunnen we blokkeren.

## Inhoud van deze site

De teksten, afbeeldingen en video's op deze site zijn eigendom van Dolphin of onze partners. U mag pagina's afdrukken of opslaan voor eigen gebruik en links vrij delen.

## Downloads

Proef- en demodownloads zijn bedoeld om onze producten te beoordelen. Elke downloadlink werkt een beperkte tijd en een beperkt aantal keren.

## Aansprakelijkheid

We doen ons best om deze site juist en bereikbaar te houden, maar kunnen niet beloven dat hij nooit fouten bevat of nooit onbereikbaar is. Niets in deze voorwaarden beperkt aansprakelijkheid die wettelijk niet beperkt mag worden.

## Wijzigingen

We kunnen deze voorwaarden wijzigen. De datum onderaan deze pagina geeft aan wanneer ze voor het laatst zijn gewijzigd.`,
    },
  }),
];

/**
 * The knowledge base's ten most-read articles in German, French and Dutch. Articles keep no
 * count of reads, so "most read" is the first ten as the knowledge base lists them to every
 * visitor (newest first, workers/support/knowledge-base.ts): 401, 601, 201, 101, 301, 501,
 * 602, 302, 502 and 202. Names of keys, menus and settings follow the localised software.
 */
import { type SeedTranslation, inEachLanguage } from "./item.ts";

export const ARTICLE_TRANSLATIONS: SeedTranslation[] = [
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
  },  ...inEachLanguage("article", { id: 401 }, {
    de: {
      title: "In EasyReader bei einer Bibliothek anmelden",
      shortDescription: "Verbinden Sie EasyReader mit Ihrer Hörbuchbibliothek, um Bücher auszuleihen und herunterzuladen.",
      body: `Öffnen Sie EasyReader und wählen Sie Bibliotheken. Suchen Sie Ihre Bibliothek in der Liste – es gibt Bibliotheken für viele Länder und Sprachen. Melden Sie sich mit den Zugangsdaten an, die Sie von Ihrer Bibliothek erhalten haben.

Nach der Anmeldung können Sie im Bestand der Bibliothek suchen, Bücher ausleihen und sie herunterladen, um sie auch offline zu lesen. Zurückgegebene Bücher verschwinden aus Ihrem Bücherregal, Ihre Leseposition bleibt aber erhalten, falls Sie das Buch erneut ausleihen.`,
    },
    fr: {
      title: "Se connecter à une bibliothèque dans EasyReader",
      shortDescription: "Reliez EasyReader à votre bibliothèque de livres audio pour emprunter et télécharger des livres.",
      body: `Ouvrez EasyReader et choisissez Bibliothèques. Cherchez votre bibliothèque dans la liste : il en existe pour de nombreux pays et de nombreuses langues. Connectez-vous avec les identifiants fournis par votre bibliothèque.

Une fois connecté, vous pouvez faire des recherches dans le catalogue, emprunter des livres et les télécharger pour les lire hors ligne. Les livres rendus disparaissent de votre étagère, mais votre position de lecture est conservée si vous les empruntez à nouveau.`,
    },
    nl: {
      title: "Inloggen bij een bibliotheek in EasyReader",
      shortDescription: "Koppel EasyReader aan uw bibliotheek met gesproken boeken om boeken te lenen en te downloaden.",
      body: `Open EasyReader en kies Bibliotheken. Zoek uw bibliotheek in de lijst; er zijn bibliotheken voor veel landen en talen. Log in met de gegevens die u van uw bibliotheek hebt gekregen.

Daarna kunt u in de collectie zoeken, boeken lenen en ze downloaden om offline te lezen. Boeken die u terugbrengt, verdwijnen van uw boekenplank, maar uw leespositie blijft bewaard als u ze later opnieuw leent.`,
    },
  }),
  ...inEachLanguage("article", { id: 601 }, {
    de: {
      title: "Text und gesprochene Aufnahme in Publisher synchronisieren",
      shortDescription: "So ordnen Sie aufgenommene Sprecheraufnahmen Satz für Satz dem Text eines Buches zu.",
      body: `Importieren Sie den Text des Buches und die Aufnahmen der Sprecherin oder des Sprechers in ein Publisher-Projekt. Wählen Sie Synchronisieren: Publisher ordnet jeden Satz der passenden Stelle in der Aufnahme zu.

Prüfen Sie das Ergebnis in der Vorschau – wählen Sie einen beliebigen Satz aus, um ihn anzuhören. Wo vom Manuskript abgewichen wurde, ziehen Sie die Satzgrenze an die richtige Stelle.`,
    },
    fr: {
      title: "Synchroniser le texte et la narration humaine dans Publisher",
      shortDescription: "Alignez phrase par phrase la narration enregistrée sur le texte d'un livre.",
      body: `Importez le texte du livre et les enregistrements du narrateur dans un projet Publisher. Choisissez Synchroniser : Publisher associe chaque phrase à son emplacement dans l'audio.

Vérifiez le résultat dans l'aperçu en sélectionnant n'importe quelle phrase pour l'écouter. Si le narrateur s'est écarté du texte, faites glisser la limite de la phrase au bon endroit.`,
    },
    nl: {
      title: "Tekst en ingesproken audio synchroniseren in Publisher",
      shortDescription: "Koppel opgenomen voorleesaudio zin voor zin aan de tekst van een boek.",
      body: `Importeer de tekst van het boek en de opnamen van de voorlezer in een Publisher-project. Kies Synchroniseren en Publisher zoekt voor elke zin de juiste plek in de audio.

Controleer het resultaat in het voorbeeld: selecteer een zin om hem te beluisteren. Is de voorlezer van de tekst afgeweken, sleep de zinsgrens dan naar de juiste plek.`,
    },
  }),
  ...inEachLanguage("article", { id: 201 }, {
    de: {
      title: "ScreenReader liest keine Webseiten in Chrome vor",
      shortDescription: "Prüfen Sie, ob die Barrierefreiheitsunterstützung von Chrome eingeschaltet und ScreenReader auf dem neuesten Stand ist.",
      body: `ScreenReader liest Webseiten über die Barrierefreiheitsschnittstelle, die Chrome bereitstellt. Bleiben Seiten stumm, suchen Sie zuerst nach Updates für ScreenReader: Neue Chrome-Versionen erfordern manchmal ein kleines ScreenReader-Update.

Öffnen Sie dann Chrome, geben Sie chrome://accessibility in die Adressleiste ein und prüfen Sie, ob die Unterstützung der nativen Barrierefreiheits-API eingeschaltet ist. Starten Sie Chrome nach einer Änderung neu.

Ist nur eine einzelne Website stumm, stellt sie ihre Inhalte möglicherweise so dar, dass Screenreader sie nicht erreichen. Melden Sie uns die Adresse, damit wir uns das ansehen können.`,
    },
    fr: {
      title: "ScreenReader ne lit pas les pages web dans Chrome",
      shortDescription: "Vérifiez que la prise en charge de l'accessibilité de Chrome est activée et que ScreenReader est à jour.",
      body: `ScreenReader lit les pages web grâce à l'interface d'accessibilité fournie par Chrome. Si les pages restent muettes, recherchez d'abord les mises à jour de ScreenReader : les nouvelles versions de Chrome nécessitent parfois une petite mise à jour.

Ouvrez ensuite Chrome, tapez chrome://accessibility dans la barre d'adresse et vérifiez que la prise en charge de l'API d'accessibilité native est activée. Redémarrez Chrome après la modification.

Si un seul site reste muet, il affiche peut-être son contenu d'une manière que les lecteurs d'écran ne peuvent pas atteindre. Signalez-le-nous avec son adresse pour que nous puissions vérifier.`,
    },
    nl: {
      title: "ScreenReader leest geen webpagina's voor in Chrome",
      shortDescription: "Controleer of de toegankelijkheidsondersteuning van Chrome aanstaat en ScreenReader up-to-date is.",
      body: `ScreenReader leest webpagina's via de toegankelijkheidsinterface van Chrome. Blijven pagina's stil, kijk dan eerst of er updates voor ScreenReader zijn: nieuwe versies van Chrome hebben soms een kleine ScreenReader-update nodig.

Open daarna Chrome, typ chrome://accessibility in de adresbalk en controleer of de ondersteuning voor de systeemeigen toegankelijkheids-API aanstaat. Start Chrome opnieuw nadat u dit hebt gewijzigd.

Is maar één website stil, dan toont die site zijn inhoud misschien op een manier die schermlezers niet kunnen bereiken. Meld het adres aan ons, dan kijken we ernaar.`,
    },
  }),
  ...inEachLanguage("article", { id: 301 }, {
    de: {
      title: "E-Mail in GuideConnect zum ersten Mal einrichten",
      shortDescription: "Fügen Sie Ihr E-Mail-Konto hinzu, damit GuideConnect Ihre Nachrichten vorlesen und versenden kann.",
      body: `Wählen Sie im Hauptmenü von GuideConnect E-Mail und dann E-Mail einrichten. Geben Sie Ihre E-Mail-Adresse ein; für die meisten Anbieter, etwa Gmail und Outlook, findet GuideConnect die Einstellungen selbst.

Manche Anbieter verlangen statt Ihres normalen Passworts ein App-Passwort. GuideConnect sagt Ihnen, wenn das nötig ist, und erklärt Schritt für Schritt, wo Sie eines erstellen.`,
    },
    fr: {
      title: "Configurer la messagerie de GuideConnect pour la première fois",
      shortDescription: "Ajoutez votre compte e-mail pour que GuideConnect puisse lire et envoyer vos messages.",
      body: `Dans le menu principal de GuideConnect, choisissez E-mail, puis Configurer l'e-mail. Saisissez votre adresse e-mail : GuideConnect trouve lui-même les réglages de la plupart des fournisseurs, dont Gmail et Outlook.

Certains fournisseurs demandent un mot de passe d'application au lieu de votre mot de passe habituel. GuideConnect vous le signale et vous explique pas à pas où le créer.`,
    },
    nl: {
      title: "E-mail in GuideConnect voor het eerst instellen",
      shortDescription: "Voeg uw e-mailaccount toe, zodat GuideConnect uw berichten kan voorlezen en versturen.",
      body: `Kies in het hoofdmenu van GuideConnect E-mail en daarna E-mail instellen. Typ uw e-mailadres; voor de meeste aanbieders, zoals Gmail en Outlook, vindt GuideConnect de instellingen zelf.

Sommige aanbieders vragen om een app-wachtwoord in plaats van uw gewone wachtwoord. GuideConnect vertelt u wanneer dat zo is en legt stap voor stap uit waar u er een aanmaakt.`,
    },
  }),
  ...inEachLanguage("article", { id: 501 }, {
    de: {
      title: "Ein Word-Dokument in Großdruck umwandeln",
      shortDescription: "Erstellen Sie eine Großdruckfassung eines Dokuments in der Schriftart und -größe Ihrer Wahl.",
      body: `Öffnen Sie EasyConverter Express, wählen Sie Dateien hinzufügen und dann das Word-Dokument. Wählen Sie Großdruck als Ausgabeformat und legen Sie Schriftgröße und Zeilenabstand fest. Für Großdruck sind 18 Punkt oder mehr üblich.

Wählen Sie Umwandeln. Das neue Dokument behält Überschriften und Seitenzahlen bei, und Bilder werden an die breitere Schrift angepasst.`,
    },
    fr: {
      title: "Convertir un document Word en gros caractères",
      shortDescription: "Créez une version en gros caractères d'un document, avec la police et la taille de votre choix.",
      body: `Ouvrez EasyConverter Express, choisissez Ajouter des fichiers et sélectionnez le document Word. Choisissez Gros caractères comme format de sortie, puis la taille de police et l'interligne. On compte en général 18 points ou plus pour les gros caractères.

Choisissez Convertir. Le nouveau document conserve les titres et les numéros de page, et les images sont redimensionnées pour s'adapter au texte plus large.`,
    },
    nl: {
      title: "Een Word-document omzetten naar grootletter",
      shortDescription: "Maak een grootletterversie van een document met het lettertype en de lettergrootte die u kiest.",
      body: `Open EasyConverter Express, kies Bestanden toevoegen en selecteer het Word-document. Kies Grootletter als uitvoer en stel de lettergrootte en regelafstand in. Voor grootletter is 18 punt of meer gebruikelijk.

Kies Omzetten. Het nieuwe document behoudt koppen en paginanummers, en afbeeldingen worden aangepast aan de bredere tekst.`,
    },
  }),
  ...inEachLanguage("article", { id: 602 }, {
    de: {
      title: "Barrierefreies EPUB 3 aus Publisher exportieren",
      shortDescription: "Erstellen Sie EPUB-3-Bücher mit Media Overlays und Metadaten zur Barrierefreiheit.",
      body: `Wählen Sie Exportieren und dann EPUB 3. Publisher fügt Media Overlays hinzu, damit Lese-Apps den Text beim Vorlesen hervorheben können, und übernimmt die Metadaten zur Barrierefreiheit aus den Projekteinstellungen.

Führen Sie vor der Veröffentlichung die integrierte Prüfung aus. Sie meldet fehlende Bildbeschreibungen und andere Mängel, an denen eine Barrierefreiheitsprüfung scheitern würde.`,
    },
    fr: {
      title: "Exporter un EPUB 3 accessible depuis Publisher",
      shortDescription: "Produisez des livres EPUB 3 avec superpositions média et métadonnées d'accessibilité.",
      body: `Choisissez Exporter, puis EPUB 3. Publisher ajoute des superpositions média (media overlays) pour que les applications de lecture surlignent le texte pendant la lecture, et renseigne les métadonnées d'accessibilité à partir des réglages du projet.

Lancez le vérificateur intégré avant de publier. Il signale les descriptions d'images manquantes et les autres problèmes qui feraient échouer un contrôle d'accessibilité.`,
    },
    nl: {
      title: "Toegankelijke EPUB 3 exporteren uit Publisher",
      shortDescription: "Maak EPUB 3-boeken met media-overlays en toegankelijkheidsmetadata.",
      body: `Kies Exporteren en daarna EPUB 3. Publisher voegt media-overlays toe, zodat leesapps de tekst markeren terwijl die wordt voorgelezen, en vult de toegankelijkheidsmetadata in op basis van de projectinstellingen.

Voer vóór het publiceren de ingebouwde controle uit. Die meldt ontbrekende afbeeldingsbeschrijvingen en andere problemen waarop een toegankelijkheidskeuring zou stranden.`,
    },
  }),
  ...inEachLanguage("article", { id: 302 }, {
    de: {
      title: "Hörbücher in GuideConnect anhören",
      shortDescription: "Leihen Sie Bücher bei Hörbüchereien und Ihrer örtlichen Bibliothek aus und spielen Sie sie ab.",
      body: `Wählen Sie im Hauptmenü Bücher und dann Bibliothek hinzufügen. GuideConnect verbindet sich mit RNIB Reading Services, Calibre Audio und vielen öffentlichen Bibliotheken. Melden Sie sich einmal mit Ihren Bibliotheksdaten an, dann erscheinen Ihre Bücher unter Meine Bücher.

Die Wiedergabe merkt sich, wo Sie aufgehört haben. Starten Sie sie mit der Wiedergabetaste der Fernbedienung oder der Leertaste, und springen Sie mit den Pfeiltasten abschnittsweise vor und zurück.`,
    },
    fr: {
      title: "Écouter des livres audio dans GuideConnect",
      shortDescription: "Empruntez et écoutez des livres de la RNIB, de Calibre et de votre bibliothèque de quartier.",
      body: `Choisissez Livres dans le menu principal, puis Ajouter une bibliothèque. GuideConnect se connecte à RNIB Reading Services, à Calibre Audio et à de nombreuses bibliothèques publiques. Connectez-vous une seule fois avec vos identifiants de bibliothèque et vos livres apparaissent dans Mes livres.

La lecture reprend là où vous vous êtes arrêté. Utilisez la touche de lecture de la télécommande ou la barre d'espace, et les flèches pour reculer ou avancer d'une section.`,
    },
    nl: {
      title: "Luisteren naar gesproken boeken in GuideConnect",
      shortDescription: "Leen en beluister boeken van RNIB, Calibre en uw eigen bibliotheek.",
      body: `Kies Boeken in het hoofdmenu en daarna Bibliotheek toevoegen. GuideConnect maakt verbinding met RNIB Reading Services, Calibre Audio en veel openbare bibliotheken. Log één keer in met uw bibliotheekgegevens en uw boeken verschijnen onder Mijn boeken.

Het afspelen gaat verder waar u bent gestopt. Gebruik de afspeeltoets op de afstandsbediening of de spatiebalk, en de pijltoetsen om per hoofdstukdeel terug of vooruit te springen.`,
    },
  }),
  ...inEachLanguage("article", { id: 502 }, {
    de: {
      title: "Eine MP3-Hörfassung eines Dokuments erstellen",
      shortDescription: "Machen Sie aus einem Dokument gesprochene Audiodateien mit natürlichen Stimmen.",
      body: `Fügen Sie das Dokument hinzu, wählen Sie Audio (MP3) als Ausgabeformat und suchen Sie eine Stimme aus. EasyConverter Express erstellt für jede Überschrift eine eigene Audiodatei, sodass Hörerinnen und Hörer zwischen den Abschnitten springen können.

Lange Dokumente können einige Minuten dauern. Sie können während der Umwandlung weiterarbeiten; eine Benachrichtigung sagt Ihnen, wenn sie fertig ist.`,
    },
    fr: {
      title: "Créer une version audio MP3 d'un document",
      shortDescription: "Transformez un document en fichiers audio lus par des voix naturelles.",
      body: `Ajoutez le document, choisissez Audio (MP3) comme format de sortie et sélectionnez une voix. EasyConverter Express crée un fichier audio par titre, pour que l'auditeur puisse passer d'une section à l'autre.

La conversion d'un long document peut prendre quelques minutes. Vous pouvez continuer à travailler pendant ce temps : une notification vous prévient lorsqu'elle est terminée.`,
    },
    nl: {
      title: "Een MP3-audioversie van een document maken",
      shortDescription: "Zet een document om in gesproken audiobestanden met natuurlijke stemmen.",
      body: `Voeg het document toe, kies Audio (MP3) als uitvoer en kies een stem. EasyConverter Express maakt per kop een apart audiobestand, zodat luisteraars tussen de onderdelen kunnen springen.

Lange documenten kunnen een paar minuten duren. U kunt gewoon doorwerken tijdens het omzetten; een melding laat weten wanneer het klaar is.`,
    },
  }),
  ...inEachLanguage("article", { id: 202 }, {
    de: {
      title: "Die Tastenbefehle von ScreenReader lernen",
      shortDescription: "Die wichtigsten Tasten zum Lesen, Navigieren und Zurechtfinden in ScreenReader.",
      body: `Die Feststelltaste ist die ScreenReader-Taste. Feststelltaste und Pfeil nach unten lesen vom Cursor bis zum Ende, Feststelltaste und Pfeil nach oben lesen die aktuelle Zeile, und Feststelltaste und F1 öffnen die Liste der Befehle für das Programm, in dem Sie gerade arbeiten.

Auf Webseiten springen Sie mit H zwischen Überschriften, mit K zwischen Links und mit F zwischen Formularfeldern. Einfg und F7 listen alle Links der Seite auf.

Der ScreenReader-Schulungskurs, für alle Kundinnen und Kunden kostenlos, führt Schritt für Schritt durch diese Befehle, mit Übungen zum Ausprobieren.`,
    },
    fr: {
      title: "Apprendre les commandes clavier de ScreenReader",
      shortDescription: "Les touches essentielles pour lire, naviguer et vous repérer dans ScreenReader.",
      body: `La touche Verr. Maj est la touche ScreenReader. Verr. Maj avec la flèche bas lit du curseur jusqu'à la fin, Verr. Maj avec la flèche haut lit la ligne en cours et Verr. Maj avec F1 ouvre la liste des commandes du programme dans lequel vous vous trouvez.

Sur les pages web, appuyez sur H pour passer d'un titre à l'autre, sur K d'un lien à l'autre et sur F d'un champ de formulaire à l'autre. Inser et F7 affiche la liste de tous les liens de la page.

La formation ScreenReader, gratuite pour tous les clients, reprend ces commandes pas à pas avec des exercices pratiques.`,
    },
    nl: {
      title: "De sneltoetsen van ScreenReader leren",
      shortDescription: "De belangrijkste toetsen om te lezen, te navigeren en de weg te vinden in ScreenReader.",
      body: `Caps Lock is de ScreenReader-toets. Caps Lock met pijl-omlaag leest vanaf de cursor tot het einde, Caps Lock met pijl-omhoog leest de huidige regel en Caps Lock met F1 opent de lijst met opdrachten voor het programma waarin u werkt.

Op webpagina's gaat u met H naar de volgende kop, met K naar de volgende link en met F naar het volgende formulierveld. Insert en F7 toont een lijst van alle links op de pagina.

De ScreenReader-training, gratis voor elke klant, behandelt deze opdrachten stap voor stap met oefeningen.`,
    },
  }),
];

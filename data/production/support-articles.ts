/** Knowledge base articles, written for this product: 7 per product line, plus legacy ones. */
export interface SeedArticle {
  id: number;
  productId: number;
  title: string;
  shortDescription: string;
  body: string;
  dateUpdated: string;
}

const a = (id: number, productId: number, dateUpdated: string, title: string, shortDescription: string, body: string): SeedArticle => ({
  id, productId, title, shortDescription, body, dateUpdated,
});

export const KB_ARTICLES: SeedArticle[] = [
  // SuperNova (1)
  a(101, 1, "2026-10-14", "SuperNova does not start after a Windows update",
    "What to do when SuperNova stops loading after Windows installs a feature update.",
    `Large Windows feature updates sometimes replace the drivers SuperNova uses for magnification and speech. When that happens SuperNova may not start, or may start without speech.

First restart the computer once more: Windows often finishes installing after the second restart. If SuperNova still does not start, open Settings, Apps, find SuperNova and choose Modify, then Repair. The repair keeps your settings and reinstalls the drivers.

If the repair does not help, download the latest update for your version from the Updates and Patches page and install it over the top. Contact support with your serial number if the problem continues.`),
  a(102, 1, "2026-09-02", "Changing the magnification level with the keyboard",
    "Keyboard shortcuts to zoom in and out in SuperNova, and how to change the steps.",
    `Press Caps Lock and the plus key on the number pad to zoom in, and Caps Lock with the minus key to zoom out. On a laptop without a number pad, use Caps Lock with Page Up and Page Down.

The steps between levels are set in the SuperNova Control Panel under Visual, Magnification. Choose smaller steps for fine control between 1.5 and 4 times, or larger steps if you move between very different levels.

Holding Caps Lock and scrolling the mouse wheel also zooms, which many people find the quickest way to change levels while reading.`),
  a(103, 1, "2026-08-19", "Colour schemes that reduce glare",
    "Invert colours, tint the screen or choose high-contrast pairs to make reading comfortable.",
    `SuperNova can change the colours of everything on the screen. Open the Control Panel, choose Visual, then Colours. Inverted colours turn white backgrounds black and are the most popular choice for people who find bright screens painful.

Colour tinting keeps images recognisable while lowering brightness. Two-colour schemes such as yellow on black give the strongest contrast for reading text.

You can switch colours on and off with Caps Lock and C, so you can keep photographs in their real colours and change back for reading.`),
  a(104, 1, "2026-07-30", "SuperNova speech is too fast or too slow",
    "Adjust the speech rate, voice and verbosity so SuperNova speaks at a pace that suits you.",
    `Press Caps Lock and the up arrow on the number pad to speed speech up, and Caps Lock with the down arrow to slow it down. The change is remembered for next time.

To choose a different voice, open the Control Panel, choose Speech, then Voice. SuperNova includes natural voices in many languages; more can be downloaded free from the voices page for your product.

If speech feels too wordy, lower the verbosity under Speech, Verbosity: the Beginner setting explains more, the Advanced setting speaks only what you need.`),
  a(105, 1, "2026-06-11", "Moving a SuperNova licence to a new computer",
    "Deactivate SuperNova on your old computer and activate it on the new one.",
    `Each SuperNova licence can be activated on a set number of computers. Before you retire an old computer, open SuperNova, choose Help, then Licence, then Deactivate. This returns the activation to your licence.

Install SuperNova on the new computer from the downloads page and enter your serial number when asked. If the old computer has already gone, contact support with your serial number and we will release the activation for you.`),
  a(106, 1, "2026-05-06", "Using SuperNova with a Braille display",
    "Connect a refreshable Braille display and choose grade 1 or grade 2 Braille.",
    `SuperNova supports Braille displays from most manufacturers over USB and Bluetooth. Connect the display, then open the Control Panel, choose Braille, and select your display from the list. Choose Detect if you are not sure of the model.

Under Braille, Translation you can choose contracted (grade 2) or uncontracted (grade 1) Braille, and computer Braille for editing. Routing keys move the cursor to the character under your finger.`),
  a(107, 1, "2026-03-23", "Reading documents aloud with the SuperNova Doc Reader",
    "Open any document in the Doc Reader to read it with speech and highlighting.",
    `The Doc Reader shows a document in your chosen font, size and colours, and reads it aloud with each word highlighted as it is spoken. Press Caps Lock and the space bar, then choose Doc Reader, or press Caps Lock and R in a document.

You can pause with Control, move by sentence with the arrow keys and change the layout between a single line (ticker) and a page. The Doc Reader works with Word, PDF and web pages.`),

  // ScreenReader (2)
  a(201, 2, "2026-10-21", "ScreenReader does not read web pages in Chrome",
    "Make sure Chrome's accessibility support is on and ScreenReader is up to date.",
    `ScreenReader reads web pages through the accessibility interface Chrome provides. If pages are silent, first check for ScreenReader updates: new Chrome versions sometimes need a small ScreenReader update.

Then open Chrome, type chrome://accessibility in the address bar and make sure native accessibility API support is on. Restart Chrome after changing it.

If only one site is silent, it may draw its content in a way screen readers cannot reach. Report it to us with the address so we can check.`),
  a(202, 2, "2026-09-15", "Learning the ScreenReader keyboard commands",
    "The essential keys for reading, navigating and finding your way in ScreenReader.",
    `Caps Lock is the ScreenReader key. Caps Lock with the down arrow reads from the cursor to the end, Caps Lock with the up arrow reads the current line and Caps Lock with F1 opens the list of commands for the program you are in.

On web pages, press H to move between headings, K between links and F between form fields. Insert and F7 lists every link on the page.

The ScreenReader training course, free for every customer, covers these commands step by step with practice exercises.`),
  a(203, 2, "2026-08-04", "Choosing where ScreenReader speech goes",
    "Send speech to headphones while other sound plays through speakers.",
    `Open the ScreenReader Control Panel, choose Speech, then Audio Output. Choose the headphones or speakers that should carry speech. Other programs keep using the Windows default device.

This is useful in meetings: you can hear ScreenReader privately through one earpiece while the meeting plays through speakers.`),
  a(204, 2, "2026-06-29", "ScreenReader stops speaking at the sign-in screen",
    "Turn on speech at the Windows sign-in screen and after the computer wakes.",
    `ScreenReader can start before you sign in to Windows. Open the Control Panel, choose General, then Start-up, and tick Start ScreenReader at the Windows sign-in screen.

If speech stops after the computer wakes from sleep, press Caps Lock and Escape to restart speech, or update your sound card driver: some older drivers do not reconnect after sleep.`),
  a(205, 2, "2026-05-18", "Using ScreenReader with Microsoft Teams",
    "Hear who is speaking, join meetings and read chat messages in Teams.",
    `ScreenReader announces incoming calls and chat messages in Teams. Use Control and Shift with A to accept a video call and Control and Shift with S for audio only.

In a meeting, Control and Shift with M mutes and unmutes you, and ScreenReader says which state you are in. Press Caps Lock and C to read the latest chat message without leaving the meeting window.`),
  a(206, 2, "2026-04-09", "Reading PDF documents with ScreenReader",
    "How to read tagged and untagged PDF files, and what to do with scanned pages.",
    `Tagged PDF files read like web pages: headings, lists and tables are announced and you can move by them. Open them in Adobe Reader or your browser.

A scanned PDF is only a picture of text. ScreenReader's built-in text recognition can read it: press Caps Lock and O to recognise the current document. The result opens in a new window you can read and save.`),
  a(207, 2, "2026-02-12", "Sending ScreenReader diagnostics to support",
    "Create a diagnostics file that helps our support team find a problem quickly.",
    `When you contact support about a problem, a diagnostics file lets us see your settings and the programs involved. Open ScreenReader, choose Help, then Create Diagnostics File. Save it to your desktop.

Attach the file to your reply to our support email, or upload it when a support technician asks. It contains settings and version numbers, never your documents or passwords.`),

  // GuideConnect (3)
  a(301, 3, "2026-10-08", "Setting up GuideConnect email for the first time",
    "Add your email account so GuideConnect can read and send your messages.",
    `From the GuideConnect main menu choose Email, then Set up email. Type your email address; GuideConnect finds the settings for most providers, including Gmail, Outlook and BT.

Some providers need an app password instead of your normal password. GuideConnect tells you when that is the case and explains, step by step, where to create one.`),
  a(302, 3, "2026-09-22", "Listening to talking books in GuideConnect",
    "Borrow and play books from RNIB, Calibre and your local library.",
    `Choose Books from the main menu, then Add a library. GuideConnect connects to RNIB Reading Services, Calibre Audio and many public libraries. Sign in with your library details once and your books appear in My Books.

Playback remembers where you stopped. Use the play key on the remote or the space bar, and the arrow keys to skip back and forward by sections.`),
  a(303, 3, "2026-08-26", "Using GuideConnect with the TV remote",
    "Control GuideConnect on your television with the GuideConnect remote.",
    `The GuideConnect TV box comes with a simple remote. The arrow keys move through menus, OK selects and Back returns to the last screen. The Help key reads out what the current screen does.

If the remote stops responding, replace the two AAA batteries and point it at the box from no more than five metres away.`),
  a(304, 3, "2026-07-14", "Making video calls to family with GuideConnect",
    "Add contacts and make video calls with large, clear buttons.",
    `Choose Contacts from the main menu and then Add contact. Enter the person's name and email address. They receive an invitation and can answer from a phone, tablet or computer.

To call, choose the contact and then Video call. GuideConnect speaks each step, and the big red button ends the call.`),
  a(305, 3, "2026-06-02", "Changing the text size and voice in GuideConnect",
    "Make GuideConnect easier to see and hear with larger text and a different voice.",
    `Choose Settings from the main menu, then Display. Pick a text size from Large to Giant and a colour scheme such as yellow on black.

Under Settings, Speech, choose a voice and speaking speed. Changes are spoken as you make them so you can hear the difference before you keep them.`),
  a(306, 3, "2026-04-27", "Connecting GuideConnect to Wi-Fi",
    "Join a wireless network and fix connection problems.",
    `Choose Settings, then Network, then Wi-Fi. GuideConnect reads out the networks in range; choose yours and type the password printed on your router.

If the connection drops, move the GuideConnect box or tablet nearer the router, or restart the router. GuideConnect reconnects by itself once the network is back.`),
  a(307, 3, "2026-01-19", "Reading the news in GuideConnect",
    "Choose news sources and have the day's headlines read to you.",
    `Choose News from the main menu. GuideConnect includes national and local news services; choose Add source to pick the ones you like.

Headlines are read in order. Press OK to hear the whole story, or the down arrow to move to the next headline.`),

  // EasyReader (4)
  a(401, 4, "2026-10-30", "Signing in to a library in EasyReader",
    "Connect EasyReader to your talking book library to borrow and download books.",
    `Open EasyReader and choose Libraries. Find your library in the list; there are libraries for many countries and languages. Sign in with the details your library gave you.

Once signed in, you can search the library, borrow books and download them to read offline. Books you return disappear from your shelf but your reading position is kept if you borrow them again.`),
  a(402, 4, "2026-09-09", "EasyReader does not play DAISY audio",
    "Fix silent DAISY books: check the download, the audio output and the book format.",
    `If a DAISY book shows text but plays no sound, it may be a text-only DAISY book: EasyReader then reads it with synthetic speech, which must be switched on under Settings, Speech.

If the book should have narration, delete it and download it again; a download that stopped part-way can leave audio files missing. Also check that the device's media volume is up, which is separate from the ring volume on phones.`),
  a(403, 4, "2026-08-12", "Changing fonts, colours and highlighting in EasyReader",
    "Choose a reading font, background colour and highlight style that suit your eyes.",
    `Open a book and choose the Settings button. Under Text you can choose a font, including the OpenDyslexic font, the size and the line spacing. Under Colours choose from preset schemes or make your own.

EasyReader highlights each word as it is read. You can change the highlight colour, or highlight whole sentences instead of single words.`),
  a(404, 4, "2026-07-07", "Reading EPUB and PDF files in EasyReader",
    "Open your own books and documents from your device or cloud storage.",
    `EasyReader opens EPUB, DAISY, accessible PDF, Word and text files. On Windows choose Open file; on phones and tablets choose the plus button and pick a file from your device or from cloud storage.

Accessible PDF files keep their headings for navigation. Scanned PDF files have no text to read unless they have been through text recognition first.`),
  a(405, 4, "2026-05-25", "Unlocking EasyReader Premium",
    "Use an unlock code to enable Premium features on your account.",
    `Schools and organisations receive unlock codes for EasyReader Premium. In EasyReader choose Account, then Unlock Premium, and type the code exactly as it appears. Codes are up to 50 characters and not case-sensitive.

If the code is refused, check that you are signed in with the account your organisation registered. Each code can be used a set number of times; your organisation's administrator can see how many are left.`),
  a(406, 4, "2026-03-31", "Navigating a book by headings and pages",
    "Jump to chapters, sections and printed page numbers in EasyReader.",
    `Choose the Navigation button to see the book's table of contents. Choose a heading to jump to it. You can also move by heading, page or paragraph with the previous and next buttons; choose which in the navigation level setting.

Many books include printed page numbers, so you can follow along with a class using the print edition. Choose Go to page and enter the number.`),
  a(407, 4, "2026-02-03", "Installing EasyReader for everyone on a school network",
    "Deploy EasyReader for Windows with the MSI installer and a licence file.",
    `IT administrators can install EasyReader for every user with the MSI package from the EasyReader download page. Use your usual deployment tool and the quiet install option.

Library sign-ins are per user, so each student signs in once. Settings are saved in the user profile and follow students between computers on a roaming profile.`),

  // EasyConverter Express (5)
  a(501, 5, "2026-10-02", "Converting a Word document to large print",
    "Make a large-print version of a document with your chosen font and size.",
    `Open EasyConverter Express, choose Add files and pick the Word document. Choose Large print as the output, then pick the font size and line spacing. A size of 18 point or more is usual for large print.

Choose Convert. The new document keeps headings and page numbers, and pictures are resized to fit the wider text.`),
  a(502, 5, "2026-09-18", "Creating an MP3 audio version of a document",
    "Turn a document into spoken audio files with natural voices.",
    `Add the document, choose Audio (MP3) as the output and pick a voice. EasyConverter Express makes one audio file per heading, so listeners can skip between sections.

Long documents can take a few minutes. You can keep working while the conversion runs; a notification tells you when it is finished.`),
  a(503, 5, "2026-08-21", "Producing DAISY books from Word files",
    "Make DAISY talking books with navigation from headings.",
    `DAISY books let readers move by chapter and section. EasyConverter Express builds that navigation from the heading styles in your Word document, so apply Heading 1 and Heading 2 styles before converting.

Choose DAISY as the output, pick a voice, and choose Convert. The result plays in EasyReader and in DAISY players.`),
  a(504, 5, "2026-07-16", "Preparing Braille-ready files for embossing",
    "Create BRF files in grade 1 or grade 2 Braille for your embosser.",
    `Choose Braille as the output and then the Braille code for your country and grade. Set the page size to match your embosser and paper, for example 40 cells by 25 lines.

The BRF file can be sent to an embosser or opened on a Braille display. Check tables and diagrams by hand: they often need a tactile version made separately.`),
  a(505, 5, "2026-05-11", "Converting scanned pages with text recognition",
    "Use text recognition to convert printed pages and scanned PDF files.",
    `EasyConverter Express recognises text in scanned pages and photographs. Add the scanned PDF or image files, and the recognition runs before conversion.

For best results scan at 300 dots per inch in black and white, with the page straight on the scanner. Check the recognised text for errors in names and numbers before you share the result.`),
  a(506, 5, "2026-03-04", "EasyConverter Express says a file cannot be opened",
    "Fix conversion failures caused by protected, damaged or unsupported files.",
    `Password-protected Word and PDF files cannot be converted. Remove the protection in the program that made the file, or ask the author for an unprotected copy.

If the file opens normally elsewhere, save a fresh copy as a .docx file and try again. EasyConverter Express supports Word, PDF, RTF, text and EPUB.`),
  a(507, 5, "2026-01-27", "Batch converting a folder of documents",
    "Convert many files at once with the same settings.",
    `Choose Add folder to add every supported file in a folder. Pick the output and settings once; they apply to every file.

The converted files are saved next to the originals in a folder named after the output type, so the structure of your folders is kept.`),

  // Publisher (6)
  a(601, 6, "2026-10-26", "Synchronising text and human narration in Publisher",
    "Align recorded narration with the text of a book, sentence by sentence.",
    `Import the book's text and the narrator's recordings into a Publisher project. Choose Synchronise, and Publisher matches each sentence to its place in the audio.

Check the result in the preview: select any sentence to hear it. Where a narrator went off script, drag the sentence boundary to the right place.`),
  a(602, 6, "2026-09-29", "Exporting accessible EPUB 3 from Publisher",
    "Produce EPUB 3 books with media overlays and accessibility metadata.",
    `Choose Export, then EPUB 3. Publisher adds media overlays so reading apps can highlight text as it is read, and fills in the accessibility metadata from the project's settings.

Run the built-in checker before you publish. It reports missing image descriptions and other problems that would fail an accessibility review.`),
  a(603, 6, "2026-08-17", "Recording narration directly into Publisher",
    "Record a narrator in Publisher with automatic sentence marking.",
    `Connect a good USB microphone and choose Record. Publisher shows the text one sentence at a time and marks each sentence as the narrator reads it, so the book is synchronised as it is recorded.

Press the redo key to record a sentence again. Choose a quiet room with soft furnishings to reduce echo.`),
  a(604, 6, "2026-06-22", "Importing books from Word and InDesign",
    "Bring in text with its headings, lists and images ready for production.",
    `Publisher imports Word documents and InDesign exports in IDML format. Heading styles become the book's navigation, and images come in with their alternative text.

After importing, check the structure view: every chapter should have one level 1 heading. Fix the style in the source file and import again if it does not.`),
  a(605, 6, "2026-04-15", "Adding image descriptions to a Publisher project",
    "Write descriptions for pictures so readers who cannot see them still get the meaning.",
    `Select an image and choose Describe. Write what the picture shows and why it matters to the text: a chart's trend, not only its title.

Descriptions are read aloud in audio exports and included as alternative text in EPUB. The checker lists every image without a description.`),
  a(606, 6, "2026-02-24", "Publisher licence server and multiple seats",
    "Set up the network licence server for production teams.",
    `Teams share Publisher licences through the licence server. Install it on a server every producer can reach, enter your licence key, and point each Publisher installation at the server's address.

A seat is taken when Publisher starts and returned when it closes. The server's status page shows who is using a seat.`),
  a(607, 6, "2026-01-12", "Producing DAISY 2.02 for older players",
    "Export DAISY 2.02 when your readers use older DAISY players.",
    `Some readers still use DAISY players that only play DAISY 2.02. Choose Export, DAISY 2.02. Publisher converts the navigation and audio to the older format.

Choose MP3 audio at 64 kbit/s for speech: it keeps the book small enough for older players without losing clarity.`),

  // Dolphin Pen (7, legacy)
  a(701, 7, "2025-11-20", "Using a Dolphin Pen on a Windows 11 computer",
    "What still works when you plug a Dolphin Pen into a newer computer.",
    `The Dolphin Pen carries SuperNova or ScreenReader on a USB stick. Pens sold with version 16 or later run on Windows 11; earlier pens do not, because their drivers are not signed for it.

If your pen no longer starts, a current licence of SuperNova or ScreenReader can be installed on the computer instead. Contact sales about upgrade prices for Pen owners.`),
  a(702, 7, "2025-10-08", "Replacing a lost or broken Dolphin Pen",
    "Options for Pen owners whose USB stick is lost or damaged.",
    `Dolphin Pens are no longer made, so we cannot send a replacement stick. Your Pen licence can be exchanged for a discounted SuperNova or ScreenReader licence for one computer.

Contact support with the serial number printed on the Pen or on your invoice.`),
];

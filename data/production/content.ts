/**
 * The content area's reference data: the general, audience and legal pages, product help and
 * the talking-book libraries the reading apps connect to, and the event types events are filed under.
 */
import { CONTENT_PAGES } from "./content-pages.ts";
import { type LoadMode, type SeedArea, upsert } from "./sql.ts";

const day = (iso: string) => new Date(`${iso}T09:00:00Z`);

export const PRODUCT_HELP_BOOKS = [
  { semantic_name: "supernova", product_name: "SuperNova", summary: "Magnify, read aloud and use braille with SuperNova." },
  { semantic_name: "guideconnect", product_name: "GuideConnect", summary: "Use GuideConnect's talking menus for email, calls, books and more." },
  { semantic_name: "easyreader", product_name: "EasyReader", summary: "Borrow and read talking books and e-books with EasyReader." },
];

export const PRODUCT_HELP_PAGES: { semantic_name: string; page_name: string; title: string; position: number; body: string }[] = [
  {
    semantic_name: "supernova",
    page_name: "getting-started.htm",
    title: "Getting started with SuperNova",
    position: 1,
    body: `When SuperNova starts, the Control Panel opens. It has large buttons for the settings you change most: magnification level, colour scheme, speech and braille.

## Turning SuperNova on and off

- Press **Left Ctrl + Space** to open the Control Panel at any time.
- Press **Left Ctrl + Left Alt + M** to turn magnification on or off.

## Choosing your edition's features

Magnifier users see only the Visual menu. Magnifier & Speech adds the Speech menu; Magnifier & Screen Reader adds Speech and Braille.`,
  },
  {
    semantic_name: "supernova",
    page_name: "magnification.htm",
    title: "Magnification",
    position: 2,
    body: `## Changing the level

Press **Left Alt + Plus** to magnify more and **Left Alt + Minus** for less. Levels go from 1.2 to 64 times.

## Views

- **Full** magnifies the whole screen.
- **Lens** magnifies a window that follows the pointer.
- **Split** shows the magnified view beside the normal one.

## Keeping your place

SuperNova follows the keyboard focus, the text cursor and the mouse. Turn on **Focus highlighting** to draw a coloured outline around the item you are on.`,
  },
  {
    semantic_name: "supernova",
    page_name: "speech.htm",
    title: "Speech",
    position: 3,
    body: `## Reading with speech

- **Caps Lock + Down Arrow** reads from the cursor to the end of the document.
- **Ctrl** stops speech.
- **Caps Lock + Numpad 5** repeats the current line.

## Voices and speed

Open the Control Panel, choose **Speech**, then **Voice** to pick a voice and change its speed and pitch. Natural voices are downloaded the first time you choose them.`,
  },
  {
    semantic_name: "supernova",
    page_name: "braille.htm",
    title: "Braille displays",
    position: 4,
    body: `SuperNova Magnifier & Screen Reader supports USB and Bluetooth braille displays.

## Connecting a display

Plug in or pair the display, then open the Control Panel, choose **Braille**, then **Display** and pick your display from the list. Displays using the HID standard are found automatically.

## Contracted and uncontracted braille

Choose the braille table for your language and grade under **Braille**, then **Translation**.`,
  },
  {
    semantic_name: "guideconnect",
    page_name: "getting-started.htm",
    title: "Getting started with GuideConnect",
    position: 1,
    body: `GuideConnect speaks every menu and choice. Use the arrow keys or the remote control's arrows to move, and **Enter** or **OK** to choose.

## The main menu

The main menu lists everything GuideConnect can do: Email, Video Calls, Books, Documents, Radio, Web and Settings. Press **Escape** or **Back** to return to it at any time.

## Getting help

Press **F1** or the remote's **Help** button on any screen to hear what it does.`,
  },
  {
    semantic_name: "guideconnect",
    page_name: "video-calls.htm",
    title: "Making and answering video calls",
    position: 2,
    body: `## Making a call

Choose **Video Calls**, then **Contacts**, choose a person and then **Video Call** or **Voice Call**.

## Answering a call

When someone calls, GuideConnect says their name. Choose **Answer**, **Answer with video off** or **Decline**.

## Who can call you

Choose **Settings**, then **Calls**, then **Allowed callers** to pick anyone, only your contacts, or nobody.`,
  },
  {
    semantic_name: "guideconnect",
    page_name: "reading-documents.htm",
    title: "Reading printed documents",
    position: 3,
    body: `With a document camera or scanner, GuideConnect reads your post and printed papers aloud.

1. Choose **Documents**, then **Read a new document**.
2. Place the page face up under the camera and choose **Capture**.
3. GuideConnect reads the text. Use the arrows to move by line and **Enter** to pause.

Documents you read are saved so you can hear them again.`,
  },
  {
    semantic_name: "easyreader",
    page_name: "getting-started.htm",
    title: "Getting started with EasyReader",
    position: 1,
    body: `EasyReader opens talking books, e-books and documents, and connects to online libraries.

## Adding a library

Choose **Libraries**, then **Add a library**, pick yours from the list and sign in with your library membership details. See the [libraries available](/EasyReader/Libraries-List).

## Reading

Choose a book and press **Play**. Change text size, colours, the highlight and reading speed under **Reading settings**.`,
  },
  {
    semantic_name: "easyreader",
    page_name: "bookmarks.htm",
    title: "Bookmarks and notes",
    position: 2,
    body: `## Adding a bookmark

While reading, choose **Bookmark** to mark your place. Add a note by voice or keyboard if you like.

## Going to a bookmark

Choose **Navigation**, then **Bookmarks**, and choose one from the list. Bookmarks are kept with your book on every device where you sign in.`,
  },
];

/** [id, name, countryId, languageId, easyReader, guideConnect, formats, website, summary] */
const LIBRARY_ROWS: [number, string, number, number, boolean, boolean, string, string, string][] = [
  [1, "RNIB Library", 1, 1, true, true, "Talking books (DAISY), e-books, braille", "https://www.rnib.org.uk/", "The UK's largest library of accessible books for people with sight loss."],
  [2, "Calibre Audio", 1, 1, true, true, "Audiobooks", "https://www.calibreaudio.org.uk/", "A UK charity lending unabridged audiobooks to people who find print difficult."],
  [3, "Bookshare", 255, 1, true, false, "E-books, DAISY, audio with highlighted text", "https://www.bookshare.org/", "An online library of accessible e-books for people with print disabilities."],
  [4, "NLS BARD", 255, 1, true, true, "Talking books, braille", "https://www.loc.gov/nls/", "The US national library service for blind and print-disabled readers."],
  [5, "CELA", 14, 1, true, false, "DAISY, e-text, braille", "https://celalibrary.ca/", "Accessible reading for Canadians with print disabilities, through public libraries."],
  [6, "Dedicon", 5, 4, true, false, "Gesproken boeken, e-books", "https://www.dedicon.nl/", "Accessible books and study materials for readers in the Netherlands."],
  [7, "Vision Australia Library", 12, 1, true, true, "Talking books, podcasts", "https://visionaustralia.org/", "Audio books, newspapers and magazines for Australians who cannot read print."],
  [8, "NNELS", 14, 1, true, false, "E-books, audiobooks", "https://nnels.ca/", "Canada's National Network for Equitable Library Service."],
  [9, "Celia", 18, 10, true, false, "Äänikirjat, e-kirjat", "https://www.celia.fi/", "Finland's accessible library for people with reading difficulties."],
  [10, "Library of the Blind and Partially Sighted (Norway)", 7, 7, true, false, "Lydbøker, punktskrift", "https://www.nlb.no/", "Talking books and braille for readers in Norway."],
];

export const LIBRARIES = LIBRARY_ROWS.map(([id, name, country_id, language_id, easy_reader, guide_connect, formats, website, summary]) => ({
  id,
  name,
  country_id,
  language_id,
  easy_reader,
  guide_connect,
  formats,
  website,
  summary,
  description: `${summary}\n\nIn ${guide_connect ? "EasyReader and GuideConnect" : "EasyReader"} you can search the catalogue, borrow titles and start reading without downloading files by hand. Titles you borrow appear on your bookshelf and are returned automatically when the loan ends.`,
  how_to_join: `1. Join ${name} on its website. Membership is usually free for people with sight loss or a print disability; some libraries ask for proof of eligibility from a professional or a form signed by you.\n2. Once your membership is confirmed, open ${guide_connect ? "EasyReader or GuideConnect" : "EasyReader"}, choose **Libraries**, then **Add a library**, and choose ${name}.\n3. Sign in with the membership details the library gave you.`,
  visible: true,
}));

export const EVENT_TYPES = [
  { id: 1, hid: "Exhibition", name: "Exhibitions" },
  { id: 2, hid: "Training", name: "Training Days" },
  { id: 3, hid: "UserGroup", name: "User Groups" },
  { id: 4, hid: "Conference", name: "Conferences" },
];

export const contentData: SeedArea = {
  name: "content",
  statements: (mode: LoadMode = "update") => [
    ...upsert(
      "content_pages",
      CONTENT_PAGES.map((page) => ({
        hid: page.hid,
        path: page.path,
        kind: page.kind,
        title: page.title,
        summary: page.summary,
        body: page.body,
        language: "en",
        published: true,
        published_at: day(page.updated),
        updated_at: day(page.updated),
      })),
      ["hid"],
      mode,
    ),
    ...upsert("product_help_books", PRODUCT_HELP_BOOKS, ["semantic_name"], mode),
    ...upsert("product_help_pages", PRODUCT_HELP_PAGES, ["semantic_name", "page_name"], mode),
    ...upsert("libraries", LIBRARIES, ["id"], mode),
    ...upsert("event_types", EVENT_TYPES, ["id"], mode),
  ],
};

/** Seed of the content area: pages, product help, libraries, careers, beta and dealer zones. */
import { CONTENT_PAGES } from "./content-pages.ts";
import { type SeedArea, upsert } from "./lib.ts";

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

const VACANCIES = [
  { id: 1, title: "Software Engineer (Windows accessibility)", location: "Worcester, UK, or remote", hours: "Full time", apprenticeship: false, summary: "Build SuperNova's support for new applications through UI Automation, in C++ and C#." },
  { id: 2, title: "Customer Support Specialist", location: "Worcester, UK", hours: "Full time or part time", apprenticeship: false, summary: "Help customers and dealers by phone, email and remote session, in plain language." },
  { id: 3, title: "Accessibility Test Analyst", location: "Remote (UK)", hours: "Full time", apprenticeship: false, summary: "Test our products and customers' websites with magnifiers, screen readers and braille." },
  { id: 4, title: "Software Development Apprentice", location: "Worcester, UK", hours: "Full time, with day release", apprenticeship: true, summary: "Learn to build accessible software while studying for a level 4 qualification." },
  { id: 5, title: "Customer Support Apprentice", location: "Worcester, UK", hours: "Full time, with day release", apprenticeship: true, summary: "Learn our products and how to support customers, with a level 3 qualification." },
].map((vacancy) => ({ ...vacancy, visible: true, closes_at: null }));

export const BETA_PROGRAMMES = [
  {
    id: 1,
    product_name: "SuperNova",
    version: "24 beta 2",
    summary: "Try the next SuperNova before release: a rebuilt braille engine and faster web browsing.",
    open: true,
    download_file_name: "SuperNova-24-beta-2.exe",
    download_url: "/product-help/supernova/contents.htm",
    release_notes: "This beta rebuilds the braille engine for faster panning and adds quick navigation by landmark in web browsers. Please report anything that works less well than in SuperNova 23.",
  },
  {
    id: 2,
    product_name: "GuideConnect",
    version: "7 beta 1",
    summary: "Help us test group video calls and the new talking calendar.",
    open: true,
    download_file_name: "GuideConnect-7-beta-1.exe",
    download_url: "/product-help/guideconnect/contents.htm",
    release_notes: "Group calls of up to four people, and a calendar that reads your appointments each morning.",
  },
  {
    id: 3,
    product_name: "EasyReader",
    version: "12 beta 1",
    summary: "Test EasyReader's new bookshelf and synchronised bookmarks.",
    open: true,
    download_file_name: "EasyReader-12-beta-1.exe",
    download_url: "/product-help/easyreader/contents.htm",
    release_notes: "A redesigned bookshelf and bookmarks synchronised between your devices.",
  },
];

const DEALER_RESOURCES = [
  { id: 1, section: "training", title: "SuperNova 23 product training", url: "/webinars", published_at: day("2026-10-06"), body: "A two-hour online course on what is new in SuperNova 23, for dealer trainers. Covers the new lens view, natural voices and deployment with MSI packages. Completing it is required before demonstrating SuperNova 23 to customers." },
  { id: 2, section: "training", title: "GuideConnect setup for first-time users", url: null, published_at: day("2026-08-25"), body: "How to set up GuideConnect for someone who has never used a computer: remote control pairing, contacts, document camera and video calling. Includes a checklist to leave with the customer." },
  { id: 3, section: "video", title: "Demonstrating magnification to a new customer", url: null, published_at: day("2026-09-10"), body: "A 12-minute video showing a model demonstration of SuperNova for someone with macular degeneration, with a written transcript." },
  { id: 4, section: "video", title: "Installing with the MSI package", url: null, published_at: day("2026-07-14"), body: "A walkthrough of silent installation and network licensing for organisations, with a written transcript." },
  { id: 5, section: "contacts", title: "Dealer account management", url: "/contact", published_at: day("2026-01-05"), body: "Your account manager handles orders, pricing, not-for-resale licences and marketing material. Use the contact form and choose 'Dealer enquiry'; we reply within one working day." },
  { id: 6, section: "contacts", title: "Dealer technical support", url: "/contact/support", published_at: day("2026-01-05"), body: "Dealers have a priority queue in technical support. Include the customer's serial number and the dealer name in your request." },
  { id: 7, section: "useful-things", title: "Price list and order form", url: null, published_at: day("2026-10-01"), body: "The current dealer price list for all products and editions, with Software Maintenance Agreement prices and education discounts. Prices are valid until 31 March 2027." },
  { id: 8, section: "useful-things", title: "Large-print and braille quick reference cards", url: null, published_at: day("2026-09-15"), body: "Printable quick reference cards for SuperNova and GuideConnect keyboard commands, in large print and ready for embossing, to leave with customers." },
  { id: 9, section: "newsletters", title: "Dealer newsletter: October 2026", url: null, published_at: day("2026-10-15"), body: "SuperNova 23 launch, the new dealer training schedule, and changes to trial licence extensions for customer evaluations." },
  { id: 10, section: "newsletters", title: "Dealer newsletter: July 2026", url: null, published_at: day("2026-07-15"), body: "Video calling arrives in GuideConnect, summer education pricing, and how to register for the GuideConnect 7 beta." },
];

export const contentSeed: SeedArea = {
  name: "content",
  statements: () => [
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
    ),
    ...upsert("product_help_books", PRODUCT_HELP_BOOKS, ["semantic_name"]),
    ...upsert("product_help_pages", PRODUCT_HELP_PAGES, ["semantic_name", "page_name"]),
    ...upsert("libraries", LIBRARIES),
    ...upsert("vacancies", VACANCIES),
    ...upsert("beta_programmes", BETA_PROGRAMMES),
    ...upsert("dealer_resources", DEALER_RESOURCES),
  ],
};

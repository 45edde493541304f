/**
 * The product line as the live site opens with it: families, market segments, products with
 * their page content, versions and the languages each version ships in, and the price list
 * (pounds; the other currencies are in orders.ts). Installer files are not data: the staff
 * desk uploads them, and until then a version language is not offered for download (the local
 * seed adds stand-in files, seed/products.ts).
 */
import { MARKET_SEGMENTS } from "../../common/products/index.ts";
import { type LoadMode, type Row, type SeedArea, type SqlValue, upsert } from "./sql.ts";

const FAMILIES: Row[] = [
  {
    id: 1,
    name: "SuperNova",
    semantic_name: "supernova",
    colour: "#0b3d91",
    short_description: "Magnification, speech and a full screen reader for Windows, in three editions that grow with your sight.",
    page_content:
      "<p>SuperNova comes in three editions. Each one includes everything in the edition before it, so you can start with magnification and move up to speech or a full screen reader when your sight changes, without learning a new product.</p>",
  },
  {
    id: 2,
    name: "EasyReader",
    semantic_name: "easyreader",
    colour: "#5a2d82",
    short_description: "Read books, newspapers and documents your way: large print, highlighted text and natural voices.",
    page_content:
      "<p>EasyReader opens accessible books from talking-book libraries around the world, and your own documents, on Windows, iPhone, iPad and Android.</p>",
  },
  {
    id: 3,
    name: "Whiteboard tools",
    semantic_name: "whiteboard-tools",
    colour: "#00594f",
    short_description: "See the classroom board up close on your own screen, magnified and in the colours you can read.",
    page_content:
      "<p>Our whiteboard tools bring the front of the classroom or lecture theatre to a pupil's own laptop: a camera for the board and software that magnifies, recolours and reads it.</p>",
  },
];

const SEGMENT_DESCRIPTIONS: Record<string, string> = {
  education: "Software for schools, colleges and universities, with site licences and training for staff.",
  individuals: "Software for you or someone you care for, with free trials and help in your own language.",
  organisation: "Accessible workplaces: network licences, deployment support and training for employers.",
};

type ProductSeed = { [column: string]: SqlValue | number[]; id: number; segments: number[] };

const common = {
  page_template_id: 1,
  visible: true,
  online: true,
};

const SUPERNOVA_REQUIREMENTS =
  "<ul><li>Windows 11 or Windows 10 (64-bit), including Windows on Arm devices</li><li>2 GHz processor and 4 GB of memory (8 GB recommended)</li><li>2 GB of free disk space</li><li>A sound card for speech; a braille display for braille output (optional)</li></ul>";

const PRODUCTS: ProductSeed[] = [
  {
    id: 1,
    hid: "SNM",
    name: "SuperNova Magnifier",
    semantic_name: "supernova-magnifier",
    family_id: 1,
    product_type_id: 1,
    auth_server_id: 11,
    short_description: "Smooth, sharp magnification up to 64 times, with colour and pointer options for comfortable reading.",
    meta_desc: "SuperNova Magnifier enlarges everything on a Windows screen up to 64 times, with true-font text and colour schemes for low vision.",
    page_content:
      "<h2>See your screen clearly</h2><p>SuperNova Magnifier enlarges everything on your Windows screen, from 1.2 to 64 times, and keeps text sharp at every level with true-font smoothing.</p><ul><li>Full screen, split screen, lens and docked views</li><li>Colour schemes that reduce glare and raise contrast</li><li>Large, high-visibility pointers and a focus highlight that follows you through menus and dialogs</li></ul>",
    more_benefits_content:
      "<p>Magnification follows the text cursor, the mouse and the focus, so the part of the screen you are working on is always in view. Settings travel with you when you sign in with your DolphinID.</p>",
    pricing_content:
      "<p>Buy once and own your licence, with a year of updates included. Extend updates each year with a software maintenance agreement. UK customers with sight loss pay no VAT.</p>",
    specification_content: "<p>Magnification 1.2× to 64×; seven views; 16 colour schemes; works with touch screens and multiple monitors.</p>",
    support_category_content:
      "<p>Our support team answers by phone and email on weekdays. Updates, manuals and the knowledge base are free for every customer.</p>",
    system_requirements_content: SUPERNOVA_REQUIREMENTS,
    logo_path: "/images/products/supernova.svg",
    video_id: "snm-intro",
    video_btn: true,
    offer_trial: true,
    try_it_near_btn: true,
    extended_demo_form: true,
    norway_article_no: "142201",
    sort_order: 1,
    segments: [1, 2, 3],
  },
  {
    id: 2,
    hid: "SNMS",
    name: "SuperNova Magnifier & Speech",
    semantic_name: "supernova-magnifier-speech",
    family_id: 1,
    product_type_id: 1,
    auth_server_id: 12,
    short_description: "Everything in Magnifier, plus natural voices that read documents, web pages and email aloud.",
    meta_desc: "SuperNova Magnifier & Speech adds reading voices to magnification, for people who tire when reading on screen.",
    page_content:
      "<h2>Magnify and listen</h2><p>SuperNova Magnifier & Speech adds natural voices to magnification. It reads what you type, where you point and whole documents, so you can rest your eyes on long pages.</p><ul><li>Hear web pages, email and documents read aloud</li><li>Typing echo by character or word</li><li>Read a document with the words highlighted as they are spoken</li></ul>",
    more_benefits_content: "<p>Switch between looking and listening with one key. Voices are available in more than 30 languages.</p>",
    pricing_content:
      "<p>Buy once and own your licence, with a year of updates included. UK customers with sight loss pay no VAT.</p>",
    specification_content: "<p>All Magnifier features; over 30 voice languages; document reader; scan-and-read for printed pages.</p>",
    support_category_content:
      "<p>Our support team answers by phone and email on weekdays. Updates, manuals and the knowledge base are free for every customer.</p>",
    system_requirements_content: SUPERNOVA_REQUIREMENTS,
    logo_path: "/images/products/supernova.svg",
    video_btn: true,
    video_id: "snms-intro",
    offer_trial: true,
    try_it_near_btn: true,
    extended_demo_form: true,
    norway_article_no: "142202",
    sort_order: 2,
    segments: [1, 2, 3],
  },
  {
    id: 3,
    hid: "SNSR",
    name: "SuperNova Magnifier & Screen Reader",
    semantic_name: "supernova-magnifier-screen-reader",
    family_id: 1,
    product_type_id: 1,
    auth_server_id: 13,
    short_description: "Magnification, speech and a complete screen reader with braille, for any level of sight.",
    meta_desc: "SuperNova Magnifier & Screen Reader combines magnification with a full screen reader and braille support for Windows.",
    page_content:
      "<h2>One product for any level of sight</h2><p>SuperNova Magnifier & Screen Reader combines magnification with a full screen reader. Use the keyboard, speech and braille to work in Windows, Microsoft 365 and the web, with or without looking at the screen.</p><ul><li>Complete keyboard control of Windows and popular applications</li><li>Braille displays from all major makers</li><li>Magnification on or off at any time</li></ul>",
    more_benefits_content:
      "<p>If your sight changes you never need to change product: turn magnification down and speech up as you need.</p>",
    pricing_content:
      "<p>Buy once and own your licence, with a year of updates included. UK customers with sight loss pay no VAT.</p>",
    specification_content: "<p>All Magnifier & Speech features; full screen reader; braille input and output; optical character recognition.</p>",
    support_category_content:
      "<p>Our support team answers by phone and email on weekdays. Updates, manuals and the knowledge base are free for every customer.</p>",
    system_requirements_content: SUPERNOVA_REQUIREMENTS,
    logo_path: "/images/products/supernova.svg",
    video_btn: true,
    video_id: "snsr-intro",
    offer_trial: true,
    try_it_near_btn: true,
    extended_demo_form: true,
    extended_buy_via_dealer_form: true,
    norway_article_no: "142203",
    sort_order: 3,
    segments: [1, 2, 3],
  },
  {
    id: 4,
    hid: "SR",
    name: "ScreenReader",
    semantic_name: "screenreader",
    product_type_id: 1,
    auth_server_id: 14,
    short_description: "A screen reader for Windows for people who do not use the screen, with speech and braille.",
    meta_desc: "Dolphin ScreenReader gives blind people full control of Windows by keyboard, speech and braille.",
    page_content:
      "<h2>Use Windows without the screen</h2><p>Dolphin ScreenReader speaks and brailles everything on your Windows computer. It is simple to learn, with clear spoken help on every key.</p><ul><li>Works with Microsoft 365, Chrome, Edge and Firefox</li><li>Braille displays and note-takers</li><li>Quick navigation of web pages by heading, link and landmark</li></ul>",
    more_benefits_content: "<p>Start speaking from the Windows sign-in screen, and use the same keystrokes on every PC you log into.</p>",
    pricing_content: "<p>One-off purchase with a year of updates included. UK customers with sight loss pay no VAT.</p>",
    specification_content: "<p>Speech in over 30 languages; braille; web navigation; document reader.</p>",
    support_category_content: "<p>Phone and email support on weekdays, free updates for a year, and training by phone or online.</p>",
    system_requirements_content: SUPERNOVA_REQUIREMENTS,
    logo_path: "/images/products/screenreader.svg",
    offer_trial: true,
    extended_demo_form: true,
    sort_order: 4,
    segments: [1, 2, 3],
  },
  {
    id: 5,
    hid: "GC",
    name: "GuideConnect",
    semantic_name: "guideconnect",
    product_type_id: 1,
    auth_server_id: 15,
    short_description: "A simple, spoken menu for email, books, video calls and the web, on a computer or a TV.",
    meta_desc: "GuideConnect makes technology simple for people with sight loss, with a talking menu on a PC or a television.",
    page_content:
      "<h2>Technology made simple</h2><p>GuideConnect turns a computer or television into one easy talking menu. Write email, read books and newspapers, make video calls and browse the web, all with large text and clear speech.</p><ul><li>One menu for everything, read aloud</li><li>Use a keyboard, the GuideConnect remote or your voice</li><li>Video call family and friends in a few key presses</li></ul>",
    more_benefits_content: "<p>A friend or family member can help from afar with remote assistance.</p>",
    pricing_content: "<p>Buy the software on its own, or with the GuideConnect remote and a set-top box for your television.</p>",
    specification_content: "<p>Email, books, newspapers, radio, video calls, documents, scanning and the web in one menu.</p>",
    support_category_content: "<p>Free phone support and a step-by-step spoken tutorial built in.</p>",
    system_requirements_content: "<ul><li>Windows 11 or Windows 10</li><li>4 GB of memory</li><li>Internet connection for email, video calls and the web</li></ul>",
    logo_path: "/images/products/guideconnect.svg",
    call_me_btn: true,
    offer_trial: true,
    sort_order: 5,
    segments: [2, 3],
  },
  {
    id: 6,
    hid: "ERA",
    name: "EasyReader app",
    semantic_name: "easyreader-app",
    family_id: 2,
    product_type_id: 3,
    short_description: "The free reading app for iPhone, iPad and Android, with talking-book libraries built in.",
    meta_desc: "The EasyReader app reads accessible books, newspapers and documents on iPhone, iPad and Android.",
    page_content:
      "<h2>Your library in your pocket</h2><p>EasyReader connects to talking-book libraries around the world. Read with natural voices, large print and highlighted words, in the colours you find easiest.</p>",
    more_benefits_content: "<p>Free to download. Premium features for schools come with an organisation subscription.</p>",
    pricing_content: "<p>Free, with an optional premium subscription for extra voices and document reading.</p>",
    specification_content: "<p>DAISY, EPUB, PDF and Word documents; library integration; offline reading.</p>",
    support_category_content: "<p>Help pages in the app and email support.</p>",
    system_requirements_content: "<ul><li>iOS 16 or later</li><li>Android 10 or later</li></ul>",
    app_store_url: "https://apps.apple.com/app/easyreader/id1153508813",
    google_play_url: "https://play.google.com/store/apps/details?id=com.yourdolphin.easyreaderapp",
    logo_path: "/images/products/easyreader.svg",
    sort_order: 6,
    segments: [1, 2],
  },
  {
    id: 7,
    hid: "ECE",
    name: "EasyConverter Express",
    semantic_name: "easyconverter-express",
    product_type_id: 1,
    auth_server_id: 17,
    short_description: "Turn documents into large print, audio and DAISY books in a few clicks.",
    meta_desc: "EasyConverter Express converts Word documents and PDFs to large print, MP3 audio, DAISY and braille-ready files.",
    page_content:
      "<h2>Accessible formats in minutes</h2><p>EasyConverter Express turns Word documents, PDFs and scanned pages into the format each reader needs: large print, MP3 audio, DAISY talking books or braille-ready files.</p>",
    more_benefits_content: "<p>Ideal for schools and transcription services preparing materials for several pupils at once.</p>",
    pricing_content: "<p>Single and site licences for schools and organisations.</p>",
    specification_content: "<p>Input: Word, PDF, text, scanned images. Output: large print Word, MP3, DAISY 2.02, DAISY 3, braille-ready text.</p>",
    support_category_content: "<p>Email and phone support for licence holders.</p>",
    system_requirements_content: "<ul><li>Windows 11 or Windows 10</li><li>Microsoft Word 2016 or later</li></ul>",
    logo_path: "/images/products/easyconverter.svg",
    offer_trial: true,
    sort_order: 7,
    segments: [1, 3],
  },
  {
    id: 8,
    hid: "ERW",
    name: "EasyReader for Windows",
    semantic_name: "easyreader",
    family_id: 2,
    product_type_id: 1,
    auth_server_id: 18,
    short_description: "Read accessible books and documents on your Windows PC, free to download.",
    meta_desc: "EasyReader for Windows reads talking books, DAISY and EPUB titles and documents with large print and natural voices.",
    page_content:
      "<h2>Read your way on Windows</h2><p>EasyReader for Windows opens talking books and documents and reads them to you with natural voices, in large print with the words highlighted as they are read.</p><ul><li>Borrow from talking-book libraries in the app</li><li>Choose your text size, font, colours and line spacing</li><li>Bookmarks and notes that follow you between devices</li></ul>",
    more_benefits_content: "<p>Free to download for personal use. Schools can deploy it across their network with the MSI package.</p>",
    pricing_content: "<p>Free for personal use. Premium features for organisations by subscription.</p>",
    specification_content: "<p>DAISY 2.02, DAISY 3, EPUB 2 and 3, PDF, Word and text.</p>",
    support_category_content: "<p>Help pages and email support.</p>",
    system_requirements_content: "<ul><li>Windows 11 or Windows 10</li><li>2 GB of memory</li><li>300 MB of free disk space</li></ul>",
    logo_path: "/images/products/easyreader.svg",
    demo_no_details: false,
    sort_order: 8,
    segments: [1, 2, 3],
  },
  {
    id: 9,
    hid: "PUB",
    name: "Publisher",
    semantic_name: "publisher",
    product_type_id: 1,
    auth_server_id: 19,
    short_description: "Professional accessible publishing for transcription services and publishers.",
    meta_desc: "Dolphin Publisher produces DAISY and EPUB talking books with synchronised text and recorded or synthetic audio.",
    page_content:
      "<h2>Produce accessible books</h2><p>Publisher creates full-text, full-audio DAISY and EPUB books with synchronised text, images and navigation, from Word documents or scanned pages.</p>",
    more_benefits_content: "<p>Record human narration or use synthetic voices, and check the result before you publish.</p>",
    pricing_content: "<p>Perpetual licences with a year of updates, and volume prices for organisations.</p>",
    specification_content: "<p>DAISY 2.02, DAISY 3 and EPUB 3 output; narration recording; validation.</p>",
    support_category_content: "<p>Priority phone and email support and on-site training for publishers.</p>",
    system_requirements_content: "<ul><li>Windows 11 or Windows 10 (64-bit)</li><li>8 GB of memory</li><li>A microphone for narration</li></ul>",
    logo_path: "/images/products/publisher.svg",
    offer_trial: true,
    sort_order: 9,
    segments: [1, 3],
  },
  {
    id: 10,
    hid: "WBV",
    name: "Whiteboard Viewer",
    semantic_name: "whiteboard-viewer",
    family_id: 3,
    product_type_id: 1,
    short_description: "See the class whiteboard magnified on your laptop, in the colours you read best.",
    meta_desc: "Whiteboard Viewer shows the classroom board on a pupil's laptop with magnification, colour filters and freeze-frame.",
    page_content:
      "<h2>The board on your screen</h2><p>Whiteboard Viewer shows the classroom board on a pupil's own laptop. Zoom in, change the colours, and freeze a frame to copy notes at your own pace.</p>",
    more_benefits_content: "<p>Works with the Whiteboard Camera or any USB camera.</p>",
    pricing_content: "<p>Sold with the Whiteboard Camera, or on its own for schools with their own cameras.</p>",
    specification_content: "<p>Zoom, pan, colour filters, freeze-frame and snapshot to the reader.</p>",
    support_category_content: "<p>Setup help for teachers and qualified teachers of visually impaired pupils.</p>",
    system_requirements_content: "<ul><li>Windows 11 or Windows 10</li><li>A USB camera</li></ul>",
    logo_path: "/images/products/whiteboard.svg",
    offer_trial: true,
    sort_order: 10,
    segments: [1],
  },
  {
    id: 11,
    hid: "WBC",
    name: "Whiteboard Camera",
    semantic_name: "whiteboard-camera",
    family_id: 3,
    product_type_id: 2,
    short_description: "A quiet, high-resolution camera on a stand that points at the class board.",
    meta_desc: "Whiteboard Camera: a high-resolution USB camera on a folding stand, for use with Whiteboard Viewer.",
    page_content:
      "<h2>A camera made for the classroom</h2><p>The Whiteboard Camera clips to a desk or stands on the floor and sends a sharp picture of the board to the pupil's laptop over one USB cable.</p>",
    more_benefits_content: "<p>Folds flat to carry between classrooms.</p>",
    pricing_content: "<p>Sold with Whiteboard Viewer as a bundle for schools.</p>",
    specification_content: "<p>4K sensor; 10× optical zoom; USB-C; folding stand and desk clamp.</p>",
    support_category_content: "<p>Two-year hardware warranty with replacement by post.</p>",
    system_requirements_content: "<ul><li>A USB-C or USB 3 port</li></ul>",
    logo_path: "/images/products/whiteboard.svg",
    sort_order: 11,
    segments: [1],
  },
  {
    id: 12,
    hid: "LUNAR",
    name: "Lunar",
    semantic_name: "lunar",
    product_type_id: 1,
    short_description: "Our first magnifier, now replaced by SuperNova Magnifier. Downloads remain for existing customers.",
    meta_desc: "Lunar magnifier: withdrawn, with downloads still available for licence holders.",
    page_content: "<p>Lunar has been replaced by SuperNova Magnifier. Existing customers can still download their version.</p>",
    system_requirements_content: "<ul><li>Windows 7 or later</li></ul>",
    online: false,
    sort_order: 12,
    segments: [2],
  },
];

/** [id, productId, major, minor, build, releaseDate, description] */
export const VERSIONS: [number, number, number, number, number, string, string][] = [
  [101, 1, 21, 5, 2104, "2023-03-14", "Windows 11 support for touch magnification and new colour schemes."],
  [102, 1, 22, 2, 2215, "2024-02-20", "Smoother panning, a new lens view and DolphinID settings sync."],
  [103, 1, 23, 1, 2301, "2025-09-30", "Windows on Arm support and sharper true-font text at high magnification."],
  [201, 2, 21, 5, 2104, "2023-03-14", "New natural voices and typing echo options."],
  [202, 2, 22, 2, 2215, "2024-02-20", "Document reader with word highlighting."],
  [203, 2, 23, 1, 2301, "2025-09-30", "Windows on Arm support and faster voices."],
  [301, 3, 21, 5, 2104, "2023-03-14", "Braille display support extended to new models."],
  [302, 3, 22, 2, 2215, "2024-02-20", "Quicker web navigation and Microsoft 365 improvements."],
  [303, 3, 23, 1, 2301, "2025-09-30", "Windows on Arm support and a redesigned control panel."],
  [401, 4, 22, 2, 2215, "2024-02-20", "Web navigation by landmark and region."],
  [402, 4, 23, 1, 2301, "2025-09-30", "Windows on Arm support and a new spoken tutorial."],
  [501, 5, 6, 3, 630, "2023-11-07", "Video calls with family and friends."],
  [502, 5, 7, 1, 710, "2025-06-10", "Voice control for the main menu and a refreshed newspaper list."],
  [701, 7, 4, 2, 420, "2022-05-16", "DAISY 3 output."],
  [702, 7, 5, 1, 510, "2025-01-21", "Faster conversion and EPUB 3 output."],
  [801, 8, 10, 4, 1040, "2024-04-09", "Library search across several libraries at once."],
  [802, 8, 11, 2, 1120, "2025-10-14", "New reading voices and notes that sync between devices."],
  [901, 9, 8, 3, 830, "2023-06-27", "Narration recording improvements."],
  [902, 9, 9, 1, 910, "2025-08-05", "EPUB 3 validation built in."],
  [1001, 10, 2, 5, 250, "2024-08-20", "Freeze-frame and snapshot to the reader."],
  [1002, 10, 3, 0, 300, "2025-08-26", "Colour filters and support for 4K cameras."],
  [1201, 12, 6, 5, 650, "2016-09-01", "The final release of Lunar."],
];

/** Which languages each version ships in, by language id (1 en, 2 de, 3 fr, 4 nl, 7 no, 8 sv). */
export function languagesOf(versionId: number, productId: number): number[] {
  const latest = !VERSIONS.some(([id, product]) => product === productId && id !== versionId && id > versionId);
  if (productId === 12) return [1];
  if (productId === 8) return [1, 2, 3, 4];
  if ([1, 2, 3, 4].includes(productId)) return latest ? [1, 2, 3, 4, 7, 8] : [1, 2, 3];
  return latest ? [1, 2] : [1];
}

export const ISO: Record<number, string> = { 1: "en", 2: "de", 3: "fr", 4: "nl", 7: "no", 8: "sv" };

export function productFileStem(productId: number): string {
  const product = PRODUCTS.find((row) => row.id === productId);
  return String(product?.hid ?? productId);
}

/** [productId, kind, edition, fulfilment, label, pence] */
const PRICES: [number, string, string | null, string, string, number][] = [
  [1, "buy", "magnifier", "download", "SuperNova Magnifier, download", 39500],
  [1, "buy", "magnifier", "usb", "SuperNova Magnifier, USB stick", 44500],
  [2, "buy", "magnifier-speech", "download", "SuperNova Magnifier & Speech, download", 69500],
  [2, "buy", "magnifier-speech", "usb", "SuperNova Magnifier & Speech, USB stick", 74500],
  [3, "buy", "screen-reader", "download", "SuperNova Magnifier & Screen Reader, download", 89500],
  [3, "buy", "screen-reader", "usb", "SuperNova Magnifier & Screen Reader, USB stick", 94500],
  [1, "upgrade", "magnifier", "download", "Upgrade to SuperNova Magnifier 23", 14500],
  [2, "upgrade", "magnifier-speech", "download", "Upgrade to SuperNova Magnifier & Speech 23", 24500],
  [3, "upgrade", "screen-reader", "download", "Upgrade to SuperNova Magnifier & Screen Reader 23", 29500],
  [1, "renew-sma", "magnifier", "download", "One year of updates for SuperNova Magnifier", 7900],
  [2, "renew-sma", "magnifier-speech", "download", "One year of updates for SuperNova Magnifier & Speech", 11900],
  [3, "renew-sma", "screen-reader", "download", "One year of updates for SuperNova Magnifier & Screen Reader", 14900],
  [4, "buy", null, "download", "ScreenReader, download", 69500],
  [4, "upgrade", null, "download", "Upgrade to ScreenReader 23", 24500],
  [4, "renew-sma", null, "download", "One year of updates for ScreenReader", 11900],
  [5, "buy", null, "download", "GuideConnect software", 44900],
  [5, "buy", null, "usb", "GuideConnect with remote and TV box", 79900],
  [9, "buy", null, "download", "Publisher, single licence", 129500],
  [8, "subscribe", "monthly", "download", "EasyReader Premium, monthly", 499],
  [8, "subscribe", "yearly", "download", "EasyReader Premium, yearly", 3999],
];


/** The ids of the price list's rows (their amounts in other currencies are set from them only). */
export const PRICE_IDS = PRICES.map((_, index) => index + 1);

/** The day the first price list comes into force (a later price is a new row with a later day). */
export const PRICE_LIST_STARTS_ON = "2026-01-01";

export const productsData: SeedArea = {
  name: "products",
  statements(mode: LoadMode = "update") {
    const statements: string[] = [];
    statements.push(
      ...upsert(
        "market_segments",
        MARKET_SEGMENTS.map((segment) => ({ id: segment.id, name: segment.name, title: segment.title, description: SEGMENT_DESCRIPTIONS[segment.name] })),
        ["id"],
        mode,
      ),
    );
    statements.push(...upsert("product_families", FAMILIES, ["id"], mode));
    statements.push(
      ...upsert(
        "products",
        PRODUCTS.map(({ segments: _segments, ...row }) => ({ ...common, ...row }) as Row),
        ["id"],
        mode,
      ),
    );
    statements.push(
      ...upsert(
        "product_market_segments",
        PRODUCTS.flatMap((product) => product.segments.map((segment) => ({ product_id: product.id, market_segment_id: segment }))),
        ["product_id", "market_segment_id"],
        mode,
      ),
    );
    statements.push(
      ...upsert(
        "product_versions",
        VERSIONS.map(([id, productId, major, minor, build, date, description]) => ({
          id,
          product_id: productId,
          major,
          minor,
          build,
          description,
          release_date: new Date(`${date}T09:00:00Z`),
          visible: true,
        })),
        ["id"],
        mode,
      ),
    );
    // The languages a version ships in; its files (and so its download) come from the desk.
    statements.push(
      ...upsert(
        "version_languages",
        VERSIONS.flatMap(([versionId, productId]) =>
          languagesOf(versionId, productId).map((languageId) => ({ id: versionId * 100 + languageId, product_version_id: versionId, language_id: languageId })),
        ),
        ["id"],
        mode,
      ),
    );
    statements.push(
      ...upsert(
        "product_prices",
        PRICES.map(([productId, kind, edition, fulfilment, label, pence], index) => ({
          id: index + 1,
          product_id: productId,
          kind,
          edition,
          fulfilment,
          label,
          currency: "GBP",
          amount_pence: pence,
          vat_relief_eligible: true,
          starts_on: PRICE_LIST_STARTS_ON,
        })),
        ["id"],
        mode,
      ),
    );
    return statements;
  },
};

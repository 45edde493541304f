/**
 * Events, webinars (with their translations, seed/webinar-translations.ts), blog posts and homepage videos. Dates are computed from the moment the
 * seed runs, so upcoming events and webinars stay upcoming whenever the database is prepared.
 * Webinars are filed under market segment ids 1 (education), 2 (individuals) and
 * 3 (organisations) and product ids 3 (SuperNova Magnifier & Screen Reader), 4 (ScreenReader),
 * 5 (GuideConnect), 6 (EasyReader app) and 7 (EasyConverter Express): ids of the products
 * area's tables (common/products, seed/products.ts).
 */
import { EVENT_TYPES } from "../data/production/content.ts";
import { translationStatements } from "../data/production/translations/item.ts";
import { type SeedArea, upsert } from "./lib.ts";
import { WEBINAR_TRANSLATIONS } from "./webinar-translations.ts";

export { EVENT_TYPES };

const DAY = 24 * 60 * 60 * 1000;

/** A day relative to today at a London wall-clock hour (close enough for seed data: UTC hour). */
function at(daysFromToday: number, hour: number, minute = 0, now = new Date()): Date {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute));
  return new Date(date.getTime() + daysFromToday * DAY);
}

interface SeedEvent {
  id: number;
  title: string;
  description: string;
  start: [number, number];
  end: [number, number];
  type: number;
  country: number;
  lat: number;
  lng: number;
  visible?: boolean;
  address: [string, string, string, string, string];
}

const EVENTS: SeedEvent[] = [
  {
    id: 1,
    title: "Visual Impairment Technology Show, Birmingham",
    description:
      "Try SuperNova 23 and GuideConnect on our stand, talk to our trainers about magnification settings, and pick up large-print and braille quick-reference cards.",
    start: [12, 9],
    end: [13, 16],
    type: 1,
    country: 1,
    lat: 52.4508,
    lng: -1.7184,
    address: ["National Exhibition Centre, Hall 2", "North Avenue", "Birmingham", "West Midlands", "B40 1NT"],
  },
  {
    id: 2,
    title: "SuperNova essentials training day, Leeds",
    description:
      "A full day for new SuperNova users and the people who support them: starting up, magnification and colour schemes, reading documents and the web with speech, and keyboard commands that save time.",
    start: [19, 9],
    end: [19, 16],
    type: 2,
    country: 1,
    lat: 53.7997,
    lng: -1.5492,
    address: ["Leeds Central Library, Training Suite", "Calverley Street", "Leeds", "West Yorkshire", "LS1 3AB"],
  },
  {
    id: 3,
    title: "Scotland user group: screen reading at work",
    description:
      "An afternoon for ScreenReader and SuperNova users to share tips on Microsoft 365, Teams meetings and accessible PDFs, with a question-and-answer session led by our support team.",
    start: [26, 13],
    end: [26, 16],
    type: 3,
    country: 1,
    lat: 55.8609,
    lng: -4.2514,
    address: ["Glasgow Royal Concert Hall, Strathclyde Suite", "2 Sauchiehall Street", "Glasgow", "Lanarkshire", "G2 3NY"],
  },
  {
    id: 4,
    title: "Assistive technology in education conference, Manchester",
    description:
      "Our education team presents EasyReader for schools and colleges: accessible textbooks, reading lists for students with print disabilities, and how teachers manage licences.",
    start: [33, 9],
    end: [34, 17],
    type: 4,
    country: 1,
    lat: 53.4763,
    lng: -2.2466,
    address: ["Manchester Central Convention Complex", "Windmill Street", "Manchester", "Greater Manchester", "M2 3GX"],
  },
  {
    id: 5,
    title: "GuideConnect training day, Cardiff",
    description:
      "Hands-on training for people new to computers: email, news, books and video calls with GuideConnect, using the remote control or the keyboard. Family members and carers are welcome.",
    start: [40, 10],
    end: [40, 15],
    type: 2,
    country: 1,
    lat: 51.4816,
    lng: -3.1791,
    address: ["Cardiff Central Library, Meeting Room 4", "The Hayes", "Cardiff", "South Glamorgan", "CF10 1FL"],
  },
  {
    id: 6,
    title: "Belfast user group: magnification and reading apps",
    description:
      "Meet other SuperNova and EasyReader users in Northern Ireland, see what is new in this year's updates and tell our product team what you would like next.",
    start: [47, 14],
    end: [47, 17],
    type: 3,
    country: 1,
    lat: 54.5973,
    lng: -5.9301,
    address: ["Belfast Central Library, Lecture Room", "Royal Avenue", "Belfast", "County Antrim", "BT1 1EA"],
  },
  {
    id: 7,
    title: "London exhibition of technology for sight loss",
    description:
      "Visit us to try the latest SuperNova magnifier and screen reader, the EasyReader app on phones and tablets, and EasyConverter Express for turning documents into audio, large print and braille.",
    start: [54, 10],
    end: [55, 16],
    type: 1,
    country: 1,
    lat: 51.5081,
    lng: 0.0295,
    address: ["ExCeL London, Platinum Suite", "1 Western Gateway", "London", "Greater London", "E16 1XL"],
  },
  {
    id: 8,
    title: "Dutch user day: SuperNova in Dutch",
    description:
      "A day in Dutch with our Benelux partner: SuperNova with Dutch voices and braille tables, workplace scripts and a drop-in clinic for questions about your set-up.",
    start: [61, 10],
    end: [61, 16],
    type: 3,
    country: 5,
    lat: 52.0907,
    lng: 5.1214,
    address: ["Jaarbeurs, Meeting Centre", "Jaarbeursplein 6", "Utrecht", "Utrecht", "3521 AL"],
  },
  {
    id: 9,
    title: "Assistive technology fair, Frankfurt",
    description: "Our German team demonstrates SuperNova and EasyReader with German speech and braille, and talks to employers about accessible workplaces.",
    start: [68, 9],
    end: [70, 17],
    type: 1,
    country: 3,
    lat: 50.1116,
    lng: 8.6497,
    address: ["Messe Frankfurt, Hall 3.1", "Ludwig-Erhard-Anlage 1", "Frankfurt am Main", "Hesse", "60327"],
  },
  {
    id: 10,
    title: "Trainers' day for assessors, Bristol",
    description:
      "For assessors and trainers who recommend assistive software: licensing for Access to Work and Disabled Students' Allowance, deploying SuperNova on networks, and new training materials.",
    start: [75, 9],
    end: [75, 16],
    type: 2,
    country: 1,
    lat: 51.4545,
    lng: -2.5879,
    address: ["Bristol Central Library, Learning Centre", "College Green", "Bristol", "Bristol", "BS1 5TL"],
  },
  {
    id: 11,
    title: "Nordic conference on accessible reading, Stockholm",
    description:
      "We present the EasyReader app for libraries: DAISY talking books, accessible newspapers and reading lists shared by libraries across the Nordic countries.",
    start: [82, 9],
    end: [83, 16],
    type: 4,
    country: 8,
    lat: 59.3326,
    lng: 18.0649,
    address: ["Stockholm City Conference Centre", "Barnhusgatan 12", "Stockholm", "Stockholm County", "111 23"],
  },
  {
    id: 12,
    title: "Dublin user group: GuideConnect at home",
    description:
      "A relaxed morning for GuideConnect users and their families: video calling with friends, listening to radio and podcasts, and keeping up with the news.",
    start: [89, 10],
    end: [89, 13],
    type: 3,
    country: 2,
    lat: 53.3498,
    lng: -6.2603,
    address: ["Dublin City Library and Archive", "138 Pearse Street", "Dublin", "County Dublin", "D02 HE37"],
  },
  {
    id: 13,
    title: "Autumn exhibition for visual impairment, York",
    description: "Our stand showed SuperNova 23 and the EasyReader app; thank you to everyone who visited.",
    start: [-30, 10],
    end: [-30, 16],
    type: 1,
    country: 1,
    lat: 53.9591,
    lng: -1.0815,
    address: ["York Racecourse, Ebor Stand", "Racecourse Road", "York", "North Yorkshire", "YO23 1EX"],
  },
  {
    id: 14,
    title: "ScreenReader training day, Norwich (postponed)",
    description: "Postponed: a new date will be announced here.",
    start: [30, 10],
    end: [30, 15],
    type: 2,
    country: 1,
    lat: 52.6309,
    lng: 1.2974,
    visible: false,
    address: ["The Forum, Auditorium", "Millennium Plain", "Norwich", "Norfolk", "NR2 1TF"],
  },
];

interface SeedWebinar {
  id: number;
  topic: string;
  agenda: string;
  day: number;
  hour: number;
  minute?: number;
  duration: number;
  timezone: string;
  segment: number | null;
  product: number | null;
  presenter: string;
  /** The language it is given in, when not English. */
  language?: string;
}

const WEBINARS: SeedWebinar[] = [
  {
    id: 1,
    topic: "Getting started with SuperNova 23",
    agenda:
      "A guided tour of SuperNova for new users. We start SuperNova, choose a magnification level that suits your sight, set up a colour scheme that is comfortable to read, and turn speech on and off. We then read an email, a web page and a Word document with the document reader, and finish with the five keyboard commands our trainers find most useful. There is time for your questions at the end, and a recording is sent to everyone who registers. No previous experience of SuperNova is needed, only a computer with SuperNova installed or a free trial.",
    day: 3,
    hour: 14,
    duration: 60,
    timezone: "Europe/London",
    segment: 2,
    product: 3,
    presenter: "Dolphin training team",
  },
  {
    id: 2,
    topic: "Accessible reading for schools with EasyReader",
    agenda:
      "How schools and colleges give students with print disabilities the books they need: finding titles in accessible libraries, building reading lists, and how students read with text highlighting, speech and magnification on laptops, tablets and phones.",
    day: 6,
    hour: 16,
    duration: 45,
    timezone: "Europe/London",
    segment: 1,
    product: 6,
    presenter: "Dolphin education team",
  },
  {
    id: 3,
    topic: "ScreenReader and Microsoft Teams",
    agenda:
      "Joining meetings, reading the chat, raising your hand and sharing files in Teams using ScreenReader's speech and braille, with keyboard commands for each step.",
    day: 9,
    hour: 11,
    duration: 60,
    timezone: "Europe/London",
    segment: 3,
    product: 4,
    presenter: "Dolphin business team",
  },
  {
    id: 4,
    topic: "GuideConnect for family and carers",
    agenda:
      "For people who help a relative or friend with sight loss use GuideConnect: setting up email and contacts, adding books and radio stations, and making the first video call together.",
    day: 13,
    hour: 10,
    minute: 30,
    duration: 45,
    timezone: "Europe/London",
    segment: 2,
    product: 5,
    presenter: "Dolphin training team",
  },
  {
    id: 5,
    topic: "Deploying SuperNova across an organisation",
    agenda:
      "For IT teams: network licences, silent installation, roaming settings for hot-desking staff, and keeping every copy up to date with the latest patches.",
    day: 17,
    hour: 15,
    duration: 60,
    timezone: "Europe/London",
    segment: 3,
    product: 3,
    presenter: "Dolphin business team",
  },
  {
    id: 6,
    topic: "SuperNova auf Deutsch: Vergrößerung und Sprachausgabe",
    agenda:
      "Ein Überblick über SuperNova mit deutscher Sprachausgabe und Braillezeile: Vergrößerung einstellen, Dokumente vorlesen lassen und im Internet surfen.",
    day: 20,
    hour: 10,
    duration: 60,
    timezone: "Europe/Berlin",
    segment: 2,
    product: 3,
    presenter: "Dolphin training team",
    language: "de",
  },
  {
    id: 7,
    topic: "Converting exam papers with EasyConverter Express",
    agenda:
      "Exams officers and support staff learn to turn exam papers and worksheets into large print, audio and braille in minutes, ready for access arrangements.",
    day: 24,
    hour: 13,
    duration: 45,
    timezone: "Europe/London",
    segment: 1,
    product: 7,
    presenter: "Dolphin education team",
  },
  {
    id: 8,
    topic: "What is new in the EasyReader app",
    agenda:
      "The latest EasyReader features on iOS, Android and Windows: new libraries, reading with your own voice settings, and downloading books to read offline.",
    day: 31,
    hour: 18,
    duration: 30,
    timezone: "Europe/London",
    segment: 2,
    product: 6,
    presenter: "Dolphin training team",
  },
  {
    id: 9,
    topic: "Magnification at work: a guide for employers",
    agenda:
      "What managers and HR teams need to know about supporting a colleague with sight loss: reasonable adjustments, Access to Work funding and how magnification software fits into your systems.",
    day: 38,
    hour: 12,
    duration: 45,
    timezone: "Europe/London",
    segment: 3,
    product: null,
    presenter: "Dolphin business team",
  },
  {
    id: 10,
    topic: "SuperNova for students starting university",
    agenda:
      "Preparing for lectures, reading journal articles and PDFs, and taking notes with SuperNova; with advice on Disabled Students' Allowance assessments.",
    day: 45,
    hour: 16,
    duration: 60,
    timezone: "Europe/London",
    segment: 1,
    product: 3,
    presenter: "Dolphin education team",
  },
  {
    id: 11,
    topic: "Braille displays with ScreenReader",
    agenda: "Connecting a braille display, choosing contracted or uncontracted braille, and reading and editing documents with the display's keys.",
    day: 52,
    hour: 14,
    duration: 60,
    timezone: "Europe/London",
    segment: 2,
    product: 4,
    presenter: "Dolphin training team",
  },
  {
    id: 12,
    topic: "Reading the web with SuperNova",
    agenda:
      "Headings, links and landmarks: the quickest ways to find your way around web pages with SuperNova's speech, and how to keep the magnified view following where you are reading.",
    day: -5,
    hour: 14,
    duration: 60,
    timezone: "Europe/London",
    segment: 2,
    product: 3,
    presenter: "Dolphin training team",
  },
  {
    id: 13,
    topic: "Accessible library services with EasyReader",
    agenda:
      "For public library staff: how patrons with print disabilities borrow talking books and e-books through EasyReader, and how to promote the service.",
    day: -12,
    hour: 11,
    duration: 45,
    timezone: "Europe/London",
    segment: 3,
    product: 6,
    presenter: "Dolphin business team",
  },
  {
    id: 14,
    topic: "GuideConnect: email made simple",
    agenda: "Reading, replying to and organising email with GuideConnect's large, high-contrast menus and clear speech.",
    day: -19,
    hour: 10,
    duration: 30,
    timezone: "Europe/London",
    segment: 2,
    product: 5,
    presenter: "Dolphin training team",
  },
  {
    id: 15,
    topic: "Supporting pupils with sight loss in the classroom",
    agenda: "Teachers of the visually impaired share how they use SuperNova and EasyReader in lessons, from interactive whiteboards to homework on a tablet.",
    day: -26,
    hour: 16,
    duration: 60,
    timezone: "Europe/London",
    segment: 1,
    product: null,
    presenter: "Dolphin education team",
  },
  {
    id: 16,
    topic: "Keyboard shortcuts every SuperNova user should know",
    agenda: "Twenty minutes, twenty shortcuts: zooming, finding the mouse pointer, reading the current line and more.",
    day: -40,
    hour: 13,
    duration: 20,
    timezone: "Europe/London",
    segment: 2,
    product: 3,
    presenter: "Dolphin training team",
  },
];

const BLOG_POSTS = [
  {
    id: 1,
    slug: "choosing-a-magnifier-colour-scheme",
    name: "Choosing a colour scheme that is comfortable to read",
    summary: "High contrast is not the same for everyone. Here is how to find the colours that suit your eyes.",
    body: "Many people with low vision find black text on a white background tiring, especially on a large, bright screen. SuperNova's colour schemes change the colours of everything on screen at once: yellow on black, white on dark blue, or softer tones that reduce glare.\n\nTry a few schemes for a day each. Reading for longer without eye strain is a better test than how a scheme looks at first glance. If you use a magnifier with smoothing, check the edges of text at your usual magnification level too.\n\nYou can switch schemes from SuperNova's Visual menu, or with a hotkey so you can change quickly between documents and photos.",
    daysAgo: 4,
  },
  {
    id: 2,
    slug: "easyreader-reading-lists-for-schools",
    name: "Reading lists in EasyReader: a term's books in one place",
    summary: "Teachers can now share reading lists, so students open the right accessible book from the first lesson.",
    body: "Students with print disabilities often wait weeks for accessible copies of set texts. With reading lists in EasyReader, a teacher or support assistant finds each title in the accessible libraries the school uses and adds it to a list.\n\nStudents see the list when they open EasyReader, and can download every book to read offline with speech, highlighting and magnification.\n\nReading lists work on Windows, iOS and Android, and a list can be shared with a whole class or one student.",
    daysAgo: 11,
  },
  {
    id: 3,
    slug: "video-calls-with-guideconnect",
    name: "Keeping in touch: video calls with GuideConnect",
    summary: "Five steps from a new contact to your first video call, using only the remote control.",
    body: "Video calls keep families close, but many calling apps are hard to use with sight loss. GuideConnect's video calling uses the same large, clear menus as the rest of the app.\n\nAdd a contact with their name and email address, choose Video Call from the contact's menu, and GuideConnect tells you when the call rings and when it connects. Incoming calls are announced by name, and you answer with one key.\n\nYou can also choose to answer with your camera off, or let only people in your address book call you.",
    daysAgo: 19,
  },
  {
    id: 4,
    slug: "access-to-work-and-assistive-software",
    name: "Access to Work and assistive software: what employees should know",
    summary: "How the Access to Work scheme can pay for magnification and screen reading software at work.",
    body: "Access to Work is a UK government scheme that helps pay for support at work for people with a disability or health condition, including sight loss. It can cover assistive software such as SuperNova, training to use it, and equipment like a larger monitor or a braille display.\n\nAn assessor will usually visit your workplace or talk to you by phone to understand your job. Tell them which tasks take longest or cause eye strain; that is where software and training help most.\n\nOur team can provide quotes for your assessor and arrange training once the grant is approved.",
    daysAgo: 27,
  },
  {
    id: 5,
    slug: "reading-pdfs-with-a-screen-reader",
    name: "Reading PDFs with a screen reader: what works and what doesn't",
    summary: "Why some PDFs read perfectly and others are silent, and what you can do about it.",
    body: "A PDF can be a well-tagged document with headings and reading order, or just a picture of a page. Screen readers read the first kind well; the second kind has no text to read at all.\n\nSuperNova and ScreenReader can recognise text in image-only PDFs, which makes most scanned letters readable. For long documents, EasyConverter Express turns a PDF into an accessible format such as DAISY or large print.\n\nIf you create PDFs, export them from your word processor with tags turned on, and use real headings rather than bold text.",
    daysAgo: 36,
  },
];

interface SeedVideo {
  id: number;
  name: string;
  /** A key of HOSTED_VIDEOS (common/videos.ts): a file this site serves. */
  hostedVideo: string;
  /** A row that is not a real Dolphin video (nothing to play): the site and the desk label it "Sample". */
  sample: boolean;
  description: string;
  duration: string;
  transcript: string;
}

const VIDEOS: SeedVideo[] = [
  {
    id: 1,
    name: "Making your first video call",
    hostedVideo: "video-calling-help",
    sample: false,
    description: "Dolphin video calling in your web browser, step by step, with captions.",
    duration: "0:48",
    transcript:
      "Making your first video call. Dolphin video calling works in your web browser, with the keyboard, a screen reader and a magnifier.\n\n1. Open Video Calling. Sign in with your DolphinID, then open Video Calling from your Dolphin Account.\n\n2. Accept the terms. Read the video calling Terms & Conditions, then choose Accept the Terms & Conditions.\n\n3. Check your settings. Open Settings and allow the camera and microphone. Choose your devices, check the preview, and choose Save Settings.\n\n4. Add a contact. Choose Add Contact, then type their name and DolphinID email address.\n\n5. Make a call. Wait until your contact shows Online, then choose Video Call, or Voice Call for sound only.\n\n6. Answer a call. An incoming call opens in every Dolphin tab: choose Answer Call, Answer with video off, or Decline Call.\n\nNeed help? Read the written steps on the video calling help page, or contact Dolphin support.",
  },
  {
    id: 8,
    name: "SuperNova 23: what's new",
    hostedVideo: "",
    sample: true,
    description: "A short tour of the new features in SuperNova 23.",
    duration: "",
    transcript:
      "Welcome to SuperNova 23. In this video we look at three new features.\n\nFirst, the magnified view now follows your reading position in web browsers more smoothly, so you can read long pages without losing your place.\n\nSecond, new natural voices are included for English, German, French and Dutch. You can choose a voice from the Speech menu and preview it before you switch.\n\nThird, SuperNova now recognises text in images and image-only PDFs with one keystroke, so scanned letters can be read aloud.\n\nTo update, open SuperNova's Help menu and choose Check for Updates. Thanks for watching.",
  },
  {
    id: 2,
    name: "Setting up magnification in SuperNova",
    hostedVideo: "",
    sample: true,
    description: "Choose a magnification level, view and colour scheme.",
    duration: "",
    transcript:
      "In this video you'll set up magnification in SuperNova.\n\nPress Caps Lock and Numpad Plus to zoom in, and Caps Lock and Numpad Minus to zoom out. Most people start between two and four times magnification.\n\nNext, choose a view. Full screen magnifies everything. Split view keeps part of the screen at normal size, which helps when you want to see the whole page layout.\n\nFinally, open the Visual menu and choose a colour scheme. Yellow text on black is a popular choice for reducing glare.\n\nYour settings are saved automatically and come back the next time you start SuperNova.",
  },
  {
    id: 3,
    name: "Reading a book with the EasyReader app",
    hostedVideo: "",
    sample: true,
    description: "Find, download and read an accessible book on your phone.",
    duration: "",
    transcript:
      "EasyReader lets you read talking books and accessible e-books from libraries around the world.\n\nOpen the app and choose Libraries. Sign in to a library you belong to, search for a title, and choose Download.\n\nWhen the book opens, press Play. The text is highlighted as it is read, and you can change the text size, colours and reading speed from the settings button.\n\nTo move by chapter or page, use the Navigation menu. EasyReader remembers where you stopped, so you can carry on later on any of your devices.",
  },
  {
    id: 4,
    name: "GuideConnect: your first video call",
    hostedVideo: "",
    sample: true,
    description: "Make and answer a video call with GuideConnect.",
    duration: "",
    transcript:
      "This video shows how to make a video call with GuideConnect.\n\nFrom the main menu, choose Video Calling, then Address Book. Choose Add Contact and type your contact's name and email address.\n\nTo call, select the contact and choose Video Call. GuideConnect tells you when the call is ringing and when it is answered.\n\nWhen someone calls you, GuideConnect says who is calling. Press OK to answer, or choose Answer with video off if you prefer.\n\nTo end a call, press Back.",
  },
  {
    id: 5,
    name: "ScreenReader and Microsoft Word",
    hostedVideo: "",
    sample: true,
    description: "Write, read and check a document with speech.",
    duration: "",
    transcript:
      "In this video we write and check a letter in Microsoft Word with ScreenReader.\n\nAs you type, ScreenReader echoes each word. Press Caps Lock and Numpad 5 to hear the current line, or Caps Lock and Down Arrow to read from the cursor to the end of the document.\n\nHeadings make long documents easy to move around. Choose a heading style from the Styles list, then use the H key in ScreenReader's document reader to jump between headings.\n\nTo check spelling, press F7. ScreenReader reads each misspelt word and the suggestions Word offers.",
  },
  {
    id: 6,
    name: "Turning a document into audio with EasyConverter Express",
    hostedVideo: "",
    sample: true,
    description: "Convert a Word document to an audio book in a few clicks.",
    duration: "",
    transcript:
      "EasyConverter Express turns documents into formats people with sight loss can read.\n\nChoose the document you want to convert. Then choose the format: audio, DAISY talking book, large print or braille.\n\nFor audio, choose a voice and a reading speed, then choose Convert. A few minutes later you have a set of MP3 files with one track per heading, ready to copy to a phone or a CD.\n\nFor large print, choose the font size and line spacing your reader prefers.",
  },
  {
    id: 7,
    name: "Finding help in SuperNova",
    hostedVideo: "",
    sample: true,
    description: "Where to find the manual, training videos and our support team.",
    duration: "",
    transcript:
      "If you get stuck in SuperNova, help is close at hand.\n\nPress Caps Lock and F1 for help about what you are doing right now. The Help menu opens the full manual, which you can read with speech or magnification.\n\nOur knowledge base answers common questions, and our support team can help by phone or email, or by connecting to your computer remotely with your permission.\n\nYou'll find links to all of these on the Support page of our website.",
  },
];

export const eventsDemo: SeedArea = {
  name: "events (demo)",
  statements() {
    const now = new Date();
    return [
      ...upsert(
        "events",
        EVENTS.map((event) => ({
          id: event.id,
          title: event.title,
          description: event.description,
          start_date: at(event.start[0], event.start[1], 0, now),
          end_date: at(event.end[0], event.end[1], 0, now),
          event_type_id: event.type,
          country_id: event.country,
          latitude: event.lat,
          longitude: event.lng,
          visible: event.visible ?? true,
          address_name: event.address[0],
          address_street: event.address[1],
          address_city: event.address[2],
          address_county: event.address[3],
          address_postcode: event.address[4],
          more_info_url: "",
        })),
      ),
      ...upsert(
        "webinars",
        WEBINARS.map((webinar) => ({
          id: webinar.id,
          uuid: `dolphin-webinar-${webinar.id}`,
          host_id: "dolphin-training-team",
          topic: webinar.topic,
          agenda: webinar.agenda,
          type: 5,
          start_time: at(webinar.day, webinar.hour, webinar.minute ?? 0, now),
          duration: webinar.duration,
          timezone: webinar.timezone,
          // No outside join link: the local provider's registration is a message through the contact page.
          join_url: "",
          presenter: webinar.presenter,
          market_segment_id: webinar.segment,
          product_id: webinar.product,
          language: webinar.language ?? "en",
          created_at: at(webinar.day - 30, 9, 0, now),
        })),
      ),
      ...translationStatements(WEBINAR_TRANSLATIONS, "update"),
      ...upsert(
        "blog_posts",
        BLOG_POSTS.map((post) => ({
          id: post.id,
          slug: post.slug,
          name: post.name,
          summary: post.summary,
          body: post.body,
          published_url: `/blog/${post.slug}`,
          created: at(-post.daysAgo, 9, 0, now),
        })),
      ),
      ...upsert(
        "videos",
        VIDEOS.map((video, index) => ({
          id: video.id,
          name: video.name,
          // No row names an outside video: the real one is a file this site serves, the rest are samples.
          youtube_url_param: "",
          hosted_video: video.hostedVideo,
          sample: video.sample,
          description: video.description,
          duration: video.duration,
          transcript: video.transcript,
          sort_order: index + 1,
          visible: true,
        })),
      ),
    ];
  },
};

/**
 * Events whole, with the event types they are filed under (production data), for tests that
 * load one area. Only the types are loaded, not the rest of the content area's production data.
 */
export const eventsSeed: SeedArea = {
  name: "events",
  async statements() {
    return [...upsert("event_types", EVENT_TYPES), ...(await eventsDemo.statements())];
  },
};

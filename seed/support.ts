/**
 * Demo records of the support desk: dealers and callback and training slots (the support
 * products and the knowledge base are production data, data/production/support.ts). Dealer contact details use reserved example domains and drama/fictional
 * phone ranges (Ofcom 01632 960xxx, 555-01xx in North America), so no real business is named.
 */
import { SUPPORT_PRODUCTS, supportData } from "../data/production/support.ts";
import { type SeedArea, combined, upsert } from "./lib.ts";

export { SUPPORT_PRODUCTS };

const USA = 255;
/** State ids as seeded by seed/site.ts (1000 + position in its alphabetical list). */
const STATE = { CA: 1004, FL: 1009, IL: 1013, MA: 1021, NY: 1032, TX: 1043, WA: 1047 } as const;

const DEALERS = [
  // United Kingdom: Dolphin itself is the primary dealer.
  {
    id: 1,
    name: "Dolphin Computer Access (UK sales)",
    country_id: 1,
    is_primary: true,
    address_lines: "Technology House, Blackpole Estate West",
    city: "Worcester",
    postcode: "WR3 8TJ",
    phone: "01632 960 100",
    email: "sales@yourdolphin.example",
    website: "https://yourdolphin.example",
  },
  {
    id: 2,
    name: "Clearview Access Solutions",
    country_id: 1,
    address_lines: "14 Canal Wharf",
    city: "Leeds",
    postcode: "LS11 5PS",
    phone: "01632 960 214",
    email: "hello@clearview-access.example",
    website: "https://clearview-access.example",
  },
  {
    id: 3,
    name: "Highland Vision Technology",
    country_id: 1,
    address_lines: "Unit 3, Inverness Business Park",
    city: "Inverness",
    postcode: "IV2 6AA",
    phone: "01632 960 371",
    email: "info@highlandvision.example",
    website: "https://highlandvision.example",
  },
  {
    id: 4,
    name: "Cardiff Assistive Tech",
    country_id: 1,
    address_lines: "2 Bute Terrace",
    city: "Cardiff",
    postcode: "CF10 2FE",
    phone: "01632 960 452",
    email: "team@cardiffat.example",
    website: "https://cardiffat.example",
  },
  // Ireland
  {
    id: 5,
    name: "Liffey Low Vision Services",
    country_id: 2,
    is_primary: true,
    address_lines: "8 Ormond Quay Upper",
    city: "Dublin",
    postcode: "D07 YP20",
    phone: "+353 1 555 0140",
    email: "support@liffeylowvision.example",
    website: "https://liffeylowvision.example",
  },
  {
    id: 6,
    name: "Atlantic Access Ltd",
    country_id: 2,
    address_lines: "Unit 9, Galway Technology Park",
    city: "Galway",
    postcode: "H91 E2K7",
    phone: "+353 91 555 0177",
    email: "info@atlanticaccess.example",
    website: "https://atlanticaccess.example",
  },
  // Germany
  {
    id: 7,
    name: "Sehhilfe Technik GmbH",
    country_id: 3,
    is_primary: true,
    address_lines: "Lindenstraße 42",
    city: "Berlin",
    postcode: "10969",
    phone: "+49 30 5550 1200",
    email: "vertrieb@sehhilfe-technik.example",
    website: "https://sehhilfe-technik.example",
  },
  {
    id: 8,
    name: "Rhein Blindenhilfsmittel",
    country_id: 3,
    address_lines: "Am Rheinufer 7",
    city: "Köln",
    postcode: "50668",
    phone: "+49 221 5550 4410",
    email: "info@rhein-hilfsmittel.example",
    website: "https://rhein-hilfsmittel.example",
  },
  {
    id: 9,
    name: "Isar Vision Systeme",
    country_id: 3,
    address_lines: "Schwanthalerstraße 101",
    city: "München",
    postcode: "80336",
    phone: "+49 89 5550 7730",
    email: "kontakt@isarvision.example",
    website: "https://isarvision.example",
  },
  // France
  {
    id: 10,
    name: "Accès Vision France",
    country_id: 4,
    is_primary: true,
    address_lines: "27 rue de la Roquette",
    city: "Paris",
    postcode: "75011",
    phone: "+33 1 55 50 12 34",
    email: "contact@accesvision.example",
    website: "https://accesvision.example",
  },
  {
    id: 11,
    name: "Lumière Aides Techniques",
    country_id: 4,
    address_lines: "5 quai Saint-Antoine",
    city: "Lyon",
    postcode: "69002",
    phone: "+33 4 55 50 67 89",
    email: "bonjour@lumiere-aides.example",
    website: "https://lumiere-aides.example",
  },
  // Netherlands
  {
    id: 12,
    name: "Zichtbaar Hulpmiddelen B.V.",
    country_id: 5,
    is_primary: true,
    address_lines: "Keizersgracht 210",
    city: "Amsterdam",
    postcode: "1016 DZ",
    phone: "+31 20 555 0190",
    email: "info@zichtbaar.example",
    website: "https://zichtbaar.example",
  },
  {
    id: 13,
    name: "Maas Toegankelijkheid",
    country_id: 5,
    address_lines: "Coolsingel 65",
    city: "Rotterdam",
    postcode: "3012 AC",
    phone: "+31 10 555 0155",
    email: "contact@maas-toegankelijk.example",
    website: "https://maas-toegankelijk.example",
  },
  // Belgium, Nordics, Australia, Canada
  {
    id: 14,
    name: "Brussels Visual Aids",
    country_id: 6,
    is_primary: true,
    address_lines: "Rue Royale 120",
    city: "Brussels",
    postcode: "1000",
    phone: "+32 2 555 0133",
    email: "info@bva.example",
    website: "https://bva.example",
  },
  {
    id: 15,
    name: "Fjord Synshjelp AS",
    country_id: 7,
    is_primary: true,
    address_lines: "Karl Johans gate 18",
    city: "Oslo",
    postcode: "0159",
    phone: "+47 22 55 50 11",
    email: "post@fjordsyn.example",
    website: "https://fjordsyn.example",
  },
  {
    id: 16,
    name: "Norrsken Syn & Teknik AB",
    country_id: 8,
    is_primary: true,
    address_lines: "Drottninggatan 55",
    city: "Stockholm",
    postcode: "111 21",
    phone: "+46 8 555 012 40",
    email: "info@norrsken.example",
    website: "https://norrsken.example",
  },
  {
    id: 17,
    name: "Southern Cross Access Technology",
    country_id: 12,
    is_primary: true,
    address_lines: "Level 4, 88 Pitt Street",
    city: "Sydney NSW",
    postcode: "2000",
    phone: "+61 2 5550 1180",
    email: "sales@southerncross-at.example",
    website: "https://southerncross-at.example",
  },
  {
    id: 18,
    name: "Maple Leaf Low Vision",
    country_id: 14,
    is_primary: true,
    address_lines: "330 Bay Street, Suite 1200",
    city: "Toronto ON",
    postcode: "M5H 2S8",
    phone: "+1 416 555 0162",
    email: "info@mapleleaflowvision.example",
    website: "https://mapleleaflowvision.example",
  },
  // United States: a national primary dealer and dealers by state.
  {
    id: 19,
    name: "Dolphin Access USA",
    country_id: USA,
    state_id: STATE.NY,
    is_primary: true,
    address_lines: "231 Clarkson Avenue, Suite 200",
    city: "Brooklyn",
    postcode: "NY 11226",
    phone: "+1 212 555 0100",
    email: "usa@yourdolphin.example",
    website: "https://us.yourdolphin.example",
  },
  {
    id: 20,
    name: "Empire State Vision Aids",
    country_id: USA,
    state_id: STATE.NY,
    address_lines: "45 State Street",
    city: "Albany",
    postcode: "NY 12207",
    phone: "+1 518 555 0117",
    email: "help@empirevision.example",
    website: "https://empirevision.example",
  },
  {
    id: 21,
    name: "Golden Gate Assistive Technology",
    country_id: USA,
    state_id: STATE.CA,
    address_lines: "600 Montgomery Street",
    city: "San Francisco",
    postcode: "CA 94111",
    phone: "+1 415 555 0144",
    email: "info@ggat.example",
    website: "https://ggat.example",
  },
  {
    id: 22,
    name: "SoCal Low Vision Center",
    country_id: USA,
    state_id: STATE.CA,
    address_lines: "1200 Wilshire Boulevard",
    city: "Los Angeles",
    postcode: "CA 90017",
    phone: "+1 213 555 0188",
    email: "contact@socallowvision.example",
    website: "https://socallowvision.example",
  },
  {
    id: 23,
    name: "Lone Star Access Solutions",
    country_id: USA,
    state_id: STATE.TX,
    address_lines: "901 Congress Avenue",
    city: "Austin",
    postcode: "TX 78701",
    phone: "+1 512 555 0123",
    email: "team@lonestaraccess.example",
    website: "https://lonestaraccess.example",
  },
  {
    id: 24,
    name: "Sunshine Vision Technology",
    country_id: USA,
    state_id: STATE.FL,
    address_lines: "100 North Tampa Street",
    city: "Tampa",
    postcode: "FL 33602",
    phone: "+1 813 555 0156",
    email: "info@sunshinevision.example",
    website: "https://sunshinevision.example",
  },
  {
    id: 25,
    name: "Prairie Access Technology",
    country_id: USA,
    state_id: STATE.IL,
    address_lines: "233 South Wacker Drive",
    city: "Chicago",
    postcode: "IL 60606",
    phone: "+1 312 555 0171",
    email: "hello@prairieaccess.example",
    website: "https://prairieaccess.example",
  },
  {
    id: 26,
    name: "Bay State Blindness Products",
    country_id: USA,
    state_id: STATE.MA,
    address_lines: "75 State Street",
    city: "Boston",
    postcode: "MA 02109",
    phone: "+1 617 555 0139",
    email: "sales@baystatebp.example",
    website: "https://baystatebp.example",
  },
  {
    id: 27,
    name: "Cascade Vision Services",
    country_id: USA,
    state_id: STATE.WA,
    address_lines: "1420 Fifth Avenue",
    city: "Seattle",
    postcode: "WA 98101",
    phone: "+1 206 555 0193",
    email: "info@cascadevision.example",
    website: "https://cascadevision.example",
  },
];

const TRAINING_TOPICS = [
  { productId: 1, title: "SuperNova essentials: magnification, colours and focus" },
  { productId: 1, title: "SuperNova for Microsoft Office: Word, Outlook and Excel" },
  { productId: 2, title: "ScreenReader first steps: speech, keyboard and the web" },
  { productId: 3, title: "Getting started with GuideConnect at home" },
];

/** Weekday slots for the next four weeks, from the seed day. Ids come from the time, so a re-seed keeps bookings. */
function slots(now = new Date()) {
  const rows: { id: number; kind: "callback" | "training"; product_id: number | null; title: string; starts_at: Date; duration_minutes: number }[] = [];
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let day = 1; day <= 28; day++) {
    const date = new Date(start + day * 86_400_000);
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const stamp = (hour: number, minute: number) => new Date(start + day * 86_400_000 + (hour * 60 + minute) * 60_000);
    const idOf = (prefix: number, at: Date) => prefix * 1e10 + Math.floor(at.getTime() / 60_000);
    for (const [hour, minute] of [
      [9, 30],
      [11, 0],
      [13, 30],
      [15, 0],
    ] as const) {
      const at = stamp(hour, minute);
      rows.push({ id: idOf(1, at), kind: "callback", product_id: null, title: "Technical support team", starts_at: at, duration_minutes: 30 });
    }
    if (weekday === 2 || weekday === 4) {
      const topic = TRAINING_TOPICS[(day + weekday) % TRAINING_TOPICS.length]!;
      const at = stamp(14, 0);
      rows.push({ id: idOf(2, at), kind: "training", product_id: topic.productId, title: topic.title, starts_at: at, duration_minutes: 60 });
    }
  }
  return rows;
}

export const supportDemo: SeedArea = {
  name: "support (demo)",
  statements: () => [
    ...upsert(
      "dealers",
      DEALERS.map((dealer) => ({ state_id: null, is_primary: false, visible: true, ...dealer })),
    ),
    ...upsert("support_slots", slots()),
  ],
};

/** The support desk whole, production and demo rows (for tests that load one area). */
export const supportSeed = combined("support", supportData, supportDemo);

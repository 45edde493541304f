/**
 * Demo records of the content area: careers, beta programmes and the dealer zone (pages,
 * product help and libraries are production data, data/production/content.ts).
 */
import { contentData } from "../data/production/content.ts";
import { type SeedArea, combined, upsert } from "./lib.ts";

const day = (iso: string) => new Date(`${iso}T09:00:00Z`);

const VACANCIES = [
  {
    id: 1,
    title: "Software Engineer (Windows accessibility)",
    location: "Worcester, UK, or remote",
    hours: "Full time",
    apprenticeship: false,
    summary: "Build SuperNova's support for new applications through UI Automation, in C++ and C#.",
  },
  {
    id: 2,
    title: "Customer Support Specialist",
    location: "Worcester, UK",
    hours: "Full time or part time",
    apprenticeship: false,
    summary: "Help customers and dealers by phone, email and remote session, in plain language.",
  },
  {
    id: 3,
    title: "Accessibility Test Analyst",
    location: "Remote (UK)",
    hours: "Full time",
    apprenticeship: false,
    summary: "Test our products and customers' websites with magnifiers, screen readers and braille.",
  },
  {
    id: 4,
    title: "Software Development Apprentice",
    location: "Worcester, UK",
    hours: "Full time, with day release",
    apprenticeship: true,
    summary: "Learn to build accessible software while studying for a level 4 qualification.",
  },
  {
    id: 5,
    title: "Customer Support Apprentice",
    location: "Worcester, UK",
    hours: "Full time, with day release",
    apprenticeship: true,
    summary: "Learn our products and how to support customers, with a level 3 qualification.",
  },
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
    release_notes:
      "This beta rebuilds the braille engine for faster panning and adds quick navigation by landmark in web browsers. Please report anything that works less well than in SuperNova 23.",
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
  {
    id: 1,
    section: "training",
    title: "SuperNova 23 product training",
    url: "/webinars",
    published_at: day("2026-10-06"),
    body: "A two-hour online course on what is new in SuperNova 23, for dealer trainers. Covers the new lens view, natural voices and deployment with MSI packages. Completing it is required before demonstrating SuperNova 23 to customers.",
  },
  {
    id: 2,
    section: "training",
    title: "GuideConnect setup for first-time users",
    url: null,
    published_at: day("2026-08-25"),
    body: "How to set up GuideConnect for someone who has never used a computer: remote control pairing, contacts, document camera and video calling. Includes a checklist to leave with the customer.",
  },
  {
    id: 3,
    section: "video",
    title: "Demonstrating magnification to a new customer",
    url: null,
    published_at: day("2026-09-10"),
    body: "A 12-minute video showing a model demonstration of SuperNova for someone with macular degeneration, with a written transcript.",
  },
  {
    id: 4,
    section: "video",
    title: "Installing with the MSI package",
    url: null,
    published_at: day("2026-07-14"),
    body: "A walkthrough of silent installation and network licensing for organisations, with a written transcript.",
  },
  {
    id: 5,
    section: "contacts",
    title: "Dealer account management",
    url: "/contact",
    published_at: day("2026-01-05"),
    body: "Your account manager handles orders, pricing, not-for-resale licences and marketing material. Use the contact form and choose 'Dealer enquiry'; we reply within one working day.",
  },
  {
    id: 6,
    section: "contacts",
    title: "Dealer technical support",
    url: "/contact/support",
    published_at: day("2026-01-05"),
    body: "Dealers have a priority queue in technical support. Include the customer's serial number and the dealer name in your request.",
  },
  {
    id: 7,
    section: "useful-things",
    title: "Price list and order form",
    url: null,
    published_at: day("2026-10-01"),
    body: "The current dealer price list for all products and editions, with Software Maintenance Agreement prices and education discounts. Prices are valid until 31 March 2027.",
  },
  {
    id: 8,
    section: "useful-things",
    title: "Large-print and braille quick reference cards",
    url: null,
    published_at: day("2026-09-15"),
    body: "Printable quick reference cards for SuperNova and GuideConnect keyboard commands, in large print and ready for embossing, to leave with customers.",
  },
  {
    id: 9,
    section: "newsletters",
    title: "Dealer newsletter: October 2026",
    url: null,
    published_at: day("2026-10-15"),
    body: "SuperNova 23 launch, the new dealer training schedule, and changes to trial licence extensions for customer evaluations.",
  },
  {
    id: 10,
    section: "newsletters",
    title: "Dealer newsletter: July 2026",
    url: null,
    published_at: day("2026-07-15"),
    body: "Video calling arrives in GuideConnect, summer education pricing, and how to register for the GuideConnect 7 beta.",
  },
];

export const contentDemo: SeedArea = {
  name: "content (demo)",
  statements: () => [...upsert("vacancies", VACANCIES), ...upsert("beta_programmes", BETA_PROGRAMMES), ...upsert("dealer_resources", DEALER_RESOURCES)],
};

/** The content area whole, production and demo rows (for tests that load one area). */
export const contentSeed = combined("content", contentData, contentDemo);

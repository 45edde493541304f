/** The support desk's reference data: the products it supports and the knowledge base. */
import { type LoadMode, type SeedArea, upsert } from "./sql.ts";
import { KB_ARTICLES } from "./support-articles.ts";

export const SUPPORT_PRODUCTS = [
  { id: 1, product_name: "SuperNova", semantic_name: "supernova", sort_order: 1, is_current: true, can_email_support: true, can_book_callback: true,
    summary: "Magnifier, screen reader and speech in one, for Windows: from large print to full Braille support." },
  { id: 2, product_name: "ScreenReader", semantic_name: "screenreader", sort_order: 2, is_current: true, can_email_support: true, can_book_callback: true,
    summary: "The screen reader for Windows with clear speech and Braille, for people who do not use the screen." },
  { id: 3, product_name: "GuideConnect", semantic_name: "guideconnect", sort_order: 3, is_current: true, can_email_support: true, can_book_callback: true,
    summary: "A simple, talking, large-print way to email, read, listen to books and browse, on a PC, tablet or TV." },
  { id: 4, product_name: "EasyReader", semantic_name: "easyreader", sort_order: 4, is_current: true, can_email_support: true, can_book_callback: false,
    summary: "The reading app for DAISY talking books, EPUB, accessible PDF and text, from libraries around the world." },
  { id: 5, product_name: "EasyConverter Express", semantic_name: "easyconverter-express", sort_order: 5, is_current: true, can_email_support: true, can_book_callback: false,
    summary: "Turns documents into large print, audio, DAISY and Braille-ready files in a few clicks." },
  { id: 6, product_name: "Publisher", semantic_name: "publisher", sort_order: 6, is_current: true, can_email_support: true, can_book_callback: false,
    summary: "Professional production of DAISY talking books, accessible EPUB and synchronised text and audio." },
  { id: 7, product_name: "Dolphin Pen", semantic_name: "dolphin-pen", sort_order: 7, is_current: false, can_email_support: false, can_book_callback: false,
    summary: "The portable USB access tool, no longer sold. Its articles remain for existing owners." },
];

export const supportData: SeedArea = {
  name: "support",
  statements: (mode: LoadMode = "update") => [
    ...upsert("support_products", SUPPORT_PRODUCTS, ["id"], mode),
    ...upsert(
      "kb_articles",
      KB_ARTICLES.map((article) => ({
        id: article.id,
        product_id: article.productId,
        title: article.title,
        short_description: article.shortDescription,
        body: article.body.trim(),
        date_updated: new Date(article.dateUpdated),
        visible: true,
      })),
      ["id"],
      mode,
    ),
  ],
};

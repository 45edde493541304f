/**
 * The product catalogue and every download path (trials, downloads, updates, legacy
 * downloads, buy pages): families, segments, products, versions, the languages each
 * version ships in, patches, prices, dealers per product, the requests visitors make, the
 * single-purpose download tokens those requests produce, licences for the updates check and
 * the premium reader unlock codes.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { countries, languages } from "./site";
import { dealers } from "./shared";
import { downloadFiles } from "./downloads";

/** The staff desk's edit check: every save names the revision it was opened at and bumps it. */
const revision = () => integer("revision").notNull().default(1);

const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/** Spec 3 "Market segment": id, name (education, individuals, organisation). */
export const marketSegments = sqliteTable(
  "market_segments",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    /** Shown in headings ("Education"). */
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
  },
  (table) => [uniqueIndex("market_segments_name_unique").on(table.name)],
);

/** A family of products sold together (SuperNova editions, whiteboard tools). */
export const productFamilies = sqliteTable(
  "product_families",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    semanticName: text("semantic_name").notNull(),
    colour: text("colour").notNull().default("#0b3d91"),
    shortDescription: text("short_description").notNull().default(""),
    pageContent: text("page_content").notNull().default(""),
  },
  (table) => [uniqueIndex("product_families_semantic_unique").on(table.semanticName)],
);

/** Spec 3 "Product", every field. Content fields hold trusted HTML written by the vendor. */
export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey(),
    hid: text("hid").notNull(),
    name: text("name").notNull(),
    semanticName: text("semantic_name").notNull(),
    familyId: integer("family_id").references(() => productFamilies.id),
    /** 1 software, 2 hardware, 3 app. */
    productTypeId: integer("product_type_id").notNull().default(1),
    pageTemplateId: integer("page_template_id").notNull().default(1),
    authServerId: integer("auth_server_id"),
    shortDescription: text("short_description").notNull().default(""),
    metaDesc: text("meta_desc").notNull().default(""),
    pageContent: text("page_content").notNull().default(""),
    moreBenefitsContent: text("more_benefits_content").notNull().default(""),
    pricingContent: text("pricing_content").notNull().default(""),
    specificationContent: text("specification_content").notNull().default(""),
    supportCategoryContent: text("support_category_content").notNull().default(""),
    systemRequirementsContent: text("system_requirements_content").notNull().default(""),
    logoPath: text("logo_path"),
    largeLogoPath: text("large_logo_path"),
    featuresImgPath: text("features_img_path"),
    trialBannerImgPath: text("trial_banner_img_path"),
    videoOrImgPath: text("video_or_img_path"),
    whyChooseImgPath: text("why_choose_img_path"),
    videoId: text("video_id"),
    appStoreUrl: text("app_store_url"),
    googlePlayUrl: text("google_play_url"),
    norwayArticleNo: text("norway_article_no"),
    overrideFamilyColour: text("override_family_colour"),
    callMeBtn: integer("call_me_btn", { mode: "boolean" }).notNull().default(false),
    demoNoDetails: integer("demo_no_details", { mode: "boolean" }).notNull().default(false),
    extendedBuyViaDealerForm: integer("extended_buy_via_dealer_form", { mode: "boolean" }).notNull().default(false),
    extendedDemoForm: integer("extended_demo_form", { mode: "boolean" }).notNull().default(false),
    offerTrial: integer("offer_trial", { mode: "boolean" }).notNull().default(false),
    tryItNearBtn: integer("try_it_near_btn", { mode: "boolean" }).notNull().default(false),
    videoBtn: integer("video_btn", { mode: "boolean" }).notNull().default(false),
    visible: integer("visible", { mode: "boolean" }).notNull().default(true),
    /** Listed only with showOffline (withdrawn products whose downloads are still served). */
    online: integer("online", { mode: "boolean" }).notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    revision: revision(),
  },
  (table) => [uniqueIndex("products_semantic_unique").on(table.semanticName), index("products_family_idx").on(table.familyId)],
);

/** Which segments list a product (/products/{segmentName}/{semanticName}). */
export const productMarketSegments = sqliteTable(
  "product_market_segments",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    marketSegmentId: integer("market_segment_id")
      .notNull()
      .references(() => marketSegments.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.marketSegmentId] })],
);

/** Spec 3 "Product version": build, description, id, major, minor, productId, releaseDate, visible. */
export const productVersions = sqliteTable(
  "product_versions",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    major: integer("major").notNull(),
    minor: integer("minor").notNull(),
    build: integer("build").notNull().default(0),
    description: text("description").notNull().default(""),
    releaseDate: integer("release_date", { mode: "timestamp_ms" }).notNull(),
    visible: integer("visible", { mode: "boolean" }).notNull().default(true),
    revision: revision(),
  },
  (table) => [index("product_versions_product_idx").on(table.productId, table.major, table.minor)],
);

/**
 * Spec 3 "Version language": the installer of one version in one language. The "nim" file
 * is the network (online) installer, the "pim" file the full package; each may be offline.
 * The installer and the MSI package are file records (uploaded to the DOWNLOADS bucket).
 */
export const versionLanguages = sqliteTable(
  "version_languages",
  {
    id: integer("id").primaryKey(),
    productVersionId: integer("product_version_id")
      .notNull()
      .references(() => productVersions.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    nimFileId: integer("nim_file_id").references(() => downloadFiles.id),
    nimOnline: integer("nim_online", { mode: "boolean" }).notNull().default(false),
    pimFileName: text("pim_file_name"),
    pimOnline: integer("pim_online", { mode: "boolean" }).notNull().default(false),
    /** The MSI package for network deployment (reader app only). */
    msiFileId: integer("msi_file_id").references(() => downloadFiles.id),
    revision: revision(),
  },
  (table) => [uniqueIndex("version_languages_unique").on(table.productVersionId, table.languageId)],
);

/** Spec 3 "Update patch": description (HTML release notes), filePath, id, releaseDate, title. */
export const updatePatches = sqliteTable(
  "update_patches",
  {
    id: integer("id").primaryKey(),
    productVersionId: integer("product_version_id")
      .notNull()
      .references(() => productVersions.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** The patch file: a file record in the DOWNLOADS bucket, served only after the licence check. */
    fileId: integer("file_id")
      .notNull()
      .references(() => downloadFiles.id),
    releaseDate: integer("release_date", { mode: "timestamp_ms" }).notNull(),
    /** Free updates need no licence (for example a security fix for every owner). */
    requiresLicence: integer("requires_licence", { mode: "boolean" }).notNull().default(true),
    visible: integer("visible", { mode: "boolean" }).notNull().default(true),
    revision: revision(),
  },
  (table) => [index("update_patches_version_idx").on(table.productVersionId)],
);

/** Dealers that sell a product (GET products/{id}/dealers?countryId). */
export const productDealers = sqliteTable(
  "product_dealers",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.dealerId] }), index("product_dealers_dealer_idx").on(table.dealerId)],
);

export const PRICE_KINDS = ["buy", "upgrade", "renew-sma", "subscribe"] as const;
export const FULFILMENTS = ["download", "usb"] as const;

/** Prices of the buy, upgrade, renew and subscribe pages, in pence, per edition and fulfilment. */
export const productPrices = sqliteTable(
  "product_prices",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PRICE_KINDS }).notNull(),
    /** SuperNova editions: magnifier, magnifier-speech, screen-reader; null for other products. */
    edition: text("edition"),
    fulfilment: text("fulfilment", { enum: FULFILMENTS }).notNull().default("download"),
    label: text("label").notNull(),
    currency: text("currency").notNull().default("GBP"),
    amountPence: integer("amount_pence").notNull(),
    /** Whether VAT relief for people with sight loss applies (UK). */
    vatReliefEligible: integer("vat_relief_eligible", { mode: "boolean" }).notNull().default(true),
    /**
     * The day (YYYY-MM-DD, UTC) the price comes into force. A package (product, kind, edition,
     * fulfilment) may have several rows: checkout sells the one with the latest start on or
     * before today, so a new price can be entered ahead of its day.
     */
    startsOn: text("starts_on").notNull().default("2000-01-01"),
    revision: revision(),
  },
  (table) => [index("product_prices_product_idx").on(table.productId, table.kind)],
);

export const DOWNLOAD_KINDS = ["reader", "reader-msi", "trial", "demo"] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

/** The reader app download form (easyreader/download/request and msi). */
export const downloadRequests = sqliteTable(
  "download_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["reader", "reader-msi"] }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    aboutYou: text("about_you").notNull(),
    countryId: integer("country_id").references(() => countries.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    versionId: integer("version_id")
      .notNull()
      .references(() => productVersions.id),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    acceptEmails: integer("accept_emails", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index("download_requests_email_idx").on(table.email)],
);

/** The free-trial form (POST products/{id}/demo-downloads). */
export const trialRequests = sqliteTable(
  "trial_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    marketSegmentId: integer("market_segment_id").references(() => marketSegments.id),
    versionId: integer("version_id")
      .notNull()
      .references(() => productVersions.id),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    /** Null when the visitor chose to buy without a dealer. */
    dealerId: integer("dealer_id").references(() => dealers.id),
    countryId: integer("country_id").references(() => countries.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    /** persona_1 … persona_10. */
    aboutYou: text("about_you").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("trial_requests_product_idx").on(table.productId)],
);

/**
 * A download token: good for one purpose (the kind) and one file
 * (the version language), until it expires.
 */
export const downloadTokens = sqliteTable(
  "download_tokens",
  {
    token: text("token").primaryKey(),
    kind: text("kind", { enum: DOWNLOAD_KINDS }).notNull(),
    versionLanguageId: integer("version_language_id")
      .notNull()
      .references(() => versionLanguages.id),
    downloadRequestId: integer("download_request_id").references(() => downloadRequests.id),
    trialRequestId: integer("trial_request_id").references(() => trialRequests.id),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    downloadCount: integer("download_count").notNull().default(0),
    lastDownloadedAt: integer("last_downloaded_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [index("download_tokens_expiry_idx").on(table.expiresAt)],
);

export const LICENCE_STATUSES = ["active", "revoked"] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/**
 * A licence: a serial number for one product (and edition), good for a range of its major
 * versions, with seats, how it was delivered, its software maintenance (SMA) end and the order
 * it came from. A licence sold by a dealer has no account until its owner registers the serial;
 * an upgrade raises maxMajor and a renewal moves smaExpiresAt on the same row; a refund revokes
 * it (kept, so the serial can never be registered again). accountId is the DolphinID account id.
 */
export const licences = sqliteTable(
  "licences",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    accountId: text("account_id"),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    edition: text("edition"),
    serial: text("serial").notNull(),
    /** The versions the licence covers: from the one it was bought for to the one it was last upgraded to. */
    minMajor: integer("min_major").notNull(),
    maxMajor: integer("max_major").notNull(),
    seats: integer("seats").notNull().default(1),
    fulfilment: text("fulfilment", { enum: FULFILMENTS }).notNull().default("download"),
    status: text("status", { enum: LICENCE_STATUSES }).notNull().default("active"),
    /** Software maintenance agreement end (renew-SMA pages). */
    smaExpiresAt: integer("sma_expires_at", { mode: "timestamp_ms" }),
    /** When the licence was issued (the column predates the name). */
    issuedAt: createdAt(),
    /** When an account took ownership of the serial (at issue for an online purchase). */
    registeredAt: integer("registered_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    revision: revision(),
    /** The order that issued it (null for a licence sold by a dealer). */
    orderId: text("order_id"),
  },
  (table) => [index("licences_account_idx").on(table.accountId, table.productId), uniqueIndex("licences_serial_unique").on(table.serial)],
);

/** Premium reader unlock codes (POST easyreader-premium/unlock). */
export const unlockCodes = sqliteTable("unlock_codes", {
  code: text("code").primaryKey(),
  /** Where a successful unlock sends the visitor (the reader app's activation address). */
  redirectUrl: text("redirect_url").notNull(),
  /** Codes for one organisation's pupils may be used many times; personal codes once. */
  maxUses: integer("max_uses").notNull().default(1),
  uses: integer("uses").notNull().default(0),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

/** Each successful unlock: which code, by which DolphinID. */
export const unlockRedemptions = sqliteTable(
  "unlock_redemptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code")
      .notNull()
      .references(() => unlockCodes.code),
    dolphinId: text("dolphin_id").notNull(),
    accountId: text("account_id"),
    createdAt: createdAt(),
  },
  (table) => [index("unlock_redemptions_code_idx").on(table.code)],
);

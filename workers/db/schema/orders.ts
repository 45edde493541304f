/**
 * Online purchase: what a product costs in each currency, the tax rule of each country the
 * shop serves, the orders customers place, and every payment event the provider reported
 * (kept so that a replayed event is recognised and changes nothing).
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { productPrices, products } from "./products";
import { countries, languages } from "./site";

const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

export const CURRENCIES = ["GBP", "EUR", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** A price of product_prices in one currency, in minor units (pence, cents), before tax. */
export const priceAmounts = sqliteTable(
  "price_amounts",
  {
    priceId: integer("price_id")
      .notNull()
      .references(() => productPrices.id, { onDelete: "cascade" }),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    amountMinor: integer("amount_minor").notNull(),
  },
  (table) => [primaryKey({ columns: [table.priceId, table.currency] })],
);

export const SALES_CHANNELS = ["online", "dealer"] as const;

/**
 * How a country is served: online in its currency with its tax rate, or only through its
 * dealers (the buy pages send those customers to a dealer). A country without a row is
 * served by dealers too.
 */
export const countryTaxRules = sqliteTable("country_tax_rules", {
  countryId: integer("country_id")
    .primaryKey()
    .references(() => countries.id, { onDelete: "cascade" }),
  channel: text("channel", { enum: SALES_CHANNELS }).notNull(),
  currency: text("currency", { enum: CURRENCIES }).notNull(),
  /** "VAT", "Sales tax": what the receipt calls the tax. */
  taxName: text("tax_name").notNull(),
  /** The rate in hundredths of a percent (2000 = 20 %). */
  taxRateBasisPoints: integer("tax_rate_basis_points").notNull(),
  /** Whether a customer with sight loss buying for personal use may claim relief from the tax (UK VAT relief). */
  reliefAvailable: integer("relief_available", { mode: "boolean" }).notNull().default(false),
  /** Bumped by every staff desk save: a save from an older revision is refused. */
  revision: integer("revision").notNull().default(1),
});

export const ORDER_KINDS = ["buy", "upgrade", "renew-sma", "subscribe", "edition-upgrade"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_STATUSES = ["pending", "paid", "failed", "refunded", "expired"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_PROVIDERS = ["local", "stripe"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * One order: what was bought, by whom, for how much (computed on the server from the price
 * tables, never taken from the browser), and where it stands. `idempotencyKey` comes from the
 * order form, so a second submission of the same form finds this order instead of paying twice.
 */
export const orders = sqliteTable(
  "orders",
  {
    /** Public and unguessable: the receipt's and the payment page's address. */
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull(),
    accountId: text("account_id").notNull(),
    email: text("email").notNull(),
    kind: text("kind", { enum: ORDER_KINDS }).notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    priceId: integer("price_id")
      .notNull()
      .references(() => productPrices.id),
    /** What the receipt names the purchase ("SuperNova Magnifier, download"). */
    label: text("label").notNull(),
    edition: text("edition"),
    fulfilment: text("fulfilment", { enum: ["download", "usb"] }).notNull(),
    languageId: integer("language_id").references(() => languages.id),
    /** The locale of the page the order was placed from: its receipt mail is written in that language. */
    locale: text("locale").notNull().default("en-gb"),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    /** Seats (a premium reader organisation's subscription); 1 otherwise. */
    quantity: integer("quantity").notNull().default(1),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    unitAmountMinor: integer("unit_amount_minor").notNull(),
    netAmountMinor: integer("net_amount_minor").notNull(),
    taxName: text("tax_name").notNull(),
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull(),
    taxAmountMinor: integer("tax_amount_minor").notNull(),
    totalAmountMinor: integer("total_amount_minor").notNull(),
    taxRelief: integer("tax_relief", { mode: "boolean" }).notNull().default(false),
    /** What the buyer sees instead of the id: "DOL-" and eight characters, unique. */
    shortNumber: text("short_number"),
    /** A business buyer's details for the invoice (all optional). */
    companyName: text("company_name"),
    invoiceAddress: text("invoice_address"),
    /** As typed, normalised: country prefix and digits ("DE123456789"). */
    vatNumber: text("vat_number"),
    /** An EU business buyer with a VAT number accounts for the VAT itself: none is charged. */
    reverseCharge: integer("reverse_charge", { mode: "boolean" }).notNull().default(false),
    /**
     * The UK disability VAT relief declaration kept with the order: the person with sight loss,
     * their address and condition in the buyer's words, or the charity the goods are for.
     */
    reliefName: text("relief_name"),
    reliefAddress: text("relief_address"),
    reliefCondition: text("relief_condition"),
    reliefCharity: text("relief_charity"),
    /** The licence an upgrade or a renewal changes, or the one a purchase issued. */
    licenceSerial: text("licence_serial"),
    /** A premium reader organisation whose seats a subscription extends. */
    organisationId: integer("organisation_id"),
    /**
     * What payment changed, kept so a refund can put it back: the licence's newest covered
     * major version before an upgrade; its maintenance end before a renewal, or the
     * organisation's subscription end before a subscription (null: there was none).
     */
    priorMaxMajor: integer("prior_max_major"),
    priorEndsAt: integer("prior_ends_at", { mode: "timestamp_ms" }),
    /** The product (edition) a licence had before an edition upgrade moved it to the order's, for a refund. */
    priorProductId: integer("prior_product_id"),
    priorEdition: text("prior_edition"),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's checkout session id (Stripe `cs_…`, or the local payment page's). */
    checkoutSessionId: text("checkout_session_id"),
    /** The provider's payment id (Stripe `pi_…`), which refunds name. */
    paymentId: text("payment_id"),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    /** An order still pending after this is abandoned and expires. */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    closedAt: integer("closed_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    uniqueIndex("orders_idempotency_unique").on(table.accountId, table.idempotencyKey),
    uniqueIndex("orders_short_number_unique").on(table.shortNumber),
    index("orders_account_idx").on(table.accountId, table.createdAt),
    index("orders_status_expiry_idx").on(table.status, table.expiresAt),
    index("orders_checkout_session_idx").on(table.checkoutSessionId),
    index("orders_payment_idx").on(table.paymentId),
  ],
);

/**
 * Every payment event received, by the provider's event id: the first delivery inserts it and
 * is acted on; a replay finds it here and changes nothing.
 */
export const paymentEvents = sqliteTable(
  "payment_events",
  {
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    orderId: text("order_id").references(() => orders.id),
    /** What the event did: "paid", "ignored: order already paid", … */
    outcome: text("outcome").notNull().default("received"),
    receivedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] }), index("payment_events_order_idx").on(table.orderId)],
);

export const TAX_DOCUMENT_KINDS = ["invoice", "credit-note"] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/**
 * VAT invoices of paid orders and credit notes of refunded ones: one of each kind per order at
 * most, numbered per kind and year without gaps ("INV-2026-000123", "CN-2026-000004"). A
 * number is allocated by one INSERT … SELECT in the webhook's batch (invoices.ts), so two
 * webhooks at once can neither share nor skip a number.
 */
export const taxDocuments = sqliteTable(
  "tax_documents",
  {
    number: text("number").primaryKey(),
    kind: text("kind", { enum: TAX_DOCUMENT_KINDS }).notNull(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: integer("issued_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    uniqueIndex("tax_documents_order_unique").on(table.kind, table.orderId),
    uniqueIndex("tax_documents_sequence_unique").on(table.kind, table.year, table.sequence),
  ],
);

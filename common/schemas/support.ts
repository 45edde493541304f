/** Schemas of the support desk's operations: each form's and endpoint's fields, with their limits. */
import * as v from "valibot";
import { safeSitePath } from "../safe-path";
import { CONTACT_LIMITS as L, STATE_SELECTOR_COUNTRY_ID } from "../support/constants";
import { chosenId, numericId, optionalCheckbox, optionalText, requiredCheckbox, requiredEmail, requiredText } from "./fields";

const newsType = v.pipe(v.optional(v.picklist(["html", "plain"], "Choose HTML or plain text emails"), "html"), v.title("Email format"));

const contactUser = {
  name: requiredText("Name", L.name),
  email: requiredEmail("Email", L.email),
  phone: optionalText("Phone", L.phone),
};

/** POST contact/message: subject, message, newsSubscription, newsType, name, email, phone. */
export const contactMessageSchema = v.object({
  ...contactUser,
  subject: requiredText("Subject", L.subject),
  message: requiredText("Message", L.message),
  newsSubscription: optionalCheckbox("Sign up to our newsletter"),
  newsType,
  privacy: requiredCheckbox("Privacy policy and terms", "You must agree to the privacy policy and terms"),
});
export type ContactMessageInput = v.InferOutput<typeof contactMessageSchema>;

/**
 * POST contact/support/message: product, serial, version, message, name, email, phone.
 * "I have a serial number" (hasSerial) makes the serial required; without it the serial may be left empty.
 */
export const supportMessageSchema = v.pipe(
  v.object({
    ...contactUser,
    product: numericId("Product"),
    version: optionalText("Version", L.version),
    hasSerial: optionalCheckbox("I have a serial number"),
    serial: optionalText("Serial number", L.serial),
    message: requiredText("Message", L.message),
    newsSubscription: optionalCheckbox("Sign up to our newsletter"),
    newsType,
    privacy: requiredCheckbox("Privacy policy and terms", "You must agree to the privacy policy and terms"),
  }),
  v.forward(
    v.check((input) => !input.hasSerial || input.serial !== "", "Serial number is required when you say you have one"),
    ["serial"],
  ),
);
export type SupportMessageInput = v.InferOutput<typeof supportMessageSchema>;

/** POST support/report-bug. */
export const bugReportSchema = v.object({
  ...contactUser,
  product: numericId("Product"),
  version: requiredText("Version", L.version),
  message: requiredText("What happened", L.message),
  privacy: requiredCheckbox("Privacy policy and terms", "You must agree to the privacy policy and terms"),
});
export type BugReportInput = v.InferOutput<typeof bugReportSchema>;

/** POST recaptcha/verify: token, optional action. */
export const humanCheckSchema = v.object({
  token: v.pipe(v.optional(v.string(), ""), v.title("Verification token"), v.maxLength(4096, "Verification token is too long")),
  action: optionalText("Action", 100),
});

/** GET recaptcha/token: the form the token is for (longer names are cut to 100 characters). */
export const humanCheckTokenSchema = v.object({
  action: v.pipe(
    v.optional(v.string(), ""),
    v.title("Action"),
    v.transform((value) => value.slice(0, 100)),
  ),
});

/** POST support/book-callback and book-training. */
export const bookingSchema = v.object({
  slotId: numericId("Time"),
  name: requiredText("Name", L.name),
  email: requiredEmail("Email", L.email),
  phone: requiredText("Phone", 25),
  notes: optionalText("What would you like help with", 500),
  privacy: requiredCheckbox("Privacy policy and terms", "You must agree to the privacy policy and terms"),
});
export type BookingInput = v.InferOutput<typeof bookingSchema>;

/** GET support/slots: the open slots of callbacks (the default) or training. */
export const slotKindSchema = v.object({
  kind: v.pipe(v.optional(v.picklist(["callback", "training"], "Choose callback or training"), "callback"), v.title("Kind")),
});

/** GET support/knowledge-base/articles (page, perPage, productId, searchTerm). */
export const kbSearchSchema = v.object({
  searchTerm: v.pipe(v.optional(v.pipe(v.string(), v.trim()), ""), v.title("Search"), v.maxLength(200, "Search must be 200 characters or fewer")),
  productId: v.pipe(
    v.optional(v.string(), ""),
    v.title("Product"),
    v.transform((value) => (/^\d{1,9}$/.test(value.trim()) ? Number(value) : null)),
  ),
  page: v.pipe(
    v.optional(v.string(), "1"),
    v.title("Page"),
    v.transform((value) => (/^\d{1,6}$/.test(value.trim()) ? Math.max(1, Number(value)) : 1)),
  ),
  perPage: v.pipe(
    v.optional(v.string(), ""),
    v.title("Per page"),
    v.transform((value) => (/^\d{1,3}$/.test(value.trim()) ? Math.min(50, Math.max(1, Number(value))) : null)),
  ),
});
export type KbSearchInput = v.InferOutput<typeof kbSearchSchema>;

/** POST product-help/search and search-kb. */
export const kbQuickSearchSchema = v.object({
  searchTerm: requiredText("Search", 200),
  productId: kbSearchSchema.entries.productId,
});

/** The dealer locator: country required; state required when the country is the USA. */
export const dealerLocateSchema = v.pipe(
  v.object({
    country: chosenId("Country", "Choose a country"),
    state: v.pipe(
      v.optional(v.string(), ""),
      v.title("State"),
      v.transform((value) => (/^\d{1,9}$/.test(value.trim()) ? Number(value) : null)),
    ),
  }),
  v.forward(
    v.check((input) => input.country !== STATE_SELECTOR_COUNTRY_ID || input.state !== null, "Choose a state"),
    ["state"],
  ),
  v.transform((input) => ({ country: input.country, state: input.country === STATE_SELECTOR_COUNTRY_ID ? input.state : null })),
);
export type DealerLocateInput = v.InferOutput<typeof dealerLocateSchema>;

export const countryIdParamSchema = v.object({ id: numericId("Country") });
export const supportProductIdParamSchema = v.object({ id: numericId("Support product") });
export const knowledgeBaseArticleIdSchema = v.object({ id: numericId("Article") });

/** POST session/country. */
export const sessionCountrySchema = v.object({
  countryId: numericId("Country"),
  redirectTo: v.pipe(
    v.optional(v.string(), ""),
    v.title("Return address"),
    v.transform((value) => safeSitePath(value) ?? ""),
  ),
});

/** GET geolocation/reverse: latitude, longitude. */
export const reverseGeocodeSchema = v.object({
  latitude: v.pipe(
    v.string("Latitude is required"),
    v.title("Latitude"),
    v.transform(Number),
    v.number("Latitude must be a number"),
    v.minValue(-90, "Latitude must be between -90 and 90"),
    v.maxValue(90, "Latitude must be between -90 and 90"),
  ),
  longitude: v.pipe(
    v.string("Longitude is required"),
    v.title("Longitude"),
    v.transform(Number),
    v.number("Longitude must be a number"),
    v.minValue(-180, "Longitude must be between -180 and 180"),
    v.maxValue(180, "Longitude must be between -180 and 180"),
  ),
});

/** POST mailchimp/newsletter: email, emailType. */
export const newsletterSchema = v.object({
  email: requiredEmail("Email", L.email),
  emailType: v.pipe(v.optional(v.picklist(["html", "plain"], "Choose HTML or plain text emails"), "html"), v.title("Email format")),
});

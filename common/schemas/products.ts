/** Valibot schemas of the products area: route parameters, queries and every form. */
import * as v from "valibot";
import { numericId, oneOf, optionalCheckbox, optionalText, requiredCheckbox, requiredEmail, requiredText, fieldMessage } from "./fields";
import { NUMERIC_PARAM, PERSONA_VALUES, WHO_FOR_VALUES } from "../products";

/**
 * A numeric id in an address (a route parameter): up to nine digits. Anything else reads as
 * null, which the operation answers with 404: no resource lives at such an address, so it is
 * not a mistake in a form.
 */
const idParam = (label: string) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.title(label),
    v.transform((value) => (NUMERIC_PARAM.test(value) ? Number(value) : null)),
  );

export const productIdParamSchema = v.object({ productId: idParam("Product") });
export const productVersionParamSchema = v.object({ productId: idParam("Product"), versionId: idParam("Version") });
export const versionIdParamSchema = v.object({ versionId: idParam("Version") });
/** A catalogue read that takes no input (unknown query fields are ignored). */
export const noInputSchema = v.object({});

/** An optional numeric query value: absent or empty means not given; anything else must be digits. */
const optionalIdQuery = (label: string) =>
  v.pipe(
    v.optional(v.union([v.string(), v.number()]), ""),
    v.title(label),
    v.transform((value) => String(value).trim()),
    v.check((value) => value === "" || NUMERIC_PARAM.test(value), fieldMessage("{label} must be a number", label)),
    v.transform((value) => (value === "" ? null : Number(value))),
  );

const flagQuery = v.optional(
  v.pipe(
    v.string(),
    v.transform((value) => ["1", "true", "yes", "on"].includes(value.toLowerCase())),
  ),
  "",
);

/** GET products: showOffline lists withdrawn products too; withValidPatches only those with patches. */
export const productListQuerySchema = v.object({ showOffline: flagQuery, withValidPatches: flagQuery });

/** GET products/{id}/dealers?countryId */
export const productDealersQuerySchema = v.object({ countryId: optionalIdQuery("Country") });
export const productDealersInputSchema = v.object({ ...productIdParamSchema.entries, ...productDealersQuerySchema.entries });

/** GET and POST updates/search. */
export const updateSearchSchema = v.object({
  page: v.pipe(
    optionalIdQuery("Page"),
    v.transform((value) => (value && value > 0 ? value : 1)),
  ),
  perPage: v.pipe(
    optionalIdQuery("Results per page"),
    v.transform((value) => value),
  ),
  productId: optionalIdQuery("Product"),
  productVersionId: optionalIdQuery("Version"),
  searchTerm: v.optional(v.pipe(v.string(), v.title("Search term"), v.trim(), v.maxLength(100, "Search term must be 100 characters or fewer")), ""),
});
export type UpdateSearchInput = v.InferOutput<typeof updateSearchSchema>;

/** The product updates form (GET /product/updates/all with submitted=1 and version): product and version are required. */
export const productUpdatesFormSchema = v.object({
  product: numericId("Product"),
  version: numericId("Version"),
});

/** POST products/{id}/demo-downloads: the free-trial form. */
export const trialRequestSchema = v.object({
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  email: requiredEmail("Email address", 100),
  phone: optionalText("Phone number", 25),
  languageId: numericId("Language"),
  /** "none" means buying direct rather than through a dealer: an explicit choice, still required. */
  dealerId: v.pipe(
    v.string("Dealer is required"),
    v.title("Dealer"),
    v.trim(),
    v.nonEmpty("Dealer is required"),
    v.check((value) => value === "none" || NUMERIC_PARAM.test(value), "Choose a dealer from the list"),
    v.transform((value) => (value === "none" ? null : Number(value))),
  ),
  aboutYou: oneOf("About you", PERSONA_VALUES, "Choose the option that describes you best"),
  agreement: requiredCheckbox("Agreement", "You must agree to the trial terms and privacy policy"),
  countryId: optionalIdQuery("Country"),
  marketSegmentId: optionalIdQuery("Market segment"),
  versionId: optionalIdQuery("Version"),
});
export type TrialRequestInput = v.InferOutput<typeof trialRequestSchema>;
/** The trial form with the product it asks for, from the address (API) or the page's product (page). */
export const trialRequestInputSchema = v.object({ ...trialRequestSchema.entries, ...productIdParamSchema.entries });

/** POST easyreader/download/get-latest-demo */
export const latestDemoSchema = v.object({ productId: numericId("Product"), languageId: numericId("Language") });

/** POST easyreader/download/request and msi: the reader app download form. */
export const readerDownloadSchema = v.object({
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  email: requiredEmail("Email address", 100),
  aboutYou: oneOf("Who is it for", WHO_FOR_VALUES, "Choose who the app is for"),
  agreement: requiredCheckbox("Agreement", "You must agree to the licence terms and privacy policy"),
  acceptEmails: optionalCheckbox("Email updates"),
  phone: optionalText("Phone number", 25),
  countryId: optionalIdQuery("Country"),
  productId: v.optional(numericId("Product"), "8"),
  versionId: optionalIdQuery("Version"),
  languageId: v.optional(numericId("Language"), "1"),
  /** The language of the countdown page (en, de, fr, nl). */
  lang: v.optional(v.picklist(["en", "de", "fr", "nl"]), "en"),
});
export type ReaderDownloadInput = v.InferOutput<typeof readerDownloadSchema>;

/** POST easyreader-premium/unlock: the unlock code (required, up to 50 characters) and the DolphinID it unlocks. */
export const unlockSchema = v.object({
  unlockCode: requiredText("Unlock code", 50),
  dolphinId: requiredEmail("DolphinID", 320),
});

/** POST product-upgrade/getLicenceData (the SuperNova buy calls' schemas are the orders area's, common/schemas/orders.ts). */
export const licenceDataSchema = v.object({ serial: requiredText("Serial number", 20) });

/** POST on a product's support page: find help for the version you own. */
export const marketingSupportSchema = v.object({ versionId: numericId("Version") });
/** POST on a product's training page: the kind of training wanted. */
export const marketingTrainingSchema = v.object({
  level: oneOf("Experience", ["new", "experienced", "trainer"] as const, "Choose how experienced you are"),
});

/** Valibot schemas of the content area: libraries, careers, beta registration, help search and the dealer zone. */
import * as v from "valibot";
import { numericId, optionalText, requiredCheckbox, requiredEmail, requiredText, fieldMessage } from "./fields";

/** Limits of the careers application (CV: PDF or Word, at most 5 MB). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_TYPES: Record<string, string> = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

const optionalId = (label: string) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.title(label),
    v.trim(),
    v.check((value) => value === "" || /^\d{1,9}$/.test(value), fieldMessage("{label} must be a number", label)),
    v.transform((value) => (value === "" ? undefined : Number(value))),
  );

/** GET query or POST body of the libraries list: filter by country and language. */
export const libraryFilterSchema = v.object({
  country: optionalId("Country"),
  language: optionalId("Language"),
});

/** POST on a library page: send its joining instructions by email. */
export const libraryInstructionsSchema = v.object({
  email: requiredEmail("Email address", 320),
});

/** The text fields of an application; the CV file is checked separately (type and size). */
export const careerApplicationSchema = v.object({
  name: requiredText("Full name", 100),
  email: requiredEmail("Email address", 320),
  phone: optionalText("Phone number", 30),
  role: numericId("Role"),
  coverLetter: requiredText("Covering letter", 5000),
  privacy: requiredCheckbox("Privacy notice", "You must agree to the privacy notice"),
});

export const betaRegistrationSchema = v.object({
  programme: numericId("Beta programme"),
  name: requiredText("Full name", 100),
  email: requiredEmail("Email address", 320),
  operatingSystem: v.pipe(v.picklist(["windows-11", "windows-10", "android", "ios"], "Choose your operating system"), v.title("Operating system")),
  assistiveTechnology: optionalText("Assistive technology you use", 200),
  agreement: requiredCheckbox("Beta tester agreement", "You must agree to the beta tester agreement"),
});

export const OPERATING_SYSTEMS = [
  { value: "windows-11", label: "Windows 11" },
  { value: "windows-10", label: "Windows 10" },
  { value: "android", label: "Android" },
  { value: "ios", label: "iOS or iPadOS" },
];

/** The app of a libraries list, as its API path names it. */
export const libraryAppSchema = v.pipe(v.picklist(["easyreader", "guideconnect"], "Unknown app"), v.title("App"));

/** GET /api/v1/libraries/{app}: the app and the list's filter. */
export const librariesQuerySchema = v.object({ app: libraryAppSchema, ...libraryFilterSchema.entries });

/** POST on a library page: the library (from its address) and where to send its joining instructions. */
export const libraryInstructionsRequestSchema = v.object({
  app: v.pipe(v.picklist(["EasyReader", "GuideConnect"], "Unknown app"), v.title("App")),
  libraryId: numericId("Library"),
  ...libraryInstructionsSchema.entries,
});

/** POST /api/v1/product-help/search: words to find in every help book, or in one product's. */
export const helpSearchSchema = v.object({
  searchTerm: v.pipe(
    v.string("Search term is required"),
    v.title("Search term"),
    v.trim(),
    v.nonEmpty("Search term is required"),
    v.maxLength(100, "Search term must be 100 characters or fewer"),
  ),
  product: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50)), ""),
});

/** GET /api/v1/dealer-zone/resources/{section}: a section the zone does not have is not found (404). */
export const dealerSectionSchema = v.object({
  section: v.pipe(v.string(), v.title("Section"), v.maxLength(50)),
});

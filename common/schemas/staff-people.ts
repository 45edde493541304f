/**
 * Valibot schemas of the staff desk's Dealers, Accounts, and Errors and analytics sections:
 * dealer records and dealer-zone access, the account search and sign-out everywhere, and the
 * filters of the error and analytics reports.
 */
import * as v from "valibot";
import { numericId, optionalCheckbox, optionalLink, optionalText, requiredEmail, requiredText, fieldMessage } from "./fields";
import { revisionField } from "./staff";

const optionalId = (label: string) =>
  v.pipe(
    v.optional(v.union([v.string(), v.number()]), ""),
    v.title(label),
    v.transform((value) => String(value).trim()),
    v.regex(/^(\d{1,12})?$/, fieldMessage("{label} must be a number", label)),
    v.transform((value) => (value === "" ? null : Number(value))),
  );

const optionalEmail = (label: string, max: number) =>
  v.pipe(
    optionalText(label, max),
    v.check(
      (value) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
      fieldMessage("{label} must be a valid email address, like name@example.com", label),
    ),
  );

/** A dealer record as the locator shows it: name, place, contact details, primary and visible. */
const dealerFields = {
  name: requiredText("Name", 200),
  countryId: numericId("Country"),
  stateId: optionalId("State"),
  isPrimary: optionalCheckbox("Primary dealer of the country"),
  visible: optionalCheckbox("Shown in the dealer locator"),
  addressLines: optionalText("Address", 500),
  city: optionalText("Town or city", 100),
  postcode: optionalText("Postcode", 20),
  phone: optionalText("Phone", 50),
  email: optionalEmail("Email address", 255),
  website: optionalLink("Website", 300),
};

export const createDealerSchema = v.object(dealerFields);

export const updateDealerSchema = v.object({ dealerId: numericId("Dealer"), ...dealerFields, revision: revisionField });

export const dealerSearchSchema = v.object({ search: optionalText("Search", 200) });

export const dealerIdSchema = v.object({ dealerId: numericId("Dealer") });

export const grantDealerAccessSchema = v.object({
  dealerId: numericId("Dealer"),
  email: v.pipe(requiredEmail("Email address", 255), v.toLowerCase()),
});

export const revokeDealerAccessSchema = v.object({ dealerId: numericId("Dealer"), accountId: requiredText("Account", 100) });

export const accountSearchSchema = v.object({ email: optionalText("Email address", 255) });

export const accountIdSchema = v.object({ accountId: requiredText("Account", 100) });

const day = (label: string) =>
  v.pipe(
    optionalText(label, 10),
    v.check(
      (value) => value === "" || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
      fieldMessage("{label} must be a date, like 2026-11-24", label),
    ),
  );

export const ERROR_SOURCES = ["server", "client"] as const;

export const errorFilterSchema = v.object({
  source: v.pipe(v.optional(v.picklist(["", ...ERROR_SOURCES], "Choose server, browser or either"), ""), v.title("Where")),
  requestId: optionalText("Request id", 100),
  search: optionalText("Message contains", 200),
});

/** The longest period the analytics chart shows, so one bar per day stays readable. */
export const ANALYTICS_MAX_DAYS = 92;

export const analyticsFilterSchema = v.pipe(
  v.object({ from: day("From"), to: day("To") }),
  v.forward(
    v.check(({ from, to }) => !from || !to || from <= to, "From must be on or before To"),
    ["from"],
  ),
  v.forward(
    v.check(
      ({ from, to }) => !from || !to || (Date.parse(to) - Date.parse(from)) / 86_400_000 < ANALYTICS_MAX_DAYS,
      `Choose a period of at most ${ANALYTICS_MAX_DAYS} days`,
    ),
    ["to"],
  ),
);

/** At most this many accounts answer one search: the desk asks for a closer address instead of paging. */
export const ACCOUNT_SEARCH_LIMIT = 50;

/** How many error groups a report lists, and how many of each group's newest request ids. */
export const ERROR_GROUP_LIMIT = 100;
export const REQUEST_IDS_PER_GROUP = 5;

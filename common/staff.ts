/**
 * The staff desk's sections (the home page links to each by name) and the texts its pages
 * and operations share.
 */
import type { STAFF_ROUTES } from "./routes/staff";

export interface StaffSection {
  name: string;
  route: Exclude<keyof typeof STAFF_ROUTES, "StaffHome">;
  description: string;
}

export const STAFF_SECTIONS: readonly StaffSection[] = [
  { name: "Inbox", route: "StaffInbox", description: "Contact messages, support requests, bug reports, bookings and not-found reports: assign, note, reply." },
  { name: "Homepage banner", route: "StaffBanner", description: "The message at the top of the homepage, per language, with its expiry." },
  { name: "Pages", route: "StaffPages", description: "Content pages in Markdown, per language: edit, preview, publish and unpublish." },
  { name: "Knowledge base", route: "StaffKnowledgeBase", description: "Support articles." },
  { name: "Events", route: "StaffEvents", description: "Events with their address, type, dates and place on the map." },
  { name: "Webinars", route: "StaffWebinars", description: "Webinars and their registration details." },
  {
    name: "Translations",
    route: "StaffTranslations",
    description: "Pages, articles, products, events, webinars and product help in German, French and Dutch: translate, publish, and see what is out of date.",
  },
  { name: "Videos", route: "StaffVideos", description: "Videos with their transcripts." },
  { name: "Products and downloads", route: "StaffProducts", description: "Products, versions, languages, update patches and the files behind every download." },
  { name: "Prices", route: "StaffPrices", description: "What each package costs in each currency, from the day each price starts." },
  { name: "Tax rules", route: "StaffTaxRules", description: "How each country is served: online with its currency and tax, or by its dealers." },
  { name: "Countries and states", route: "StaffCountries", description: "Country names and ISO 3166 codes, and the states of countries that have them." },
  { name: "Languages", route: "StaffLanguages", description: "Language names with their ISO 639-1 and ISO 639-3 codes." },
  { name: "Licences", route: "StaffLicences", description: "Look up, issue, transfer and revoke licences; refund orders." },
  { name: "Dealers", route: "StaffDealers", description: "Dealer records and dealer-zone access." },
  { name: "Organisations", route: "StaffOrganisations", description: "Premium reader organisations: seats and expiry." },
  { name: "Accounts", route: "StaffAccounts", description: "DolphinIDs: whether the address is proved, sessions, sign out everywhere." },
  {
    name: "Pending deletions",
    route: "StaffAccountDeletions",
    description: "DolphinIDs their owners asked to delete, and when each will be erased. Only the owner can cancel one.",
  },
  { name: "Staff", route: "StaffMembers", description: "Who has a staff role; superadmins grant and revoke them." },
  { name: "Audit log", route: "StaffAudit", description: "Every change made in the desk: who, what, when, before and after." },
  { name: "Errors and analytics", route: "StaffErrors", description: "Recent server and browser errors, and the consented analytics events." },
];

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/** The staff roles the desk grants (the account-type bits of the service role). */
export const STAFF_ROLE_NAMES = ["staff", "superadmin"] as const;
export type StaffRoleName = (typeof STAFF_ROLE_NAMES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRoleName, string> = { staff: "Staff", superadmin: "Superadmin" };

/** What anyone without a staff role is told: the same as for any address that does not exist. */
export const STAFF_NOT_FOUND_MESSAGE = "Not found.";

export const SUPERADMIN_ONLY_MESSAGE = "Only a superadmin can grant or revoke staff roles.";

/** The second of two saves of one item, made from the same starting point, is refused with this. */
export const STALE_EDIT_MESSAGE =
  "Someone else saved this item after you opened it, so your changes were not saved (nothing was overwritten). Your changes are still in the form: reload the page in another tab to see theirs, then save again.";

/** A delete from a page opened before someone else changed the item is refused with this. */
export const STALE_DELETE_MESSAGE =
  "This item was changed by someone else since you opened it, so it was not deleted. Reload the page to see their changes, then delete it again if you still want to.";

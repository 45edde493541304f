/** The site search's input: GET /api/v1/search and the /search page read the same fields. */
import * as v from "valibot";
import { SEARCH_KINDS, SEARCH_PAGE_SIZE } from "../search";
import { fieldMessage, requiredText } from "./fields";

const kindLabel = "Kind of page";

export const siteSearchSchema = v.object({
  q: requiredText("Search", 200),
  /** One kind of page, or every kind when empty. */
  kind: v.pipe(
    v.optional(v.string(), ""),
    v.title(kindLabel),
    v.trim(),
    v.check((value) => value === "" || (SEARCH_KINDS as readonly string[]).includes(value), fieldMessage("Choose a {lowerLabel} from the list", kindLabel)),
    v.transform((value) => (value === "" ? null : (value as (typeof SEARCH_KINDS)[number]))),
  ),
  page: v.pipe(
    v.optional(v.string(), "1"),
    v.title("Page"),
    v.transform((value) => (/^\d{1,6}$/.test(value.trim()) ? Math.max(1, Number(value)) : 1)),
  ),
  /** How many results a page holds: the header's suggestions ask for fewer than the results page. */
  perPage: v.pipe(
    v.optional(v.string(), String(SEARCH_PAGE_SIZE)),
    v.title("Results per page"),
    v.transform((value) => (/^\d{1,2}$/.test(value.trim()) ? Math.min(SEARCH_PAGE_SIZE, Math.max(1, Number(value))) : SEARCH_PAGE_SIZE)),
  ),
});
export type SiteSearchInput = v.InferOutput<typeof siteSearchSchema>;

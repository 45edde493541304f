/**
 * The optional lists a download or trial form picks from (country, market segment): an id
 * that is not in its list is a field error, never a foreign-key failure when stored.
 */
import { eq } from "drizzle-orm";
import { type Database, countries, marketSegments } from "../db";
import { Refusal } from "../operation";

export async function checkFormReferences(db: Database, input: { countryId?: number | null; marketSegmentId?: number | null }) {
  if (input.countryId != null && !(await db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.countryId)).get())) {
    throw Refusal.field("countryId", "Country", "Choose a country from the list");
  }
  if (
    input.marketSegmentId != null &&
    !(await db.select({ id: marketSegments.id }).from(marketSegments).where(eq(marketSegments.id, input.marketSegmentId)).get())
  ) {
    throw Refusal.field("marketSegmentId", "Market segment", "Choose a market segment from the list");
  }
}

/** Product help search for the API: pages of every help book, or one product's, that contain every word. */
import { helpSearchSchema } from "@common/schemas/content";
import { defineOperation, done } from "../operation";
import { searchHelp } from "./service";

export const HELP_SEARCH_RATE_LIMIT = { name: "help-search", limit: 60, windowSeconds: 60 };

export const searchProductHelp = defineOperation({
  name: "product-help-search",
  input: helpSearchSchema,
  access: "anyone",
  rateLimit: HELP_SEARCH_RATE_LIMIT,
  run: async ({ db }, { searchTerm, product }) => {
    const results = await searchHelp(db, searchTerm, product || undefined);
    return done({
      total: results.length,
      results: results.map(({ body: _body, ...result }) => ({ ...result, url: `/product-help/${result.semanticName}/${result.pageName}` })),
    });
  },
});

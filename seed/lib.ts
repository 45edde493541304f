/** The seed writes its SQL with the same helpers as the production data it builds on. */
export * from "../data/production/sql.ts";

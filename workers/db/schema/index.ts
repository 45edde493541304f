/**
 * The drizzle schema of the whole product: one file per area, re-exported here.
 * drizzle-kit reads this file to generate migrations (`npm run db:generate`).
 */
export * from "./site";
export * from "./shared";
export * from "./identity";
export * from "./calling";
export * from "./content";
export * from "./support";
export * from "./events";
export * from "./premium";
export * from "./downloads";
export * from "./products";
export * from "./orders";
export * from "./staff";
export * from "./inbox";
export * from "./account-data";
export * from "./second-factor";
export * from "./search";

/**
 * The seed areas, in the order they load (reference data before what refers to it).
 * Add an area: write `seed/<area>.ts` exporting a SeedArea and list it here.
 */
import type { SeedArea } from "./lib.ts";
import { siteSeed } from "./site.ts";
import { premiumSeed } from "./premium.ts";
import { supportSeed } from "./support.ts";
import { contentSeed } from "./content.ts";
import { eventsSeed } from "./events.ts";
import { productsSeed } from "./products.ts";
import { ordersSeed } from "./orders.ts";
import { licencesSeed } from "./licences.ts";
import { staffSeed } from "./staff.ts";
import { translationsSeed } from "./translations.ts";

export const SEED_AREAS: SeedArea[] = [siteSeed, supportSeed, eventsSeed, contentSeed, productsSeed, premiumSeed, ordersSeed, licencesSeed, staffSeed, translationsSeed];

export async function seedStatements(): Promise<string[]> {
  const statements: string[] = [];
  for (const area of SEED_AREAS) statements.push(...(await area.statements()));
  return statements;
}

/**
 * The local database: the production data first (data/production/, brought up to date with
 * the files), then the demo records of each area, in the order they load (what a record
 * refers to before it). Add a demo area: write `seed/<area>.ts` exporting a SeedArea and list it here.
 */
import { productionStatements } from "../data/production/index.ts";
import type { SeedArea } from "./lib.ts";
import { premiumSeed } from "./premium.ts";
import { supportDemo } from "./support.ts";
import { contentDemo } from "./content.ts";
import { eventsDemo } from "./events.ts";
import { productsDemo } from "./products.ts";
import { licencesSeed } from "./licences.ts";
import { staffSeed } from "./staff.ts";
import { searchIndexRebuildStatements } from "../common/search/index.ts";

export const DEMO_AREAS: SeedArea[] = [supportDemo, eventsDemo, contentDemo, productsDemo, premiumSeed, licencesSeed, staffSeed];

export async function seedStatements(): Promise<string[]> {
  const statements = await productionStatements("update");
  for (const area of DEMO_AREAS) statements.push(...(await area.statements()));
  // The demo rows reached the index through its triggers; the rebuild adds the marketing pages and compacts it.
  statements.push(...searchIndexRebuildStatements());
  return statements;
}

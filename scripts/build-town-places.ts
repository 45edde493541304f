/**
 * Writes the offline place finder's towns as a migration that fills the `town_places` table,
 * from the world cities list of the city-timezones package: every town or city of at least
 * 20,000 people (about 5,300), largest first (the id is the rank, so the finder takes the first
 * match as the likeliest of towns that share a name), coordinates rounded to two decimals
 * (about 1 km). The towns live in D1 rather than in the Worker's code, which every isolate
 * would otherwise parse on a cold start.
 * Run after upgrading city-timezones, into a new custom migration:
 *   npm run db:generate -- --custom --name town_places_refresh
 *   node scripts/build-town-places.ts migrations/<that file>.sql
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { normalisePlaceName } from "../workers/services/town-finder.ts";
import { literal } from "../seed/lib.ts";

interface City {
  city: string;
  lat: number;
  lng: number;
  pop: number;
  iso2: string;
}

const MIN_POPULATION = 20_000;
const target = process.argv[2];
if (!target) {
  console.error("Usage: node scripts/build-town-places.ts migrations/<custom migration>.sql");
  process.exit(2);
}

const require = createRequire(import.meta.url);
const cities = JSON.parse(readFileSync(require.resolve("city-timezones/data/cityMap.json"), "utf8")) as City[];
const round = (value: number) => Math.round(value * 100) / 100;
const towns = cities
  .filter((city) => city.city && city.iso2 && city.pop >= MIN_POPULATION && Number.isFinite(city.lat) && Number.isFinite(city.lng))
  .sort((a, b) => b.pop - a.pop);
const rows = towns.map(
  (city, index) =>
    `(${index + 1}, ${literal(city.city)}, ${literal(normalisePlaceName(city.city))}, ${literal(city.iso2)}, ${round(city.lat)}, ${round(city.lng)})`,
);
const statements = ["-- The offline place finder's towns (scripts/build-town-places.ts).\nDELETE FROM `town_places`;"];
// Several hundred rows per statement keeps each statement well within D1's size limit.
for (let start = 0; start < rows.length; start += 500) {
  statements.push(
    `INSERT INTO \`town_places\` (\`id\`, \`name\`, \`name_key\`, \`country_code\`, \`latitude\`, \`longitude\`) VALUES\n${rows.slice(start, start + 500).join(",\n")};`,
  );
}
writeFileSync(target, `${statements.join("\n--> statement-breakpoint\n")}\n`);
console.log(`${towns.length} towns written to ${target}`);

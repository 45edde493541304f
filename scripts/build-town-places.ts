/**
 * Builds the offline place finder's towns (workers/services/town-places.json) from the world
 * cities list of the city-timezones package: every town or city of at least 20,000 people
 * (about 5,300), largest first, each as [name, ISO country code, latitude, longitude] with the
 * coordinates rounded to two decimals (about 1 km). Largest first lets the finder take the
 * first match as the likeliest of towns that share a name; the size limit keeps the Worker's
 * upload within its budget (about 63 KB compressed).
 * Run after upgrading city-timezones: `node scripts/build-town-places.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { ROOT } from "./local-db.ts";

interface City {
  city: string;
  lat: number;
  lng: number;
  pop: number;
  iso2: string;
}

const MIN_POPULATION = 20_000;

const require = createRequire(import.meta.url);
const cities = JSON.parse(readFileSync(require.resolve("city-timezones/data/cityMap.json"), "utf8")) as City[];
const round = (value: number) => Math.round(value * 100) / 100;
const towns = cities
  .filter((city) => city.city && city.iso2 && city.pop >= MIN_POPULATION && Number.isFinite(city.lat) && Number.isFinite(city.lng))
  .sort((a, b) => b.pop - a.pop)
  .map((city) => [city.city, city.iso2, round(city.lat), round(city.lng)]);
const target = join(ROOT, "workers/services/town-places.json");
writeFileSync(target, `${JSON.stringify(towns)}\n`);
console.log(`${towns.length} towns written to ${target}`);

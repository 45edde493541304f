/**
 * Builds the offline geocoder's country shapes (workers/services/country-shapes.json) from
 * Natural Earth's 1:50m countries (the world-atlas package), simplified so that they cost the
 * Worker about 120 KB compressed instead of 230 KB. The simplification keeps the topology
 * (neighbours still share their border) and drops the least significant half of the points;
 * the geocoder's coast tolerance absorbs the few kilometres the coastlines move.
 * Run after upgrading world-atlas: `node scripts/build-country-shapes.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { quantize } from "topojson-client";
import { presimplify, quantile, simplify } from "topojson-simplify";
import type { GeometryCollection, Topology } from "topojson-specification";

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;
import { ROOT } from "./local-db.ts";

/** Share of the points (by how little area they add) that simplification removes. */
const SIMPLIFIED_SHARE = 0.5;
/** Grid the coordinates are snapped to: 30,000 steps across the world, about 1.3 km. */
const QUANTISATION = 30_000;

const require = createRequire(import.meta.url);
const source = require.resolve("world-atlas/countries-50m.json");
const atlas = JSON.parse(readFileSync(source, "utf8")) as Countries;
// Only the countries: the atlas's "land" outline is not used by the geocoder.
const weighted = presimplify<Countries["objects"]>({ ...atlas, objects: { countries: atlas.objects.countries } });
const simplified = simplify(weighted, quantile(weighted, SIMPLIFIED_SHARE));
// presimplify stores each point's weight as a third coordinate: the geocoder needs only two.
const flat: Countries = { ...simplified, arcs: simplified.arcs.map((arc) => arc.map(([x = 0, y = 0]) => [x, y])) };
const compact = quantize(flat, QUANTISATION);

const target = join(ROOT, "workers", "services", "country-shapes.json");
writeFileSync(target, JSON.stringify(compact));
console.log(`wrote ${Object.keys(compact.objects).length} object(s), ${compact.arcs.length} arcs to ${target}`);

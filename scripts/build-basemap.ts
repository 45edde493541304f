/**
 * Builds the events map's basemap from Natural Earth country shapes (the world-atlas
 * package, 1:50m), so the map needs no tile server, glyphs or fonts from anywhere else.
 * Writes public/maps/countries.geojson: the countries around Europe, coordinates rounded.
 * Run after upgrading world-atlas: `node scripts/build-basemap.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { ROOT } from "./local-db.ts";

/** West, south, east, north: Europe with the Atlantic islands and the Mediterranean coast. */
const BOUNDS = [-32, 26, 46, 72] as const;
const PRECISION = 1e3;

type Position = number[];
type Ring = Position[];

function roundRing(ring: Ring): Ring {
  const out: Ring = [];
  for (const [x = 0, y = 0] of ring) {
    const point = [Math.round(x * PRECISION) / PRECISION, Math.round(y * PRECISION) / PRECISION];
    const last = out.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

function intersects(polygon: Ring[]): boolean {
  return (polygon[0] ?? []).some(([x = 0, y = 0]) => x >= BOUNDS[0] && x <= BOUNDS[2] && y >= BOUNDS[1] && y <= BOUNDS[3]);
}

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8")) as Topology;
const countries = feature(topology, topology.objects.countries as GeometryCollection<{ name: string }>);

const features = [];
for (const country of countries.features) {
  const geometry = country.geometry;
  if (!geometry) continue;
  const polygons: Ring[][] = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.type === "MultiPolygon" ? geometry.coordinates : [];
  const kept = polygons.filter(intersects).map((polygon) => polygon.map(roundRing).filter((ring) => ring.length >= 4));
  if (kept.length === 0) continue;
  features.push({
    type: "Feature",
    properties: { name: country.properties?.name ?? "" },
    geometry: { type: "MultiPolygon", coordinates: kept },
  });
}

const target = join(ROOT, "public", "maps", "countries.geojson");
writeFileSync(target, JSON.stringify({ type: "FeatureCollection", features }));
console.log(`wrote ${features.length} countries to ${target}`);

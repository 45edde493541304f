/**
 * Reverse geocoding for the country picker: latitude and longitude to a country. The default
 * runs offline inside the Worker: point-in-polygon over the Natural Earth country shapes of
 * the `world-atlas` package (1:50m), simplified by scripts/build-country-shapes.ts so that they
 * add little to the Worker's upload (country-shapes.json). A production geocoder (Google,
 * GEOCODER_PROVIDER=google) can be chosen by configuration; its service errors map to the
 * texts the support form shows.
 */
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countryShapes from "./country-shapes.json";

export type GeocodeStatus = "OK" | "ZERO_RESULTS" | "REQUEST_DENIED" | "OVER_QUERY_LIMIT" | "INVALID_REQUEST" | "UNKNOWN_ERROR";

export interface GeocodeResult {
  status: GeocodeStatus;
  /** ISO 3166-1 alpha-2, e.g. "GB"; null when the point is in no country. */
  countryCode: string | null;
  countryName: string | null;
}

export interface Geocoder {
  reverse(latitude: number, longitude: number): Promise<GeocodeResult>;
}

/** ISO 3166-1 numeric (the ids of world-atlas) to alpha-2. */
const NUMERIC_TO_ALPHA2: Record<string, string> = {
  "004": "AF",
  "008": "AL",
  "012": "DZ",
  "020": "AD",
  "024": "AO",
  "032": "AR",
  "036": "AU",
  "040": "AT",
  "031": "AZ",
  "044": "BS",
  "048": "BH",
  "050": "BD",
  "051": "AM",
  "056": "BE",
  "064": "BT",
  "068": "BO",
  "070": "BA",
  "072": "BW",
  "076": "BR",
  "084": "BZ",
  "090": "SB",
  "096": "BN",
  "100": "BG",
  "104": "MM",
  "108": "BI",
  "112": "BY",
  "116": "KH",
  "120": "CM",
  "124": "CA",
  "140": "CF",
  "144": "LK",
  "148": "TD",
  "152": "CL",
  "156": "CN",
  "158": "TW",
  "170": "CO",
  "178": "CG",
  "180": "CD",
  "188": "CR",
  "191": "HR",
  "192": "CU",
  "196": "CY",
  "203": "CZ",
  "204": "BJ",
  "208": "DK",
  "214": "DO",
  "218": "EC",
  "222": "SV",
  "226": "GQ",
  "231": "ET",
  "232": "ER",
  "233": "EE",
  "242": "FJ",
  "246": "FI",
  "250": "FR",
  "262": "DJ",
  "266": "GA",
  "268": "GE",
  "270": "GM",
  "275": "PS",
  "276": "DE",
  "288": "GH",
  "300": "GR",
  "304": "GL",
  "320": "GT",
  "324": "GN",
  "328": "GY",
  "332": "HT",
  "340": "HN",
  "344": "HK",
  "348": "HU",
  "352": "IS",
  "356": "IN",
  "360": "ID",
  "364": "IR",
  "368": "IQ",
  "372": "IE",
  "376": "IL",
  "380": "IT",
  "384": "CI",
  "388": "JM",
  "392": "JP",
  "398": "KZ",
  "400": "JO",
  "404": "KE",
  "408": "KP",
  "410": "KR",
  "414": "KW",
  "417": "KG",
  "418": "LA",
  "422": "LB",
  "426": "LS",
  "428": "LV",
  "430": "LR",
  "434": "LY",
  "438": "LI",
  "440": "LT",
  "442": "LU",
  "450": "MG",
  "454": "MW",
  "458": "MY",
  "462": "MV",
  "466": "ML",
  "470": "MT",
  "478": "MR",
  "480": "MU",
  "484": "MX",
  "492": "MC",
  "496": "MN",
  "498": "MD",
  "499": "ME",
  "504": "MA",
  "508": "MZ",
  "512": "OM",
  "516": "NA",
  "524": "NP",
  "528": "NL",
  "540": "NC",
  "548": "VU",
  "554": "NZ",
  "558": "NI",
  "562": "NE",
  "566": "NG",
  "578": "NO",
  "586": "PK",
  "591": "PA",
  "598": "PG",
  "600": "PY",
  "604": "PE",
  "608": "PH",
  "616": "PL",
  "620": "PT",
  "624": "GW",
  "626": "TL",
  "630": "PR",
  "634": "QA",
  "642": "RO",
  "643": "RU",
  "646": "RW",
  "682": "SA",
  "686": "SN",
  "688": "RS",
  "694": "SL",
  "702": "SG",
  "703": "SK",
  "704": "VN",
  "705": "SI",
  "706": "SO",
  "710": "ZA",
  "716": "ZW",
  "724": "ES",
  "728": "SS",
  "729": "SD",
  "732": "EH",
  "740": "SR",
  "748": "SZ",
  "752": "SE",
  "756": "CH",
  "760": "SY",
  "762": "TJ",
  "764": "TH",
  "768": "TG",
  "780": "TT",
  "784": "AE",
  "788": "TN",
  "792": "TR",
  "795": "TM",
  "800": "UG",
  "804": "UA",
  "807": "MK",
  "818": "EG",
  "826": "GB",
  "834": "TZ",
  "840": "US",
  "854": "BF",
  "858": "UY",
  "860": "UZ",
  "862": "VE",
  "887": "YE",
  "894": "ZM",
};

type Ring = [number, number][];
interface Shape {
  code: string | null;
  name: string;
  bbox: [number, number, number, number];
  polygons: Ring[][];
}

let shapes: Shape[] | null = null;

function loadShapes(): Shape[] {
  if (shapes) return shapes;
  const topology = countryShapes as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.countries);
  shapes = collection.features.flatMap((item) => {
    const geometry = item.geometry;
    if (!geometry) return [];
    const polygons = (geometry.type === "Polygon" ? [geometry.coordinates] : geometry.type === "MultiPolygon" ? geometry.coordinates : []) as Ring[][];
    if (polygons.length === 0) return [];
    let minX = Infinity,
      minY = Infinity,
      maxX = -Infinity,
      maxY = -Infinity;
    for (const polygon of polygons)
      for (const [x, y] of polygon[0] ?? []) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    const id = item.id === undefined ? "" : String(item.id).padStart(3, "0");
    return [{ code: NUMERIC_TO_ALPHA2[id] ?? null, name: item.properties?.name ?? "", bbox: [minX, minY, maxX, maxY], polygons }];
  });
  return shapes;
}

/** Even-odd ray casting. */
function inRing(x: number, y: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inPolygon(x: number, y: number, polygon: Ring[]): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || !inRing(x, y, outer)) return false;
  return !holes.some((hole) => inRing(x, y, hole));
}

/** Squared distance in degrees (longitude scaled by latitude) from a point to a segment. */
function segmentDistance2(x: number, y: number, [x1, y1]: [number, number], [x2, y2]: [number, number], scale: number): number {
  const ax = (x2 - x1) * scale,
    ay = y2 - y1;
  const px = (x - x1) * scale,
    py = y - y1;
  const length2 = ax * ax + ay * ay;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, (px * ax + py * ay) / length2));
  const dx = px - t * ax,
    dy = py - t * ay;
  return dx * dx + dy * dy;
}

/**
 * How far outside a shape a point may be and still count as in it, in degrees (about 22 km):
 * the coastlines are simplified, so harbour cities such as New York sit just off them.
 */
export const COAST_TOLERANCE_DEGREES = 0.2;

/** The country containing a point, or the nearest one within the coast tolerance, or null (the open sea). */
export function countryAt(latitude: number, longitude: number): { code: string | null; name: string } | null {
  const all = loadShapes();
  for (const shape of all) {
    const [minX, minY, maxX, maxY] = shape.bbox;
    if (longitude < minX || longitude > maxX || latitude < minY || latitude > maxY) continue;
    if (shape.polygons.some((polygon) => inPolygon(longitude, latitude, polygon))) return { code: shape.code, name: shape.name };
  }
  const t = COAST_TOLERANCE_DEGREES;
  const scale = Math.cos((latitude * Math.PI) / 180);
  let best: Shape | null = null;
  let bestDistance = t * t;
  for (const shape of all) {
    const [minX, minY, maxX, maxY] = shape.bbox;
    if (longitude < minX - t / Math.max(scale, 0.01) || longitude > maxX + t / Math.max(scale, 0.01) || latitude < minY - t || latitude > maxY + t) continue;
    for (const polygon of shape.polygons) {
      const ring = polygon[0] ?? [];
      for (let i = 1; i < ring.length; i++) {
        const distance = segmentDistance2(longitude, latitude, ring[i - 1]!, ring[i]!, scale);
        if (distance < bestDistance) {
          bestDistance = distance;
          best = shape;
        }
      }
    }
  }
  return best ? { code: best.code, name: best.name } : null;
}

export class OfflineGeocoder implements Geocoder {
  async reverse(latitude: number, longitude: number): Promise<GeocodeResult> {
    const found = countryAt(latitude, longitude);
    return found ? { status: "OK", countryCode: found.code, countryName: found.name } : { status: "ZERO_RESULTS", countryCode: null, countryName: null };
  }
}

interface GoogleGeocodeResponse {
  status: GeocodeStatus;
  results?: { address_components: { short_name: string; long_name: string; types: string[] }[] }[];
}

/** Google's reverse geocoding (result_type=country). */
export class GoogleGeocoder implements Geocoder {
  constructor(
    private readonly apiKey: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async reverse(latitude: number, longitude: number): Promise<GeocodeResult> {
    const url = new URL("https://maps.googleapis.com/maps/api/geocode/json");
    url.search = new URLSearchParams({ latlng: `${latitude},${longitude}`, result_type: "country", key: this.apiKey }).toString();
    const response = await this.fetcher(url);
    if (!response.ok) return { status: "UNKNOWN_ERROR", countryCode: null, countryName: null };
    const body = (await response.json()) as GoogleGeocodeResponse;
    const component = body.results?.[0]?.address_components.find((part) => part.types.includes("country"));
    if (body.status !== "OK" || !component) return { status: body.status === "OK" ? "ZERO_RESULTS" : body.status, countryCode: null, countryName: null };
    return { status: "OK", countryCode: component.short_name, countryName: component.long_name };
  }
}

export function getGeocoder(env: Env): Geocoder {
  if (env.GEOCODER_PROVIDER === "google" && env.GEOCODER_API_KEY) return new GoogleGeocoder(env.GEOCODER_API_KEY);
  return new OfflineGeocoder();
}

/** Forward look-up, offline: an address to its town's centre (staff place events with it). */
export { type AddressToFind, type FoundTown, findTown } from "./town-finder";

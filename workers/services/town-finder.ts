/**
 * The offline place finder: an event's address to the centre of its town, with no outside
 * service. It knows the towns and cities of at least 20,000 people (town-places.json, built by
 * scripts/build-town-places.ts), not streets or postcodes, so what it finds is the town's
 * centre: close enough for a pin on the events map, and shown to staff before they save.
 */
import townPlaces from "./town-places.json";

/** [name, ISO 3166-1 alpha-2 country, latitude, longitude], largest town first. */
type Town = [string, string, number, number];

export interface FoundTown {
  town: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

/** The parts of an address the finder reads, most telling first. */
export interface AddressToFind {
  city: string;
  county: string;
  name?: string;
  street?: string;
}

let byName: Map<string, Town[]> | null = null;

/** Lower case, accents dropped and punctuation as spaces, so "Malmö" matches "malmo". */
export function normalisePlaceName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function towns(): Map<string, Town[]> {
  if (byName) return byName;
  byName = new Map();
  for (const town of townPlaces as Town[]) {
    const key = normalisePlaceName(town[0]);
    const list = byName.get(key);
    if (list) list.push(town);
    else byName.set(key, [town]);
  }
  return byName;
}

/**
 * The names a town or county field may stand for: the whole field, then shorter and shorter
 * runs of its leading words ("Frankfurt am Main" is listed as "Frankfurt").
 */
function namesIn(part: string): string[] {
  const words = normalisePlaceName(part).split(" ").filter(Boolean);
  const names: string[] = [];
  for (let length = words.length; length > 0; length--) names.push(words.slice(0, length).join(" "));
  return names;
}

/**
 * The town an address is in: the city first, then the county, then each comma-separated part
 * of the name and street. Towns that share a name are told apart by the country when it is
 * given (no town in another country is taken), otherwise the largest wins. Null when no part
 * names a known town.
 */
export function findTown(address: AddressToFind, countryCode: string | null = null): FoundTown | null {
  const index = towns();
  // Only the town and county fields are shortened: a street's first word ("Royal Avenue") is rarely a town.
  const candidates = [
    ...namesIn(address.city),
    ...namesIn(address.county),
    ...[...(address.name ?? "").split(","), ...(address.street ?? "").split(",")].map(normalisePlaceName),
  ];
  for (const name of candidates) {
    if (!name) continue;
    const match = index.get(name)?.find((town) => !countryCode || town[1] === countryCode.toUpperCase());
    if (match) return { town: match[0], countryCode: match[1], latitude: match[2], longitude: match[3] };
  }
  return null;
}

/**
 * The offline place finder: an event's address to the centre of its town, with no outside
 * service. It knows the towns and cities of at least 20,000 people (the `town_places` table,
 * filled by a migration that scripts/build-town-places.ts writes), not streets or postcodes,
 * so what it finds is the town's centre: close enough for a pin on the events map, and shown
 * to staff before they save.
 */

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

/** Lower case, accents dropped and punctuation as spaces, so "Malmö" matches "malmo". */
export function normalisePlaceName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
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
export async function findTown(db: D1Database, address: AddressToFind, countryCode: string | null = null): Promise<FoundTown | null> {
  // Only the town and county fields are shortened: a street's first word ("Royal Avenue") is rarely a town.
  const candidates = [
    ...namesIn(address.city),
    ...namesIn(address.county),
    ...[...(address.name ?? "").split(","), ...(address.street ?? "").split(",")].map(normalisePlaceName),
  ];
  // D1 binds at most 100 values in one statement; an address never names that many places.
  const names = [...new Set(candidates.filter(Boolean))].slice(0, 90);
  if (names.length === 0) return null;
  const { results } = await db
    .prepare(
      `SELECT name, name_key, country_code, latitude, longitude FROM town_places WHERE name_key IN (${names.map((_, i) => `?${i + 1}`).join(", ")}) ORDER BY id`,
    )
    .bind(...names)
    .all<{ name: string; name_key: string; country_code: string; latitude: number; longitude: number }>();
  for (const name of names) {
    const match = results.find((town) => town.name_key === name && (!countryCode || town.country_code === countryCode.toUpperCase()));
    if (match) return { town: match.name, countryCode: match.country_code, latitude: match.latitude, longitude: match.longitude };
  }
  return null;
}

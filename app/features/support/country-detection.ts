/**
 * Finding the visitor's country: the browser's position, then the offline reverse lookup GET
 * geolocation/reverse (on our own server; nothing is stored). Plain, so the hydrated picker and
 * the enhancement of a page without framework JavaScript (app/enhance/country-picker.ts) share
 * it. Every problem says which message to show and why, in English: the page translates it.
 */
import {
  GEO_LOOKUP_FAILED,
  GEO_NO_RESULTS,
  GEO_OTHER,
  GEO_SERVER_ERROR,
  GEO_SERVICE_PROBLEM,
  GEO_UNAVAILABLE,
  GEO_UNSUPPORTED,
} from "@common/support/messages";
import { api } from "~/lib/api-client";

export interface CountryOption {
  id: number;
  name: string;
  iso3166: string;
}

interface ReverseResponse {
  status: string;
  countryCode: string | null;
  country: CountryOption | null;
}

export type Problem = { message: string; reason: string };

/** The messages a problem may show, and the reasons that are ours to word (the others are the browser's or the geocoder's). */
export const PROBLEM_MESSAGES = [GEO_UNAVAILABLE, GEO_LOOKUP_FAILED, GEO_SERVICE_PROBLEM, GEO_NO_RESULTS, GEO_OTHER] as const;
export const WORDED_REASONS = [GEO_SERVER_ERROR, GEO_UNSUPPORTED] as const;

/** What a failed lookup says, from the geocoder's status. */
export function geocodeProblem(status: string | null, country: CountryOption | null): Problem | null {
  if (status === null) return { message: GEO_SERVICE_PROBLEM, reason: GEO_SERVER_ERROR };
  if (status === "OK" && country) return null;
  if (status === "ZERO_RESULTS" || status === "OK") return { message: GEO_NO_RESULTS, reason: status };
  return { message: GEO_OTHER, reason: status };
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 600_000 }));
}

/** The country the browser's position is in, or why it could not be found. */
export async function detectCountry(): Promise<{ country: CountryOption } | { problem: Problem }> {
  if (!("geolocation" in navigator)) return { problem: { message: GEO_UNAVAILABLE, reason: GEO_UNSUPPORTED } };
  let position: GeolocationPosition;
  try {
    position = await currentPosition();
  } catch (error) {
    return { problem: { message: GEO_LOOKUP_FAILED, reason: (error as GeolocationPositionError)?.message || GEO_SERVER_ERROR } };
  }
  const result = await api.get<ReverseResponse>("geolocation/reverse", {
    query: { latitude: position.coords.latitude.toFixed(5), longitude: position.coords.longitude.toFixed(5) },
  });
  const found = geocodeProblem(result.ok ? result.data.status : null, result.ok ? result.data.country : null);
  if (found || !result.ok || !result.data.country) return { problem: found ?? { message: GEO_OTHER, reason: GEO_SERVER_ERROR } };
  return { country: result.data.country };
}

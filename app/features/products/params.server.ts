/** Route parameter rules of the products pages: a parameter of the wrong shape is a 404 page, since no page lives at that address. */
import { data } from "react-router";
import { LANG_PARAM, NAME_PARAM, NUMERIC_PARAM, SEMANTIC_NAME_PARAM, DOWNLOAD_TOKEN_PARAM } from "@common/products";

export function notFound(): never {
  throw data(null, { status: 404 });
}

const RULES = {
  id: NUMERIC_PARAM,
  name: NAME_PARAM,
  semantic: SEMANTIC_NAME_PARAM,
  token: DOWNLOAD_TOKEN_PARAM,
  lang: LANG_PARAM,
} as const;

/** The parameter if it has the right shape, else a 404. */
export function param(value: string | undefined, rule: keyof typeof RULES): string {
  if (value === undefined || !RULES[rule].test(value)) notFound();
  return value;
}

/** A numeric parameter or query value; absent gives the fallback, malformed is a 404. */
export function numericParam(value: string | null | undefined, fallback?: number): number {
  if (value === undefined || value === null || value === "") {
    if (fallback === undefined) notFound();
    return fallback;
  }
  if (!NUMERIC_PARAM.test(value)) notFound();
  return Number(value);
}

export { optionalNumber } from "@common/products";

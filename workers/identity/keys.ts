/**
 * The built-in provider's signing keys (ES256), read with `jose`. DOLPHINID_SIGNING_KEYS (a
 * secret) holds a JSON array of JWKs, each with a `kid`: the first is the current private
 * key, which signs every new token; the others are earlier keys, kept so that tokens they
 * signed still verify until they expire. The JWKS endpoint publishes the public half of
 * every key, never a private part. Rotation: put a new key first, keep the old one second for
 * at least the longest token lifetime (an ID or access token lives 15 minutes), then drop
 * it. In local development (ENVIRONMENT="local") a fixed development key stands in; every
 * other environment must set the secret.
 */
import { type JSONWebKeySet, type JWK, createLocalJWKSet, importJWK } from "jose";
import * as v from "valibot";
import { isLocalEnvironment } from "../environment";

export const SIGNING_ALGORITHM = "ES256";

/** The fixed development key: public in this repository, so never accepted outside local development. */
const LOCAL_DEVELOPMENT_KEY: JWK = {
  kty: "EC",
  crv: "P-256",
  kid: "local-development-key",
  x: "dIAPzpJvinzMRcukzLnk1s6prAUjThpoapuTfJ0E3n8",
  y: "UNQmIdkaf0CoD-Ap3sKSRvl0oOt1hN7ZW7wHEMFgN_8",
  d: "b4bp9uktDkUC9z2uBnOR0JExUbscPZlV3Z-ZadTcEoE",
};

const signingJwkSchema = v.object({
  kty: v.literal("EC", 'kty must be "EC"'),
  crv: v.literal("P-256", 'crv must be "P-256" (ES256)'),
  kid: v.pipe(v.string("every key needs a kid"), v.regex(/^[A-Za-z0-9._-]{1,100}$/, "kid must be 1 to 100 letters, digits or . _ -")),
  x: v.string("x is missing"),
  y: v.string("y is missing"),
  d: v.optional(v.string()),
});

/** The setting's schema: one key or a list, the first with its private part. */
export const signingKeysSettingSchema = v.pipe(
  v.union([signingJwkSchema, v.array(signingJwkSchema)], "is not a JWK or a JSON array of EC P-256 JWKs, each with a kid"),
  v.transform((value) => (Array.isArray(value) ? value : [value])),
  v.minLength(1, "lists no key"),
  v.check((keys) => Boolean(keys[0]?.d), "the first key (the current one) must include its private part d"),
  v.check((keys) => new Set(keys.map((key) => key.kid)).size === keys.length, "two keys have the same kid"),
);

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  /** Public halves of every key, current first: what /id/.well-known/jwks.json serves. */
  jwks: JSONWebKeySet;
  /** Verifies a token signed by any of the published keys (picked by `kid`). */
  keySet: ReturnType<typeof createLocalJWKSet>;
}

/** The setting's JWKs: configured, or the development key where that is allowed. */
export function configuredSigningJwks(env: Env): JWK[] {
  if (env.DOLPHINID_SIGNING_KEYS) {
    const parsed = v.safeParse(signingKeysSettingSchema, parseJson(env.DOLPHINID_SIGNING_KEYS));
    if (!parsed.success) throw new Error(`DOLPHINID_SIGNING_KEYS ${parsed.issues[0].message}`);
    return parsed.output as JWK[];
  }
  if (!isLocalEnvironment(env)) throw new Error("DOLPHINID_SIGNING_KEYS is not set");
  return [LOCAL_DEVELOPMENT_KEY];
}

/** The setting's JSON, or undefined (which the schema then refuses) when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Keys imported once per isolate and setting. */
const loaded = new Map<string, Promise<SigningKeys>>();

export function signingKeys(env: Env): Promise<SigningKeys> {
  const cacheKey = `${env.ENVIRONMENT ?? ""}\n${env.DOLPHINID_SIGNING_KEYS ?? ""}`;
  let keys = loaded.get(cacheKey);
  if (!keys) {
    keys = importKeys(configuredSigningJwks(env));
    loaded.set(cacheKey, keys);
    keys.catch(() => loaded.delete(cacheKey));
  }
  return keys;
}

async function importKeys(jwks: JWK[]): Promise<SigningKeys> {
  const current = jwks[0]!;
  const privateKey = (await importJWK({ ...current, alg: SIGNING_ALGORITHM }, SIGNING_ALGORITHM)) as CryptoKey;
  const published: JSONWebKeySet = {
    keys: jwks.map(({ kty, crv, x, y, kid }) => ({ kty, crv, x, y, kid, alg: SIGNING_ALGORITHM, use: "sig" })),
  };
  return { kid: current.kid!, privateKey, jwks: published, keySet: createLocalJWKSet(published) };
}

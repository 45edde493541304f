/** A production signing key for the built-in OpenID provider (a JWK made for tests only). */
export const TEST_SIGNING_KEY = {
  kty: "EC",
  crv: "P-256",
  kid: "2026-12",
  x: "dIAPzpJvinzMRcukzLnk1s6prAUjThpoapuTfJ0E3n8",
  y: "UNQmIdkaf0CoD-Ap3sKSRvl0oOt1hN7ZW7wHEMFgN_8",
  d: "b4bp9uktDkUC9z2uBnOR0JExUbscPZlV3Z-ZadTcEoE",
};

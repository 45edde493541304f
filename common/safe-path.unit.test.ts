/**
 * Where the DolphinID pages may send a visitor back to: the provider's sign-in page, in any of
 * the site's languages, and nothing else.
 */
import { describe, expect, it } from "vitest";
import { providerReturnPath } from "./safe-path";

describe("providerReturnPath", () => {
  it("keeps the sign-in page with its request, with or without a locale prefix", () => {
    expect(providerReturnPath("/id/oauth/authorize?client_id=site")).toBe("/id/oauth/authorize?client_id=site");
    expect(providerReturnPath("/de-de/id/oauth/authorize?client_id=site")).toBe("/de-de/id/oauth/authorize?client_id=site");
    expect(providerReturnPath("/fr-fr/id/oauth/authorize")).toBe("/fr-fr/id/oauth/authorize");
  });

  it("drops any other target, and a prefix that is not one of the site's locales", () => {
    for (const target of [
      "/account",
      "/de-de/account",
      "/xx-xx/id/oauth/authorize",
      "//evil.example/id/oauth/authorize",
      "/de-de//evil.example",
      "https://evil.example/id/oauth/authorize",
      "/de-de/\\evil.example/id/oauth/authorize",
      null,
    ]) {
      expect(providerReturnPath(target)).toBeNull();
    }
  });
});

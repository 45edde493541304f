/**
 * The character count's rule: said aloud only when the count crosses 100, 50, 20, 10 and 0
 * remaining or goes over the limit, and worded by the language's plural rules from the
 * wordings a page without framework JavaScript carries.
 */
import { describe, expect, it } from "vitest";
import { countMessage, crossesSpokenMark, OVER_MESSAGE, REMAINING_MESSAGE, wordingFor } from "./character-count-rule";

describe("when the count is said", () => {
  it("says it as it reaches each mark, not on the keys between", () => {
    expect(crossesSpokenMark(899, 900, 1000)).toBe(true);
    expect(crossesSpokenMark(900, 901, 1000)).toBe(false);
    expect(crossesSpokenMark(949, 950, 1000)).toBe(true);
    expect(crossesSpokenMark(999, 1000, 1000)).toBe(true);
    // Pasted past several marks at once: said once, with the count reached.
    expect(crossesSpokenMark(0, 995, 1000)).toBe(true);
  });

  it("says it when it goes over, and not again while it stays over", () => {
    expect(crossesSpokenMark(1000, 1001, 1000)).toBe(true);
    expect(crossesSpokenMark(1001, 1005, 1000)).toBe(false);
  });

  it("does not say a mark at or above the limit itself", () => {
    expect(crossesSpokenMark(0, 1, 100)).toBe(false);
    expect(crossesSpokenMark(49, 50, 100)).toBe(true);
  });

  it("is silent when text is taken away", () => {
    expect(crossesSpokenMark(901, 899, 1000)).toBe(false);
  });
});

describe("what the count says", () => {
  it("gives characters remaining, or how many too many", () => {
    expect(countMessage(990, 1000)).toEqual({ message: REMAINING_MESSAGE, count: 10 });
    expect(countMessage(1003, 1000)).toEqual({ message: OVER_MESSAGE, count: 3 });
  });

  it("chooses the wording by the language's plural rules", () => {
    const french = { one: "Il vous reste {count} caractère", many: "Il vous reste {count} caractères", other: "Il vous reste {count} caractères" };
    expect(wordingFor(french, 0, "fr-FR")).toBe("Il vous reste 0 caractère");
    expect(wordingFor(french, 1, "fr-FR")).toBe("Il vous reste 1 caractère");
    expect(wordingFor(french, 2, "fr-FR")).toBe("Il vous reste 2 caractères");
    const english = { one: "You have {count} character remaining", other: "You have {count} characters remaining" };
    expect(wordingFor(english, 0, "en-GB")).toBe("You have 0 characters remaining");
    expect(wordingFor(english, 1, "en-GB")).toBe("You have 1 character remaining");
  });
});

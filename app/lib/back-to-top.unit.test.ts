import { describe, expect, it } from "vitest";
import { backToTopBottom } from "./back-to-top";

describe("where 'Back to top' floats", () => {
  it("sits near the bottom edge while the footer is out of view", () => {
    expect(backToTopBottom(800, 2000, 44)).toBe(15);
  });

  it("rises to stay clear of the footer once it comes into view", () => {
    expect(backToTopBottom(800, 600, 44)).toBe(800 - 40 - 600 + 40 + 15);
  });

  it("never rises past the top of a short window, whatever the footer's height", () => {
    // The footer fills the window and more: the link once went to bottom 327 px, its top at -115 px.
    const bottom = backToTopBottom(256, -200, 44);
    expect(bottom).toBe(256 - 44 - 15);
    expect(256 - bottom - 44).toBeGreaterThanOrEqual(0);
  });
});

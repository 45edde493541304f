import { describe, expect, it } from "vitest";
import { isApplicationPath } from "./application-pages";

describe("which pages React renders in the browser", () => {
  it("is the events map and an event's page, the call page, the address book and the calling settings, in any locale", () => {
    for (const path of [
      "/events",
      "/events/usergroup",
      "/events/usergroup/12",
      "/call",
      "/account/video-calling/address-book",
      "/account/video-calling/settings",
      "/de-de/events",
      "/fr-fr/account/video-calling/settings",
    ]) {
      expect(isApplicationPath(path), path).toBe(true);
    }
  });

  it("is no other page, so a link to one leaves by a document load", () => {
    for (const path of [
      "/",
      "/products",
      "/webinars",
      "/blog/a-post",
      "/account",
      "/account/video-calling",
      "/account/video-calling/help",
      "/de-de/contact",
      "/calls",
      "/eventsx",
    ]) {
      expect(isApplicationPath(path), path).toBe(false);
    }
  });
});

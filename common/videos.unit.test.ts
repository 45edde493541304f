/**
 * The video files the desk offers (HOSTED_VIDEOS) are files the site really serves, each with
 * a captions file, so no video a visitor is offered plays nothing.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HOSTED_VIDEOS, hostedVideo } from "./videos";

const PUBLIC = join(import.meta.dirname, "..", "public");

describe("the videos this site hosts", () => {
  it.each(Object.entries(HOSTED_VIDEOS))("%s is served from public/, with WebVTT captions", (_key, video) => {
    expect(existsSync(join(PUBLIC, video.src)), video.src).toBe(true);
    expect(statSync(join(PUBLIC, video.src)).size).toBeGreaterThan(10_000);
    expect(readFileSync(join(PUBLIC, video.captions), "utf8").startsWith("WEBVTT")).toBe(true);
  });

  it("knows no other key", () => {
    expect(hostedVideo("../../etc/passwd")).toBeNull();
    expect(hostedVideo("")).toBeNull();
    expect(hostedVideo("video-calling-help")?.src).toBe("/video/video-calling-help.webm");
  });
});

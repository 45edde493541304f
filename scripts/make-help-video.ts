/**
 * Writes the video-calling help video and its captions:
 *   public/video/video-calling-help.webm  (drawn on a canvas in Chromium and recorded with
 *                                          MediaRecorder: no downloads, no outside tools)
 *   public/video/video-calling-help.en.vtt (captions, one cue per scene)
 * The help page's written steps are the text alternative. Run: `node scripts/make-help-video.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const SCENE_SECONDS = 6;
const scenes = [
  { title: "Making your first video call", lines: ["Dolphin video calling, in your web browser", "Works with keyboard, screen reader and magnifier"] },
  { title: "1. Open Video Calling", lines: ["Sign in with your DolphinID", "Open Video Calling from your Dolphin Account"] },
  { title: "2. Accept the terms", lines: ["Read the video calling Terms & Conditions", "Choose: Accept the Terms & Conditions"] },
  { title: "3. Check your settings", lines: ["Open Settings and allow the camera and microphone", "Choose your devices, check the preview, Save Settings"] },
  { title: "4. Add a contact", lines: ["Choose Add Contact", "Type their name and DolphinID email address"] },
  { title: "5. Make a call", lines: ["Wait until your contact shows Online", "Choose Video Call, or Voice Call for sound only"] },
  { title: "6. Answer a call", lines: ["Incoming call from ... opens in every Dolphin tab", "Answer Call, Answer with video off, or Decline Call"] },
  { title: "Need help?", lines: ["Read the written steps on this page", "Or contact Dolphin support"] },
];

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "public", "video");

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--headless", "--autoplay-policy=no-user-gesture-required"],
});
const page = await browser.newPage();
await page.setContent("<canvas width='1280' height='720'></canvas>");
const base64 = await page.evaluate(
  async ({ scenes, seconds }) => {
    const canvas = document.querySelector("canvas")!;
    const context = canvas.getContext("2d")!;
    const draw = (scene: { title: string; lines: string[] }, progress: number) => {
      context.fillStyle = "#00366b";
      context.fillRect(0, 0, 1280, 720);
      context.fillStyle = "#ffffff";
      context.font = "bold 72px sans-serif";
      context.fillText(scene.title, 80, 200);
      context.font = "48px sans-serif";
      scene.lines.forEach((line, index) => context.fillText(line, 80, 340 + index * 90));
      // A thin progress bar: the only movement on screen.
      context.fillStyle = "#ffdd00";
      context.fillRect(80, 620, 1120 * progress, 12);
    };
    const stream = canvas.captureStream(10);
    const recorder = new MediaRecorder(stream, { mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 250_000 });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    draw(scenes[0]!, 0);
    recorder.start(1000);
    for (const scene of scenes) {
      const start = performance.now();
      while (performance.now() - start < seconds * 1000) {
        draw(scene, (performance.now() - start) / (seconds * 1000));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    recorder.stop();
    await stopped;
    const buffer = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let binary = "";
    for (let i = 0; i < buffer.length; i += 0x8000) binary += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
    return btoa(binary);
  },
  { scenes, seconds: SCENE_SECONDS },
);
await browser.close();

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, "video-calling-help.webm"), Buffer.from(base64, "base64"));

const time = (total: number) => {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `00:${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}.000`;
};
const cues = scenes.map(
  (scene, index) => `${index + 1}\n${time(index * SCENE_SECONDS)} --> ${time((index + 1) * SCENE_SECONDS)}\n${scene.title}\n${scene.lines.join(". ")}.`,
);
writeFileSync(join(outDir, "video-calling-help.en.vtt"), `WEBVTT\n\n${cues.join("\n\n")}\n`);
console.log(`wrote ${outDir}`);

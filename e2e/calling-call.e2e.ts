/**
 * A call in the browser: two signed-in account holders in two Chromium contexts with the
 * fake camera and microphone. Alice calls Bob from her address book; Bob answers from the
 * incoming-call dialog; both pages connect over WebRTC with the hubs carrying the signalling.
 */
import type { BrowserContext, Page, WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, useBrowser } from "./browser";
import { openCallingPair } from "./calling-pair";

const browser = useBrowser();
const PASSWORD = "a long calling passphrase";
const ALICE = "Alice Moreno";
const BOB = "Bob Fletcher";
/** Long enough for a WebRTC connection on a busy two-core machine. */
const CONNECT_MS = 30_000;

let aliceContext: BrowserContext;
let bobContext: BrowserContext;
let alice: Page;
let bob: Page;

beforeAll(async () => {
  ({ aliceContext, bobContext, alice, bob } = await openCallingPair(browser(), { tag: "call", password: PASSWORD, aliceName: ALICE, bobName: BOB }));
}, 120_000);

afterAll(async () => {
  await aliceContext?.close();
  await bobContext?.close();
});

/** Both on their address books, Bob's tab connected (Alice sees him online). */
async function bothOnAddressBooks() {
  await bob.goto("/account/video-calling/address-book");
  await alice.goto("/account/video-calling/address-book");
  await alice.locator(".contact-card", { hasText: BOB }).locator(".presence--online").waitFor({ timeout: CONNECT_MS });
}

function status(page: Page) {
  return page.locator("#call-status");
}

async function waitForStatus(page: Page, text: string, timeout = CONNECT_MS) {
  try {
    await page.waitForFunction((expected) => document.querySelector("#call-status")?.textContent?.trim() === expected, text, { timeout });
  } catch (error) {
    const shown = await page.evaluate(() => document.querySelector(".call-page")?.textContent?.slice(0, 400)).catch(() => "(page closed)");
    throw new Error(`expected the call status "${text}" on ${page.url()}; the page shows: ${shown}`, { cause: error });
  }
}

async function answer(button: "Answer Call" | "Answer with video off") {
  const dialog = bob.getByRole("alertdialog", { name: `Incoming call from ${ALICE}` });
  await dialog.waitFor({ timeout: CONNECT_MS });
  await dialog.getByRole("button", { name: button }).click();
  await bob.waitForURL((url) => url.pathname === "/call");
}

/** The other side's video is decoding frames: the count of decoded frames keeps growing. */
async function expectRemoteVideoPlaying(page: Page, name: string) {
  const frames = () =>
    page.evaluate((label) => {
      const video = document.querySelector<HTMLVideoElement>(`video[aria-label="${label}"]`);
      return video ? video.getVideoPlaybackQuality().totalVideoFrames : -1;
    }, `Video of ${name}`);
  await page.waitForFunction(
    (label) => {
      const video = document.querySelector<HTMLVideoElement>(`video[aria-label="${label}"]`);
      return !!video && video.getVideoPlaybackQuality().totalVideoFrames > 0;
    },
    `Video of ${name}`,
    { timeout: CONNECT_MS },
  );
  const before = await frames();
  await page.waitForFunction(
    ({ label, count }) => {
      const video = document.querySelector<HTMLVideoElement>(`video[aria-label="${label}"]`);
      return !!video && video.getVideoPlaybackQuality().totalVideoFrames > count;
    },
    { label: `Video of ${name}`, count: before },
    { timeout: CONNECT_MS },
  );
  expect(await frames()).toBeGreaterThan(before);
}

/** What the page receives from the other side: its audio and video tracks. */
async function remoteTracks(page: Page) {
  return page.evaluate(() => {
    const stream = document.querySelector("audio")?.srcObject as MediaStream | null;
    return { audio: stream?.getAudioTracks().length ?? 0, video: stream?.getVideoTracks().length ?? 0, videos: document.querySelectorAll("video").length };
  });
}

async function expectEnded(page: Page, reason: string) {
  await page.getByRole("heading", { level: 2, name: "Call ended" }).waitFor({ timeout: CONNECT_MS });
  await page.locator(".call-ended").getByText(reason).waitFor();
  expect(await status(page).textContent()).toBe("Call ended");
  await page.getByRole("link", { name: "Back to address book" }).waitFor();
}

async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element ? (element.getAttribute("aria-label") ?? element.innerText ?? "").replace(/\s+/g, " ").trim() : "";
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

describe("calls in the browser", () => {
  it("places a video call that both sides hear and see, with mute and camera state shown on the other side, until hang up", { timeout: 180_000 }, async () => {
    await bothOnAddressBooks();
    await alice.getByRole("link", { name: `Video Call ${BOB}` }).click();
    await alice.waitForURL((url) => url.pathname === "/call");
    await waitForStatus(alice, `Calling ${BOB}…`);
    await alice.getByRole("button", { name: "Cancel call" }).waitFor();
    await expectNoAxeViolations(alice, "call page while calling");

    await answer("Answer Call");
    await waitForStatus(bob, "Connected");
    await waitForStatus(alice, "Connected");
    await bob.getByRole("heading", { level: 1, name: `Video call with ${ALICE}` }).waitFor();
    await alice.getByRole("heading", { level: 1, name: `Video call with ${BOB}` }).waitFor();
    await expectRemoteVideoPlaying(alice, BOB);
    await expectRemoteVideoPlaying(bob, ALICE);
    expect(await remoteTracks(alice)).toMatchObject({ audio: 1, video: 1 });
    await alice.getByText("Call duration:").waitFor();
    await expectNoAxeViolations(alice, "call page connected (caller)");
    await expectNoAxeViolations(bob, "call page connected (callee)");

    await alice.getByRole("button", { name: "Mute microphone" }).click();
    await alice.getByRole("button", { name: "Unmute microphone" }).waitFor();
    await bob.locator(".call-video--remote .call-badge", { hasText: "Muted" }).waitFor({ timeout: CONNECT_MS });
    await alice.getByRole("button", { name: "Turn camera off" }).click();
    await bob.locator(".call-video--remote .call-badge", { hasText: "Camera off" }).waitFor({ timeout: CONNECT_MS });
    await alice.getByRole("button", { name: "Unmute microphone" }).click();
    await bob.locator(".call-video--remote .call-badge", { hasText: "Muted" }).waitFor({ state: "detached", timeout: CONNECT_MS });

    await bob.getByRole("button", { name: "Hang up" }).click();
    await expectEnded(bob, "You hung up.");
    await expectEnded(alice, `${BOB} hung up.`);
    await alice.locator(".call-ended").getByText(`Your call with ${BOB} lasted`).waitFor();
    await expectNoAxeViolations(alice, "call page after the call");

    // The ended call's page rings the next call itself, with the same alert as every page.
    await alice.goto("/account/video-calling/address-book");
    await alice.locator(".contact-card", { hasText: BOB }).locator(".presence--online").waitFor({ timeout: CONNECT_MS });
    await alice.getByRole("link", { name: `Video Call ${BOB}` }).click();
    const again = bob.getByRole("alertdialog", { name: `Incoming call from ${ALICE}` });
    await again.waitFor({ timeout: CONNECT_MS });
    await expect(again.getByRole("button", { name: "Answer Call" }).evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await again.getByRole("button", { name: "Decline Call" }).click();
    await expectEnded(alice, `${BOB} declined your call.`);
  });

  it("connects a voice call, and a video call answered with video off, with audio only", { timeout: 180_000 }, async () => {
    await bothOnAddressBooks();
    await alice.getByRole("link", { name: `Voice Call ${BOB}` }).click();
    await answer("Answer Call");
    await waitForStatus(bob, "Connected");
    await waitForStatus(alice, "Connected");
    await alice.getByRole("heading", { level: 1, name: `Voice call with ${BOB}` }).waitFor();
    await bob.getByRole("heading", { level: 1, name: `Voice call with ${ALICE}` }).waitFor();
    await alice.waitForFunction(() => ((document.querySelector("audio")?.srcObject as MediaStream | null)?.getAudioTracks().length ?? 0) > 0);
    expect(await remoteTracks(alice)).toEqual({ audio: 1, video: 0, videos: 0 });
    expect(await remoteTracks(bob)).toEqual({ audio: 1, video: 0, videos: 0 });
    expect(await alice.getByRole("button", { name: "Turn camera off" }).count()).toBe(0);
    await expectNoAxeViolations(bob, "voice call connected");
    await alice.getByRole("button", { name: "Hang up" }).click();
    await expectEnded(alice, "You hung up.");
    await expectEnded(bob, `${ALICE} hung up.`);

    await bothOnAddressBooks();
    await alice.getByRole("link", { name: `Video Call ${BOB}` }).click();
    await answer("Answer with video off");
    await waitForStatus(bob, "Connected");
    await waitForStatus(alice, "Connected");
    await alice.getByRole("heading", { level: 1, name: `Voice call with ${BOB}` }).waitFor();
    await bob.waitForFunction(() => ((document.querySelector("audio")?.srcObject as MediaStream | null)?.getAudioTracks().length ?? 0) > 0);
    expect(await remoteTracks(alice)).toEqual({ audio: 1, video: 0, videos: 0 });
    expect(await remoteTracks(bob)).toEqual({ audio: 1, video: 0, videos: 0 });
    await bob.getByRole("button", { name: "Hang up" }).click();
    await expectEnded(alice, `${BOB} hung up.`);
  });

  it("says in words when the call is declined, and when the caller cancels it", { timeout: 120_000 }, async () => {
    await bothOnAddressBooks();
    await alice.getByRole("link", { name: `Video Call ${BOB}` }).click();
    const dialog = bob.getByRole("alertdialog", { name: `Incoming call from ${ALICE}` });
    await dialog.waitFor({ timeout: CONNECT_MS });
    await dialog.getByRole("button", { name: "Decline Call" }).click();
    await expectEnded(alice, `${BOB} declined your call.`);
    await alice.locator(".call-ended").getByText("The call did not connect, so it had no duration.").waitFor();
    await expectNoAxeViolations(alice, "call declined");

    await bothOnAddressBooks();
    await alice.getByRole("link", { name: `Voice Call ${BOB}` }).click();
    await dialog.waitFor({ timeout: CONNECT_MS });
    await waitForStatus(alice, `Calling ${BOB}…`);
    await alice.getByRole("button", { name: "Cancel call" }).click();
    await expectEnded(alice, "You cancelled the call.");
    await dialog.waitFor({ state: "hidden", timeout: CONNECT_MS });
  });

  it("runs the whole call by keyboard alone", { timeout: 180_000 }, async () => {
    await bothOnAddressBooks();
    await tabTo(alice, `Video Call ${BOB}`);
    await alice.keyboard.press("Enter");
    await alice.waitForURL((url) => url.pathname === "/call");
    await waitForStatus(alice, `Calling ${BOB}…`);
    // Focus starts on the call's state.
    expect(await alice.evaluate(() => document.activeElement?.id)).toBe("call-status");

    // The dialog takes focus on 'Answer Call'.
    await bob.getByRole("alertdialog", { name: `Incoming call from ${ALICE}` }).waitFor({ timeout: CONNECT_MS });
    expect(await bob.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Answer Call");
    await bob.keyboard.press("Enter");
    await bob.waitForURL((url) => url.pathname === "/call");
    await waitForStatus(alice, "Connected");
    await waitForStatus(bob, "Connected");

    await alice.keyboard.press("Tab");
    expect(await alice.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Mute microphone");
    await alice.keyboard.press("Enter");
    await bob.locator(".call-video--remote .call-badge", { hasText: "Muted" }).waitFor({ timeout: CONNECT_MS });
    // The shortcuts listed on the page.
    await bob.getByText("Alt+Shift+V").waitFor();
    await bob.keyboard.press("Alt+Shift+KeyV");
    await bob.getByRole("button", { name: "Turn camera on" }).waitFor();
    await alice.locator(".call-video--remote .call-badge", { hasText: "Camera off" }).waitFor({ timeout: CONNECT_MS });
    await alice.keyboard.press("Alt+Shift+KeyM");
    await alice.getByRole("button", { name: "Mute microphone" }).waitFor();

    await tabTo(alice, "Hang up");
    await alice.keyboard.press("Enter");
    await expectEnded(alice, "You hung up.");
    await expectEnded(bob, `${ALICE} hung up.`);
    expect(await alice.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Call ended");
    await tabTo(alice, "Back to address book");
    await alice.keyboard.press("Enter");
    await alice.waitForURL((url) => url.pathname === "/account/video-calling/address-book");
  });

  it("bridges a short network drop with the reconnect token and an ICE restart instead of ending the call", { timeout: 180_000 }, async () => {
    await bothOnAddressBooks();
    await alice.getByRole("link", { name: `Video Call ${BOB}` }).click();
    await bob.getByRole("alertdialog", { name: `Incoming call from ${ALICE}` }).waitFor({ timeout: CONNECT_MS });
    // The call page's realtime socket runs through a route the test can cut, as a network drop would.
    const sent: string[] = [];
    const routes: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
    await bob.routeWebSocket(/\/realtime$/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        sent.push(String(message));
        server.send(message);
      });
      server.onMessage((message) => ws.send(message));
      routes.push({ page: ws, server });
    });
    await answer("Answer Call");
    await waitForStatus(alice, "Connected");
    await waitForStatus(bob, "Connected");
    await expectRemoteVideoPlaying(alice, BOB);

    const before = sent.length;
    const current = routes.at(-1)!;
    await current.server.close();
    await current.page.close();
    // Bob's page comes back with its reconnect token and makes an ICE-restart offer.
    await expect
      .poll(() => sent.slice(before).some((frame) => frame.includes('"type":"protocol"') && frame.includes('"token"')), { timeout: CONNECT_MS })
      .toBe(true);
    await expect
      .poll(() => sent.slice(before).some((frame) => frame.includes('"type":"webp"') && frame.includes('"type":"offer"')), { timeout: CONNECT_MS })
      .toBe(true);
    // Past the grace period the call is still on, and still carries signalling and video.
    await new Promise((resolve) => setTimeout(resolve, 9000));
    await waitForStatus(alice, "Connected");
    await waitForStatus(bob, "Connected");
    await bob.getByRole("button", { name: "Mute microphone" }).click();
    await alice.locator(".call-video--remote .call-badge", { hasText: "Muted" }).waitFor({ timeout: CONNECT_MS });
    await expectRemoteVideoPlaying(alice, BOB);
    await alice.getByRole("button", { name: "Hang up" }).click();
    await expectEnded(bob, `${ALICE} hung up.`);
    // A fresh tab for the next test, without the cut-able route.
    await bob.close();
    bob = await bobContext.newPage();
  });

  it("tells the caller the call was lost when the other side closes the tab", { timeout: 120_000 }, async () => {
    await bothOnAddressBooks();
    await alice.getByRole("link", { name: `Video Call ${BOB}` }).click();
    await answer("Answer Call");
    await waitForStatus(alice, "Connected");
    await waitForStatus(bob, "Connected");
    await bob.close();
    await expectEnded(alice, `The call with ${BOB} was lost.`);
    await expectNoAxeViolations(alice, "call lost");
    bob = await bobContext.newPage();
  });
});

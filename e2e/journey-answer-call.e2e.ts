/**
 * A journey by keyboard alone, as a screen-reader user makes it: answering a call and hanging
 * up. Bob uses only Tab, Shift+Tab and Enter; no mouse, no focus set by script. At each step
 * the test reads what a screen reader gets from the focused element: its role, accessible
 * name and state (from the accessibility tree). Alice, who calls him, is a second signed-in
 * browser context; how she places the call is not the journey.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { openCallingPair } from "./calling-pair";
import { expectFocus, focused } from "./screen-reader";

const browser = useBrowser();
const PASSWORD = "answered by ear alone";
const ALICE = "Alice Moreno";
const BOB = "Bob Fletcher";
/** Long enough for a WebRTC connection on a busy two-core machine. */
const CONNECT_MS = 30_000;
const ADDRESS_BOOK = "/account/video-calling/address-book";

let aliceContext: BrowserContext;
let bobContext: BrowserContext;
let alice: Page;
let bob: Page;

beforeAll(async () => {
  ({ aliceContext, bobContext, alice, bob } = await openCallingPair(browser(), {
    tag: "keys",
    password: PASSWORD,
    aliceName: ALICE,
    bobName: BOB,
    bobContextOptions: { viewport: { width: 1280, height: 900 } },
  }));
}, 120_000);

afterAll(async () => {
  await aliceContext?.close();
  await bobContext?.close();
});

async function waitForStatus(page: Page, text: string) {
  await page.waitForFunction((expected) => document.querySelector("#call-status")?.textContent?.trim() === expected, text, { timeout: CONNECT_MS });
}

describe("keyboard journeys", () => {
  it("answers a call and hangs up by keyboard alone", { timeout: 180_000 }, async () => {
    // Bob is reading the support pages, served without framework JavaScript: the call rings there too.
    await bob.goto("/support");
    await bob.waitForLoadState("networkidle");
    await expect(bob.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
    await alice.goto(ADDRESS_BOOK);
    await alice.locator(".contact-card", { hasText: BOB }).locator(".presence--online").waitFor({ timeout: CONNECT_MS });
    await alice.getByRole("link", { name: `Video Call ${BOB}` }).click();

    // The incoming call takes focus on its first answer, and its buttons are reached in order both ways.
    await bob.getByRole("alertdialog", { name: `Incoming call from ${ALICE}` }).waitFor({ timeout: CONNECT_MS });
    const answer = await expectFocus(bob, "button", "Answer Call");
    expect(answer.states).not.toContain("disabled");
    await bob.keyboard.press("Tab");
    await expectFocus(bob, "button", "Answer with video off");
    await bob.keyboard.press("Tab");
    await expectFocus(bob, "button", "Decline Call");
    await bob.keyboard.press("Shift+Tab");
    await expectFocus(bob, "button", "Answer with video off");
    await bob.keyboard.press("Shift+Tab");
    await expectFocus(bob, "button", "Answer Call");
    await bob.keyboard.press("Enter");

    // The call page opens with focus on the call's state, which says when it is connected.
    await bob.waitForURL((url) => url.pathname === "/call");
    await waitForStatus(bob, "Connected");
    await waitForStatus(alice, "Connected");
    const start = await focused(bob);
    expect(start).toMatchObject({ role: "paragraph", value: "Connected" });

    // The call's controls, in order, then hanging up.
    await bob.keyboard.press("Tab");
    const microphone = await expectFocus(bob, "button", "Mute microphone");
    expect(microphone.states).not.toContain("disabled");
    await bob.keyboard.press("Tab");
    await expectFocus(bob, "button", "Turn camera off");
    await bob.keyboard.press("Tab");
    await expectFocus(bob, "button", "Hang up");
    // Everything the page says through its live regions from here on.
    await bob.evaluate(() => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            const element = node instanceof Element ? node : node.parentElement;
            if (element?.closest("[data-live-announcer]") && node.textContent) said.push(node.textContent);
          }
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await bob.keyboard.press("Enter");

    // Focus moves to the ending, which says why; the other side hears it too.
    await bob.getByRole("heading", { level: 2, name: "Call ended" }).waitFor({ timeout: CONNECT_MS });
    await expectFocus(bob, "heading", "Call ended");
    await bob.locator(".call-ended").getByText("You hung up.").waitFor();
    // 'Call ended' is heard once, from the focused heading; the live region adds only why and for how long.
    await bob.waitForFunction(() => (window as unknown as { said: string[] }).said.some((message) => message.includes("You hung up.")));
    const said = await bob.evaluate(() => (window as unknown as { said: string[] }).said.join(" | "));
    expect(said).not.toMatch(/Call ended/);
    await alice.locator(".call-ended").getByText(`${BOB} hung up.`).waitFor({ timeout: CONNECT_MS });

    await bob.keyboard.press("Tab");
    await expectFocus(bob, "link", "Back to address book");
    await bob.keyboard.press("Enter");
    await bob.waitForURL((url) => url.pathname === ADDRESS_BOOK);
  });
});

/**
 * Where focus goes when a dialog closes, as a keyboard or screen-reader user meets it: the
 * address book's Edit and Delete dialogs (Escape, Cancel, a save, a confirmed delete, the last
 * contact deleted), what the delete confirmation starts on and says, and an incoming call
 * declined with Escape, on the hydrated address book and on a page without framework JavaScript.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { openCallingPair } from "./calling-pair";
import { expectFocus, focused, waitForHydration } from "./screen-reader";

const browser = useBrowser();
const PASSWORD = "a long dialog passphrase";
const ALICE = "Alice Moreno";
const BOB = "Bob Fletcher";
const ADDRESS_BOOK = "/account/video-calling/address-book";

let pair: Awaited<ReturnType<typeof openCallingPair>>;

beforeAll(async () => {
  pair = await openCallingPair(browser(), { tag: "dialogs", password: PASSWORD, aliceName: ALICE, bobName: BOB });
}, 180_000);

afterAll(async () => {
  await pair?.aliceContext.close();
  await pair?.bobContext.close();
});

/** Focus is on an element, not fallen to the document. */
async function expectNotOnPage(page: Page) {
  const now = await focused(page);
  expect(now, "focus is on an element, not the page itself").not.toBeNull();
}

async function openContactMenuItem(page: Page, name: string, item: "Edit" | "Delete") {
  await page.getByRole("button", { name: `Options for ${name}` }).click();
  await page.getByRole("button", { name: item, exact: true }).click();
}

describe("the address book's dialogs", () => {
  it("give focus back to the contact's options, or to the next contact or the list once it is deleted, and the delete question starts on Cancel and names the contact", async () => {
    const page = pair.alice;
    await page.goto(ADDRESS_BOOK);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 3, name: BOB }).waitFor();
    // A second and a third contact, added through the dialog as a person would.
    for (const [name, email] of [
      ["Carla Diaz", "carla.diaz@example.org"],
      ["Dev Patel", "dev.patel@example.org"],
    ]) {
      await page.getByRole("button", { name: "Add Contact" }).click();
      const add = page.getByRole("dialog", { name: "Add Contact" });
      await add.getByLabel("Contact name").fill(name!);
      await add.getByLabel("Contact email").fill(email!);
      await add.getByRole("button", { name: "Add Contact" }).click();
      await page.getByRole("heading", { level: 3, name }).waitFor();
      await add.waitFor({ state: "hidden" });
    }

    // Edit, closed with Escape: back on the contact's options button.
    await openContactMenuItem(page, "Carla Diaz", "Edit");
    const edit = page.getByRole("dialog", { name: "Edit Contact" });
    await edit.waitFor();
    await page.keyboard.press("Escape");
    await edit.waitFor({ state: "hidden" });
    await expectFocus(page, "button", "Options for Carla Diaz");

    // Edit, closed with Cancel: the same.
    await openContactMenuItem(page, "Carla Diaz", "Edit");
    await edit.getByRole("button", { name: "Cancel" }).click();
    await edit.waitFor({ state: "hidden" });
    await expectFocus(page, "button", "Options for Carla Diaz");

    // Edit, saved with a new name and address: on the same contact's options, under its new name.
    await openContactMenuItem(page, "Carla Diaz", "Edit");
    await edit.getByLabel("Contact name").fill("Carla Diaz-Ruiz");
    await edit.getByLabel("Contact email").fill("carla.ruiz@example.org");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await edit.waitFor({ state: "hidden" });
    await page.getByRole("heading", { level: 3, name: "Carla Diaz-Ruiz" }).waitFor();
    await expect.poll(async () => (await focused(page))?.name, { timeout: 10_000 }).toBe("Options for Carla Diaz-Ruiz");
    // Still there once the list has been read again from the server.
    await page.waitForFunction(() => document.querySelector(".contact-list")?.getAttribute("aria-busy") === "false");
    await expectFocus(page, "button", "Options for Carla Diaz-Ruiz");

    // Delete: the question starts on Cancel and names the contact in its description.
    await openContactMenuItem(page, "Carla Diaz-Ruiz", "Delete");
    const confirm = page.getByRole("dialog", { name: "Delete contact" });
    await confirm.waitFor();
    await expectFocus(page, "button", "Cancel");
    const description = await confirm.evaluate((dialog) =>
      (dialog.getAttribute("aria-describedby") ?? "")
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ")
        .trim(),
    );
    expect(description).toMatch(/^Delete Carla Diaz-Ruiz \(carla\.ruiz@example\.org\) from your address book\?/);
    // Cancel returns to the contact's options.
    await page.keyboard.press("Enter");
    await confirm.waitFor({ state: "hidden" });
    await expectFocus(page, "button", "Options for Carla Diaz-Ruiz");

    // Confirmed: the contact is gone, and focus is on the next contact's options, not the page.
    await openContactMenuItem(page, "Carla Diaz-Ruiz", "Delete");
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("heading", { level: 3, name: "Carla Diaz-Ruiz" }).waitFor({ state: "detached" });
    await expect.poll(async () => (await focused(page))?.name, { timeout: 10_000 }).toBe("Options for Dev Patel");
    await page.waitForFunction(() => document.querySelector(".contact-list")?.getAttribute("aria-busy") === "false");
    await expectFocus(page, "button", "Options for Dev Patel");

    // The last contact of the list: the one before it takes focus.
    await openContactMenuItem(page, "Dev Patel", "Delete");
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("heading", { level: 3, name: "Dev Patel" }).waitFor({ state: "detached" });
    await expect.poll(async () => (await focused(page))?.name, { timeout: 10_000 }).toBe(`Options for ${BOB}`);

    // The only one left: focus lands on the list's heading, and Tab goes on from there, not from the footer.
    await openContactMenuItem(page, BOB, "Delete");
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByText("No contacts found in your address book").waitFor();
    await expect.poll(async () => (await focused(page))?.name, { timeout: 10_000 }).toBe("Your contacts");
    await expectFocus(page, "heading", "Your contacts");
    // Focus is in its place on the page: Shift+Tab goes back to the toolbar above the list.
    await page.waitForFunction(() => document.querySelector(".address-book__status")?.textContent !== "Loading Contacts…");
    await page.keyboard.press("Shift+Tab");
    await expectFocus(page, "button", "Refresh Contacts");
  }, 180_000);
});

/** Alice calls Bob over a realtime socket of her own (the call page is tested elsewhere). */
async function callBob() {
  await pair.alice.goto("/support");
  await pair.alice.evaluate(
    async ({ me, to }) => {
      const config = (await (await fetch("/api/v1/websocket/configuration")).json()) as { secure: boolean; server: string; sslport: number; path: string };
      const ws = new WebSocket(`${config.secure ? "wss" : "ws"}://${config.server}:${config.sslport}${config.path}`);
      ws.onopen = () => ws.send(JSON.stringify({ type: "protocol", version: 5 }));
      ws.onmessage = (event) => {
        const message = JSON.parse(event.data);
        if (message.type === "protocol") ws.send(JSON.stringify({ type: "login", dolphinid: me }));
        if (message.type === "logr" && message.status === 0) ws.send(JSON.stringify({ type: "call", to, video: true, quality: 1 }));
      };
    },
    { me: pair.aliceEmail, to: pair.bobEmail },
  );
}

async function declineWithEscape(page: Page) {
  const alert = page.getByRole("alertdialog", { name: `Incoming call from ${ALICE}` });
  await alert.waitFor({ timeout: 30_000 });
  await expectFocus(page, "button", "Answer Call");
  await page.keyboard.press("Escape");
  await alert.waitFor({ state: "hidden" });
}

describe("an incoming call declined with Escape", () => {
  it("gives focus back to where it was on the hydrated address book, or to its heading when nothing had it", async () => {
    const page = pair.bob;
    await page.goto(ADDRESS_BOOK);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 3, name: ALICE }).waitFor();
    await page.getByRole("button", { name: "Refresh Contacts" }).focus();
    await callBob();
    await declineWithEscape(page);
    // The alert gives focus back as it closes, after its last render: wait for it, as a reader would.
    await expect.poll(async () => (await focused(page))?.name, { timeout: 10_000 }).toBe("Refresh Contacts");
    await expectFocus(page, "button", "Refresh Contacts");

    // Reading the page with nothing focused: focus lands on the page's heading, not the document.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await callBob();
    await declineWithEscape(page);
    await expect.poll(async () => (await focused(page))?.name, { timeout: 10_000 }).toBe("Make a video call and manage contact list");
    await expectFocus(page, "heading", "Make a video call and manage contact list");
  }, 120_000);

  it("gives focus back to where it was on a page without framework JavaScript, or to its heading when nothing had it", async () => {
    const page = pair.bob;
    await page.goto("/account");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
    const link = page.locator("main a[href]").first();
    await link.focus();
    await callBob();
    await declineWithEscape(page);
    await expect(link.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    // Reading the page with nothing focused: focus lands on the page's heading, not the document.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await callBob();
    await declineWithEscape(page);
    await expectNotOnPage(page);
    await expect(page.evaluate(() => document.activeElement?.matches("main h1") ?? false)).resolves.toBe(true);
  }, 120_000);
});

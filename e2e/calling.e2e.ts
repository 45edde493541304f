/**
 * Calling in Chromium against the built site: the address book (add, edit, delete with
 * validation), presence and an incoming call between two signed-in accounts in two browser
 * contexts (ringing in every one of the callee's tabs, those where the terms were just accepted
 * in place included, 'Decline Call' reaching the caller), the
 * settings page with Chromium's fake camera and microphone, the help page, and axe on each.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { registerAndSignIn, uniqueEmail } from "./auth";
import { expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";

const browser = useBrowser();
const PASSWORD = "a long enough passphrase";
const ADDRESS_BOOK = "/account/video-calling/address-book";
/** Each test registers and signs in through the real flow; on a busy machine that takes a while. */
const SLOW = 300_000;

async function signedInPage(prefix: string) {
  const context = await newContext(browser());
  const page = await context.newPage();
  const email = uniqueEmail(prefix);
  // The shell fetches a fresh OAuth hash on every page; arriving after the login form has been
  // posted, it replaces the state of the sign-in under way (a race in the sign-in area). The
  // login form works without it (the server makes its own hash), so none is fetched here.
  const otherHashes = /\/api\/v1\/oauth\/hash/;
  await page.route(otherHashes, (route) => route.abort());
  await registerAndSignIn(page, { email, password: PASSWORD });
  await page.unroute(otherHashes);
  return { context, page, email };
}

async function acceptTerms(page: Page) {
  await page.goto(ADDRESS_BOOK);
  await page.getByRole("button", { name: "Accept the Terms & Conditions" }).click();
  await page.locator("#main-content").getByText("Thank you. You have accepted the video calling Terms & Conditions.").waitFor();
}

async function addContact(page: Page, name: string, email: string) {
  await page.getByRole("button", { name: "Add Contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Contact" });
  await dialog.getByLabel("Contact name").fill(name);
  await dialog.getByLabel("Contact email").fill(email);
  await dialog.getByRole("button", { name: "Add Contact" }).click();
  await page.getByRole("heading", { level: 3, name }).waitFor();
}

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);

describe("sign-in", () => {
  it(
    "sends a signed-out visitor to sign in",
    async () => {
      const context = await newContext(browser());
      const page = await context.newPage();
      await page.goto(ADDRESS_BOOK);
      await page.getByRole("heading", { level: 1, name: "Sign in to DolphinID" }).waitFor();
      expect(new URL(page.url()).pathname).not.toBe(ADDRESS_BOOK);
      await context.close();
    },
    SLOW,
  );
});

describe("address book", () => {
  it(
    "adds, edits and deletes contacts, with validation errors shown, in accessible dialogs",
    async () => {
      const { context, page } = await signedInPage("book");
      await page.goto(ADDRESS_BOOK);
      await page.getByRole("heading", { level: 1, name: "Make a video call and manage contact list" }).waitFor();
      await page.getByText("No contacts found in your address book").waitFor();
      await page.getByRole("navigation", { name: "Video calling" }).getByRole("link", { name: "Video Calling" }).waitFor();
      await expectNoAxeViolations(page, "on the address book");

      // Add: the dialog takes focus, Escape closes it and focus returns to the button.
      const add = page.getByRole("button", { name: "Add Contact" });
      await add.click();
      const dialog = page.getByRole("dialog", { name: "Add Contact" });
      await dialog.waitFor();
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("contactName");
      await expectNoAxeViolations(page, "with the Add Contact dialog open");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await expect(activeText(page)).resolves.toBe("Add Contact");

      await add.click();
      await dialog.getByRole("button", { name: "Add Contact" }).click();
      // The summary links to the field, which is marked invalid with its message beside it.
      await dialog.getByRole("link", { name: "Contact name field empty" }).waitFor();
      await expect(dialog.getByLabel("Contact name").getAttribute("aria-invalid")).resolves.toBe("true");
      await dialog.getByLabel("Contact name").fill("Priya Shah");
      await dialog.getByLabel("Contact email").fill("priya.shah-at-example");
      await dialog.getByRole("button", { name: "Add Contact" }).click();
      await dialog.getByRole("link", { name: /Contact email.*valid email address/ }).waitFor();
      await dialog.getByLabel("Contact email").fill("priya.shah@example.org");
      await dialog.getByRole("button", { name: "Add Contact" }).click();
      await dialog.waitFor({ state: "hidden" });
      await page.getByRole("heading", { level: 3, name: "Priya Shah" }).waitFor();
      await page.getByText("priya.shah@example.org").waitFor();
      // Not reachable (whether or not the address has a DolphinID): said in words, not colour.
      await page.getByText("Not reachable yet").waitFor();

      // A duplicate is refused by the server with its message beside the field.
      await add.click();
      await dialog.getByLabel("Contact name").fill("Priya again");
      await dialog.getByLabel("Contact email").fill("priya.shah@example.org");
      await dialog.getByRole("button", { name: "Add Contact" }).click();
      await dialog.getByRole("link", { name: /already in your address book/ }).waitFor();
      await dialog.getByRole("button", { name: "Cancel" }).click();

      // Edit through the contact's menu.
      await page.getByRole("button", { name: "Options for Priya Shah" }).click();
      await page.getByRole("button", { name: "Edit", exact: true }).click();
      const edit = page.getByRole("dialog", { name: "Edit Contact" });
      await expect(edit.getByLabel("Contact email").inputValue()).resolves.toBe("priya.shah@example.org");
      await edit.getByLabel("Contact name").fill("");
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await edit.getByRole("link", { name: "Contact name field empty" }).waitFor();
      await edit.getByLabel("Contact name").fill("Priya Shah-Malik");
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await edit.waitFor({ state: "hidden" });
      await page.getByRole("heading", { level: 3, name: "Priya Shah-Malik" }).waitFor();
      expect(queryDb<{ contact_name: string }>("SELECT contact_name FROM contacts WHERE contact_email = 'priya.shah@example.org'")).toEqual([
        { contact_name: "Priya Shah-Malik" },
      ]);

      // Delete asks first.
      await page.getByRole("button", { name: "Options for Priya Shah-Malik" }).click();
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      const confirm = page.getByRole("dialog", { name: "Delete contact" });
      await confirm.getByText("Delete Priya Shah-Malik (priya.shah@example.org) from your address book?").waitFor();
      await expectNoAxeViolations(page, "with the delete confirmation open");
      await confirm.getByRole("button", { name: "Delete" }).click();
      await page.getByText("No contacts found in your address book").waitFor();
      await context.close();
    },
    SLOW,
  );

  it(
    "works without JavaScript: add with errors, then the contact is listed",
    async () => {
      const { context: jsContext } = await signedInPage("nojs");
      const storage = await jsContext.storageState();
      await jsContext.close();
      const context = await newContext(browser(), { javaScriptEnabled: false, storageState: storage });
      const page = await context.newPage();
      await page.goto(ADDRESS_BOOK);
      await page.getByRole("link", { name: "Add Contact" }).click();
      await page.getByRole("button", { name: "Add Contact" }).click();
      await page.getByRole("link", { name: /Contact name is required/ }).waitFor();
      await page.getByLabel("Contact name").fill("Tom Okafor");
      await page.getByLabel("Contact email").fill("tom.okafor@example.org");
      await page.getByRole("button", { name: "Add Contact" }).click();
      await page.getByText("The contact has been added to your address book.").waitFor();
      await page.getByRole("heading", { level: 3, name: "Tom Okafor" }).waitFor();
      await context.close();
    },
    SLOW,
  );
});

describe("presence and incoming calls between two accounts", () => {
  it(
    "shows the caller come online, rings in every one of the callee's tabs, where the terms were just accepted too, with the dialog focused, and 'Decline Call' reaches the caller as reject",
    async () => {
      const alice = await signedInPage("alice");
      const bob = await signedInPage("bob");
      await acceptTerms(alice.page);
      // Bob's second tab is his account page, served without framework JavaScript. He accepts the
      // terms in place there: calls ring in it from then on, with no reload.
      const bobSecondTab = await bob.context.newPage();
      await bobSecondTab.goto("/account");
      await expect(bobSecondTab.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
      await bobSecondTab.getByRole("button", { name: "Accept the Terms & Conditions" }).click();
      await bobSecondTab.locator("#main-content").getByText("Thank you. You have accepted the video calling Terms & Conditions.").waitFor();
      await bob.page.goto(ADDRESS_BOOK);
      await bob.page.getByRole("button", { name: "Add Contact" }).waitFor();
      // Alice lists Bob first: with her default 'Only people in my address book', Bob sees her as
      // someone he can call (and her presence) only once she has.
      await addContact(alice.page, "Bob Fletcher", bob.email);
      await addContact(bob.page, "Alice Moreno", alice.email);

      // Bob's address book shows Alice offline until she has a page of the site open: any page,
      // since calls ring in every tab.
      await alice.page.goto("about:blank");
      const aliceCard = bob.page.getByRole("listitem").filter({ has: bob.page.getByRole("heading", { name: "Alice Moreno" }) });
      await aliceCard.getByText("Offline").waitFor();
      await alice.page.goto("/support");
      await aliceCard.getByText("Online", { exact: true }).waitFor();
      await bob.page.getByText("1 contact, 1 online").waitFor();

      // Alice places a call over a realtime socket of her own (the call page is a separate feature).
      await alice.page.evaluate(
        async ({ me, to }) => {
          const config = (await (await fetch("/api/v1/websocket/configuration")).json()) as { secure: boolean; server: string; sslport: number; path: string };
          const ws = new WebSocket(`${config.secure ? "wss" : "ws"}://${config.server}:${config.sslport}${config.path}`);
          const received: { type: string }[] = [];
          (window as unknown as { received: unknown[] }).received = received;
          ws.onopen = () => ws.send(JSON.stringify({ type: "protocol", version: 5 }));
          ws.onmessage = (event) => {
            const message = JSON.parse(event.data);
            received.push(message);
            if (message.type === "protocol") ws.send(JSON.stringify({ type: "login", dolphinid: me }));
            if (message.type === "logr" && message.status === 0) ws.send(JSON.stringify({ type: "call", to, video: true, quality: 1 }));
          };
        },
        { me: alice.email, to: bob.email },
      );

      for (const tab of [bob.page, bobSecondTab]) {
        const alert = tab.getByRole("alertdialog", { name: "Incoming call from Alice Moreno" });
        await alert.waitFor();
        await expect(activeText(tab)).resolves.toBe("Answer Call");
        await alert.getByRole("button", { name: "Answer with video off" }).waitFor();
      }
      // The title flashes while it rings.
      await bob.page.waitForFunction(() => document.title === "Incoming call from Alice Moreno");
      await expectNoAxeViolations(bob.page, "with the incoming call open");
      await expectNoAxeViolations(bobSecondTab, "with the incoming call open on the account page");
      await alice.page.waitForFunction(() =>
        (window as unknown as { received: { type: string; status?: number }[] }).received.some((m) => m.type === "calr" && m.status === 0),
      );

      await bob.page.getByRole("button", { name: "Decline Call" }).click();
      await bob.page.getByRole("alertdialog").waitFor({ state: "hidden" });
      for (const tab of [bobSecondTab]) await tab.getByRole("alertdialog").waitFor({ state: "hidden" });
      const answer = await alice.page.waitForFunction(() =>
        (window as unknown as { received: { type: string; status?: number }[] }).received.find((m) => m.type === "calr" && m.status !== 0),
      );
      expect(await answer.jsonValue()).toMatchObject({ type: "calr", status: 3, fromuser: bob.email.toLowerCase() });
      await bob.page.waitForFunction(() => !document.title.startsWith("Incoming call"));
      await alice.context.close();
      await bob.context.close();
    },
    SLOW,
  );
});

describe("settings", () => {
  it(
    "shows the fake camera's preview, lists the fake devices, and saves to the account and the cookies",
    async () => {
      const { context, page } = await signedInPage("settings");
      await page.goto("/account/video-calling/settings");
      await page.getByRole("heading", { level: 1, name: "Video calling settings" }).waitFor();
      const microphone = page.getByLabel("Microphone");
      await microphone.waitFor();
      const micOptions = await microphone.locator("option").allTextContents();
      expect(micOptions.length).toBeGreaterThan(0);
      expect(micOptions.join(" ")).not.toContain("No microphone detected");
      await expect(page.getByLabel("Camera").locator("option").count()).resolves.toBeGreaterThan(0);
      await page.waitForFunction(() => {
        const video = document.querySelector<HTMLVideoElement>(".call-settings__video");
        return !!video && video.videoWidth > 0 && !video.paused;
      });
      // The preview runs at the quality the form shows (Basic for an account that has not chosen one), so the two agree.
      const quality = page.getByLabel("Video quality");
      await expect(quality.evaluate((select) => (select instanceof HTMLSelectElement ? select.selectedOptions[0]?.textContent : null))).resolves.toBe(
        "Basic (240p)",
      );
      await page.getByText(/Preview running at 240p/).waitFor();
      await expectNoAxeViolations(page, "on the settings page");

      // Quality restarts the preview at the new height.
      await quality.selectOption({ label: "High (720p)" });
      await page.getByText(/Preview running at 720p/).waitFor();
      await page.getByLabel("No one (turn off incoming calls)").check();
      await page.getByRole("button", { name: "Save Settings" }).click();
      await page.getByText("Your video calling settings have been saved.", { exact: true }).waitFor();
      const rows = queryDb<{ allowed_callers: number; media_quality: number; audio_input_label: string | null }>(
        "SELECT allowed_callers, media_quality, audio_input_label FROM call_settings",
      );
      expect(rows.some((row) => row.allowed_callers === 2 && row.media_quality === 0 && row.audio_input_label === micOptions[0])).toBe(true);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === "allowedCallers")?.value).toBe("2");
      expect(cookies.find((cookie) => cookie.name === "quality")?.value).toBe("0");
      const yearFromNow = Date.now() / 1000 + 364 * 24 * 3600;
      expect(cookies.find((cookie) => cookie.name === "quality")!.expires).toBeGreaterThan(yearFromNow);

      await page.reload();
      await page.getByLabel("Microphone").waitFor();
      await expect(page.getByLabel("No one (turn off incoming calls)").isChecked()).resolves.toBe(true);
      await context.close();
    },
    SLOW,
  );
});

describe("help", () => {
  it(
    "has the captioned video, the written help and no axe violations",
    async () => {
      const { context, page } = await signedInPage("help");
      await page.goto("/account/video-calling/help");
      await page.getByRole("heading", { level: 1, name: "Video calling help" }).waitFor();
      // Served without framework JavaScript, though it shares its layout with the hydrated address book and settings.
      await page.waitForLoadState("networkidle");
      await expect(page.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
      await expect(page.locator("script[src*='page-enhancements']").count()).resolves.toBe(1);
      await expect(page.locator("video track[kind=captions]").count()).resolves.toBe(1);
      await page.getByRole("heading", { level: 2, name: "Making and answering calls" }).waitFor();
      await expect(page.getByRole("link", { name: "Help" }).getAttribute("aria-current")).resolves.toBe("page");
      await expectNoAxeViolations(page, "on the help page");
      await context.close();
    },
    SLOW,
  );
});

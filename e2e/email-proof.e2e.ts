/**
 * Proof of an email address in Chromium: register, read the code at /dev/mailbox, type it
 * (a wrong one first: the error summary and the message beside the field), and see the
 * account page say the address is proved; an unproved account is told on its account page
 * and proves its address through the mailed link; 'Send a new code' without JavaScript, after
 * which the earlier code still works; axe on every new page.
 */
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, newContext, useBrowser } from "./browser";
import { readProofCode, registerDolphinId, signIn, uniqueEmail } from "./auth";

const browser = useBrowser();
const PASSWORD = "silver estuary lantern";

describe("proving an email address", () => {
  it("registers, reads the code at /dev/mailbox, proves the address and sees it proved on the account page", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("proof");
    await registerDolphinId(page, { email, password: PASSWORD }, { prove: false });
    await expect(page.locator("main").textContent()).resolves.toContain(`We sent a code to ${email}`);
    await expectNoAxeViolations(page, "on the 'Check your email' page");

    const code = await readProofCode(page, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await page.getByLabel("Code from the email").fill(wrong);
    await page.getByRole("button", { name: "Prove my email address" }).click();
    const summary = page.locator(".error-summary");
    await summary.waitFor();
    await expect(summary.textContent()).resolves.toContain("That code is not right");
    await expect(page.locator("#code-error").textContent()).resolves.toContain("That code is not right");
    await expectNoAxeViolations(page, "on the 'Check your email' page with an error");

    await page.getByLabel("Code from the email").fill(code);
    await page.getByRole("button", { name: "Prove my email address" }).click();
    await page.getByRole("heading", { level: 1, name: "Your DolphinID is ready" }).waitFor();
    await expect(page.getByText(`You have proved that ${email} is your email address.`).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on the page after proving");

    await signIn(page, { email, password: PASSWORD });
    await expect(page.getByText("Your email address is proved.").count()).resolves.toBe(1);
    await expect(page.getByRole("heading", { name: "Your email address is not proved yet" }).count()).resolves.toBe(0);
    await context.close();
  });

  it("tells an unproved account on its account page, and proves it through the mailed link", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("later");
    await registerDolphinId(page, { email, password: PASSWORD }, { prove: false });
    await signIn(page, { email, password: PASSWORD });
    await page.getByRole("heading", { name: "Your email address is not proved yet" }).waitFor();
    await expectNoAxeViolations(page, "on the account page of an unproved account");
    await expect(page.getByRole("link", { name: "Prove your email address" }).getAttribute("href")).resolves.toContain("/id/verify-email?email=");

    await page.goto("/dev/mailbox");
    await page.getByRole("heading", { level: 1, name: "Local mailbox" }).waitFor();
    await expectNoAxeViolations(page, "on the local mailbox");
    const mail = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Your DolphinID code" }) })
      .filter({ hasText: email })
      .first();
    await mail.getByRole("link", { name: /verify-email\?token=/ }).click();
    await page.getByRole("heading", { level: 1, name: "Prove your email address" }).waitFor();
    await expect(page.locator("main").textContent()).resolves.toContain(email);
    await expectNoAxeViolations(page, "on the page a mailed link opens");
    await page.getByRole("button", { name: "Prove my email address" }).click();
    await page.getByRole("heading", { level: 1, name: "Your DolphinID is ready" }).waitFor();
    await page.getByRole("link", { name: "Go to your Dolphin Account" }).click();
    await page.getByText("Your email address is proved.").waitFor();
    await context.close();
  });

  it("sends a new code without JavaScript, and the earlier code still works", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail("resend");
    await registerDolphinId(page, { email, password: PASSWORD }, { prove: false });
    const first = await readProofCode(page, email);
    await page.getByRole("button", { name: "Send a new code" }).click();
    await page.getByText(`If ${email} is waiting to be proved, we have sent it a new code. Codes sent before still work until they expire.`).waitFor();
    // Whoever asked for the new code, the code already in the owner's mail still proves the address.
    await page.getByLabel("Code from the email").fill(first);
    await page.getByRole("button", { name: "Prove my email address" }).click();
    await page.getByRole("heading", { level: 1, name: "Your DolphinID is ready" }).waitFor();
    await context.close();
  });
});

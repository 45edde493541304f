/**
 * The staff desk in Chromium: a visitor and an ordinary account get the not-found page; the
 * local superadmin reaches every section from the desk's home (each passing axe), grants a
 * staff role by keyboard alone, and finds the change in the audit log.
 */
import { describe, expect, it } from "vitest";
import { STAFF_SECTIONS } from "../common/staff";
import { registerDolphinId, signIn, uniqueEmail } from "./auth";
import { expectNoAxeViolations, newContext } from "./browser";
import { waitForEnhancement } from "./enhancement";
import { pressUntil } from "./screen-reader";
import { SUPERADMIN, page, useSuperadminDesk } from "./staff-session";

const browser = useSuperadminDesk();

describe("the staff desk", () => {
  it("is a not-found page for visitors and ordinary accounts", async () => {
    const visitor = await newContext(browser());
    const anonymous = await visitor.newPage();
    const response = await anonymous.goto("/staff");
    expect(response?.status()).toBe(404);
    await anonymous.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    const ordinary = { email: uniqueEmail("not-staff"), password: "an ordinary account here" };
    await registerDolphinId(anonymous, ordinary);
    await signIn(anonymous, ordinary);
    expect(await anonymous.getByRole("link", { name: "Open the staff desk" }).count()).toBe(0);
    expect((await anonymous.goto("/staff/audit"))?.status()).toBe(404);
    await visitor.close();
  });

  it("is linked from a staff member's account page", async () => {
    await page.goto("/account");
    await page.getByRole("link", { name: "Open the staff desk" }).click();
    await page.getByRole("heading", { level: 1, name: "Staff desk" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/staff");
  });

  it("links to each section by name from its home, and every section passes axe", async () => {
    await page.goto("/staff");
    await page.getByRole("heading", { level: 1, name: "Staff desk" }).waitFor();
    await expectNoAxeViolations(page, "/staff");
    for (const section of STAFF_SECTIONS) {
      const link = page.locator("main").getByRole("link", { name: section.name, exact: true });
      const href = await link.getAttribute("href");
      expect(href, section.name).toBeTruthy();
      const response = await page.goto(href!);
      expect(response?.status(), href!).toBe(200);
      await expect.poll(() => page.locator("h1").count(), { message: href! }).toBe(1);
      // Every section is served without framework JavaScript.
      await waitForEnhancement(page);
      await expectNoAxeViolations(page, href!);
      await page.goto("/staff");
    }
    // Fifteen pages, each checked by axe.
  }, 240_000);

  it("grants a staff role by keyboard, and the audit log shows who did it", async () => {
    const colleague = { email: uniqueEmail("colleague"), password: "a colleague joins the desk" };
    const other = await newContext(browser());
    await registerDolphinId(await other.newPage(), colleague);
    await other.close();

    await page.goto("/staff/staff");
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "textbox", "Email address of their DolphinID");
    await page.keyboard.type(colleague.email);
    await pressUntil(page, "Tab", "radio", "Staff");
    await pressUntil(page, "Tab", "button", "Grant role");
    await page.keyboard.press("Enter");
    await page.getByText(`${colleague.email} now has the Staff role.`).waitFor();
    // The form empties for the next grant; focus lands on what happened, not at the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(`${colleague.email} now has the Staff role.`);
    await expect.poll(() => page.getByRole("row").filter({ hasText: colleague.email }).count()).toBe(1);
    await expectNoAxeViolations(page, "/staff/staff after a grant");

    await page.goto(`/staff/audit?search=${encodeURIComponent(colleague.email)}`);
    await page.getByRole("status").filter({ hasText: "1 change matches the filter" }).waitFor();
    // The page is the filter's answer: its count takes focus, so it is heard.
    await waitForEnhancement(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("1 change matches the filter");
    const entry = page.getByRole("row").filter({ hasText: `Gave ${colleague.email} the Staff role` });
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.textContent()).toContain(SUPERADMIN.email);
    await expectNoAxeViolations(page, "/staff/audit filtered");
  });
});

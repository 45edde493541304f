/**
 * The premium reader area in Chromium: an admin invites a teacher by email, the teacher
 * signs in, accepts and imports students from a CSV with a preview; the printable invite
 * handout; the analytics chart with its table; axe on every page. Every page of the area is
 * served without framework JavaScript: forms post natively, the answer takes focus, and the
 * username suggestion, the print button and the remove dialogs are enhancements.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";
import { registerDolphinId, uniqueEmail } from "./auth";
import { expectOnlyEnhancementScript, loadScripts } from "./enhancement";

const browser = useBrowser();
const SEED_PASSWORD = "Hollybrook-Reader-2026";
const ADMIN = "helen.marsh@hollybrook.sch.uk";
const TEACHER = "priya.patel@hollybrook.sch.uk";
const STUDENT = "maya.hughes@students.hollybrook.sch.uk";

async function signInAs(page: Page, email: string, password = SEED_PASSWORD) {
  await page.goto("/action/login");
  await page.getByRole("button", { name: "Login with DolphinID" }).click();
  await page.getByRole("heading", { level: 1, name: "Sign in to DolphinID" }).waitFor();
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.locator("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/account");
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

const csv = (lines: string[]) => ({ name: "year-10-history.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) });

describe("premium reader: teacher invitation and CSV import", () => {
  it("an admin invites a teacher, who signs in, accepts and imports students after a preview", async () => {
    const adminContext = await newContext(browser());
    const admin = await adminContext.newPage();
    await signInAs(admin, ADMIN);
    expectOnlyEnhancementScript(await loadScripts(admin, "/account/easyreader-premium/teachers"), "teachers");
    await expect(admin.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Admins and teachers");
    await expectNoAxeViolations(admin, "on the team page");

    const teacherEmail = uniqueEmail("new.teacher");
    await admin.getByLabel("Email address").fill(teacherEmail);
    await admin.getByRole("button", { name: "Send invitation" }).click();
    await admin.getByText(`Invitation sent to ${teacherEmail}.`).waitFor();
    await expect.poll(() => focusedText(admin)).toContain(`Invitation sent to ${teacherEmail}.`);
    await expect(admin.getByRole("row", { name: new RegExp(teacherEmail) }).textContent()).resolves.toContain("Invited");
    await adminContext.close();

    const [mail] = queryDb<{ text_body: string }>(`SELECT text_body FROM mail_messages WHERE to_address = '${teacherEmail}'`);
    const link = /https?:\/\/\S+\/account\/easyreader-premium\/join\?token=[\w-]+/.exec(mail!.text_body)![0];

    const teacherContext = await newContext(browser());
    const teacher = await teacherContext.newPage();
    await registerDolphinId(teacher, { email: teacherEmail, password: "chalk and blackboard" });
    await signInAs(teacher, teacherEmail, "chalk and blackboard");
    await teacher.goto(new URL(link).pathname + new URL(link).search);
    await expectNoAxeViolations(teacher, "on the accept page");
    await teacher.getByRole("button", { name: "Accept invitation" }).click();
    await teacher.waitForURL((url) => url.pathname === "/account/easyreader-premium/students");
    await teacher.getByRole("heading", { level: 1, name: "Students" }).waitFor();
    await teacher.getByText("You are a teacher").waitFor();
    await expectNoAxeViolations(teacher, "on the students page");

    await teacher.getByRole("link", { name: "Import students", exact: true }).click();
    await teacher.waitForURL((url) => url.pathname === "/account/easyreader-premium/import-users");
    await teacher.getByRole("heading", { level: 1, name: "Import students" }).waitFor();
    await expectNoAxeViolations(teacher, "on the import page");

    // A file with a bad row: the preview names the problem and offers no import.
    await teacher
      .getByLabel("CSV file")
      .setInputFiles(csv(["first_name,last_name,email,class", "Nadia,Rahimi,nadia.r@hollybrook.example,Year 10 History", ",Walsh,,Year 10 History"]));
    await teacher.getByRole("button", { name: "Check the file" }).click();
    await teacher.getByRole("heading", { name: "2. Check the students" }).waitFor();
    await expect(teacher.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
    // The preview's heading takes focus on the answer page, as the hydrated page gives it.
    await expect.poll(() => focusedText(teacher)).toBe("2. Check the students");
    await expect(teacher.getByRole("row", { name: /^3 / }).textContent()).resolves.toContain("First name is required");
    await expect(teacher.getByRole("button", { name: /^Import \d+ student/ }).count()).resolves.toBe(0);
    await expectNoAxeViolations(teacher, "on the import preview with errors");
    expect(queryDb<{ n: number }>("SELECT count(*) AS n FROM premium_students WHERE last_name IN ('Rahimi', 'Walsh', 'Okonkwo')")[0]!.n).toBe(0);

    // The corrected file: every row ready, then imported whole.
    await teacher
      .getByLabel("CSV file")
      .setInputFiles(
        csv([
          "first_name,last_name,email,class",
          "Nadia,Rahimi,nadia.r@hollybrook.example,Year 10 History",
          "Connor,Walsh,,Year 10 History",
          "Adaeze,Okonkwo,,Year 10 History",
        ]),
      );
    await teacher.getByRole("button", { name: "Check the file" }).click();
    await teacher.getByRole("heading", { name: "Ready to import" }).waitFor();
    await expect(teacher.getByRole("row", { name: /Connor Walsh/ }).textContent()).resolves.toContain("cwalsh");
    await expectNoAxeViolations(teacher, "on the import preview ready to import");
    await teacher.getByRole("button", { name: "Import 3 students" }).click();
    await teacher.waitForURL((url) => url.pathname === "/account/easyreader-premium/students");
    await teacher.getByText("3 students imported.").waitFor();
    await expect.poll(() => focusedText(teacher)).toContain("3 students imported.");
    await expect(teacher.getByRole("row", { name: /Adaeze Okonkwo/ }).count()).resolves.toBe(1);
    expect(queryDb<{ n: number }>("SELECT count(*) AS n FROM premium_students WHERE last_name IN ('Rahimi', 'Walsh', 'Okonkwo')")[0]!.n).toBe(3);
    await teacherContext.close();
  }, 240_000);
});

describe("premium reader: invite codes and the printable handout", () => {
  it("creates a code and prints an accessible handout without the site's navigation", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInAs(page, TEACHER);
    expectOnlyEnhancementScript(await loadScripts(page, "/account/easyreader-premium/invite-code"), "invite-code");
    await expectNoAxeViolations(page, "on the invite codes page");
    await page.getByLabel("Label", { exact: true }).last().fill("Year 10 History, Ms Patel");
    await page.getByRole("button", { name: "Create code" }).click();
    const created = await page.getByText(/Invite code RDR-\w{4}-\w{4} created for Year 10 History, Ms Patel\./).textContent();
    const code = /RDR-\w{4}-\w{4}/.exec(created!)![0];
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(created!);

    await page.getByRole("link", { name: "Print handout for Year 10 History, Ms Patel" }).click();
    await page.getByRole("heading", { level: 1, name: "Your EasyReader premium invite" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/account/easyreader-premium/print-invite");
    await expect(page.locator(".print-invite__code").textContent()).resolves.toContain(code);
    await expectNoAxeViolations(page, "on the printable invite");
    // The print button is an enhancement: shown, named in the hint, and it prints.
    await expect(page.getByText("Use the button, or your browser's Print command.").count()).resolves.toBe(1);
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "");
    });
    await page.getByRole("button", { name: "Print this handout" }).click();
    await expect(page.locator("body").getAttribute("data-printed")).resolves.toBe("");
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".site-header").isVisible()).resolves.toBe(false);
    await expect(page.getByRole("button", { name: "Print this handout" }).isVisible()).resolves.toBe(false);
    await expect(page.locator(".print-invite__code").isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe("premium reader: analytics, status and the other pages", () => {
  it("shows reading analytics as a chart with a data table beside it", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInAs(page, ADMIN);
    await page.goto("/account/easyreader-premium/user-analytics");
    const chart = page.getByRole("img", { name: "Reading time per week" });
    await expect(chart.count()).resolves.toBe(1);
    const table = page.getByRole("table", { name: "Students active and reading time, by week" });
    await expect(table.locator("tbody tr").count()).resolves.toBe(12);
    await expect(page.getByRole("status").filter({ hasText: "Over the last 12 weeks" }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on the analytics page");

    await page.getByLabel("Period").selectOption("4");
    await page.getByRole("button", { name: "Show period" }).click();
    await page.getByRole("status").filter({ hasText: "Over the last 4 weeks" }).waitFor();
    // The answer page gives the new period's summary focus, so it is heard.
    await expect.poll(() => focusedText(page)).toContain("Over the last 4 weeks");
    await expect(table.locator("tbody tr").count()).resolves.toBe(4);
    await context.close();
  });

  it("passes axe on the status, domains, students and edit pages", { timeout: 180_000 }, async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInAs(page, ADMIN);
    for (const path of ["status", "domains", "students"]) {
      await page.goto(`/account/easyreader-premium/${path}`);
      await expectNoAxeViolations(page, `on ${path}`);
    }
    await page.getByRole("link", { name: /Maya Hughes/ }).click();
    await page.waitForURL((url) => url.pathname === "/account/easyreader-premium/edit-user");
    await page.getByRole("heading", { level: 1, name: "Edit Maya Hughes" }).waitFor();
    await expectNoAxeViolations(page, "on the edit student page");
    // Removing asks first, in a modal dialog; Cancel keeps the student and returns focus.
    const remove = page.getByRole("button", { name: "Remove Maya Hughes" });
    await remove.click();
    const dialog = page.getByRole("dialog", { name: "Remove Maya Hughes?" });
    await dialog.waitFor();
    await expectNoAxeViolations(page, "with the remove dialog open");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(remove.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(queryDb<{ n: number }>("SELECT count(*) AS n FROM premium_students WHERE username = 'mhughes'")[0]!.n).toBe(1);
    await context.close();
  });

  it("suggests a free username for a new student from the name, saying it, or saying what is missing", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInAs(page, ADMIN);
    expectOnlyEnhancementScript(await loadScripts(page, "/account/easyreader-premium/students"), "students");
    const suggest = page.getByRole("button", { name: "Suggest a username" });
    await suggest.click();
    await expect(page.getByRole("alert").filter({ hasText: "Enter the first and last name first." }).count()).resolves.toBe(1);
    await page.getByLabel("First name").fill("Maya");
    await page.getByLabel("Last name").fill("Hughes");
    await suggest.click();
    // mhughes is taken by the seeded student: the suggestion is another free name.
    await expect.poll(() => page.getByLabel("Reader app username").inputValue()).toMatch(/^mhughes\w+$/);
    const username = await page.getByLabel("Reader app username").inputValue();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: `Suggested username: ${username}` })
        .count(),
    ).resolves.toBe(1);
    await expect(page.getByText("Enter the first and last name first.").count()).resolves.toBe(0);
    await expect(suggest.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    // A search loads the list again, its count focused so it is heard.
    await page.getByLabel("Search by name, username, email or class").fill("Hughes");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "Hughes");
    await expect.poll(() => focusedText(page)).toMatch(/^\d+ students? found for “Hughes”\.$/);
    await context.close();
  });

  it("approves a domain and removes it, focus landing on each outcome", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInAs(page, ADMIN);
    await page.goto("/account/easyreader-premium/domains");
    await page.waitForLoadState("networkidle");
    const domain = `${uniqueEmail("school").split("@")[0]!.replace(/\W/g, "")}.example.org`;
    await page.getByLabel("Domain", { exact: true }).fill(domain);
    await page.getByRole("button", { name: "Approve domain" }).click();
    const listed = page.locator(".premium-list__item", { hasText: `@${domain}` });
    await listed.waitFor();
    await expect.poll(() => focusedText(page)).toContain(`Students with an @${domain} DolphinID now join`);
    await page.getByRole("button", { name: `Remove ${domain}` }).click();
    await page
      .getByRole("dialog", { name: `Remove ${domain}?` })
      .getByRole("button", { name: /^Yes/ })
      .click();
    await expect.poll(() => focusedText(page)).toContain(`${domain} removed.`);
    await expect(listed.count()).resolves.toBe(0);
    await context.close();
  });

  it("shows a student only their own seat", async () => {
    const studentContext = await newContext(browser());
    const student = await studentContext.newPage();
    await signInAs(student, STUDENT);
    await student.goto("/account/easyreader-premium/status");
    await expect(student.getByText("mhughes").count()).resolves.toBe(1);
    await expect(student.getByRole("heading", { name: "Organisations you manage" }).count()).resolves.toBe(0);
    await expectNoAxeViolations(student, "on a student's status page");
    // The team's pages send a student back to their own status.
    await student.goto("/account/easyreader-premium/students?org=1");
    expect(new URL(student.url()).pathname).toBe("/account/easyreader-premium/status");
    await studentContext.close();
  });
});

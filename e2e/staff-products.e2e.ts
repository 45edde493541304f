/**
 * The desk's Products and downloads in Chromium, as the local superadmin: every page passes
 * axe; an installer larger than one part is uploaded by keyboard (the progress bar shows, the
 * checksum the desk shows is the file's SHA-256), chosen for a version's language, and the
 * public download then serves exactly those bytes.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, newContext, queryDb } from "./browser";
import { expectOnlyEnhancementScript, loadScripts, waitForEnhancement } from "./enhancement";
import { pressUntil } from "./screen-reader";
import { context, page, useSuperadminDesk } from "./staff-session";

const browser = useSuperadminDesk();
/** EasyReader for Windows 11.02 in English, seeded with a sample installer. */
const READER_VERSION = 802;
const READER_LANGUAGE_ROW = 80201;

describe("the desk's Products and downloads", () => {
  it("passes axe on every page, and says which files are the seed's samples", async () => {
    const [patch] = queryDb<{ id: number }>(`SELECT id FROM update_patches WHERE product_version_id = ${READER_VERSION} ORDER BY id LIMIT 1`);
    const paths = [
      "/staff/products",
      "/staff/products/files",
      "/staff/products/8",
      `/staff/products/versions/${READER_VERSION}`,
      `/staff/products/version-languages/${READER_LANGUAGE_ROW}`,
      `/staff/products/patches/${patch!.id}`,
    ];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect.poll(() => page.locator("h1").count(), { message: path }).toBe(1);
      await expectNoAxeViolations(page, path);
    }
    await page.goto(`/staff/products/version-languages/${READER_LANGUAGE_ROW}`);
    expect(await page.getByText("Sample stand-in, not a real installer").count()).toBeGreaterThan(0);
  }, 180_000);

  it("is served without framework JavaScript: the upload page alone adds its own script", async () => {
    const errors: string[] = [];
    const list = await context.newPage();
    list.on("pageerror", (error) => errors.push(error.message));
    expectOnlyEnhancementScript(await loadScripts(list, "/staff/products"), "/staff/products");
    await list.close();
    const files = await context.newPage();
    files.on("pageerror", (error) => errors.push(error.message));
    const scripts = await loadScripts(files, "/staff/products/files");
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toMatch(/^\/assets\/page-enhancements-[\w-]+\.js$/);
    expect(scripts[1]).toMatch(/^\/assets\/staff-upload-[\w-]+\.js$/);
    await files.close();
    expect(errors).toEqual([]);
  });

  it("asks for the file when none is chosen, and cancels an upload on the way, keeping nothing", async () => {
    await page.goto("/staff/products/files");
    await waitForEnhancement(page);
    await page.getByRole("button", { name: "Upload file" }).focus();
    await page.keyboard.press("Enter");
    // The error summary takes focus and links to the file field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe("error-summary");
    // Worded as the hydrated uploader and the server word it: the field's name, then the problem.
    await expect(page.locator(".error-summary li").allTextContents()).resolves.toEqual(["File: Choose the file to upload"]);
    await page.getByRole("link", { name: "Choose the file to upload" }).press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("file");
    // The field says it too, as its own description.
    expect(await page.locator("#file").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#file-error").textContent()).toContain("Choose the file to upload");

    // Each part waits, so the upload is still on its way when it is cancelled.
    await page.route("**/api/v1/staff/uploads/part**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {});
    });
    const name = `Cancelled-${Date.now()}.exe`;
    await page.locator("#file").setInputFiles({ name, mimeType: "application/octet-stream", buffer: Buffer.alloc(9 * 1024 * 1024, 1) });
    await page.getByRole("button", { name: "Upload file" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("progressbar", { name: "Upload progress" }).waitFor();
    await pressUntil(page, "Tab", "button", "Cancel upload");
    await page.keyboard.press("Enter");
    await page.getByRole("alert").filter({ hasText: "The upload was cancelled; nothing was kept." }).waitFor();
    expect(await page.getByRole("progressbar").count()).toBe(0);
    await page.unroute("**/api/v1/staff/uploads/part**");
    expect(queryDb(`SELECT id FROM download_files WHERE name = '${name}'`)).toEqual([]);
    await expectNoAxeViolations(page, "after a cancelled upload");
  }, 60_000);

  it("uploads a file in one request with JavaScript off", async () => {
    const noScript = await newContext(browser(), { javaScriptEnabled: false, storageState: await context.storageState() });
    try {
      const plain = await noScript.newPage();
      await plain.goto("/staff/products/files");
      const bytes = Buffer.from(`A small installer sent without JavaScript ${Date.now()}`);
      const checksum = createHash("sha256").update(bytes).digest("hex");
      const name = `EasyReader-no-script-${Date.now()}.exe`;
      await plain.locator("#file").setInputFiles({ name, mimeType: "application/octet-stream", buffer: bytes });
      await plain.getByRole("button", { name: "Upload file" }).click();
      await plain
        .getByRole("status")
        .filter({ hasText: `Its SHA-256 checksum is ${checksum}` })
        .waitFor();
      await plain.getByRole("rowheader", { name }).waitFor();
      expect(queryDb<{ sha256: string }>(`SELECT sha256 FROM download_files WHERE name = '${name}'`)).toEqual([{ sha256: checksum }]);
    } finally {
      await noScript.close();
    }
  });

  it("uploads an installer by keyboard, in parts, and the public download serves those bytes", async () => {
    // Just over one part (8 MB), so it goes in two parts.
    const bytes = Buffer.alloc(8 * 1024 * 1024 + 4321);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 131 + 7) % 256;
    const checksum = createHash("sha256").update(bytes).digest("hex");
    const name = `EasyReader-11.02-en-${Date.now()}.exe`;

    await page.goto("/staff/products/files");
    await waitForEnhancement(page);
    await page.getByRole("heading", { level: 2, name: "Upload a file" }).waitFor();
    await pressUntil(page, "Tab", "radio", /^Installer/);
    // The other kind is in the same radio group, so the next Tab is the file field.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("file");
    await page.locator("#file").setInputFiles({ name, mimeType: "application/octet-stream", buffer: bytes });
    await pressUntil(page, "Tab", "button", "Upload file");
    await page.keyboard.press("Enter");
    await page.getByRole("progressbar", { name: "Upload progress" }).waitFor();
    const success = page
      .getByRole("alert")
      .or(page.getByRole("status"))
      .filter({ hasText: `Its SHA-256 checksum is ${checksum}` });
    await success.first().waitFor({ timeout: 60_000 });
    await page.getByRole("rowheader", { name }).waitFor();
    expect(
      await page
        .getByRole("row", { name: new RegExp(name) })
        .getByText(checksum)
        .count(),
    ).toBe(1);
    const [file] = queryDb<{ id: number; sha256: string; size: number }>(`SELECT id, sha256, size FROM download_files WHERE name = '${name}'`);
    expect(file).toMatchObject({ sha256: checksum, size: bytes.length });

    await page.goto(`/staff/products/version-languages/${READER_LANGUAGE_ROW}`);
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "combobox", /^Installer/);
    await page.locator("#nimFileId:focus").selectOption(String(file!.id));
    await pressUntil(page, "Tab", "button", "Save installer files");
    await page.keyboard.press("Enter");
    await page.getByText("The installer files are saved.").waitFor();

    // A visitor's download of that version and language (the legacy demo link) serves the uploaded bytes.
    const visitor = await newContext(browser());
    try {
      const download = await visitor.request.get(`/downloads/product?demo=true&lid=1&pvid=${READER_VERSION}`);
      expect(download.status()).toBe(200);
      expect(download.headers()["content-disposition"]).toContain(encodeURIComponent(name));
      const body = await download.body();
      expect(body.length).toBe(bytes.length);
      expect(createHash("sha256").update(body).digest("hex")).toBe(checksum);
    } finally {
      await visitor.close();
    }
  }, 180_000);
});

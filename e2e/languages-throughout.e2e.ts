/**
 * A visitor keeps their language from the first page to the last, in Chromium: a DolphinID
 * registered from /de-de goes through 'Check your email', the proof, sign-in and the account
 * in German; a purchase from /fr-fr goes through review, payment and receipt in French. The
 * local mailbox marks each mail with its own language; Account Preferences changes the
 * language of the account's mail without JavaScript; the buy page and the dealer locator name
 * countries and languages in the page's language, and the dealer locator says what is missing in
 * it.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { registerAndSignIn, uniqueEmail } from "./auth";
import { expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";

const browser = useBrowser();
const PASSWORD = "silver estuary lantern";

/** The page's language and its one h1, once the h1 has the expected name. */
async function expectPage(page: Page, lang: string, heading: string) {
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  await expect(page.locator("html").getAttribute("lang")).resolves.toBe(lang);
}

/** The newest German proof code mailed to `email`, read at /dev/mailbox in another tab. */
async function readGermanProofCode(page: Page, email: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    await mailbox.goto("/dev/mailbox");
    const mail = mailbox
      .getByRole("article")
      .filter({ has: mailbox.getByRole("heading", { name: "Ihr DolphinID-Code" }) })
      .filter({ hasText: email })
      .first();
    const code = /Ihr Code lautet (\d{6})/.exec((await mail.textContent()) ?? "")?.[1];
    if (!code) throw new Error(`no German proof code for ${email} in the local mailbox`);
    return code;
  } finally {
    await mailbox.close();
  }
}

describe("a DolphinID registered from the German pages", () => {
  it("registers, checks its email, proves the address, signs in and reaches its account, all in German", { timeout: 120_000 }, async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("deutsch");

    await page.goto("/de-de/id/register");
    await expectPage(page, "de-DE", "DolphinID erstellen");
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Passwort bestätigen").fill(PASSWORD);
    await page.getByRole("button", { name: "DolphinID erstellen" }).click();

    await expectPage(page, "de-DE", "Prüfen Sie Ihre E-Mails");
    expect(new URL(page.url()).pathname).toBe("/de-de/id/verify-email");
    await page.getByLabel("Code aus der E-Mail").fill(await readGermanProofCode(page, email));
    await page.getByRole("button", { name: "Meine E-Mail-Adresse bestätigen" }).click();

    await expectPage(page, "de-DE", "Ihre DolphinID ist bereit");
    await page.getByRole("link", { name: "Mit Ihrer neuen DolphinID anmelden" }).click();
    await page.getByRole("button", { name: "Mit DolphinID anmelden" }).click();

    await expectPage(page, "de-DE", "Bei DolphinID anmelden");
    expect(new URL(page.url()).pathname).toBe("/de-de/id/oauth/authorize");
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
    await page.locator("main").getByRole("button", { name: "Anmelden", exact: true }).click();

    await page.waitForURL((url) => url.pathname === "/de-de/account");
    await expectPage(page, "de-DE", "Dolphin-Konto");
    await expectNoAxeViolations(page, "on the German account page");

    // Its mail is German too: the language it registered in, shown in Account Preferences.
    await page.goto("/de-de/account/preferences");
    await expectPage(page, "de-DE", "Kontoeinstellungen");
    await expect(page.getByRole("region", { name: "Sprache unserer E-Mails" }).getByRole("radio", { name: "Deutsch" }).isChecked()).resolves.toBe(true);
    await expectNoAxeViolations(page, "on Account Preferences with the mail language");
    await context.close();
  });

  it("marks each mail in the local mailbox with its own language", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const german = uniqueEmail("mailbox-de");
    const english = uniqueEmail("mailbox-en");
    for (const [path, email] of [
      ["/de-de/id/register", german],
      ["/id/register", english],
    ] as const) {
      const response = await page.request.post(path, { form: { email, password: PASSWORD, confirmPassword: PASSWORD }, maxRedirects: 0 });
      expect(response.status()).toBe(303);
    }
    await page.goto("/dev/mailbox");
    await expectPage(page, "en-GB", "Local mailbox");
    const germanMail = page.getByRole("article").filter({ hasText: german }).first();
    await expect(germanMail.getByRole("heading", { level: 2 }).getAttribute("lang")).resolves.toBe("de-DE");
    await expect(germanMail.getByRole("heading", { level: 2 }).textContent()).resolves.toBe("Ihr DolphinID-Code");
    await expect(germanMail.locator("pre").first().getAttribute("lang")).resolves.toBe("de-DE");
    const englishMail = page.getByRole("article").filter({ hasText: english }).first();
    await expect(englishMail.getByRole("heading", { level: 2 }).getAttribute("lang")).resolves.toBe("en-GB");
    await expectNoAxeViolations(page, "on the local mailbox with mail in two languages");
    await context.close();
  });

  it("changes the language of the account's mail in Account Preferences, without JavaScript", { timeout: 120_000 }, async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail("preferences");
    await registerAndSignIn(page, { email, password: PASSWORD });
    await page.goto("/de-de/account/preferences");
    await expectPage(page, "de-DE", "Kontoeinstellungen");
    const section = page.getByRole("region", { name: "Sprache unserer E-Mails" });
    // Registered from an English page: English until its owner chooses another.
    await expect(section.getByRole("radio", { name: "English (UK)" }).isChecked()).resolves.toBe(true);
    await section.getByRole("radio", { name: "Deutsch" }).check();
    await section.getByRole("button", { name: "Sprache speichern" }).click();
    await page.getByText("Gespeichert. Wir schreiben Ihnen in der gewählten Sprache.").waitFor();
    await expect(page.getByRole("region", { name: "Sprache unserer E-Mails" }).getByRole("radio", { name: "Deutsch" }).isChecked()).resolves.toBe(true);
    expect(queryDb<{ language: string }>(`SELECT language FROM accounts WHERE email = '${email}'`)).toEqual([{ language: "de-de" }]);
    await context.close();
  });
});

describe("an OpenID Connect client asking for a language", () => {
  it("sends a sign-in asked for in French (ui_locales) to the French sign-in page, with the request kept", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      // The site's own sign-in starts a request at the provider; a client adds its languages to it.
      await page.goto("/action/login");
      await page.getByRole("button", { name: "Login with DolphinID" }).click();
      await page.waitForURL(/\/id\/oauth\/authorize\?/);
      const asked = new URL(page.url());
      asked.searchParams.set("ui_locales", "fr-CA fr en");
      await page.goto(asked.toString());
      await expectPage(page, "fr-FR", "Se connecter à DolphinID");
      const landed = new URL(page.url());
      expect(landed.pathname).toBe("/fr-fr/id/oauth/authorize");
      expect(landed.searchParams.get("state")).toBe(asked.searchParams.get("state"));
      expect(landed.searchParams.get("code_challenge")).toBe(asked.searchParams.get("code_challenge"));
    } finally {
      await context.close();
    }
  });
});

describe("buying from the French pages", () => {
  it("reviews, pays and reads the receipt in French", { timeout: 180_000 }, async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await registerAndSignIn(page, { email: uniqueEmail("acheteur"), password: PASSWORD });

    await page.goto("/fr-fr/SuperNova/Buy");
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("fr-FR");
    await page.getByRole("radio", { name: "SuperNova Magnifier", exact: true }).check();
    await page.getByRole("radio", { name: "Téléchargement" }).check();
    await page.getByRole("button", { name: "Vérifier votre commande" }).click();

    await expectPage(page, "fr-FR", "Vérifier votre commande");
    await page.getByRole("button", { name: "Passer au paiement" }).click();

    await page.waitForURL(/\/fr-fr\/checkout\/pay\/ord_[0-9a-f]{32}$/);
    const orderId = new URL(page.url()).pathname.split("/").pop()!;
    await expectPage(page, "fr-FR", "Payer votre commande");
    await page.getByLabel("Numéro de carte").fill("4242 4242 4242 4242");
    await page.getByLabel("Date d’expiration").fill("04/30");
    await page.getByLabel("Code de sécurité").fill("123");
    await page.getByLabel("Nom sur la carte").fill("Ada Acheteuse");
    await page.getByRole("button", { name: /^Payer / }).click();

    await page.waitForURL((url) => url.pathname === `/fr-fr/orders/${orderId}`);
    await expectPage(page, "fr-FR", "Merci pour votre commande");
    await expect(page.getByText("Total payé").count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on the French receipt");
    await context.close();
  });
});

describe("country and language names in German", () => {
  it("names the buy page's countries and languages in German, in German order", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/de-de/SuperNova/Buy");
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("de-DE");
    const countries = await page.getByLabel("Ihr Land").locator("option").allTextContents();
    expect(countries).toEqual(expect.arrayContaining(["Deutschland", "Frankreich", "Vereinigtes Königreich", "Vereinigte Staaten"]));
    expect(countries).not.toContain("Germany");
    expect(countries.indexOf("Deutschland")).toBeLessThan(countries.indexOf("Vereinigtes Königreich"));
    // The German page is priced for Germany, and says so in German.
    await expect(page.getByRole("table").getByText("Preise in: Deutschland").count()).resolves.toBe(1);
    const languages = await page.getByRole("combobox", { name: "Sprache" }).locator("option").allTextContents();
    expect(languages).toContain("Englisch");
    expect(languages).not.toContain("English");
    await expectNoAxeViolations(page, "on the German buy page");
    await context.close();
  });

  it("names the dealer locator's countries in German", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/de-de/contact/dealer/locate");
    await expectPage(page, "de-DE", "Händler finden");
    const countries = await page.getByLabel("Land", { exact: true }).locator("option").allTextContents();
    expect(countries).toEqual(expect.arrayContaining(["Deutschland", "Vereinigtes Königreich"]));
    expect(countries).not.toContain("United Kingdom");
    await context.close();
  });

  it("says in German what the dealer locator is missing, without JavaScript", async () => {
    // The field's name and the error are the server's messages, which the page's catalogue names.
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/de-de/contact/dealer/locate");
    await page.getByRole("button", { name: "Händler suchen" }).click();
    await page.waitForURL(/submitted=1/);
    await expectPage(page, "de-DE", "Händler finden");
    await expect(page.locator(".field-error").textContent()).resolves.toContain("Land auswählen");
    await expect(page.getByLabel("Land", { exact: true }).getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(page.locator("main").textContent()).resolves.not.toContain("Choose a country");
    await context.close();
  });
});

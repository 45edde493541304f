/**
 * Sign-in with DolphinID and the account area in Chromium: register, 'Login with DolphinID',
 * the verify errors, the terms banner, preferences, sign out (here and in other tabs),
 * password reset, axe on every page, and the whole flow by keyboard alone. The account page and
 * the preferences are served without framework JavaScript: their forms post natively (the
 * terms banner's accept in place) and the enhancement script gives each answer focus.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";
import { readProofCode, registerAndSignIn, registerDolphinId, signIn, uniqueEmail } from "./auth";
import { expectOnlyEnhancementScript, loadScripts } from "./enhancement";

const browser = useBrowser();
const PASSWORD = "blue harbour lighthouse";

async function errorAlertText(page: Page) {
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { name: "Error!" }).count()).resolves.toBe(1);
  return alert.textContent();
}

describe("signing in with DolphinID", () => {
  it("registers, signs in through 'Login with DolphinID' and lands on /account showing the email", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("sam");
    await page.goto("/id/register");
    await expectNoAxeViolations(page, "on the register page");
    await registerDolphinId(page, { email, password: PASSWORD });

    await page.goto("/action/login");
    await expectNoAxeViolations(page, "on the login page");
    await page.getByRole("button", { name: "Login with DolphinID" }).click();
    await page.getByRole("heading", { level: 1, name: "Sign in to DolphinID" }).waitFor();
    await expectNoAxeViolations(page, "on the DolphinID sign-in page");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.locator("main").getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/account");

    await expect(page.title()).resolves.toBe("Dolphin Account | Dolphin");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Dolphin Account");
    await expect(page.locator("main").getByText(email).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: email }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on the account page");

    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === "__Host-session");
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", expires: -1 });
    expect(cookies.some((cookie) => cookie.name === "__Host-oauth")).toBe(false);
    // Tokens never reach the page's JavaScript.
    await expect(page.evaluate(() => document.cookie)).resolves.not.toContain("session");
    await context.close();
  });

  it("answers a registration for a known address exactly as for a new one, mails the owner, and refuses a wrong password", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail("dup");
    await registerDolphinId(page, { email, password: PASSWORD });
    const answers: { path: string; text: string }[] = [];
    for (const address of [uniqueEmail("fresh"), email]) {
      await page.goto("/id/register");
      await page.getByLabel("Email address").fill(address);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Confirm password").fill(PASSWORD);
      await page.getByRole("button", { name: "Create DolphinID" }).click();
      await page.getByRole("heading", { level: 1, name: "Check your email" }).waitFor();
      const text = (await page.locator("main").textContent()) ?? "";
      expect(text).toContain(`We sent a code to ${address}`);
      answers.push({ path: new URL(page.url()).pathname, text: text.replaceAll(address, "ADDRESS") });
    }
    expect(answers[1]).toEqual(answers[0]);
    const mail = queryDb<{ subject: string }>(`SELECT subject FROM mail_messages WHERE to_address = '${email}' AND tag = 'registration-attempt'`);
    expect(mail.map((row) => row.subject)).toEqual(["Someone tried to create a DolphinID with your email address"]);

    await page.goto("/action/login");
    await page.getByRole("button", { name: "Login with DolphinID" }).click();
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.locator("main").getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(errorAlertText(page)).resolves.toContain("The email address or password is not right.");
    await context.close();
  });

  it("shows each of the four verify errors under 'Error!', in the order of the checks", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    // 1. No stored hash cookie.
    await page.goto("/account/oauth_verify?code=abc&state=xyz");
    await expect(errorAlertText(page)).resolves.toContain("It looks like you've attempted to access this page directly, please try logging in");

    // Fetching the OAuth hash stores it in the cookie, as the 'Sign in' button does.
    const storeHash = async () => {
      const response = await page.request.get("/api/v1/oauth/hash", { headers: { "X-Requested-With": "XMLHttpRequest" } });
      return ((await response.json()) as { state: string }).state;
    };
    // 1 again: a stored hash but an empty query.
    await storeHash();
    await page.goto("/account/oauth_verify");
    await expect(errorAlertText(page)).resolves.toContain("It looks like you've attempted to access this page directly");
    // 2. An error parameter.
    await storeHash();
    await page.goto("/account/oauth_verify?error=access_denied&state=anything");
    await expect(errorAlertText(page)).resolves.toContain("DolphinID encountered an issue while logging you in, please refresh and try again");
    // 3. Missing code or state.
    const state = await storeHash();
    await page.goto(`/account/oauth_verify?state=${state}`);
    await expect(errorAlertText(page)).resolves.toContain("There was an issue getting your login credentials, please refresh and try again");
    // 4. State mismatch.
    await storeHash();
    await page.goto("/account/oauth_verify?code=some-code&state=not-the-state");
    await expect(errorAlertText(page)).resolves.toContain("An error occurred while processing your request, please refresh and try logging in again");
    await expect(page.getByRole("link", { name: "Sign in again" }).count()).resolves.toBe(1);
    await context.close();

    // axe needs JavaScript in the page.
    const withJs = await newContext(browser());
    const jsPage = await withJs.newPage();
    await jsPage.goto("/account/oauth_verify?code=abc&state=xyz");
    await expect(errorAlertText(jsPage)).resolves.toContain("It looks like you've attempted to access this page directly");
    await expectNoAxeViolations(jsPage, "on the verify page");
    await withJs.close();
  });

  it("sends a signed-out visitor to sign in and back to the account page they asked for", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("back");
    await registerDolphinId(page, { email, password: PASSWORD });
    await page.goto("/account/preferences");
    await page.getByRole("heading", { level: 1, name: "Sign in to DolphinID" }).waitFor();
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.locator("main").getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/account/preferences");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Account Preferences");
    await context.close();
  });

  it("enables 'Sign in' in the dropdown once the OAuth hash has loaded, and signs in from it", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("menu");
    await registerDolphinId(page, { email, password: PASSWORD });
    await page.goto("/");
    const signInButton = page.getByRole("button", { name: "Sign in", exact: true });
    await signInButton.waitFor();
    await page.waitForFunction(() => {
      // innerText is the label shown; the busy label the button also carries stays hidden.
      const button = [...document.querySelectorAll("button")].find((candidate) => candidate.innerText === "Sign in");
      return button && !button.disabled;
    });
    await signInButton.click();
    await page.getByRole("heading", { level: 1, name: "Sign in to DolphinID" }).waitFor();
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.locator("main").getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("button", { name: email }).count()).resolves.toBe(1);
    await context.close();
  });

  it("works without JavaScript: 'Sign in' is a link to the login page, and the calling terms are accepted by a plain post", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail("nojs");
    await registerDolphinId(page, { email, password: PASSWORD });
    await page.goto("/");
    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/action/login");
    await signIn(page, { email, password: PASSWORD });
    await expect(page.getByText(email).first().isVisible()).resolves.toBe(true);
    // Accepting the calling terms is a plain post that comes back to the page, which says thank you.
    await page.goto("/account/video-calling/address-book");
    await page.getByRole("button", { name: "Accept the Terms & Conditions" }).click();
    await page.getByText("Thank you. You have accepted the video calling Terms & Conditions.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/account/video-calling/address-book");
    await expect(page.getByRole("region", { name: "Accept the video calling terms" }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe("the account area", () => {
  it("accepts the video calling terms: the banner goes and stays gone after reload", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("terms");
    await registerAndSignIn(page, { email, password: PASSWORD });
    expectOnlyEnhancementScript(await loadScripts(page, "/account"), "/account");
    await expect(page.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
    const banner = page.getByRole("region", { name: "Accept the video calling terms" });
    await expect(banner.isVisible()).resolves.toBe(true);
    await expect(banner.getByRole("link", { name: "Terms & Conditions" }).getAttribute("href")).resolves.toBe("/video-calling-terms");
    // A refusal is said in the form (an alert), the banner and its button staying for another try.
    const failure = "There was an error accepting the terms, please refresh and try again";
    await page.route("**/api/v1/account/terms", (route) => route.fulfill({ status: 502, json: { message: failure } }));
    await page.getByRole("button", { name: "Accept the Terms & Conditions" }).click();
    await expect.poll(() => banner.getByRole("alert").textContent()).toContain(failure);
    await page.unroute("**/api/v1/account/terms");
    await page.getByRole("button", { name: "Accept the Terms & Conditions" }).click();
    const thanks = "Thank you. You have accepted the video calling Terms & Conditions.";
    await page.getByText(thanks).first().waitFor();
    await expect(banner.count()).resolves.toBe(0);
    // Accepted in place: the same page, the thanks focused so it is heard where the button was.
    expect(new URL(page.url()).pathname).toBe("/account");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toBe(thanks);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Dolphin Account" }).waitFor();
    await expect(page.getByRole("region", { name: "Accept the video calling terms" }).count()).resolves.toBe(0);
    const rows = queryDb<{ terms_accepted_at: number | null }>(`SELECT terms_accepted_at FROM accounts WHERE email = '${email}'`);
    expect(rows[0]?.terms_accepted_at).toBeGreaterThan(0);
    await context.close();
  });

  it("saves preferences, with and without JavaScript", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("prefs");
    await registerAndSignIn(page, { email, password: PASSWORD });
    // The passkey form's own module (WebAuthn) loads on this page only, beside the enhancement script.
    const scripts = await loadScripts(page, "/account/preferences");
    expect(scripts.filter((script) => /^\/assets\/passkey-[\w-]+\.js$/.test(script))).toHaveLength(1);
    expectOnlyEnhancementScript(
      scripts.filter((script) => !/^\/assets\/passkey-[\w-]+\.js$/.test(script)),
      "/account/preferences",
    );
    await expectNoAxeViolations(page, "on the preferences page");
    await page.getByLabel("Display name").fill("Priya");
    await page.getByRole("button", { name: "Save preferences" }).click();
    await page.getByText("Your preferences have been saved.").first().waitFor();
    // The answer page gives the confirmation focus, so it is heard.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("Your preferences have been saved.");
    await page.reload();
    await expect(page.getByLabel("Display name").inputValue()).resolves.toBe("Priya");
    await page.goto("/account");
    await expect(page.getByText("Welcome back, Priya.").count()).resolves.toBe(1);

    const noJs = await newContext(browser(), { javaScriptEnabled: false, storageState: await context.storageState() });
    const plain = await noJs.newPage();
    await plain.goto("/account/preferences");
    await plain.getByLabel("Contact me by telephone").check();
    await plain.getByRole("button", { name: "Save preferences" }).click();
    await plain.getByText("Your preferences have been saved.").first().waitFor();
    const rows = queryDb<{ contact_by_phone: number; display_name: string }>(
      `SELECT p.contact_by_phone, p.display_name FROM account_preferences p JOIN accounts a ON a.id = p.user_id WHERE a.email = '${email}'`,
    );
    expect(rows[0]).toEqual({ contact_by_phone: 1, display_name: "Priya" });

    // A refused post shows what was typed, not what is saved, beside its error.
    const tooLong = "P".repeat(101);
    await plain.getByLabel("Display name").evaluate((field) => field.removeAttribute("maxlength"));
    await plain.getByLabel("Display name").fill(tooLong);
    await plain.getByLabel("Contact me by telephone").uncheck();
    await plain.getByRole("button", { name: "Save preferences" }).click();
    await plain.getByText("Display name must be 100 characters or fewer").first().waitFor();
    await expect(plain.getByLabel("Display name").inputValue()).resolves.toBe(tooLong);
    await expect(plain.getByLabel("Contact me by telephone").isChecked()).resolves.toBe(false);
    await noJs.close();
    await context.close();
  });

  it("signs out: the session ends on the server, other tabs leave too, and the browser goes home", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("out");
    await registerAndSignIn(page, { email, password: PASSWORD });
    const sessionBefore = (await context.cookies()).find((cookie) => cookie.name === "__Host-session")!.value;
    const other = await context.newPage();
    await other.goto("/account/preferences");
    await other.getByRole("heading", { level: 1, name: "Account Preferences" }).waitFor();

    await page.getByRole("button", { name: email }).click();
    await page.getByRole("button", { name: "Sign out" }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await other.waitForURL((url) => url.pathname === "/");
    await expect(
      page
        .getByRole("button", { name: "Sign in", exact: true })
        .or(page.getByRole("link", { name: "Sign in", exact: true }))
        .count(),
    ).resolves.toBe(1);

    // The old cookie is worthless now: the server has ended the session.
    const replay = await newContext(browser());
    const response = await replay.request.get("/api/v1/account", {
      headers: { Cookie: `__Host-session=${sessionBefore}`, "X-Requested-With": "XMLHttpRequest" },
    });
    expect(response.status()).toBe(401);
    await replay.close();
    await context.close();
  });

  it("shows a clear message and a way back in when DolphinID cannot renew the sign-in", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("expired");
    await registerAndSignIn(page, { email, password: PASSWORD });
    queryDb(`UPDATE sessions SET tokens_refresh_at = 0, refresh_token = 'revoked' WHERE email = '${email}'`);
    await page.reload();
    await expect(errorAlertText(page)).resolves.toContain("We could not renew your sign-in with DolphinID. Please sign in again to continue.");
    await page.getByRole("link", { name: "Sign in again" }).click();
    await page.getByRole("heading", { level: 1, name: "Sign in with DolphinID" }).waitFor();
    await context.close();
  });

  it("keeps the session for a year with 'Remember me'", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("remember");
    await registerDolphinId(page, { email, password: PASSWORD });
    await signIn(page, { email, password: PASSWORD, remember: true });
    const session = (await context.cookies()).find((cookie) => cookie.name === "__Host-session")!;
    const days = (session.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await context.close();
  });

  it("resets a forgotten password through the emailed link", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("reset");
    await registerDolphinId(page, { email, password: PASSWORD });
    await page.goto("/action/login");
    await page.getByRole("button", { name: "Login with DolphinID" }).click();
    await page.getByRole("link", { name: "Forgotten your password?" }).click();
    await page.getByRole("heading", { level: 1, name: "Forgotten your password?" }).waitFor();
    await expectNoAxeViolations(page, "on the password reset page");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("If a DolphinID exists for that email address").first().waitFor();
    const mail = queryDb<{ text_body: string }>(`SELECT text_body FROM mail_messages WHERE to_address = '${email}' AND tag = 'password-reset'`);
    const link = mail[0]!.text_body.match(/http\S+/)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel("New password").fill("a completely new passphrase");
    await page.getByLabel("Confirm password").fill("a completely new passphrase");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("heading", { level: 1, name: "Your password has been changed" }).waitFor();
    await signIn(page, { email, password: "a completely new passphrase" });
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByText("This password reset link has expired or has already been used.").count()).resolves.toBe(1);
    await context.close();
  });

  it("changes the password without JavaScript: errors in the summary, then every other browser is signed out", async () => {
    const email = uniqueEmail("change");
    const other = await newContext(browser());
    const otherPage = await other.newPage();
    await registerAndSignIn(otherPage, { email, password: PASSWORD });
    await otherPage.goto("/account/preferences");
    await otherPage.getByRole("heading", { level: 2, name: "Change password" }).waitFor();
    await expectNoAxeViolations(otherPage, "on the preferences page with the password form");
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, { email, password: PASSWORD });
    await page.goto("/account/preferences");

    await page.getByLabel("Current password").fill("not my password");
    await page.getByLabel("New password", { exact: true }).fill("1234567890");
    await page.getByLabel("Confirm new password").fill("1234567890");
    await page.getByRole("button", { name: "Change password" }).click();
    const summary = page.locator(".error-summary");
    await expect(summary.textContent()).resolves.toContain("The current password is not right.");
    await expect(summary.textContent()).resolves.toContain("This password is on a list of passwords that are often used or have been exposed in data breaches");

    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill("a completely new passphrase");
    await page.getByLabel("Confirm new password").fill("a completely new passphrase");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Your password has been changed.").first().waitFor();
    // This browser stays signed in; the other one has to sign in again.
    await page.goto("/account");
    await page.getByRole("heading", { level: 1, name: "Dolphin Account" }).waitFor();
    const stale = await other.newPage();
    await stale.goto("/account");
    await stale.waitForURL((url) => url.pathname !== "/account");
    await context.close();
    await other.close();
  }, 150_000);

  it("asks for the human check after repeated wrong passwords instead of locking the account, without JavaScript", async () => {
    const email = uniqueEmail("throttle");
    const setup = await newContext(browser());
    await registerDolphinId(await setup.newPage(), { email, password: PASSWORD });
    await setup.close();
    // An address of its own, so that these failures do not touch other tests' sign-ins.
    const context = await newContext(browser(), { javaScriptEnabled: false, extraHTTPHeaders: { "cf-connecting-ip": "198.51.100.240" } });
    const page = await context.newPage();
    await page.goto("/action/login");
    await page.getByRole("button", { name: "Login with DolphinID" }).click();
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.getByLabel("Email address").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(`wrong guess ${attempt}`);
      await page.locator("main").getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(errorAlertText(page)).resolves.toContain("The email address or password is not right.");
    }
    // A fresh sign-in form carries no check yet: the right password is answered with a request
    // for the check (not a lock-out), and the next submission, carrying it, gets in.
    await page.goto("/action/login");
    await page.getByRole("button", { name: "Login with DolphinID" }).click();
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.locator("main").getByRole("button", { name: "Sign in", exact: true }).click();
    // The check asks nothing of the person (it runs unseen), and the page says so plainly.
    const asked = await errorAlertText(page);
    expect(asked).toContain("we also check that you are a person; this happens on its own, with nothing for you to do");
    expect(asked).not.toContain("confirm");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.locator("main").getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    await context.close();
  });

  it("goes through the whole flow by keyboard alone", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("keys");
    const tabTo = async (match: (element: { tag: string; text: string; label: string }) => boolean, limit = 60) => {
      for (let step = 0; step < limit; step++) {
        await page.keyboard.press("Tab");
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          const labels = (element as HTMLInputElement | null)?.labels;
          return { tag: element?.tagName ?? "", text: element?.innerText.trim() ?? "", label: labels?.[0]?.textContent?.trim() ?? "" };
        });
        if (match(focused)) return;
      }
      throw new Error("could not reach the control by Tab");
    };

    await page.goto("/id/register");
    await tabTo((el) => el.label === "Email address");
    await page.keyboard.type(email);
    await tabTo((el) => el.label.startsWith("Password"));
    await page.keyboard.type(PASSWORD);
    await tabTo((el) => el.label === "Confirm password");
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Check your email" }).waitFor();
    const code = await readProofCode(page, email);
    await tabTo((el) => el.label === "Code from the email");
    await page.keyboard.type(code);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Your DolphinID is ready" }).waitFor();
    await tabTo((el) => el.text === "Sign in with your new DolphinID");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Sign in with DolphinID" }).waitFor();
    await tabTo((el) => el.text === "Login with DolphinID");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Sign in to DolphinID" }).waitFor();
    await tabTo((el) => el.label === "Email address");
    await page.keyboard.type(email);
    await tabTo((el) => el.label === "Password");
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/account");
    await tabTo((el) => el.text === "Accept the Terms & Conditions");
    await page.keyboard.press("Enter");
    await page.getByText("Thank you. You have accepted the video calling Terms & Conditions.").first().waitFor();
    await tabTo((el) => el.text === email);
    await page.keyboard.press("Enter");
    await tabTo((el) => el.text === "Sign out");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });
});

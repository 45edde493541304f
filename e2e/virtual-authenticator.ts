/** Browser-test helper: the DevTools virtual authenticator standing in for a phone or security key. */
import type { BrowserContext, Page } from "playwright-core";

/** A platform authenticator that holds discoverable passkeys and verifies its user without asking. */
export async function withVirtualAuthenticator(context: BrowserContext, page: Page) {
  // A step that never comes fails by naming what it waited for, well inside the test's time.
  page.setDefaultTimeout(45_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

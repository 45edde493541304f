/**
 * Two account holders who can call each other, each in their own Chromium context: both
 * registered and signed in, both have accepted the calling terms, and each is in the
 * other's address book (written to the database directly: how a contact is added is tested
 * elsewhere).
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { registerDolphinId, signIn, uniqueEmail } from "./auth";
import { newContext, queryDb } from "./browser";

export interface CallingPair {
  aliceEmail: string;
  bobEmail: string;
  aliceContext: BrowserContext;
  bobContext: BrowserContext;
  alice: Page;
  bob: Page;
}

export async function openCallingPair(
  browser: Browser,
  options: { tag: string; password: string; aliceName: string; bobName: string; bobContextOptions?: Parameters<Browser["newContext"]>[0] },
): Promise<CallingPair> {
  const aliceEmail = uniqueEmail(`alice-${options.tag}`);
  const bobEmail = uniqueEmail(`bob-${options.tag}`);
  const aliceContext = await newContext(browser);
  const bobContext = await newContext(browser, options.bobContextOptions);
  const alice = await aliceContext.newPage();
  const bob = await bobContext.newPage();
  await registerDolphinId(alice, { email: aliceEmail, password: options.password });
  await registerDolphinId(bob, { email: bobEmail, password: options.password });
  queryDb(
    `UPDATE accounts SET terms_accepted_at = ${Date.now()} WHERE email IN ('${aliceEmail}', '${bobEmail}');
     INSERT INTO contacts (account_id, contact_name, contact_email, contact_user_id)
       SELECT a.id, '${options.bobName}', b.email, b.id FROM accounts a, accounts b WHERE a.email = '${aliceEmail}' AND b.email = '${bobEmail}';
     INSERT INTO contacts (account_id, contact_name, contact_email, contact_user_id)
       SELECT b.id, '${options.aliceName}', a.email, a.id FROM accounts a, accounts b WHERE a.email = '${aliceEmail}' AND b.email = '${bobEmail}';`,
  );
  await signIn(alice, { email: aliceEmail, password: options.password });
  await signIn(bob, { email: bobEmail, password: options.password });
  return { aliceEmail, bobEmail, aliceContext, bobContext, alice, bob };
}

/**
 * The built-in secrets for tokens and payment events are public (they are in this repository),
 * so only local development may use them: any other environment without its own answers the
 * configuration 503. And /.well-known/security.txt comes from the configuration.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { findConfigurationProblems } from "../workers/config";
import { identitySecret } from "../workers/identity/config";
import { createServer } from "../workers/server";
import { LOCAL_WEBHOOK_SECRET, signedEvent, webhookSecret } from "../workers/services/payments";
import { TEST_SIGNING_KEY } from "./helpers/signing-key";

const IDENTITY_SECRET = "a-staging-identity-secret-of-at-least-32-characters";
const STRIPE_WEBHOOK_SECRET = "whsec_staging_0123456789";

const settingsIn = (environment: object) => findConfigurationProblems(environment).map((problem) => problem.setting);

function productionWith(overrides: Record<string, unknown> = {}): Env {
  return {
    ...env,
    ENVIRONMENT: "production",
    SITE_ORIGIN: "https://www.example.com",
    IDENTITY_SECRET,
    MAIL_PROVIDER: "resend",
    MAIL_API_KEY: "re_test_key",
    MAIL_FROM: "Dolphin Computer Access <noreply@example.com>",
    SELLER_VAT_NUMBER: "GB123456789",
    DOLPHINID_SIGNING_KEYS: JSON.stringify([TEST_SIGNING_KEY]),
    ...overrides,
  } as Env;
}

describe("built-in secrets outside local development", () => {
  it("are refused to every environment but local, a missing name included", () => {
    expect(settingsIn({ ...env, ENVIRONMENT: "staging" })).toEqual(["IDENTITY_SECRET", "STRIPE_WEBHOOK_SECRET"]);
    expect(settingsIn({ ...env, ENVIRONMENT: "dev" })).toEqual(["IDENTITY_SECRET", "STRIPE_WEBHOOK_SECRET"]);
    expect(settingsIn({ ...env, ENVIRONMENT: undefined })).toEqual(["IDENTITY_SECRET", "STRIPE_WEBHOOK_SECRET"]);
    const [identity] = findConfigurationProblems({ ENVIRONMENT: "staging" });
    expect(identity!.problem).toContain('ENVIRONMENT="local"');
    expect(identity!.problem).toContain("wrangler secret put IDENTITY_SECRET --env staging");
  });

  it("lets another environment run once it brings its own secrets, and checks they are long enough", () => {
    expect(findConfigurationProblems({ ...env, ENVIRONMENT: "staging", IDENTITY_SECRET, STRIPE_WEBHOOK_SECRET })).toEqual([]);
    expect(settingsIn({ ...env, ENVIRONMENT: "staging", IDENTITY_SECRET: "short", STRIPE_WEBHOOK_SECRET })).toEqual(["IDENTITY_SECRET"]);
  });

  it("answers pages and the API with the configuration 503 in such an environment", async () => {
    const staging = { ...env, ENVIRONMENT: "staging" } as Env;
    const page = await createServer().fetch(new Request("https://staging.example.com/contact"), staging);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("<code>IDENTITY_SECRET</code>");
    const api = await createServer().fetch(new Request("https://staging.example.com/api/v1/languages"), staging);
    expect(api.status).toBe(503);
    expect(((await api.json()) as { problems: { setting: string }[] }).problems.map((problem) => problem.setting)).toEqual([
      "IDENTITY_SECRET",
      "STRIPE_WEBHOOK_SECRET",
    ]);
    const configured = await createServer().fetch(new Request("https://staging.example.com/api/v1/languages"), {
      ...staging,
      IDENTITY_SECRET,
      STRIPE_WEBHOOK_SECRET,
    });
    expect(configured.status).toBe(200);
  });

  it("never signs or verifies with the built-in secrets outside local development", () => {
    expect(identitySecret({ ...env, ENVIRONMENT: "local", IDENTITY_SECRET: undefined } as Env)).toContain("dolphin-local");
    expect(() => identitySecret({ ...env, ENVIRONMENT: "staging", IDENTITY_SECRET: undefined } as Env)).toThrow(/IDENTITY_SECRET/);
    expect(webhookSecret({ ENVIRONMENT: "local" })).toBe(LOCAL_WEBHOOK_SECRET);
    expect(() => webhookSecret({ ENVIRONMENT: "staging" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(webhookSecret({ ENVIRONMENT: "staging", STRIPE_WEBHOOK_SECRET })).toBe(STRIPE_WEBHOOK_SECRET);
  });

  it("refuses a payment event signed with the built-in secret in production without a webhook secret, with a 503 rather than a crash", async () => {
    const { body, signature } = await signedEvent(
      { id: "evt_forged", type: "checkout.session.completed", created: Math.floor(Date.now() / 1000), data: { object: { id: "cs_forged" } } },
      LOCAL_WEBHOOK_SECRET,
    );
    const response = await createServer().fetch(
      new Request("https://www.example.com/api/v1/payments/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body,
      }),
      productionWith(),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ received: false });
  });
});

describe("/.well-known/security.txt", () => {
  const fetchSecurityTxt = (settings: Env) => createServer().fetch(new Request("https://www.example.com/.well-known/security.txt"), settings);

  it("has a contact and an expiry a year ahead in local development", async () => {
    const response = await fetchSecurityTxt(env);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^Contact: mailto:security@example\.com$/m);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(text)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(360 * 86_400_000);
    expect(expires - Date.now()).toBeLessThan(367 * 86_400_000);
  });

  it("serves production's contacts and expiry with its canonical address", async () => {
    const response = await fetchSecurityTxt(
      productionWith({
        SECURITY_CONTACT: "mailto:security@dolphin.example, https://www.dolphin.example/security",
        SECURITY_TXT_EXPIRES: "2099-12-31T23:59:59Z",
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      [
        "Contact: mailto:security@dolphin.example",
        "Contact: https://www.dolphin.example/security",
        "Expires: 2099-12-31T23:59:59Z",
        "Preferred-Languages: en, de, fr, nl",
        "Canonical: https://www.example.com/.well-known/security.txt",
        "",
      ].join("\n"),
    );
  });

  it("is not found in production without its configuration, or once it has expired", async () => {
    expect((await fetchSecurityTxt(productionWith())).status).toBe(404);
    expect((await fetchSecurityTxt(productionWith({ SECURITY_CONTACT: "mailto:security@dolphin.example" }))).status).toBe(404);
    expect(
      (await fetchSecurityTxt(productionWith({ SECURITY_CONTACT: "mailto:security@dolphin.example", SECURITY_TXT_EXPIRES: "2020-01-01T00:00:00Z" }))).status,
    ).toBe(404);
  });

  it("names a malformed contact or expiry in the production configuration check", () => {
    expect(settingsIn(productionWith({ SECURITY_CONTACT: "security@dolphin.example", SECURITY_TXT_EXPIRES: "next year" }))).toEqual([
      "SECURITY_CONTACT",
      "SECURITY_TXT_EXPIRES",
    ]);
  });
});

/**
 * The human check behind the human-checked forms and POST /api/v1/recaptcha/verify. One interface, three
 * implementations chosen by HUMAN_CHECK_PROVIDER: reCAPTCHA v3 (success and a score of at
 * least 0.5), Cloudflare Turnstile (success alone) and, by default, a local check that works
 * offline: the page asks for a one-time token, and verifying spends it within ten minutes.
 */
import { and, eq, isNull, lt } from "drizzle-orm";
import { CAPTCHA_SCORE_THRESHOLD, HUMAN_CHECK_TOKEN_LIFETIME_MS } from "@common/support/constants";
import { type Database, humanCheckTokens } from "../db";

export interface HumanCheckResult {
  success: boolean;
  "error-codes": string[];
  score?: number;
}

export interface HumanVerifier {
  readonly provider: "local" | "recaptcha" | "turnstile";
  /** The public key the page needs (not for the local check). */
  readonly siteKey: string | null;
  verify(token: string, options?: { action?: string; remoteIp?: string }): Promise<HumanCheckResult>;
}

/** Offline human check: one-time tokens issued by this server and kept in D1. */
export class LocalHumanVerifier implements HumanVerifier {
  readonly provider = "local" as const;
  readonly siteKey = null;
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async issueToken(action = ""): Promise<string> {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    const token = `local.${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
    const issuedAt = this.now();
    await this.db.insert(humanCheckTokens).values({ token, action, issuedAt: new Date(issuedAt) });
    // Spent and expired tokens are of no further use.
    await this.db.delete(humanCheckTokens).where(lt(humanCheckTokens.issuedAt, new Date(issuedAt - 2 * HUMAN_CHECK_TOKEN_LIFETIME_MS)));
    return token;
  }

  async verify(token: string, options: { action?: string } = {}): Promise<HumanCheckResult> {
    if (!token) return { success: false, "error-codes": ["missing-input-response"] };
    if (!/^local\.[0-9a-f]{48}$/.test(token)) return { success: false, "error-codes": ["invalid-input-response"] };
    const [row] = await this.db.select().from(humanCheckTokens).where(eq(humanCheckTokens.token, token));
    if (!row) return { success: false, "error-codes": ["invalid-input-response"] };
    const now = this.now();
    if (row.usedAt || now - row.issuedAt.getTime() > HUMAN_CHECK_TOKEN_LIFETIME_MS) {
      return { success: false, "error-codes": ["timeout-or-duplicate"] };
    }
    if (options.action && row.action && options.action !== row.action) {
      return { success: false, "error-codes": ["bad-request"] };
    }
    // Spend the token; a concurrent second use finds it spent.
    const spent = await this.db
      .update(humanCheckTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(humanCheckTokens.token, token), isNull(humanCheckTokens.usedAt)))
      .returning({ token: humanCheckTokens.token });
    if (spent.length === 0) return { success: false, "error-codes": ["timeout-or-duplicate"] };
    return { success: true, "error-codes": [] };
  }
}

interface SiteVerifyResponse {
  success?: boolean;
  score?: number;
  action?: string;
  "error-codes"?: string[];
}

/** reCAPTCHA v3 and Turnstile share the siteverify protocol; they differ in the score. */
class SiteVerifyVerifier implements HumanVerifier {
  constructor(
    readonly provider: "recaptcha" | "turnstile",
    private readonly endpoint: string,
    private readonly secret: string,
    readonly siteKey: string | null,
    // Through globalThis: Workers refuse a fetch called as a method of another object ("Illegal invocation").
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  async verify(token: string, options: { action?: string; remoteIp?: string } = {}): Promise<HumanCheckResult> {
    if (!this.secret) return { success: false, "error-codes": ["missing-input-secret"] };
    if (!token) return { success: false, "error-codes": ["missing-input-response"] };
    const body = new URLSearchParams({ secret: this.secret, response: token });
    if (options.remoteIp) body.set("remoteip", options.remoteIp);
    const response = await this.fetcher(this.endpoint, { method: "POST", body });
    if (!response.ok) return { success: false, "error-codes": ["bad-request"] };
    const result = (await response.json()) as SiteVerifyResponse;
    const codes = result["error-codes"] ?? [];
    if (!result.success) return { success: false, "error-codes": codes };
    if (this.provider === "recaptcha") {
      const score = result.score ?? 0;
      if (score < CAPTCHA_SCORE_THRESHOLD) return { success: false, "error-codes": codes, score };
      if (options.action && result.action && result.action !== options.action) return { success: false, "error-codes": ["bad-request"], score };
      return { success: true, "error-codes": [], score };
    }
    return { success: true, "error-codes": [] };
  }
}

/** Where each hosted provider serves its script and its siteverify endpoint. */
const PROVIDER_ORIGINS = { recaptcha: "https://www.google.com", turnstile: "https://challenges.cloudflare.com" } as const;
const SITEVERIFY_PATHS = { recaptcha: "/recaptcha/api/siteverify", turnstile: "/turnstile/v0/siteverify" } as const;

type HumanCheckEnv = Pick<Env, "HUMAN_CHECK_PROVIDER" | "HUMAN_CHECK_ORIGIN">;

export function hostedHumanCheckProvider(env: HumanCheckEnv): "recaptcha" | "turnstile" | null {
  return env.HUMAN_CHECK_PROVIDER === "recaptcha" || env.HUMAN_CHECK_PROVIDER === "turnstile" ? env.HUMAN_CHECK_PROVIDER : null;
}

/**
 * The origin the hosted provider's script and siteverify are reached on: its own, unless
 * HUMAN_CHECK_ORIGIN names another (Google serves reCAPTCHA on https://www.recaptcha.net too,
 * for visitors who cannot reach google.com). The page's CSP allows exactly this origin.
 */
export function humanCheckOrigin(env: HumanCheckEnv): string | null {
  const provider = hostedHumanCheckProvider(env);
  if (!provider) return null;
  if (env.HUMAN_CHECK_ORIGIN) {
    try {
      return new URL(env.HUMAN_CHECK_ORIGIN).origin;
    } catch {
      console.error("HUMAN_CHECK_ORIGIN is not an address; the provider's own origin is used.");
    }
  }
  return PROVIDER_ORIGINS[provider];
}

export function getHumanVerifier(env: Env, db: Database): HumanVerifier {
  const provider = hostedHumanCheckProvider(env);
  if (!provider) return new LocalHumanVerifier(db);
  const endpoint = `${humanCheckOrigin(env)}${SITEVERIFY_PATHS[provider]}`;
  return new SiteVerifyVerifier(provider, endpoint, env.HUMAN_CHECK_SECRET ?? "", env.HUMAN_CHECK_SITE_KEY ?? null);
}

/** What a page needs to run the check in the browser. */
export function humanCheckClientConfig(env: Env): { provider: HumanVerifier["provider"]; siteKey: string | null; origin: string | null } {
  const provider = hostedHumanCheckProvider(env) ?? "local";
  return { provider, siteKey: provider === "local" ? null : (env.HUMAN_CHECK_SITE_KEY ?? null), origin: humanCheckOrigin(env) };
}

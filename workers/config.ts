/**
 * Production refuses to run half-configured. With ENVIRONMENT=production every setting is
 * checked once per isolate against one valibot schema; while any is missing or malformed the
 * Worker answers every request with one 503 page listing all of them (names and what is wrong,
 * never a value) and logs them on one line, and scheduled work does not run. Without this a
 * missing setting would surface as a crash on first use or, worse, a silent local fallback
 * (mail kept in D1 and never sent). Only local development (ENVIRONMENT="local", as wrangler.toml's
 * top-level vars say) requires nothing: every service has a working local implementation and
 * the built-in secrets for tokens and payment events are used. Any other environment (staging,
 * a deployed "dev", or none named at all) must bring its own IDENTITY_SECRET and
 * STRIPE_WEBHOOK_SECRET: those built-in secrets are public, in this repository, so a token or a
 * payment event signed with them proves nothing.
 *
 * The README's "Settings" table lists the same settings with their defaults.
 */
import type { MiddlewareHandler } from "hono";
import { html } from "hono/html";
import * as v from "valibot";
import { registeredClientsSchema } from "@common/schemas/openid";
import { parseJson, signingKeysSettingSchema } from "./identity";
import { LOCAL_ENVIRONMENT, isLocalEnvironment } from "./environment";
import { isSecurityContact, isSecurityExpiry, securityContacts } from "./site";

export { LOCAL_ENVIRONMENT, isLocalEnvironment };

export interface ConfigurationProblem {
  /** The setting's name, e.g. "MAIL_API_KEY". */
  setting: string;
  /** What is wrong and how to put it right; never the setting's value. */
  problem: string;
}

const SECRET = (name: string) => `set it with \`wrangler secret put ${name} --env production\``;
const VAR = "set it under [env.production.vars] in wrangler.toml";
/** Keys a provider needs that are public (a var); the others are secrets. */
const PUBLIC_KEYS = new Set(["HUMAN_CHECK_SITE_KEY", "MAILCHIMP_LIST_ID", "CLOUDFLARE_ACCOUNT_ID"]);
const howToSet = (key: string) => (PUBLIC_KEYS.has(key) ? VAR : SECRET(key));
/** Settings that only work together: one without the other is a mistake, not a choice. */
const PAIRED_SETTINGS: [service: string, pair: [string, string]][] = [
  ["Cloudflare TURN", ["TURN_KEY_ID", "TURN_KEY_API_TOKEN"]],
  ["Reading analytics back from Analytics Engine", ["CLOUDFLARE_ACCOUNT_ID", "ANALYTICS_READ_TOKEN"]],
];

/** A value that must be there: unset and empty both count as missing. */
const required = (how: string) => v.string(`is missing: ${how}`);

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** "https://www.example.com": https, a host, no path, query or fragment (a trailing slash is tolerated). */
function isHttpsOrigin(value: string): boolean {
  return isHttpsUrl(value) && new URL(value).origin === value.replace(/\/$/, "");
}

const listOf = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

const httpsUrl = (what: string) => v.pipe(v.string(), v.check(isHttpsUrl, `is not an https address (${what})`));
const httpsOrigin = (example: string) => v.pipe(v.string(), v.check(isHttpsOrigin, `is not an https origin: a scheme and host only, such as ${example}`));

/** A mail sender as providers accept it: "noreply@example.com" or "Dolphin <noreply@example.com>". */
const MAIL_SENDER = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

const iceServersJson = v.pipe(
  v.string(),
  v.check((value) => {
    try {
      return v.is(
        v.array(v.object({ urls: v.union([v.string(), v.array(v.string())]), username: v.optional(v.string()), credential: v.optional(v.string()) })),
        JSON.parse(value),
      );
    } catch {
      return false;
    }
  }, 'is not a JSON array of ICE servers, e.g. [{"urls":"stun:stun.example.com:3478"}]'),
);

const binding = (kind: string) =>
  v.custom<object>((value) => typeof value === "object" && value !== null, `is not bound: add the ${kind} to [env.production] in wrangler.toml`);

/** Settings a provider needs once it is chosen. */
const PROVIDER_KEYS = {
  MAIL_PROVIDER: { resend: ["MAIL_API_KEY"] },
  HUMAN_CHECK_PROVIDER: { recaptcha: ["HUMAN_CHECK_SITE_KEY", "HUMAN_CHECK_SECRET"], turnstile: ["HUMAN_CHECK_SITE_KEY", "HUMAN_CHECK_SECRET"] },
  NEWSLETTER_PROVIDER: { mailchimp: ["MAILCHIMP_API_KEY", "MAILCHIMP_LIST_ID"] },
  GEOCODER_PROVIDER: { google: ["GEOCODER_API_KEY"] },
  BLOG_PROVIDER: { hubspot: ["HUBSPOT_ACCESS_TOKEN"] },
  WEBINARS_PROVIDER: { zoom: ["ZOOM_ACCOUNT_ID", "ZOOM_CLIENT_ID", "ZOOM_CLIENT_SECRET", "ZOOM_USER_ID"] },
  PAYMENTS_PROVIDER: { stripe: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] },
} as const satisfies Record<string, Record<string, readonly string[]>>;

const provider = (setting: keyof typeof PROVIDER_KEYS) => {
  const names = Object.keys(PROVIDER_KEYS[setting]);
  return v.picklist(names as [string, ...string[]], `names no service this site knows: use ${names.map((name) => `"${name}"`).join(" or ")}`);
};

const ProductionConfigSchema = v.object({
  DB: binding("D1 database (d1_databases, binding DB)"),
  USER_HUB: binding("Durable Object binding USER_HUB"),
  // Every form's rate limit counts there; without it every limited post would fail.
  RATE_LIMIT_COUNTER: binding("Durable Object binding RATE_LIMIT_COUNTER"),
  CV_BUCKET: binding("R2 bucket (r2_buckets, binding CV_BUCKET)"),
  // Licence holders' patches are served from it; without it every licensed download would fail.
  DOWNLOADS: binding("R2 bucket (r2_buckets, binding DOWNLOADS)"),
  SITE_ORIGIN: v.pipe(required(VAR), httpsOrigin("https://www.example.com")),
  IDENTITY_SECRET: v.pipe(required(SECRET("IDENTITY_SECRET")), v.minLength(32, "is too short: use at least 32 random characters (`openssl rand -base64 48`)")),
  MAIL_PROVIDER: v.pipe(required(`production mail must leave the site: ${VAR} ("resend")`), provider("MAIL_PROVIDER")),
  MAIL_FROM: v.pipe(required(VAR), v.regex(MAIL_SENDER, 'is not a sender address such as "Dolphin <noreply@example.com>"')),
  // Every invoice names it; without it an invoice would carry a stand-in number.
  SELLER_VAT_NUMBER: v.pipe(required(VAR), v.regex(/^GB(\d{9}|\d{12})$/, 'is not a UK VAT registration number such as "GB123456789"')),
  MAIL_API_KEY: v.optional(v.string()),
  HUMAN_CHECK_PROVIDER: v.optional(provider("HUMAN_CHECK_PROVIDER")),
  HUMAN_CHECK_ORIGIN: v.optional(httpsOrigin("https://www.recaptcha.net")),
  NEWSLETTER_PROVIDER: v.optional(provider("NEWSLETTER_PROVIDER")),
  MAILCHIMP_API_KEY: v.optional(v.pipe(v.string(), v.regex(/-[a-z]+\d+$/, 'does not end with its data centre, as Mailchimp keys do ("…-us21")'))),
  GEOCODER_PROVIDER: v.optional(provider("GEOCODER_PROVIDER")),
  BLOG_PROVIDER: v.optional(provider("BLOG_PROVIDER")),
  WEBINARS_PROVIDER: v.optional(provider("WEBINARS_PROVIDER")),
  PAYMENTS_PROVIDER: v.optional(provider("PAYMENTS_PROVIDER")),
  STRIPE_SECRET_KEY: v.optional(v.pipe(v.string(), v.regex(/^[sr]k_(live|test)_\w+$/, 'is not a Stripe secret key ("sk_live_…")'))),
  STRIPE_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.regex(/^whsec_\w+$/, 'is not a Stripe webhook signing secret ("whsec_…")'))),
  CHAT_WIDGET_SRC: v.optional(httpsUrl("the chat widget's script")),
  SENTRY_DSN: v.optional(httpsUrl("Sentry's project DSN")),
  CLOUDFLARE_ACCOUNT_ID: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, "is not a Cloudflare account id (32 hexadecimal characters)"))),
  ICE_SERVERS: v.optional(iceServersJson),
  REALTIME_HOST: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => URL.canParse(`wss://${value}`) && new URL(`wss://${value}`).host === value.toLowerCase(),
        "is not a host name such as realtime.example.com (no scheme or path)",
      ),
    ),
  ),
  REALTIME_ALLOWED_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => listOf(value).every(isHttpsOrigin), "is not a comma-separated list of https origins"),
    ),
  ),
  SECURITY_CONTACT: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => securityContacts(value).every(isSecurityContact), "is not a comma-separated list of mailto:, https: or tel: addresses"),
    ),
  ),
  SECURITY_TXT_EXPIRES: v.optional(v.pipe(v.string(), v.check(isSecurityExpiry, "is not a date and time such as 2027-12-31T23:59:59Z"))),
  DOLPHINID_BASE_URL: v.optional(httpsUrl("the DolphinID provider, e.g. https://id.example.com")),
  DOLPHINID_REDIRECT_URIS: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => listOf(value).every(isHttpsUrl), "is not a comma-separated list of https addresses"),
    ),
  ),
  DOLPHINID_SIGNING_KEYS: v.optional(
    v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => jsonProblem(dataset, signingKeysSettingSchema, addIssue)),
    ),
  ),
  DOLPHINID_CLIENTS: v.optional(
    v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => jsonProblem(dataset, registeredClientsSchema, addIssue)),
    ),
  ),
});

/** A JSON setting checked by its own schema: its first problem, never its value. */
function jsonProblem(dataset: { typed: boolean; value: unknown }, schema: v.GenericSchema, addIssue: (issue: { message: string }) => void): void {
  if (!dataset.typed) return;
  const parsed = v.safeParse(schema, parseJson(dataset.value as string));
  if (!parsed.success) addIssue({ message: `is not valid: ${parsed.issues[0].message} (see docs/openid-provider.md)` });
}

const secretFor = (name: string, environment: string) => `set it with \`wrangler secret put ${name} --env ${environment}\``;

/** What an environment that is neither local nor production needs: its own secrets. */
function deployedSecretsSchema(environment: string) {
  const missing = (name: string) =>
    `is missing: outside local development (ENVIRONMENT="${LOCAL_ENVIRONMENT}") the built-in secret is not used; ${secretFor(name, environment)}`;
  return v.object({
    IDENTITY_SECRET: v.pipe(
      v.string(missing("IDENTITY_SECRET")),
      v.minLength(32, "is too short: use at least 32 random characters (`openssl rand -base64 48`)"),
    ),
    // Signs payment events, the local provider's too: any long random value when no payment provider is chosen.
    STRIPE_WEBHOOK_SECRET: v.pipe(v.string(missing("STRIPE_WEBHOOK_SECRET")), v.minLength(16, "is too short: use at least 16 random characters")),
  });
}

/** Unset and empty are the same thing for a setting (wrangler passes "" for `KEY = ""`). */
function withoutEmptyValues(env: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "" && value !== undefined && value !== null));
}

/** Rules between settings, which the per-setting schema cannot see. */
function crossSettingProblems(settings: Record<string, unknown>): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  for (const [setting, providers] of Object.entries(PROVIDER_KEYS)) {
    const chosen = settings[setting];
    const needs: readonly string[] = typeof chosen === "string" ? ((providers as Record<string, readonly string[]>)[chosen] ?? []) : [];
    for (const key of needs) {
      if (typeof settings[key] !== "string") problems.push({ setting: key, problem: `is missing: ${setting}=${chosen} needs it; ${howToSet(key)}` });
    }
  }
  // The built-in provider signs with its own key; only an outside provider makes it unnecessary.
  if (typeof settings.DOLPHINID_BASE_URL !== "string" && typeof settings.DOLPHINID_SIGNING_KEYS !== "string") {
    problems.push({
      setting: "DOLPHINID_SIGNING_KEYS",
      problem: `is missing: the built-in DolphinID provider signs its tokens with it (a JSON array of ES256 JWKs, see docs/openid-provider.md); ${SECRET("DOLPHINID_SIGNING_KEYS")}`,
    });
  }
  for (const [service, pair] of PAIRED_SETTINGS) {
    const given = pair.filter((key) => typeof settings[key] === "string");
    if (given.length !== 1) continue;
    const missing = pair.find((key) => key !== given[0])!;
    problems.push({ setting: missing, problem: `is missing: ${service} needs both ${pair.join(" and ")}; ${howToSet(missing)}` });
  }
  return problems;
}

function issuesAsProblems(issues: v.BaseIssue<unknown>[] | undefined): ConfigurationProblem[] {
  return (issues ?? []).map((issue) => ({ setting: String(issue.path?.[0]?.key ?? "configuration"), problem: issue.message }));
}

/** Every problem with the configuration; empty when the site may run (always, in local development). */
export function findConfigurationProblems(env: object): ConfigurationProblem[] {
  const settings = withoutEmptyValues(env);
  if (isLocalEnvironment(settings)) return [];
  if (settings.ENVIRONMENT !== "production") {
    const environment = typeof settings.ENVIRONMENT === "string" ? settings.ENVIRONMENT : "<name>";
    const schema = deployedSecretsSchema(environment);
    const input = { IDENTITY_SECRET: undefined, STRIPE_WEBHOOK_SECRET: undefined, ...settings };
    return issuesAsProblems(v.safeParse(schema, input, { abortEarly: false }).issues);
  }
  // Every checked key present (undefined when unset), so a missing one gets its own message.
  const input = { ...Object.fromEntries(Object.keys(ProductionConfigSchema.entries).map((key) => [key, undefined])), ...settings };
  const result = v.safeParse(ProductionConfigSchema, input, { abortEarly: false });
  const problems = issuesAsProblems(result.issues);
  problems.push(...crossSettingProblems(settings));
  return problems;
}

/** One check per isolate: the environment of an isolate does not change while it lives. */
const checked = new WeakMap<object, ConfigurationProblem[]>();
/** Lines already logged, so a runtime that hands each request its own env object still logs once. */
const logged = new Set<string>();

export function configurationProblems(env: object): ConfigurationProblem[] {
  let problems = checked.get(env);
  if (!problems) {
    problems = findConfigurationProblems(env);
    checked.set(env, problems);
    const line = configurationLogLine(problems);
    if (problems.length > 0 && !logged.has(line)) {
      logged.add(line);
      console.error(line);
    }
  }
  return problems;
}

export function configurationLogLine(problems: ConfigurationProblem[]): string {
  return `Configuration incomplete, the site is not serving: ${problems.map(({ setting, problem }) => `${setting} ${problem}`).join("; ")}`;
}

/** The 503 page: plain HTML that needs no stylesheet or script (black on white), in English. */
export function configurationErrorPage(problems: ConfigurationProblem[]): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Not available yet: configuration incomplete - Dolphin Computer Access</title>
</head>
<body>
<main>
<h1>This site is not available yet</h1>
<p>Its production configuration is incomplete, so it is not serving pages. Please try again later.</p>
<h2>For the site's operator: ${problems.length === 1 ? "1 setting needs" : `${problems.length} settings need`} attention</h2>
<ul>
${problems.map(({ setting, problem }) => html`<li><code>${setting}</code> ${problem}</li>\n`)}</ul>
<p>Settings go under <code>[env.production.vars]</code> in wrangler.toml, secrets through <code>wrangler secret put NAME --env production</code>; then deploy again. The README's "Deploying" section lists every setting.</p>
</main>
</body>
</html>
`.toString();
}

/** Answers every request with the 503 page (JSON under /api/) while the configuration is incomplete. */
export function requireCompleteConfiguration<E extends { Bindings: object }>(): MiddlewareHandler<E> {
  return async (c, next) => {
    const problems = configurationProblems(c.env);
    if (problems.length === 0) return next();
    const headers = { "Cache-Control": "no-store", "Retry-After": "300", "X-Content-Type-Options": "nosniff" };
    if (new URL(c.req.url).pathname.startsWith("/api/")) {
      return c.json({ message: "The site is not available: its configuration is incomplete.", problems }, 503, headers);
    }
    return c.html(configurationErrorPage(problems), 503, { ...headers, "Content-Security-Policy": "default-src 'none'" });
  };
}

/** Scheduled work (the mail outbox) waits too: it would otherwise deliver into a fallback. */
export function whenConfigured<Controller, Environment extends object, Context>(
  handler: (controller: Controller, env: Environment, ctx: Context) => Promise<void> | void,
): (controller: Controller, env: Environment, ctx: Context) => Promise<void> {
  return async (controller, env, ctx) => {
    if (configurationProblems(env).length > 0) return;
    await handler(controller, env, ctx);
  };
}

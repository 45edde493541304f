/**
 * What a session is called in its owner's list: the device and browser in words, read from the
 * user agent with bowser when the session begins, and the country Cloudflare saw the request
 * come from (absent locally, then the list says 'Place unknown').
 */
import Bowser from "bowser";

export interface SessionClient {
  device: string;
  browser: string;
  country: string | null;
}

export function describeClient(request: Request): SessionClient {
  const agent = request.headers.get("user-agent") ?? "";
  const cf = (request as { cf?: { country?: unknown } }).cf;
  const country = typeof cf?.country === "string" && /^[A-Z]{2}$/.test(cf.country) && cf.country !== "XX" ? cf.country : null;
  if (!agent) return { device: "", browser: "", country };
  const parsed = Bowser.getParser(agent);
  const { name: osName, versionName, version: osVersion } = parsed.getOS();
  // "Windows 10" reads better than "Windows NT 10.0": the version's name where bowser knows one.
  const os = [osName, versionName ?? osVersion].filter(Boolean).join(" ").trim();
  const model = parsed.getPlatform().model ?? "";
  const version = parsed.getBrowserVersion()?.split(".")[0] ?? "";
  const browser = [parsed.getBrowserName(), version].filter(Boolean).join(" ").trim();
  return { device: [model, os].filter(Boolean).join(", ").slice(0, 100), browser: browser.slice(0, 100), country };
}

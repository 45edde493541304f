/**
 * Product content and release notes are HTML written in the vendor's content system. They are
 * cleaned on the server before rendering: only structural text elements and safe links survive.
 */
import * as xssModule from "xss";
import { isSafeLink } from "@common/safe-path";

// xss is CommonJS: bundlers expose FilterXSS as a named export, the Workers test runner only on the default.
const xss: typeof xssModule = xssModule.FilterXSS ? xssModule : (xssModule as unknown as { default: typeof xssModule }).default;
const { FilterXSS, friendlyAttrValue, escapeAttrValue } = xss;

const filter = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    ul: [],
    ol: [],
    li: [],
    h2: [],
    h3: [],
    h4: [],
    strong: [],
    em: [],
    b: [],
    i: [],
    code: [],
    abbr: ["title"],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: ["scope"],
    td: [],
    a: ["href"],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object"],
  onTagAttr(tag, name, value) {
    // Links: the site's one link rule (https, or a path on this site), and mailto.
    if (tag === "a" && name === "href") {
      // Judged as the browser reads it, character references decoded (`/&#92;host` is `/\host`).
      const href = friendlyAttrValue(value).trim();
      return isSafeLink(href) || /^mailto:[^\s\\]+$/i.test(href) ? `href="${escapeAttrValue(href)}"` : "";
    }
    return undefined;
  },
});

export function sanitiseHtml(html: string | null | undefined): string {
  return html ? filter.process(html) : "";
}

/**
 * Product content and release notes are HTML written in the vendor's content system. They are
 * cleaned on the server before rendering: only structural text elements and safe links survive.
 */
import * as xssModule from "xss";

// xss is CommonJS: bundlers expose FilterXSS as a named export, the Workers test runner only on the default.
const FilterXSS: typeof xssModule.FilterXSS =
  xssModule.FilterXSS ?? (xssModule as unknown as { default: typeof xssModule }).default.FilterXSS;

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
    // Links: same-site paths, https and mailto only.
    if (tag === "a" && name === "href") {
      return /^(\/(?!\/)|https:\/\/|mailto:)/i.test(value.trim()) ? `href="${value.replace(/"/g, "&quot;")}"` : "";
    }
    return undefined;
  },
});

export function sanitiseHtml(html: string | null | undefined): string {
  return html ? filter.process(html) : "";
}

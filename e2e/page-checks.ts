/**
 * The checks the route walk runs on every page besides axe (docs/accessibility-checks.md):
 * IBM's accessibility checker (a second engine, its kept rules only), reflow at 320 CSS px and
 * focus not obscured (WCAG 2.4.11). Each runs inside the page in one round trip.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The engine's browser build, read once; it runs offline, injected into the page. */
const ACE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("accessibility-checker-engine/ace.js"), "utf8");

/**
 * IBM's rules as triaged once over the walk (docs/decisions/0021-second-accessibility-engine.md):
 * the walk fails on every definite failure ("FAIL") of a rule, but for the rules set aside here,
 * each for the reason given there. Potential violations ("POTENTIAL": the engine asks a person
 * to look) are set aside as a class, since the engine cannot decide them.
 */
export const IBM_SET_ASIDE: ReadonlyMap<string, string> = new Map([
  ["aria_content_in_landmark", "its only finding is the skip link, placed before every landmark on purpose so that it is the first Tab stop"],
  ["aria_form_label_unique", "it counts every form as a form landmark; an unnamed form is none (HTML-AAM), and unnamed forms were its only findings"],
  ["aria_landmark_name_unique", "its only findings were unnamed forms (a row's Delete or Publish form on the desk's lists), which are no landmarks"],
  [
    "element_tabbable_role_valid",
    "its only finding is a wide table's scroll box, a labelled region in the tab order so that it can be scrolled by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable asks for it)",
  ],
  ["input_autocomplete_valid", 'it refuses autocomplete="username" on an email field, which the HTML standard allows and password managers rely on'],
]);

/** Whether the walk fails on this result of the engine. */
export function isKeptIbmFailure(issue: Pick<IbmIssue, "ruleId" | "level">): boolean {
  return issue.level === "FAIL" && !IBM_SET_ASIDE.has(issue.ruleId);
}

export interface IbmIssue {
  ruleId: string;
  reasonId: string;
  message: string;
  path: string;
  snippet: string;
  level: string;
}

/** Every violation IBM's checker reports on the page as it is now (definite and potential). */
export async function ibmViolations(page: Page): Promise<IbmIssue[]> {
  const loaded = await page.evaluate(() => typeof (globalThis as { ace?: unknown }).ace !== "undefined");
  // Evaluated through the debugging protocol, so the page's script policy does not apply, and
  // nothing is fetched.
  if (!loaded) await page.evaluate(`${ACE_SOURCE}\n;globalThis.ace = ace;`);
  return page.evaluate(async () => {
    type Result = { ruleId: string; reasonId: string; value: [string, string]; message: string; path: { dom: string }; snippet: string };
    const { ace } = globalThis as unknown as { ace: { Checker: new () => { check(doc: Document, policies: string[]): Promise<{ results: Result[] }> } } };
    const report = await new ace.Checker().check(document, ["IBM_Accessibility"]);
    return report.results
      .filter((result) => result.value[0] === "VIOLATION" && (result.value[1] === "FAIL" || result.value[1] === "POTENTIAL"))
      .map((result) => ({
        ruleId: result.ruleId,
        reasonId: result.reasonId,
        message: result.message,
        path: result.path.dom,
        snippet: result.snippet,
        level: result.value[1],
      }));
  });
}

/** Fails on any definite failure of a kept IBM rule. */
export async function expectNoIbmViolations(page: Page, context = "") {
  const issues = (await ibmViolations(page)).filter(isKeptIbmFailure);
  expect
    .soft(
      issues.map((issue) => `${issue.ruleId}: ${issue.message} (${issue.path} ${issue.snippet})`),
      `IBM accessibility checker violations ${context}`,
    )
    .toEqual([]);
}

/** How far the document scrolls sideways (0 when the page reflows). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Focus not obscured (WCAG 2.4.11): focuses each of the page's focusable elements in turn, as
 * Tab would (the browser scrolls it into view, the page's scroll handlers run), and lists those
 * that are then entirely hidden by a fixed or sticky element, or entirely off the screen. A
 * point of the element counts as hidden when the element found there is inside a fixed or
 * sticky box that does not hold the focused element. One round trip for the whole page.
 */
export function obscuredFocus(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const TABBABLE = 'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [contenteditable="true"]';
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const describe = (element: Element) => {
      const name = (element.getAttribute("aria-label") || (element as HTMLElement).innerText || element.getAttribute("name") || "")
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${name}"`;
    };
    const floatingBox = (element: Element | null): Element | null => {
      for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === "fixed" || position === "sticky") return node;
      }
      return null;
    };
    const focusables = Array.from(document.querySelectorAll<HTMLElement>(TABBABLE)).filter((element) => {
      if (element.tabIndex < 0 || element.matches(":disabled") || element.closest("[inert], [hidden]")) return false;
      if (element.getClientRects().length === 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== "hidden";
    });
    const problems: string[] = [];
    for (const element of focusables) {
      const scrolled = [window.scrollX, window.scrollY];
      element.focus();
      if (document.activeElement !== element) continue;
      // After a scroll, the page's own scroll handlers move or show what floats.
      if (window.scrollX !== scrolled[0] || window.scrollY !== scrolled[1]) {
        await frame();
        await frame();
      }
      const box = element.getBoundingClientRect();
      const left = Math.max(box.left, 0);
      const top = Math.max(box.top, 0);
      const right = Math.min(box.right, window.innerWidth);
      const bottom = Math.min(box.bottom, window.innerHeight);
      if (box.width === 0 || box.height === 0) continue;
      if (right <= left || bottom <= top) {
        problems.push(`${describe(element)} is off the screen when focused (${Math.round(box.left)}, ${Math.round(box.top)})`);
        continue;
      }
      const inset = (low: number, high: number) => [low + Math.min(2, (high - low) / 2), (low + high) / 2, high - Math.min(2, (high - low) / 2)];
      const xs = inset(left, right);
      const ys = inset(top, bottom);
      const hiders = new Set<Element>();
      let hidden = true;
      for (const x of xs) {
        for (const y of ys) {
          const hit = document.elementFromPoint(x, y);
          const floating = hit && !element.contains(hit) && !hit.contains(element) ? floatingBox(hit) : null;
          if (!floating || floating.contains(element)) {
            hidden = false;
            break;
          }
          hiders.add(floating);
        }
        if (!hidden) break;
      }
      if (hidden) problems.push(`${describe(element)} is hidden by ${Array.from(hiders, describe).join(", ")}`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return problems;
  });
}

/** The viewports of the walk: a desktop window, and 1280 × 1024 at 400 % zoom. */
export const DESKTOP = { width: 1280, height: 720 };
export const ZOOMED = { width: 320, height: 256 };

/** Reflow at 320 CSS px and focus not obscured there and at desktop width; leaves the page at desktop width. */
export async function expectReflowAndVisibleFocus(page: Page, context = "") {
  await page.setViewportSize(DESKTOP);
  expect.soft(await obscuredFocus(page), `focus obscured at ${DESKTOP.width} px ${context}`).toEqual([]);
  await page.setViewportSize(ZOOMED);
  expect.soft(await sidewaysOverflow(page), `sideways scroll at ${ZOOMED.width} px ${context}`).toBe(0);
  expect.soft(await obscuredFocus(page), `focus obscured at ${ZOOMED.width} px ${context}`).toEqual([]);
  await page.setViewportSize(DESKTOP);
}

/**
 * Browser-test helpers for what a screen-reader user gets: hydration, the focused element as
 * the accessibility tree has it (role, name, states, value), moving focus with keys only, and
 * the polite messages said through React Aria's announcer.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** React has hydrated the page once main carries its fiber: client-side navigation works from then on. */
export async function waitForHydration(target: Page) {
  await target.waitForFunction(() => {
    const main = document.getElementById("main-content");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

export interface Focused {
  role: string;
  name: string;
  /** Attributes in the accessibility tree, such as checked, pressed, disabled. */
  states: string[];
  /** The value of a text box, or the chosen option of a combobox. */
  value: string;
}

/** The focused element as the accessibility tree has it (null when focus is on the page itself). */
export async function focused(target: Page): Promise<Focused | null> {
  const element = target.locator(":focus");
  if ((await element.count()) === 0) return null;
  const lines = (await element.ariaSnapshot()).split("\n");
  const node = parseNode(lines[0] ?? "");
  // A combobox's value is its selected option, listed under it.
  if (node.role === "combobox" && !node.value) {
    const selected = lines
      .slice(1)
      .map((line) => parseNode(line.trim()))
      .find((child) => child.role === "option" && child.states.includes("selected"));
    node.value = selected?.name ?? "";
  }
  return node;
}

/** One line of an aria snapshot: `- role "name" [state]: value`, YAML-quoted when it holds a colon. */
function parseNode(line: string): Focused {
  let text = line.replace(/^- /, "");
  let rest = "";
  if (text.startsWith("'")) {
    const close = /'(?!')/g;
    close.lastIndex = 1;
    const end = close.exec(text)?.index ?? text.length;
    rest = text.slice(end + 1);
    text = text.slice(1, end).replace(/''/g, "'");
    rest = rest.replace(/^:\s*/, "");
  }
  const match = /^(\w+)(?: "((?:[^"\\]|\\.)*)")?((?: \[[^\]]+\])*)(?::\s*(.*))?$/.exec(text);
  if (!match) return { role: "", name: text, states: [], value: "" };
  const [, role = "", name = "", states = "", value = ""] = match;
  return {
    role,
    name: name.replace(/\\"/g, '"'),
    states: states.match(/\[[^\]]+\]/g)?.map((state) => state.slice(1, -1)) ?? [],
    value: (value || rest).trim(),
  };
}

/** Presses a key until the focused element has this role and name; fails after `max` presses. */
export async function pressUntil(target: Page, key: string, role: string, name: string | RegExp, max = 80): Promise<Focused> {
  const seen: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await target.keyboard.press(key);
    const now = await focused(target);
    if (now && now.role === role && (typeof name === "string" ? now.name === name : name.test(now.name))) return now;
    seen.push(now ? `${now.role} "${now.name}"` : "(page)");
  }
  throw new Error(`${key} never reached ${role} "${name}"; passed ${seen.join(", ")}`);
}

/** Asserts the focused element's role and name (and any states), then returns it. */
export async function expectFocus(target: Page, role: string, name: string | RegExp, states: string[] = []): Promise<Focused> {
  const now = await focused(target);
  expect(now?.role, `role of ${now?.name}`).toBe(role);
  if (typeof name === "string") expect(now?.name).toBe(name);
  else expect(now?.name).toMatch(name);
  for (const state of states) expect(now?.states, `${role} "${now?.name}"`).toContain(state);
  return now!;
}

export async function politeAnnouncements(target: Page): Promise<string> {
  const region = target.locator('[data-live-announcer] [aria-live="polite"]');
  if ((await region.count()) === 0) return "";
  // Messages are text, or a pointer (aria-labelledby) to the element that says it: read both as a screen reader would.
  return region.ariaSnapshot();
}

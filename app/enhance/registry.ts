/**
 * The one way a component's browser behaviour starts, after GOV.UK Frontend's `initAll`: the
 * server renders the component's markup with `data-module="<name>"` on its root, and the entry
 * script (./page-enhancements.ts) names each behaviour once. Every element naming a behaviour is
 * started once: it is then marked `data-<name>-init`, so starting again (after a hydrated
 * application page renders new markup) leaves it alone. A page without such an element runs none
 * of that behaviour's code. Settings and texts come from the element's own `data-` attributes,
 * so they are in the page's language.
 */

/** Sent to the document by a hydrated application page once it has rendered new markup. */
export const START_MODULES_EVENT = "dolphin:start-modules";

/** A component's behaviour, given the element that names it; its settings are on that element. */
export type Behaviour = (root: HTMLElement) => void;

/** Reports an error without stopping the other behaviours (the error reporter still sees it). */
function report(error: unknown) {
  queueMicrotask(() => {
    throw error;
  });
}

/** Starts every behaviour named by a `data-module` in `scope` that has not been started yet. */
export function startModules(behaviours: Readonly<Record<string, Behaviour>>, scope: ParentNode = document): void {
  for (const root of scope.querySelectorAll<HTMLElement>("[data-module]")) {
    for (const name of (root.dataset.module ?? "").split(/\s+/)) {
      const start = Object.hasOwn(behaviours, name) ? behaviours[name] : undefined;
      const mark = `data-${name}-init`;
      if (!start || root.hasAttribute(mark)) continue;
      root.setAttribute(mark, "");
      try {
        start(root);
      } catch (error) {
        report(error);
      }
    }
  }
}

/** Runs page-wide steps (those tied to no one component, such as focusing a form's answer). */
export function runEach(steps: readonly (() => void)[]): void {
  for (const step of steps) {
    try {
      step();
    } catch (error) {
      report(error);
    }
  }
}

/**
 * Two small form behaviours, written once and used wherever a form needs them.
 *
 * Toggler: the rule of ./toggler, for every toggler in a container.
 *
 * Checkbox with input: the rule of ./checkbox-with-input, for every group in a container.
 */
import { type RefObject, useEffect } from "react";
import { linkCheckboxWithInput } from "./checkbox-with-input";
import { linkTogglers } from "./toggler";

export function useTogglers(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    return root ? linkTogglers(root) : undefined;
  }, [container]);
}

export function useCheckboxWithInput(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    // The container may itself be the group.
    const groups = [...(root.matches("[data-checkbox-input]") ? [root] : []), ...Array.from(root.querySelectorAll<HTMLElement>("[data-checkbox-input]"))];
    const cleanups = groups.map(linkCheckboxWithInput);
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [container]);
}

/**
 * Two small form behaviours, written once and used wherever a form needs them.
 *
 * Toggler: an input (select, radio, checkbox) with `data-toggler-target="{id}"` and
 * `data-toggler-value="{value}"` shows and enables the target only while its value equals
 * the required value; otherwise the target is hidden and its inputs disabled. Invalid
 * attributes log console errors.
 *
 * Checkbox with input: inside an element with `data-checkbox-input`, typing in the text input
 * ticks the checkbox before it when the text is non-empty; ticking the checkbox makes the
 * input after it required, unticking makes it optional.
 */
import { type RefObject, useEffect } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function currentValue(toggler: Control): string | null {
  if (toggler instanceof HTMLInputElement && (toggler.type === "checkbox" || toggler.type === "radio")) {
    if (toggler.type === "radio" && toggler.form) {
      const checked = toggler.form.querySelector<HTMLInputElement>(`input[type=radio][name="${CSS.escape(toggler.name)}"]:checked`);
      return checked?.value ?? null;
    }
    return toggler.checked ? toggler.value : null;
  }
  return toggler.value;
}

/** Applies the toggler rule once; returns false when the attributes are invalid. */
export function applyToggler(toggler: Control, root: ParentNode = document): boolean {
  const targetId = toggler.dataset.togglerTarget;
  const required = toggler.dataset.togglerValue;
  if (!targetId || required === undefined) {
    console.error("Toggler needs data-toggler-target and data-toggler-value", toggler);
    return false;
  }
  const target = (root instanceof Document ? root : document).getElementById(targetId);
  if (!target) {
    console.error(`Toggler target #${targetId} does not exist`, toggler);
    return false;
  }
  const on = currentValue(toggler) === required;
  target.hidden = !on;
  for (const input of Array.from(target.querySelectorAll("input, select, textarea")) as Control[]) input.disabled = !on;
  return true;
}

export function useTogglers(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const togglers = Array.from(root.querySelectorAll("[data-toggler-target]")) as Control[];
    const onChange = (event: Event) => {
      const control = event.target as Control;
      if (control.matches("[data-toggler-target]")) applyToggler(control);
      else if (control instanceof HTMLInputElement && control.type === "radio") {
        for (const toggler of togglers) if (toggler.name === control.name) applyToggler(toggler);
      }
    };
    for (const toggler of togglers) applyToggler(toggler);
    root.addEventListener("change", onChange);
    return () => root.removeEventListener("change", onChange);
  }, [container]);
}

export function useCheckboxWithInput(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    // The container may itself be the group.
    const groups = [...(root.matches("[data-checkbox-input]") ? [root] : []), ...Array.from(root.querySelectorAll<HTMLElement>("[data-checkbox-input]"))];
    const cleanups = groups.map((group) => {
      const checkbox = group.querySelector<HTMLInputElement>("input[type=checkbox]");
      const text = group.querySelector<HTMLInputElement | HTMLTextAreaElement>("input:not([type=checkbox]), textarea");
      if (!checkbox || !text) {
        console.error("A checkbox-with-input group needs a checkbox followed by a text input", group);
        return () => {};
      }
      const sync = () => {
        text.required = checkbox.checked;
        text.setAttribute("aria-required", String(checkbox.checked));
      };
      const onInput = () => {
        if (text.value.trim() !== "" && !checkbox.checked) {
          checkbox.checked = true;
          sync();
        }
      };
      sync();
      checkbox.addEventListener("change", sync);
      text.addEventListener("input", onInput);
      return () => {
        checkbox.removeEventListener("change", sync);
        text.removeEventListener("input", onInput);
      };
    });
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [container]);
}

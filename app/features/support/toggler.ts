/**
 * Toggler: an input (select, radio, checkbox) with `data-toggler-target="{id}"` and
 * `data-toggler-value="{value}"` shows and enables the target only while its value equals
 * the required value; otherwise the target is hidden and its inputs disabled. Invalid
 * attributes log console errors. Started for each form of the support pages by
 * app/enhance/support-page.ts.
 */
export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

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

/** Applies every toggler in `root` now and on each change; returns what undoes it. */
export function linkTogglers(root: HTMLElement): () => void {
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
}

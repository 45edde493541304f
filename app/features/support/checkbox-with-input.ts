/**
 * Checkbox with input: inside an element with `data-checkbox-input`, typing in the text input
 * ticks the checkbox before it when the text is non-empty; ticking the checkbox makes the
 * input after it required, unticking makes it optional. Started for each group of the support
 * pages by app/enhance/support-page.ts. Returns what undoes it.
 */
export function linkCheckboxWithInput(group: HTMLElement): () => void {
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
}

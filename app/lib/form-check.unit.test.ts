// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { checkRequiredFields, clearFieldErrors, fieldErrorsFromSummary, isValidSearchTerm, markFieldErrors } from "./form-check";

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector("form")!;
}

describe("the generic form check", () => {
  it("names each empty required field by its visible label, without the required marker, and points at it", () => {
    const checked = form(`
      <label for="name">Your name (required)</label><input id="name" name="name" required value="  ">
      <label for="email">Email address *</label><input id="email" name="email" type="email" required value="ann@example.com">
      <label for="message">Your message</label><textarea id="message" name="message" required></textarea>
      <label for="phone">Phone</label><input id="phone" name="phone">`);
    expect(checkRequiredFields(checked)).toEqual([
      { fieldId: "name", message: "Your name field empty" },
      { fieldId: "message", message: "Your message field empty" },
    ]);
  });

  it("counts an unticked required checkbox, and a radio group once, by its legend", () => {
    const checked = form(`
      <fieldset><legend>Newsletter format</legend>
        <input type="radio" id="html" name="newsType" value="html" required><label for="html">HTML</label>
        <input type="radio" id="plain" name="newsType" value="plain" required><label for="plain">Plain text</label>
      </fieldset>
      <input type="checkbox" id="privacy" name="privacy" required><label for="privacy">I agree to the privacy policy</label>`);
    expect(checkRequiredFields(checked)).toEqual([
      { fieldId: "html", message: "Newsletter format field empty" },
      { fieldId: "privacy", message: "I agree to the privacy policy field empty" },
    ]);
    (document.getElementById("plain") as HTMLInputElement).checked = true;
    (document.getElementById("privacy") as HTMLInputElement).checked = true;
    expect(checkRequiredFields(checked)).toEqual([]);
  });

  it("skips disabled and hidden fields, and prefers a field's data-label", () => {
    const checked = form(`
      <input type="hidden" name="token" required>
      <label for="serial">Serial</label><input id="serial" name="serial" required disabled>
      <label for="slot">Time</label><select id="slot" name="slotId" required data-label="Callback time"><option value="">Choose</option></select>`);
    expect(checkRequiredFields(checked)).toEqual([{ fieldId: "slot", message: "Callback time field empty" }]);
  });

  it("takes a search term only when it is not blank", () => {
    expect(isValidSearchTerm("  braille ")).toBe(true);
    expect(isValidSearchTerm("   ")).toBe(false);
    expect(isValidSearchTerm(null)).toBe(false);
  });

  it("marks each field an error names as the form components do, and clears the marks", () => {
    const marked = form(`
      <div class="field"><label for="name" class="field__label">Your name</label><p id="name-hint" class="field__hint">As on your licence</p><input id="name" name="name" required aria-describedby="name-hint"></div>
      <fieldset class="field fieldset"><legend class="field__label">Format</legend>
        <div class="field--radio"><input type="radio" id="format" name="format" value="a" required><label for="format">A</label></div>
        <div class="field--radio"><input type="radio" id="format-b" name="format" value="b" required><label for="format-b">B</label></div>
      </fieldset>
      <div class="field"><label for="email" class="field__label">Email</label><input id="email" name="email" value="a@example.com"></div>`);
    markFieldErrors(marked, fieldErrorsFromSummary(checkRequiredFields(marked)), "Error: ");
    const name = document.getElementById("name")!;
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe("name-hint name-error");
    expect(document.getElementById("name-error")?.textContent).toBe("Error: Your name field empty");
    expect(document.getElementById("name-hint")?.nextElementSibling?.id).toBe("name-error");
    expect(document.querySelector("fieldset")?.getAttribute("aria-describedby")).toBe("format-error");
    expect(Array.from(document.querySelectorAll('[name="format"]'), (radio) => radio.getAttribute("aria-invalid"))).toEqual(["true", "true"]);
    expect(document.getElementById("email")?.hasAttribute("aria-invalid")).toBe(false);
    clearFieldErrors(marked);
    expect(name.hasAttribute("aria-invalid")).toBe(false);
    expect(name.getAttribute("aria-describedby")).toBe("name-hint");
    expect(document.querySelectorAll(".field-error, .field--error, [aria-invalid]")).toHaveLength(0);
  });
});

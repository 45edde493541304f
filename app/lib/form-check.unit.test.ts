// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { checkRequiredFields, isValidSearchTerm } from "./form-check";

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
});

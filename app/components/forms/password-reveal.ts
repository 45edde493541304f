/**
 * The reveal button of a password field on pages without framework JavaScript, as the hydrated
 * PasswordRevealButton does it: a real button after the field, named for what pressing it will
 * do ('Show password' / 'Hide password'), which keeps focus when pressed. The server renders the
 * two names in the page's language on the field's wrapper; without any script there is no
 * button, as before hydration.
 */
export function passwordReveal(wrapper: HTMLElement) {
  {
    const field = wrapper.querySelector<HTMLInputElement>("input");
    if (!field) return;
    const { showName = "", hideName = "" } = wrapper.dataset;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "button button--secondary field__reveal";
    button.setAttribute("aria-controls", field.id);
    const name = () => {
      button.textContent = field.type === "password" ? showName : hideName;
    };
    button.addEventListener("click", () => {
      field.type = field.type === "password" ? "text" : "password";
      name();
    });
    name();
    wrapper.appendChild(button);
  }
}

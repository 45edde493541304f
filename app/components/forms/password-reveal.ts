/**
 * The reveal button of a password field (./fields.tsx), for people who check their typing by ear
 * or by eye: a real button after the field, named for what pressing it will do ('Show password' /
 * 'Hide password'), which keeps focus when pressed. The server renders the two names in the
 * page's language on the field's wrapper (./PasswordReveal.tsx); without any script there is no
 * button, as it could do nothing.
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

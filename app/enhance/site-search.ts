/**
 * The header's search field as a WAI-ARIA combobox (app/components/layout/SiteSearch.tsx): as
 * the visitor types, pages from GET /api/v1/search fill a listbox and the status region says how
 * many; Up and Down choose one (aria-activedescendant, focus stays in the field), Enter opens the
 * chosen page or, with none chosen, the full results page (the form's own GET); Escape closes the
 * list, or empties the field when it is closed. Without this script the form simply posts to /search.
 */
interface Suggestion {
  title: string;
  href: string;
  kind: string;
  language: string;
}

const PAUSE_MS = 200;

export function enhanceSiteSearch() {
  const form = document.querySelector<HTMLFormElement>("form[data-site-search]");
  const input = form?.querySelector<HTMLInputElement>("input[name=q]");
  const list = form?.querySelector<HTMLUListElement>("[role=listbox]");
  const status = form?.querySelector<HTMLElement>("[role=status]");
  if (!form || !input || !list || !status) return;
  const kinds = JSON.parse(form.dataset.kinds ?? "{}") as Record<string, string>;
  const pageLanguage = document.documentElement.lang.split("-")[0]!.toLowerCase();
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  // A combobox is a text field with a popup list (the APG's pattern); a search field takes
  // the searchbox role, so the type changes with the role.
  input.type = "text";
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", list.id);
  input.setAttribute("aria-expanded", "false");

  const options = () => Array.from(list.querySelectorAll<HTMLElement>("[role=option]"));
  const close = () => {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  };
  const choose = (index: number) => {
    const all = options();
    active = all.length === 0 ? -1 : (index + all.length) % all.length;
    all.forEach((option, i) => option.setAttribute("aria-selected", String(i === active)));
    if (active < 0) input.removeAttribute("aria-activedescendant");
    else {
      input.setAttribute("aria-activedescendant", all[active]!.id);
      all[active]!.scrollIntoView({ block: "nearest" });
    }
  };

  const show = (query: string, total: number, suggestions: Suggestion[]) => {
    list.replaceChildren();
    const add = (id: string, href: string, build: (option: HTMLLIElement) => void) => {
      const option = document.createElement("li");
      option.id = id;
      option.setAttribute("role", "option");
      option.setAttribute("aria-selected", "false");
      option.className = "site-search__option";
      option.dataset.href = href;
      build(option);
      // A press on an option opens it; mousedown is held back so the field keeps focus.
      option.addEventListener("mousedown", (event) => event.preventDefault());
      option.addEventListener("click", () => location.assign(href));
      list.appendChild(option);
    };
    suggestions.forEach((suggestion, index) =>
      add(`site-search-option-${index}`, suggestion.href, (option) => {
        const title = document.createElement("span");
        title.textContent = suggestion.title;
        if (suggestion.language.split("-")[0] !== pageLanguage) title.lang = suggestion.language;
        const kind = document.createElement("span");
        kind.className = "site-search__kind";
        kind.textContent = `, ${kinds[suggestion.kind] ?? suggestion.kind}`;
        option.appendChild(title);
        option.appendChild(kind);
      }),
    );
    const all = new URL(form.action, location.href);
    all.searchParams.set("q", query);
    add("site-search-option-all", all.pathname + all.search, (option) => {
      option.textContent = (form.dataset.allResults ?? "{query}").replace("{query}", query);
    });
    const template = total === 0 ? form.dataset.countNone : total === 1 ? form.dataset.countOne : form.dataset.countOther;
    status.textContent = (template ?? "").replace("{count}", String(Math.min(total, suggestions.length)));
    list.hidden = false;
    input.setAttribute("aria-expanded", "true");
    choose(-1);
  };

  const suggest = async () => {
    const query = input.value.trim();
    controller?.abort();
    if (query.length < 2) return close();
    controller = new AbortController();
    const address = new URL(form.dataset.siteSearch ?? "/api/v1/search", location.href);
    address.searchParams.set("q", query);
    try {
      const response = await fetch(address, { signal: controller.signal, headers: { accept: "application/json" } });
      if (!response.ok) return close();
      const body = (await response.json()) as { total: number; hits: Suggestion[] };
      if (input.value.trim() === query) show(query, body.total, body.hits);
    } catch {
      // A search overtaken by the next key, or the network gone: the form still works.
    }
  };

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => void suggest(), PAUSE_MS);
  });
  input.addEventListener("keydown", (event) => {
    const open = !list.hidden;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return void suggest();
      choose(active < 0 && event.key === "ArrowUp" ? -1 : active + (event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Escape") {
      if (open) close();
      else input.value = "";
      event.preventDefault();
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      location.assign(options()[active]!.dataset.href!);
    }
  });
  form.addEventListener("focusout", (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) close();
  });
  form.addEventListener("submit", () => close());
}

import { useScrollSpy } from "~/hooks/useScrollSpy";
import { useT } from "~/i18n/I18n";

/** "On this page" links that mark the section being read (aria-current), offset for the nav bar. */
export function ScrollSpyNav({ sections }: { sections: { id: string; label: string }[] }) {
  const active = useScrollSpy(sections.map((section) => section.id));
  const { t, text } = useT();
  return (
    <nav aria-label={text("On this page")} className="scroll-spy">
      <h2 className="scroll-spy__title">{t("On this page")}</h2>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} aria-current={active === section.id ? "location" : undefined}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A desk list's filter: a GET form, so each view of the list has its own address and works
 * without JavaScript. It keeps the list's order, and while a filter is on it links to the list
 * without one.
 */
import { Form, Link } from "react-router";
import { useT } from "~/i18n/I18n";

/**
 * `label` names the form (a catalogue message), `submit` its button; `clear` is where the
 * list is without a filter, with the link's words (default "Clear the filter"), or null while
 * no filter is on.
 */
export function DeskFilter({
  label,
  submit = "Filter",
  order,
  clear,
  children,
}: {
  label: string;
  submit?: string;
  order?: { sort: string; dir: string };
  clear?: { to: string; label?: string } | null;
  children: React.ReactNode;
}) {
  const { t, text } = useT();
  return (
    <Form method="get" className="panel staff-filters" aria-label={text(label)}>
      {children}
      {order && (
        <>
          <input type="hidden" name="sort" value={order.sort} />
          <input type="hidden" name="dir" value={order.dir} />
        </>
      )}
      <button type="submit" className="button">
        {t(submit)}
      </button>
      {clear && <Link to={clear.to}>{t(clear.label ?? "Clear the filter")}</Link>}
    </Form>
  );
}

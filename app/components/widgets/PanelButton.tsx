import { Link } from "react-router";

/** The panel button: a large link with a title and a line of explanation. */
export function PanelButton({ to, title, children }: { to: string; title: string; children?: React.ReactNode }) {
  return (
    <Link className="panel-button" to={to}>
      <span className="panel-button__title">{title}</span>
      {children && <span className="panel-button__text">{children}</span>}
      <span className="panel-button__arrow" aria-hidden="true">
        →
      </span>
    </Link>
  );
}

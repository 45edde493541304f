import { Link } from "react-router";
import { useDisclosure } from "~/hooks/useDisclosure";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";

export interface ShellUser {
  email: string | null;
}

/**
 * The account dropdown of the nav bar (spec 2). Signed out: 'Sign in'. Signed in: the
 * user's email (or 'Dolphin Account') opening the account links.
 */
export function AccountMenu({ user }: { user: ShellUser | null }) {
  const url = useLocalisedUrl();
  const dropdown = useDisclosure<HTMLDivElement>();

  if (!user) {
    return (
      <div className="account-menu">
        <Link to={url("Login")} className="button button--secondary account-menu__sign-in">
          Sign in
        </Link>
      </div>
    );
  }

  return (
    <div ref={dropdown.rootRef} className="account-menu dropdown">
      <button {...dropdown.buttonProps} className="button button--secondary dropdown__toggle">
        {user.email ?? "Dolphin Account"}
      </button>
      <div {...dropdown.panelProps} className="dropdown__panel dropdown__panel--end">
        <ul>
          <li>
            <Link className="dropdown__link" to={url("AccountDashboard")} onClick={() => dropdown.close()}>
              Dolphin Account
            </Link>
          </li>
          <li>
            <Link className="dropdown__link" to={url("AccountPreferences")} onClick={() => dropdown.close()}>
              Account Preferences
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}

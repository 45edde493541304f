import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireUser } from "~/lib/session.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";

export const handle = { i18n: "calling", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/** Every calling page needs sign-in; signed-out visitors go to sign in and come back. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { account: { email: user.email, termsAccepted: user.termsAccepted !== null } };
}

export type CallingLayoutData = Awaited<ReturnType<typeof loader>>;

export default function CallingLayout() {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const links = [
    { to: url("AccountAddressBook"), label: "Video Calling" },
    { to: url("AccountCallSettings"), label: "Settings" },
    { to: url("AccountHelp"), label: "Help" },
  ];
  return (
    <div className="container page video-calling">
      <nav className="video-calling__sidebar" aria-label={text("Video calling")}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className="video-calling__sidebar-link">
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="video-calling__content">
        <Outlet />
      </div>
    </div>
  );
}

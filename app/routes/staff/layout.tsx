/**
 * The staff desk's layout: only staff get past its loader (each page checks again for
 * itself). Anyone else sees the site's not-found page; a staff role granted for another
 * environment is told so, in the words of the token service.
 */
import { Outlet, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/layout";
import { StatusPage } from "~/components/layout/StatusPage";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { requireStaff } from "~/lib/staff.server";
import staffStylesheet from "~/styles/staff.css?url";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffStylesheet }];

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireStaff(request);
  return { email: member.email, role: member.role };
}

export default function StaffLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, text } = useT();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const message = typeof error.data?.message === "string" ? error.data.message : null;
    return (
      <div className="container page">
        <title>{text("You do not have access to the staff desk here | Dolphin")}</title>
        <meta name="robots" content="noindex, nofollow" />
        <PageHeading>{t("You do not have access to the staff desk here")}</PageHeading>
        <StatusAlert kind="error">
          {/* The token service's own words are English. */}
          {message ? <p lang="en">{message}</p> : <p>{t("Your account does not have permission to see this page.")}</p>}
        </StatusAlert>
      </div>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <StatusPage status={isRouteErrorResponse(error) && error.status === 404 ? 404 : 500} />;
}

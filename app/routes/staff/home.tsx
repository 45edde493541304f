/** StaffHome (/staff): the desk's home, a link to each section by name. */
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { STAFF_ROLE_LABELS, STAFF_SECTIONS } from "@common/staff";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import type { loader as layoutLoader } from "./layout";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => staffMeta("Home");

export const loader = staffLoader(async () => null);

export default function StaffHome() {
  const url = useLocalisedUrl();
  const member = useRouteLoaderData<typeof layoutLoader>("routes/staff/layout");
  return (
    <div className="container page">
      <PageHeading>Staff desk</PageHeading>
      {member && (
        <p className="staff-signed-in">
          Signed in as <strong>{member.email}</strong> ({STAFF_ROLE_LABELS[member.role]}). Every change you make here is written to the audit log.
        </p>
      )}
      <h2>Sections</h2>
      <ul className="staff-sections">
        {STAFF_SECTIONS.map((section) => (
          <li key={section.route}>
            <Link to={url(section.route)}>{section.name}</Link>
            <p>{section.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

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
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Home", matches);

export const loader = staffLoader(async () => null);

export default function StaffHome() {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const member = useRouteLoaderData<typeof layoutLoader>("routes/staff/layout");
  return (
    <div className="container page">
      <PageHeading>{t("Staff desk")}</PageHeading>
      {member && (
        <p className="staff-signed-in">
          <T
            message="Signed in as <0>{email}</0> ({role}). Every change you make here is written to the audit log."
            values={{ email: member.email, role: text(STAFF_ROLE_LABELS[member.role]) }}
            components={[<strong translate="no" />]}
          />
        </p>
      )}
      <h2>{t("Sections")}</h2>
      <ul className="staff-sections">
        {STAFF_SECTIONS.map((section) => (
          <li key={section.route}>
            <Link to={url(section.route)}>{t(section.name)}</Link>
            <p>{t(section.description)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

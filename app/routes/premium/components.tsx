/**
 * Shared parts of the premium reader pages: the area's navigation (with the organisation
 * switcher for people on more than one team) and small formatting helpers. What a form's
 * result shows is the shared ~/components/forms/ActionResult.
 */
import { NavLink } from "react-router";
import type { RouteName } from "@common/routes";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useT } from "~/i18n/I18n";

export interface TeamEntry {
  organisationId: number;
  organisationName: string;
  role: "admin" | "teacher";
  seatsUsed: number;
  seatsPurchased: number;
  expiresAt: string;
  expired: boolean;
}

/** The day form of the area's dates ("24 November 2026" in British English). */
export const DAY_FORMAT: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };

/** A day in the page's language, marked as a date. */
export function PremiumDate({ iso }: { iso: string }) {
  const { formatDate } = useT();
  return <time dateTime={iso}>{formatDate(iso, DAY_FORMAT)}</time>;
}

/** A role's name as a message (translated where it is shown). */
export function roleLabel(role: "admin" | "teacher"): string {
  return role === "admin" ? "Admin" : "Teacher";
}

const SECTIONS: { name: RouteName; label: string; adminOnly?: boolean }[] = [
  { name: "PremiumStudents", label: "Students" },
  { name: "PremiumImportUsers", label: "Import students" },
  { name: "PremiumInviteCode", label: "Invite codes" },
  { name: "PremiumUserAnalytics", label: "Reading analytics" },
  { name: "PremiumTeachers", label: "Admins and teachers" },
  { name: "PremiumDomains", label: "Organisation and domains" },
];

/** The area's frame: navigation to each section of the chosen organisation, then the page. */
export function PremiumLayout({ organisation, team, children }: { organisation: TeamEntry; team: TeamEntry[]; children: React.ReactNode }) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const query = { org: organisation.organisationId };
  return (
    <div className="premium">
      <nav className="premium__nav" aria-label={text("Premium reader")}>
        <p className="premium__org">
          <strong translate="no">{organisation.organisationName}</strong>
          <br />
          {organisation.role === "admin" ? t("You are an admin") : t("You are a teacher")}
        </p>
        <ul>
          <li>
            <NavLink to={url("PremiumStatus")} end className="premium__nav-link">
              {t("Premium status")}
            </NavLink>
          </li>
          {SECTIONS.map((section) => (
            <li key={section.name}>
              <NavLink to={url(section.name, {}, { query })} end className="premium__nav-link">
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        {team.length > 1 && (
          <form method="get" className="premium__switcher">
            <label htmlFor="org-switcher" className="field__label">
              {t("Organisation")}
            </label>
            <select id="org-switcher" name="org" className="field__input" defaultValue={organisation.organisationId} translate="no">
              {team.map((entry) => (
                <option key={entry.organisationId} value={entry.organisationId}>
                  {entry.organisationName}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--secondary">
              {t("Show")}
            </button>
          </form>
        )}
      </nav>
      <div className="premium__content">{children}</div>
    </div>
  );
}

export function OrganisationField({ id }: { id: number }) {
  return <input type="hidden" name="organisationId" value={id} />;
}

/** A code as people see it, and spelled out character by character for screen readers. */
export function InviteCodeText({ code }: { code: string }) {
  const { text } = useT();
  const dash = text("dash");
  const spelled = code
    .split("-")
    .map((group) => group.split("").join(" "))
    .join(`, ${dash}, `);
  return (
    <span translate="no">
      <span aria-hidden="true">{code}</span>
      <span className="visually-hidden">{spelled}</span>
    </span>
  );
}

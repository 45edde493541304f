/**
 * Shared parts of the premium reader pages: the area's navigation (with the organisation
 * switcher for people on more than one team), what a form's result shows, and small
 * formatting helpers.
 */
import { NavLink } from "react-router";
import type { FieldErrors } from "@common/api-errors";
import type { FormActionResult } from "@common/forms/action-result";
import type { RouteName } from "@common/routes";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";

export interface TeamEntry {
  organisationId: number;
  organisationName: string;
  role: "admin" | "teacher";
  seatsUsed: number;
  seatsPurchased: number;
  expiresAt: string;
  expired: boolean;
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

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
  const query = { org: organisation.organisationId };
  return (
    <div className="premium">
      <nav className="premium__nav" aria-label="Premium reader">
        <p className="premium__org">
          <strong>{organisation.organisationName}</strong>
          <br />
          You are {organisation.role === "admin" ? "an admin" : "a teacher"}
        </p>
        <ul>
          <li>
            <NavLink to={url("PremiumStatus")} end className="premium__nav-link">
              Premium status
            </NavLink>
          </li>
          {SECTIONS.map((section) => (
            <li key={section.name}>
              <NavLink to={url(section.name, {}, { query })} end className="premium__nav-link">
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {team.length > 1 && (
          <form method="get" className="premium__switcher">
            <label htmlFor="org-switcher" className="field__label">
              Organisation
            </label>
            <select id="org-switcher" name="org" className="field__input" defaultValue={organisation.organisationId}>
              {team.map((entry) => (
                <option key={entry.organisationId} value={entry.organisationId}>
                  {entry.organisationName}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--secondary">
              Show
            </button>
          </form>
        )}
      </nav>
      <div className="premium__content">{children}</div>
    </div>
  );
}

export type ActionData = FormActionResult | undefined;

/** The outcome of a form post, shown by the form it answers: a success, the error summary for field errors, or the refusal. */
export function ActionResult({ result, intent }: { result: ActionData; intent?: string | string[] }) {
  if (!result) return null;
  const intents = intent === undefined ? null : Array.isArray(intent) ? intent : [intent];
  if (intents && !intents.includes(result.intent ?? "")) return null;
  if (result.status === "done") {
    return result.message ? (
      <StatusAlert kind="success">
        <p>{result.message}</p>
      </StatusAlert>
    ) : null;
  }
  if (result.status === "invalid") return <ErrorSummary errors={summaryFromFieldErrors(result.fieldErrors)} />;
  return (
    <StatusAlert kind="error">
      <p>{result.message}</p>
    </StatusAlert>
  );
}

/** Field errors of a result, only when it is the result of this form. */
export function fieldErrorsOf(result: ActionData, intent?: string): FieldErrors | null {
  return result?.status === "invalid" && result.intent === intent ? result.fieldErrors : null;
}

/** What the visitor typed into `name` of this form before its post failed, to show it again. */
export function keptOf(result: ActionData, intent: string | undefined, name: string): string | undefined {
  return result && result.status !== "done" && result.intent === intent ? result.values[name] : undefined;
}

/** A form's React key: it changes after each success of this form, which empties the form for the next entry. */
export function formKey(result: ActionData, intent: string): string {
  return result?.status === "done" && result.intent === intent ? `${intent}:${result.message ?? ""}` : intent;
}

export function OrganisationField({ id }: { id: number }) {
  return <input type="hidden" name="organisationId" value={id} />;
}

/** A code as people see it, and spelled out character by character for screen readers. */
export function InviteCodeText({ code }: { code: string }) {
  const spelled = code
    .split("-")
    .map((group) => group.split("").join(" "))
    .join(", dash, ");
  return (
    <>
      <span aria-hidden="true">{code}</span>
      <span className="visually-hidden">{spelled}</span>
    </>
  );
}

/**
 * /account/easyreader-premium/teachers: the organisation's admins and teachers. Admins invite
 * by email, resend, change roles and remove; teachers see who is on the team.
 */
import { Form } from "react-router";
import type { Route } from "./+types/teachers";
import { changeAdminRoleSchema, deleteAdminSchema, resendTeacherInviteSchema, sendTeacherInviteSchema } from "@common/schemas/premium";
import { RadioGroup, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { db, env } from "~/lib/db.server";
import { changeAdminRole, deleteAdmin, getAdmins, resendTeacherInvite, sendTeacherInvite } from "./premium.server";
import { ConfirmButton } from "./ConfirmButton";
import { ActionResult, OrganisationField, PremiumLayout, fieldErrorsOf, formatDate, roleLabel } from "./components";
import { PREMIUM_RATE_LIMITS, callerFor, intentOf, limited, perform, requireTeam, unknownIntent, validateForm } from "./premium.server";

export const meta: Route.MetaFunction = () => [{ title: "Admins and teachers | Premium reader | Dolphin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { caller, status, organisation } = await requireTeam(request);
  const staff = await getAdmins(db(), caller, organisation.organisationId);
  return { organisation, team: status.team, staff };
}

export async function action({ request }: Route.ActionArgs) {
  const caller = await callerFor(request);
  const form = await request.formData();
  const intent = intentOf(form);
  const database = db();
  if (intent === "invite" || intent === "resend") {
    const tooMany = await limited(request, PREMIUM_RATE_LIMITS.invite, intent);
    if (tooMany) return tooMany;
  }
  if (intent === "invite") {
    const { output, failure } = validateForm(sendTeacherInviteSchema, form, intent);
    if (failure) return failure;
    return perform(intent, () => sendTeacherInvite(database, env, caller, output));
  }
  if (intent === "resend") {
    const { output, failure } = validateForm(resendTeacherInviteSchema, form, intent);
    if (failure) return failure;
    return perform(intent, () => resendTeacherInvite(database, env, caller, output));
  }
  if (intent === "role") {
    const { output, failure } = validateForm(changeAdminRoleSchema, form, intent);
    if (failure) return failure;
    return perform(intent, () => changeAdminRole(database, caller, output));
  }
  if (intent === "remove") {
    const { output, failure } = validateForm(deleteAdminSchema, form, intent);
    if (failure) return failure;
    return perform(intent, () => deleteAdmin(database, caller, output));
  }
  return unknownIntent(intent);
}

export default function TeachersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { organisation, staff } = loaderData;
  const isAdmin = organisation.role === "admin";
  const inviteErrors = fieldErrorsOf(actionData, "invite");
  return (
    <div className="container page">
      <PageHeading>Admins and teachers</PageHeading>
      <PremiumLayout organisation={organisation} team={loaderData.team}>
        <p>
          Teachers add and import students, hand out invite codes and see reading analytics. Admins can also invite and remove team members,
          change roles, rename the organisation and approve email domains. Every organisation keeps at least one admin.
        </p>
        <ActionResult result={actionData} intent={["resend", "role", "remove"]} />
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Team (scrolls sideways)">
          <table>
            <caption>Team of {organisation.organisationName}</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                {isAdmin && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {staff.map((member) => (
                <tr key={member.id}>
                  <th scope="row">
                    {member.email}
                    {member.isYou && " (you)"}
                  </th>
                  <td>{roleLabel(member.role)}</td>
                  <td>
                    {member.status === "active"
                      ? `Joined ${formatDate(member.joinedAt!)}`
                      : `Invited ${formatDate(member.invitedAt!)}${member.invitesSent > 1 ? `, sent ${member.invitesSent} times` : ""}`}
                  </td>
                  {isAdmin && (
                    <td>
                      <div className="premium-actions">
                        <Form method="post" className="premium-inline-form">
                          <input type="hidden" name="intent" value="role" />
                          <input type="hidden" name="staffId" value={member.id} />
                          <input type="hidden" name="role" value={member.role === "admin" ? "teacher" : "admin"} />
                          <OrganisationField id={organisation.organisationId} />
                          <button type="submit" className="button button--secondary">
                            {member.role === "admin" ? "Make teacher" : "Make admin"}
                            <span className="visually-hidden">: {member.email}</span>
                          </button>
                        </Form>
                        {member.status === "invited" && (
                          <Form method="post" className="premium-inline-form">
                            <input type="hidden" name="intent" value="resend" />
                            <input type="hidden" name="staffId" value={member.id} />
                            <OrganisationField id={organisation.organisationId} />
                            <button type="submit" className="button button--secondary">
                              Send again<span className="visually-hidden">: {member.email}</span>
                            </button>
                          </Form>
                        )}
                        <Form method="post" className="premium-inline-form">
                          <input type="hidden" name="intent" value="remove" />
                          <input type="hidden" name="staffId" value={member.id} />
                          <OrganisationField id={organisation.organisationId} />
                          <ConfirmButton
                            label={member.status === "invited" ? "Withdraw" : "Remove"}
                            hiddenLabel={`: ${member.email}`}
                            question={member.status === "invited" ? `Withdraw the invitation to ${member.email}?` : `Remove ${member.email} from the team?`}
                            detail={
                              member.status === "invited"
                                ? "The link in their email stops working."
                                : "They can no longer manage students, codes or analytics for this organisation."
                            }
                          />
                        </Form>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        {isAdmin ? (
          <section aria-labelledby="invite-title">
            <h2 id="invite-title">Invite a teacher or admin</h2>
            <ActionResult result={actionData} intent="invite" />
            <Form method="post" className="panel" noValidate key={actionData?.ok && actionData.intent === "invite" ? actionData.message : "invite"}>
              <input type="hidden" name="intent" value="invite" />
              <OrganisationField id={organisation.organisationId} />
              <TextField
                name="email"
                label="Email address"
                type="email"
                hint="We email a link that works for 14 days. They sign in with a DolphinID for this address, or create one."
                required
                autoComplete="off"
                errors={errorsFor(inviteErrors, "email")}
              />
              <RadioGroup
                name="role"
                label="Role"
                required
                defaultValue="teacher"
                options={[
                  { value: "teacher", label: "Teacher" },
                  { value: "admin", label: "Admin" },
                ]}
                errors={errorsFor(inviteErrors, "role")}
              />
              <button type="submit" className="button">
                Send invitation
              </button>
            </Form>
          </section>
        ) : (
          <p>Ask an admin of {organisation.organisationName} to invite a colleague or change a role.</p>
        )}
      </PremiumLayout>
    </div>
  );
}

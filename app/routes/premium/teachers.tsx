/**
 * /account/easyreader-premium/teachers: the organisation's admins and teachers. Admins invite
 * by email, resend, change roles and remove; teachers see who is on the team.
 */
import type { Route } from "./+types/teachers";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { RadioGroup, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { db } from "~/lib/db.server";
import { ConfirmButton } from "~/components/forms/ConfirmButton";
import { ActionResult, fieldErrorsOf, formKey, keptOf } from "~/components/forms/ActionResult";
import { OrganisationField, PremiumLayout, formatDate, roleLabel } from "./components";
import { getAdmins, requireTeam, teachersAction } from "./premium.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "premium" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [{ title: "Admins and teachers | Premium reader | Dolphin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { caller, status, organisation } = await requireTeam(request);
  const staff = await getAdmins(db(), caller, organisation.organisationId);
  return { organisation, team: status.team, staff };
}

export const action = teachersAction;

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
                        <PostForm className="premium-inline-form">
                          <input type="hidden" name="intent" value="role" />
                          <input type="hidden" name="staffId" value={member.id} />
                          <input type="hidden" name="role" value={member.role === "admin" ? "teacher" : "admin"} />
                          <OrganisationField id={organisation.organisationId} />
                          <SubmitButton className="button button--secondary" busyLabel="Saving…">
                            {member.role === "admin" ? "Make teacher" : "Make admin"}
                            <span className="visually-hidden">: {member.email}</span>
                          </SubmitButton>
                        </PostForm>
                        {member.status === "invited" && (
                          <PostForm className="premium-inline-form">
                            <input type="hidden" name="intent" value="resend" />
                            <input type="hidden" name="staffId" value={member.id} />
                            <OrganisationField id={organisation.organisationId} />
                            <SubmitButton className="button button--secondary" busyLabel="Sending…">
                              Send again<span className="visually-hidden">: {member.email}</span>
                            </SubmitButton>
                          </PostForm>
                        )}
                        <PostForm className="premium-inline-form">
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
                        </PostForm>
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
            <PostForm className="panel" noValidate key={formKey(actionData, "invite")}>
              <input type="hidden" name="intent" value="invite" />
              <OrganisationField id={organisation.organisationId} />
              <TextField
                name="email"
                label="Email address"
                type="email"
                hint="We email a link that works for 14 days. They sign in with a DolphinID for this address, or create one."
                required
                autoComplete="off"
                defaultValue={keptOf(actionData, "invite", "email")}
                errors={errorsFor(inviteErrors, "email")}
              />
              <RadioGroup
                name="role"
                label="Role"
                required
                defaultValue={keptOf(actionData, "invite", "role") ?? "teacher"}
                options={[
                  { value: "teacher", label: "Teacher" },
                  { value: "admin", label: "Admin" },
                ]}
                errors={errorsFor(inviteErrors, "role")}
              />
              <SubmitButton busyLabel="Sending…">Send invitation</SubmitButton>
            </PostForm>
          </section>
        ) : (
          <p>Ask an admin of {organisation.organisationName} to invite a colleague or change a role.</p>
        )}
      </PremiumLayout>
    </div>
  );
}

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
import { ActionResult, OutcomeAfterForm, fieldErrorsOf, formKey, keptOf } from "~/components/forms/ActionResult";
import { OrganisationField, PremiumDate, PremiumLayout, roleLabel } from "./components";
import { getAdmins, requireTeam, teachersAction } from "./premium.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "premium", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Admins and teachers | Premium reader | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  const { caller, status, organisation } = await requireTeam(request);
  const staff = await getAdmins(db(), caller, organisation.organisationId);
  return { organisation, team: status.team, staff };
}

export const action = teachersAction;

export default function TeachersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text } = useT();
  const { organisation, staff } = loaderData;
  const isAdmin = organisation.role === "admin";
  const inviteErrors = fieldErrorsOf(actionData, "invite");
  return (
    <div className="container page">
      <PageHeading>{t("Admins and teachers")}</PageHeading>
      <PremiumLayout organisation={organisation} team={loaderData.team}>
        <p>
          {t(
            "Teachers add and import students, hand out invite codes and see reading analytics. Admins can also invite and remove team members, change roles, rename the organisation and approve email domains. Every organisation keeps at least one admin.",
          )}
        </p>
        <ActionResult result={actionData} intent={["resend", "role", "remove"]} />
        <div className="table-scroll" tabIndex={0} role="region" aria-label={text("Team (scrolls sideways)")}>
          <table>
            <caption>
              <T message="Team of <0/>" components={[<span translate="no">{organisation.organisationName}</span>]} />
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("Email")}</th>
                <th scope="col">{t("Role")}</th>
                <th scope="col">{t("Status")}</th>
                {isAdmin && <th scope="col">{t("Actions")}</th>}
              </tr>
            </thead>
            <tbody>
              {staff.map((member) => (
                <tr key={member.id}>
                  <th scope="row">
                    <span translate="no">{member.email}</span>
                    {member.isYou && <> {t("(you)")}</>}
                  </th>
                  <td>{t(roleLabel(member.role))}</td>
                  <td>
                    {member.status === "active" ? (
                      <T message="Joined <0/>" components={[<PremiumDate iso={member.joinedAt!} />]} />
                    ) : member.invitesSent > 1 ? (
                      <T
                        message="Invited <0/>, sent {count} times"
                        values={{ count: member.invitesSent }}
                        components={[<PremiumDate iso={member.invitedAt!} />]}
                      />
                    ) : (
                      <T message="Invited <0/>" components={[<PremiumDate iso={member.invitedAt!} />]} />
                    )}
                  </td>
                  {isAdmin && (
                    <td>
                      <div className="premium-actions">
                        <PostForm className="premium-inline-form">
                          <input type="hidden" name="intent" value="role" />
                          <input type="hidden" name="staffId" value={member.id} />
                          <input type="hidden" name="role" value={member.role === "admin" ? "teacher" : "admin"} />
                          <OrganisationField id={organisation.organisationId} />
                          <SubmitButton className="button button--secondary" busyLabel={text("Saving…")}>
                            {member.role === "admin" ? t("Make teacher") : t("Make admin")}
                            <span className="visually-hidden" translate="no">
                              : {member.email}
                            </span>
                          </SubmitButton>
                        </PostForm>
                        {member.status === "invited" && (
                          <PostForm className="premium-inline-form">
                            <input type="hidden" name="intent" value="resend" />
                            <input type="hidden" name="staffId" value={member.id} />
                            <OrganisationField id={organisation.organisationId} />
                            <SubmitButton className="button button--secondary" busyLabel={text("Sending…")}>
                              {t("Send again")}
                              <span className="visually-hidden" translate="no">
                                : {member.email}
                              </span>
                            </SubmitButton>
                          </PostForm>
                        )}
                        <PostForm className="premium-inline-form">
                          <input type="hidden" name="intent" value="remove" />
                          <input type="hidden" name="staffId" value={member.id} />
                          <OrganisationField id={organisation.organisationId} />
                          <ConfirmButton
                            label={member.status === "invited" ? text("Withdraw") : text("Remove")}
                            hiddenLabel={`: ${member.email}`}
                            question={
                              member.status === "invited"
                                ? text("Withdraw the invitation to {email}?", { email: member.email })
                                : text("Remove {email} from the team?", { email: member.email })
                            }
                            detail={
                              member.status === "invited"
                                ? text("The link in their email stops working.")
                                : text("They can no longer manage students, codes or analytics for this organisation.")
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
            <h2 id="invite-title">{t("Invite a teacher or admin")}</h2>
            <OutcomeAfterForm form={formKey(actionData, "invite")}>
              <ActionResult result={actionData} intent="invite" />
            </OutcomeAfterForm>
            <PostForm className="panel" noValidate key={formKey(actionData, "invite")}>
              <input type="hidden" name="intent" value="invite" />
              <OrganisationField id={organisation.organisationId} />
              <TextField
                name="email"
                label={text("Email address")}
                type="email"
                hint={t("We email a link that works for 14 days. They sign in with a DolphinID for this address, or create one.")}
                required
                autoComplete="off"
                defaultValue={keptOf(actionData, "invite", "email")}
                errors={errorsFor(inviteErrors, "email")}
              />
              <RadioGroup
                name="role"
                label={text("Role")}
                required
                defaultValue={keptOf(actionData, "invite", "role") ?? "teacher"}
                options={[
                  { value: "teacher", label: text("Teacher") },
                  { value: "admin", label: text("Admin") },
                ]}
                errors={errorsFor(inviteErrors, "role")}
              />
              <SubmitButton busyLabel={text("Sending…")}>{t("Send invitation")}</SubmitButton>
            </PostForm>
          </section>
        ) : (
          <p>
            <T
              message="Ask an admin of <0/> to invite a colleague or change a role."
              components={[<span translate="no">{organisation.organisationName}</span>]}
            />
          </p>
        )}
      </PremiumLayout>
    </div>
  );
}

/**
 * StaffMembers (/staff/staff): who has a staff role. Superadmins grant a role to a DolphinID
 * with a proved address and revoke one (never their own); everyone else on the desk reads.
 */
import type { Route } from "./+types/members";
import { environmentName } from "@common/identity";
import { STAFF_ROLE_LABELS, STAFF_ROLE_NAMES } from "@common/staff";
import { ActionResult, OutcomeAfterForm, fieldErrorsOf, formKey, keptOf } from "~/components/forms/ActionResult";
import { ConfirmButton } from "~/components/forms/ConfirmButton";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { RadioGroup, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, staffMeta } from "./components";
import { membersAction, staffList } from "./staff.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";
import { ScrollTable } from "./resource/table";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Staff", matches);

export const loader = staffLoader(async ({ member }) => ({ staff: await staffList(), you: member.userId, isSuperadmin: member.role === "superadmin" }));

export const action = membersAction;

export default function StaffMembers({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text } = useT();
  const { staff, you, isSuperadmin } = loaderData;
  const grantErrors = fieldErrorsOf(actionData, "grant");
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Staff")}</PageHeading>
      <p>
        {t(
          "Staff use this desk; superadmins also grant and revoke staff roles. A role works only in the environment it was granted for, and goes only to a DolphinID whose email address is proved.",
        )}
      </p>
      <ActionResult result={actionData} intent="revoke" />
      <ScrollTable label="People with a staff role (scrolls sideways)" caption={t("People with a staff role ({count})", { count: staff.length })}>
        <thead>
          <tr>
            <th scope="col">{t("Email")}</th>
            <th scope="col">{t("Role")}</th>
            <th scope="col">{t("Environment")}</th>
            {isSuperadmin && <th scope="col">{t("Actions")}</th>}
          </tr>
        </thead>
        <tbody>
          {staff.map((person) => (
            <tr key={person.accountId}>
              <th scope="row">
                <span translate="no">{person.email}</span>
                {person.accountId === you && <> {t("(you)")}</>}
              </th>
              <td>{t(STAFF_ROLE_LABELS[person.role])}</td>
              {person.environment === null ? <td>{t("This one")}</td> : <td translate="no">{environmentName(person.environment)}</td>}
              {isSuperadmin && (
                <td>
                  {person.accountId === you ? (
                    t("Another superadmin can revoke your role")
                  ) : (
                    <PostForm>
                      <input type="hidden" name="intent" value="revoke" />
                      <input type="hidden" name="accountId" value={person.accountId} />
                      <ConfirmButton
                        label={text("Revoke")}
                        hiddenLabel={text(" the role of {email}", { email: person.email })}
                        question={
                          person.role === "superadmin"
                            ? text("Revoke the Superadmin role of {email}?", { email: person.email })
                            : text("Revoke the Staff role of {email}?", { email: person.email })
                        }
                        detail={text("They can no longer open the staff desk. The change is written to the audit log.")}
                      />
                    </PostForm>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {isSuperadmin ? (
        <section aria-labelledby="grant-title">
          <h2 id="grant-title">{t("Grant a staff role")}</h2>
          <OutcomeAfterForm form={formKey(actionData, "grant")}>
            <ActionResult result={actionData} intent="grant" />
          </OutcomeAfterForm>
          <PostForm className="panel" noValidate key={formKey(actionData, "grant")}>
            <input type="hidden" name="intent" value="grant" />
            <TextField
              name="email"
              label={text("Email address of their DolphinID")}
              type="email"
              required
              autoComplete="off"
              defaultValue={keptOf(actionData, "grant", "email")}
              errors={errorsFor(grantErrors, "email")}
            />
            <RadioGroup
              name="role"
              label={text("Role")}
              required
              defaultValue={keptOf(actionData, "grant", "role") ?? "staff"}
              options={STAFF_ROLE_NAMES.map((role) => ({ value: role, label: text(STAFF_ROLE_LABELS[role]) }))}
              errors={errorsFor(grantErrors, "role")}
            />
            <SubmitButton busyLabel={text("Saving…")}>{t("Grant role")}</SubmitButton>
          </PostForm>
        </section>
      ) : (
        <p>{t("Ask a superadmin to grant or revoke a staff role.")}</p>
      )}
    </div>
  );
}

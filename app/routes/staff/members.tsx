/**
 * StaffMembers (/staff/staff): who has a staff role. Superadmins grant a role to a DolphinID
 * with a proved address and revoke one (never their own); everyone else on the desk reads.
 */
import type { Route } from "./+types/members";
import { environmentName } from "@common/identity";
import { STAFF_ROLE_LABELS, STAFF_ROLE_NAMES } from "@common/staff";
import { ActionResult, OutcomeAfterForm, fieldErrorsOf, formKey, keptOf } from "~/components/forms/ActionResult";
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
import { DeskTable } from "./resource/table";
import { deskResource } from "./resource/definition";
import { ConfirmedPost } from "./resource/delete";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Staff", matches);

export const loader = staffLoader(async ({ member }) => ({ staff: await staffList(), you: member.userId, isSuperadmin: member.role === "superadmin" }));

export const action = membersAction;

type Member = Awaited<ReturnType<typeof staffList>>[number];

/** Who has a staff role, and where: `you` is the reader's own account, said so. */
function staffMembers(you: string) {
  return deskResource<Member>({
    title: "Staff",
    route: "StaffMembers",
    list: {
      caption: "People with a staff role ({count})",
      region: "People with a staff role (scrolls sideways)",
      rowId: (person) => person.accountId,
      rowHeader: "Email",
      rowName: (person) => person.email,
      rowNote: (person, { t }) => person.accountId === you && <> {t("(you)")}</>,
      columns: [
        { header: "Role", cell: (person, { t }) => ({ words: t(STAFF_ROLE_LABELS[person.role]) }) },
        {
          header: "Environment",
          cell: (person, { t }) => (person.environment === null ? { words: t("This one") } : { data: environmentName(person.environment) }),
        },
      ],
    },
  });
}

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
      <DeskTable
        resource={staffMembers(you)}
        rows={staff}
        caption={{ message: "People with a staff role ({count})", values: { count: staff.length } }}
        actions={
          isSuperadmin
            ? (person) =>
                person.accountId === you ? (
                  t("Another superadmin can revoke your role")
                ) : (
                  <ConfirmedPost
                    intent="revoke"
                    hidden={{ accountId: person.accountId }}
                    label={text("Revoke")}
                    hiddenLabel={text(" the role of {email}", { email: person.email })}
                    question={
                      person.role === "superadmin"
                        ? text("Revoke the Superadmin role of {email}?", { email: person.email })
                        : text("Revoke the Staff role of {email}?", { email: person.email })
                    }
                    detail={text("They can no longer open the staff desk. The change is written to the audit log.")}
                  />
                )
            : undefined
        }
      />
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

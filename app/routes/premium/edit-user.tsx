/** /account/easyreader-premium/edit-user: change one student's details, or remove them (frees the seat). */
import { Link } from "react-router";
import type { Route } from "./+types/edit-user";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { ConfirmButton } from "~/components/forms/ConfirmButton";
import { ActionResult, fieldErrorsOf } from "~/components/forms/ActionResult";
import { OrganisationField, PremiumLayout } from "./components";
import { editUserAction, getStudent, orStatusPage, requireTeam } from "./premium.server";
import { StudentFields } from "./StudentFields";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "premium", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text } = metaText(matches);
  return [
    {
      title: data?.student
        ? text("Edit {name} | Premium reader | Dolphin", { name: `${data.student.firstName} ${data.student.lastName}` })
        : text("Edit student | Premium reader | Dolphin"),
    },
  ];
};

export async function loader({ request }: Route.LoaderArgs) {
  const { caller, status, organisation } = await requireTeam(request);
  const studentId = Number(new URL(request.url).searchParams.get("student"));
  if (!Number.isInteger(studentId) || studentId < 1) throw new Response("Student not found", { status: 404 });
  const student = await orStatusPage(getStudent(db(), caller, organisation.organisationId, studentId));
  return { organisation, team: status.team, student };
}

/** Saving shows the result here; removing leads back to the student list. */
export const action = editUserAction;

export default function EditUserPage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { organisation, student } = loaderData;
  const name = `${student.firstName} ${student.lastName}`;
  return (
    <div className="container page">
      <PageHeading>
        <T message="Edit <0/>" components={[<span translate="no">{name}</span>]} />
      </PageHeading>
      <PremiumLayout organisation={organisation} team={loaderData.team}>
        <p>
          <Link to={url("PremiumStudents", {}, { query: { org: organisation.organisationId } })}>{t("Back to the student list")}</Link>
        </p>
        <ActionResult result={actionData} />
        <PostForm className="panel" noValidate aria-labelledby="details-title">
          <h2 id="details-title">{t("Student details")}</h2>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="studentId" value={student.id} />
          <OrganisationField id={organisation.organisationId} />
          <StudentFields
            errors={fieldErrorsOf(actionData, "save")}
            organisationId={organisation.organisationId}
            values={student}
            kept={{ result: actionData, intent: "save" }}
          />
          <SubmitButton busyLabel={text("Saving…")}>{t("Save changes")}</SubmitButton>
        </PostForm>
        <PostForm className="panel panel--danger" aria-labelledby="remove-title">
          <h2 id="remove-title">{t("Remove this student")}</h2>
          <p>
            <T
              message="<0/> loses premium reading in the app, and the seat becomes free for someone else. Their reading history is removed from the analytics."
              components={[<span translate="no">{student.firstName}</span>]}
            />
          </p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="studentId" value={student.id} />
          <OrganisationField id={organisation.organisationId} />
          <ConfirmButton
            label={text("Remove {name}", { name })}
            question={text("Remove {name}?", { name })}
            detail={text("Their premium seat becomes free and their reading history is deleted. This cannot be undone.")}
          />
        </PostForm>
      </PremiumLayout>
    </div>
  );
}

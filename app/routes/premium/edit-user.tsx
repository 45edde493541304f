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
import { StudentFields } from "./students";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "premium" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data?.student ? `Edit ${data.student.firstName} ${data.student.lastName}` : "Edit student"} | Premium reader | Dolphin` },
];

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
  const { organisation, student } = loaderData;
  return (
    <div className="container page">
      <PageHeading>
        Edit {student.firstName} {student.lastName}
      </PageHeading>
      <PremiumLayout organisation={organisation} team={loaderData.team}>
        <p>
          <Link to={url("PremiumStudents", {}, { query: { org: organisation.organisationId } })}>Back to the student list</Link>
        </p>
        <ActionResult result={actionData} />
        <PostForm className="panel" noValidate aria-labelledby="details-title">
          <h2 id="details-title">Student details</h2>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="studentId" value={student.id} />
          <OrganisationField id={organisation.organisationId} />
          <StudentFields
            errors={fieldErrorsOf(actionData, "save")}
            organisationId={organisation.organisationId}
            values={student}
            kept={{ result: actionData, intent: "save" }}
          />
          <SubmitButton busyLabel="Saving…">
            Save changes
          </SubmitButton>
        </PostForm>
        <PostForm className="panel panel--danger" aria-labelledby="remove-title">
          <h2 id="remove-title">Remove this student</h2>
          <p>
            {student.firstName} loses premium reading in the app, and the seat becomes free for someone else. Their reading history is removed
            from the analytics.
          </p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="studentId" value={student.id} />
          <OrganisationField id={organisation.organisationId} />
          <ConfirmButton
            label={`Remove ${student.firstName} ${student.lastName}`}
            question={`Remove ${student.firstName} ${student.lastName}?`}
            detail="Their premium seat becomes free and their reading history is deleted. This cannot be undone."
          />
        </PostForm>
      </PremiumLayout>
    </div>
  );
}

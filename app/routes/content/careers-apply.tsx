import { Link } from "react-router";
import type { Route } from "./+types/careers-apply";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { CheckboxField, SelectField, TextArea, TextField, errorsFor } from "~/components/forms/fields";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { redirectToCanonical } from "~/lib/content.server";
import { db } from "~/lib/db.server";
import { buildUrl } from "@common/routes";
import { fieldErrorsOf, keptValue } from "@common/forms/action-result";
import { APPLICATION_RECEIVED_MESSAGE, CV_FIELD, careersApplicationAction, listVacancies } from "~/lib/careers.server";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "content" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Apply for a job | Dolphin" },
  { name: "description", content: "Apply for a role or an apprenticeship at Dolphin." },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  redirectToCanonical(request, params, buildUrl("CareersApply"));
  const query = new URL(request.url).searchParams;
  const vacancies = await listVacancies(db());
  return {
    sent: query.get("sent") === "1",
    // From the loader, so the page's browser code does not import the server's form module
    // (and the database code behind it).
    receivedMessage: APPLICATION_RECEIVED_MESSAGE,
    cvField: CV_FIELD,
    chosenRole: query.get("role") ?? "",
    vacancies: vacancies.map((vacancy) => ({
      id: vacancy.id,
      title: vacancy.title,
      location: vacancy.location,
      hours: vacancy.hours,
      summary: vacancy.summary,
      apprenticeship: vacancy.apprenticeship,
    })),
  };
}

/**
 * The application form posts here (multipart, with the CV). It runs the same operation as
 * `POST /api/v1/careers/process-application`: fields and the CV's type and size are checked
 * on the server, the CV goes to R2, then the visitor goes on to the confirmation.
 */
export const action = careersApplicationAction;

export default function CareersApply({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const fieldErrors = fieldErrorsOf(actionData);
  const refusal = actionData?.status === "error" ? actionData.message : null;
  const roles = loaderData.vacancies.map((vacancy) => ({
    value: vacancy.id,
    label: `${vacancy.title}${vacancy.apprenticeship ? " (apprenticeship)" : ""}`,
  }));
  return (
    <div className="container page">
      <PageHeading>Apply for a job</PageHeading>
      {loaderData.sent ? (
        <>
          <StatusAlert kind="success">
            <p>{loaderData.receivedMessage}</p>
          </StatusAlert>
          <p>
            <Link to={url("home")}>Go to the homepage</Link>
          </p>
        </>
      ) : (
        <>
          <p className="lead">
            We make software for people with sight loss, and we want our team to reflect the people we serve. This form
            works with screen readers and magnifiers; if you would rather apply another way, or need any adjustment,
            tell us through the <Link to={url("Contact")}>contact form</Link>.
          </p>
          <h2>Open roles</h2>
          <ul className="vacancy-list">
            {loaderData.vacancies.map((vacancy) => (
              <li key={vacancy.id}>
                <h3>{vacancy.title}</h3>
                <p>{vacancy.summary}</p>
                <p className="vacancy-list__facts">
                  {vacancy.location}. {vacancy.hours}.
                </p>
              </li>
            ))}
          </ul>
          <p>
            New to work, or changing career? Read about our <Link to={url("Apprenticeships")}>apprenticeships</Link>.
          </p>
          <h2 id="application-title">Your application</h2>
          <form method="post" data-busy-form="" encType="multipart/form-data" noValidate aria-labelledby="application-title">
            <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
            {refusal && (
              <StatusAlert kind="error">
                <p>{refusal}</p>
              </StatusAlert>
            )}
            <SelectField name="role" label="Role" options={roles} placeholder="Choose a role" defaultValue={keptValue(actionData, "role") ?? loaderData.chosenRole} required errors={errorsFor(fieldErrors, "role")} />
            <TextField name="name" defaultValue={keptValue(actionData, "name")} label="Full name" autoComplete="name" maxLength={100} required errors={errorsFor(fieldErrors, "name")} />
            <TextField name="email" defaultValue={keptValue(actionData, "email")} label="Email address" type="email" autoComplete="email" maxLength={320} required errors={errorsFor(fieldErrors, "email")} />
            <TextField name="phone" defaultValue={keptValue(actionData, "phone")} label="Phone number" type="tel" autoComplete="tel" maxLength={30} errors={errorsFor(fieldErrors, "phone")} />
            <TextArea
              name="coverLetter"
              defaultValue={keptValue(actionData, "coverLetter")}
              label="Covering letter"
              hint="Tell us why you would like the role and what you would bring to it. Up to 5,000 characters."
              maxLength={5000}
              rows={10}
              required
              errors={errorsFor(fieldErrors, "coverLetter")}
            />
            <TextField
              name={loaderData.cvField}
              label="CV"
              type="file"
              accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              hint="A PDF or Word document (.pdf, .doc or .docx), 5 MB or smaller."
              required
              errors={errorsFor(fieldErrors, loaderData.cvField)}
            />
            <CheckboxField
              name="privacy"
              label="I have read the privacy notice and agree to Dolphin keeping my application for six months"
              hint={
                <>
                  Read the <Link to={url("Privacy")}>privacy notice</Link>.
                </>
              }
              required
              errors={errorsFor(fieldErrors, "privacy")}
            />
            <SubmitButton busyLabel="Sending…">
              Send application
            </SubmitButton>
          </form>
        </>
      )}
    </div>
  );
}

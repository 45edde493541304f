import { Link } from "react-router";
import type { Route } from "./+types/careers-apply";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { CheckboxField, SelectField, TextArea, TextField, errorsFor } from "~/components/forms/fields";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { redirectToCanonical } from "~/lib/content.server";
import { db } from "~/lib/db.server";
import { buildUrl } from "@common/routes";
import { fieldErrorsOf, keptValue } from "@common/forms/action-result";
import { APPLICATION_RECEIVED_MESSAGE, CV_FIELD, careersApplicationAction, listVacancies } from "~/lib/careers.server";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

// Served without framework JavaScript to anonymous visitors: its form is an ordinary post, and
// the answer that comes back takes focus.
export const handle = { i18n: "content", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [{ title: text("Apply for a job | Dolphin") }, { name: "description", content: text("Apply for a role or an apprenticeship at Dolphin.") }];
};

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
  const { t, text, locale } = useT();
  // The vacancies are English content in D1.
  const contentLang = langOfContent(locale, "en");
  const fieldErrors = fieldErrorsOf(actionData);
  const refusal = actionData?.status === "error" ? actionData.message : null;
  const roles = loaderData.vacancies.map((vacancy) => ({
    value: vacancy.id,
    label: vacancy.apprenticeship ? text("{title} (apprenticeship)", { title: vacancy.title }) : vacancy.title,
  }));
  return (
    <div className="container page">
      <PageHeading>{t("Apply for a job")}</PageHeading>
      {loaderData.sent ? (
        <>
          <StatusAlert kind="success">
            <p>{t(loaderData.receivedMessage)}</p>
          </StatusAlert>
          <p>
            <Link to={url("home")}>{t("Go to the homepage")}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="lead">
            <T
              message="We make software for people with sight loss, and we want our team to reflect the people we serve. This form works with screen readers and magnifiers; if you would rather apply another way, or need any adjustment, tell us through the <0>contact form</0>."
              components={[<Link to={url("Contact")} />]}
            />
          </p>
          <h2>{t("Open roles")}</h2>
          <ul className="vacancy-list" lang={contentLang}>
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
            <T message="New to work, or changing career? Read about our <0>apprenticeships</0>." components={[<Link to={url("Apprenticeships")} />]} />
          </p>
          <h2 id="application-title">{t("Your application")}</h2>
          <form method="post" data-busy-form="" encType="multipart/form-data" noValidate aria-labelledby="application-title">
            <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
            {refusal && (
              <StatusAlert kind="error">
                <p>{refusal}</p>
              </StatusAlert>
            )}
            <SelectField
              name="role"
              translate="no"
              label={text("Role you are applying for")}
              options={roles}
              placeholder={text("Choose a role")}
              defaultValue={keptValue(actionData, "role") ?? loaderData.chosenRole}
              required
              errors={errorsFor(fieldErrors, "role")}
            />
            <TextField
              name="name"
              defaultValue={keptValue(actionData, "name")}
              label={text("Full name")}
              autoComplete="name"
              maxLength={100}
              required
              errors={errorsFor(fieldErrors, "name")}
            />
            <TextField
              name="email"
              defaultValue={keptValue(actionData, "email")}
              label={text("Email address")}
              type="email"
              autoComplete="email"
              maxLength={320}
              required
              errors={errorsFor(fieldErrors, "email")}
            />
            <TextField
              name="phone"
              defaultValue={keptValue(actionData, "phone")}
              label={text("Phone number")}
              type="tel"
              autoComplete="tel"
              maxLength={30}
              errors={errorsFor(fieldErrors, "phone")}
            />
            <TextArea
              name="coverLetter"
              defaultValue={keptValue(actionData, "coverLetter")}
              label={text("Covering letter")}
              hint={t("Tell us why you would like the role and what you would bring to it. Up to 5,000 characters.")}
              maxLength={5000}
              rows={10}
              required
              errors={errorsFor(fieldErrors, "coverLetter")}
            />
            <TextField
              name={loaderData.cvField}
              label={text("CV")}
              type="file"
              accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              hint={t("A PDF or Word document (.pdf, .doc or .docx), 5 MB or smaller.")}
              required
              errors={errorsFor(fieldErrors, loaderData.cvField)}
            />
            <CheckboxField
              name="privacy"
              label={text("I have read the privacy notice and agree to Dolphin keeping my application for six months")}
              hint={<T message="Read the <0>privacy notice</0>." components={[<Link to={url("Privacy")} />]} />}
              required
              errors={errorsFor(fieldErrors, "privacy")}
            />
            <SubmitButton busyLabel={text("Sending…")}>{t("Send application")}</SubmitButton>
          </form>
        </>
      )}
    </div>
  );
}

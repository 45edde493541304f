import { Link } from "react-router";
import type { Route } from "./+types/beta-register";
import { buildUrl } from "@common/routes";
import { OPERATING_SYSTEMS } from "@common/schemas/content";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { CheckboxField, RadioGroup, SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { betaDownloadsFor, betaRegistrationAction, listBetaProgrammes, redirectToCanonical } from "~/lib/content.server";
import { db } from "~/lib/db.server";
import { getSessionUser } from "~/lib/session.server";
import { fieldErrorsOf, keptValue } from "@common/forms/action-result";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "content" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Beta tester registration | Dolphin" },
  { name: "description", content: "Register to test new versions of Dolphin products before they are released." },
];

async function view(request: Request) {
  const user = await getSessionUser(request);
  const programmes = await listBetaProgrammes(db());
  const downloads = user ? await betaDownloadsFor(db(), { id: user.userId, email: user.email }) : [];
  return {
    user: user ? { email: user.email } : null,
    programmes: programmes.map((programme) => ({ id: programme.id, productName: programme.productName, version: programme.version, summary: programme.summary, open: programme.open })),
    downloads,
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  redirectToCanonical(request, params, buildUrl("BetaRegister"));
  return view(request);
}

/** The registration form without JavaScript: the same operation as `POST /api/v1/beta-tester-zone/register`. */
export const action = betaRegistrationAction;

export default function BetaRegister({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const fieldErrors = fieldErrorsOf(actionData);
  const refusal = actionData?.status === "error" ? actionData.message : null;
  const { user, programmes, downloads } = loaderData;
  const open = programmes.filter((programme) => programme.open);
  return (
    <div className="container page">
      <PageHeading>Beta tester registration</PageHeading>
      <p className="lead">
        Beta testers use new versions of our products before release and tell us what works and what does not. We
        especially want to hear from people who use a magnifier, a screen reader or braille every day.
      </p>

      {user && downloads.length > 0 && (
        <section className="panel" aria-labelledby="beta-downloads-title">
          <h2 id="beta-downloads-title">Your beta downloads</h2>
          <ul className="beta-downloads">
            {downloads.map((download) => (
              <li key={download.id}>
                <h3>
                  {download.productName} {download.version}
                </h3>
                <p>{download.releaseNotes}</p>
                <p>
                  <a href={download.downloadUrl} download={download.downloadFileName}>
                    Download {download.downloadFileName}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {user && downloads.length === 0 && (
        <p>You are signed in as {user.email}. Register below with this email address and your beta downloads will appear here.</p>
      )}
      {!user && (
        <p>
          Already registered? <Link to={url("Login")}>Sign in with DolphinID</Link> using the same email address to see
          your beta downloads.
        </p>
      )}

      <h2>Open beta programmes</h2>
      <ul className="beta-programmes">
        {programmes.map((programme) => (
          <li key={programme.id}>
            <h3>
              {programme.productName} {programme.version}
            </h3>
            <p>{programme.summary}</p>
            {!programme.open && <p>This programme is full and closed to new testers.</p>}
          </li>
        ))}
      </ul>

      <h2 id="beta-form-title">Register</h2>
      {actionData?.status === "done" && actionData.message ? (
        <StatusAlert kind="success">
          <p>{actionData.message}</p>
        </StatusAlert>
      ) : (
        <form method="post" data-busy-form="" noValidate aria-labelledby="beta-form-title">
          <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
          {refusal && (
            <StatusAlert kind="error">
              <p>{refusal}</p>
            </StatusAlert>
          )}
          <SelectField
            name="programme"
            label="Beta programme"
            options={open.map((programme) => ({ value: programme.id, label: `${programme.productName} ${programme.version}` }))}
            placeholder="Choose a programme"
            required
            errors={errorsFor(fieldErrors, "programme")}
          />
          <TextField name="name" defaultValue={keptValue(actionData, "name")} label="Full name" autoComplete="name" maxLength={100} required errors={errorsFor(fieldErrors, "name")} />
          <TextField
            name="email"
            label="Email address"
            type="email"
            autoComplete="email"
            maxLength={320}
            defaultValue={keptValue(actionData, "email") ?? user?.email ?? ""}
            hint="Use the email address of your DolphinID to see beta downloads when you sign in."
            required
            errors={errorsFor(fieldErrors, "email")}
          />
          <RadioGroup name="operatingSystem" label="Operating system you will test on" options={OPERATING_SYSTEMS} required errors={errorsFor(fieldErrors, "operatingSystem")} />
          <TextField
            name="assistiveTechnology"
            label="Assistive technology you use"
            hint="For example: SuperNova with a braille display, or a screen magnifier at 4 times."
            maxLength={200}
            errors={errorsFor(fieldErrors, "assistiveTechnology")}
          />
          <CheckboxField
            name="agreement"
            label="I agree to keep beta versions confidential and to report problems I find"
            required
            errors={errorsFor(fieldErrors, "agreement")}
          />
          <SubmitButton busyLabel="Sending…">
            Register as a beta tester
          </SubmitButton>
        </form>
      )}
    </div>
  );
}

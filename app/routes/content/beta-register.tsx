import { Link } from "react-router";
import type { Route } from "./+types/beta-register";
import { buildUrl } from "@common/routes";
import { OPERATING_SYSTEMS } from "@common/schemas/content";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { CheckboxField, RadioGroup, SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { betaDownloadsFor, betaRegistrationAction, listBetaProgrammes, redirectToCanonical } from "~/lib/content.server";
import { db } from "~/lib/db.server";
import { getSessionUser } from "~/lib/session.server";
import { fieldErrorsOf, keptValue } from "@common/forms/action-result";
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
  return [
    { title: text("Beta tester registration | Dolphin") },
    { name: "description", content: text("Register to test new versions of Dolphin products before they are released.") },
  ];
};

async function view(request: Request) {
  const user = await getSessionUser(request);
  const programmes = await listBetaProgrammes(db());
  const downloads = user ? await betaDownloadsFor(db(), { id: user.userId, email: user.email }) : [];
  return {
    user: user ? { email: user.email } : null,
    programmes: programmes.map((programme) => ({
      id: programme.id,
      productName: programme.productName,
      version: programme.version,
      summary: programme.summary,
      open: programme.open,
    })),
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
  const { t, text, locale } = useT();
  // Programme summaries and release notes are English content in D1.
  const contentLang = langOfContent(locale, "en");
  const fieldErrors = fieldErrorsOf(actionData);
  const refusal = actionData?.status === "error" ? actionData.message : null;
  const { user, programmes, downloads } = loaderData;
  const open = programmes.filter((programme) => programme.open);
  return (
    <div className="container page">
      <PageHeading>{t("Beta tester registration")}</PageHeading>
      <p className="lead">
        {t(
          "Beta testers use new versions of our products before release and tell us what works and what does not. We especially want to hear from people who use a magnifier, a screen reader or braille every day.",
        )}
      </p>

      {user && downloads.length > 0 && (
        <section className="panel" aria-labelledby="beta-downloads-title">
          <h2 id="beta-downloads-title">{t("Your beta downloads")}</h2>
          <ul className="beta-downloads">
            {downloads.map((download) => (
              <li key={download.id}>
                <h3 translate="no">
                  {download.productName} {download.version}
                </h3>
                <p lang={contentLang}>{download.releaseNotes}</p>
                <p>
                  <a href={download.downloadUrl} download={download.downloadFileName}>
                    <T message="Download <0>{fileName}</0>" values={{ fileName: download.downloadFileName }} components={[<span translate="no" />]} />
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {user && downloads.length === 0 && (
        <p>
          <T
            message="You are signed in as <0>{email}</0>. Register below with this email address and your beta downloads will appear here."
            values={{ email: user.email }}
            components={[<span translate="no" />]}
          />
        </p>
      )}
      {!user && (
        <p>
          <T
            message="Already registered? <0>Sign in with DolphinID</0> using the same email address to see your beta downloads."
            components={[<Link to={url("Login")} />]}
          />
        </p>
      )}

      <h2>{t("Open beta programmes")}</h2>
      <ul className="beta-programmes">
        {programmes.map((programme) => (
          <li key={programme.id}>
            <h3 translate="no">
              {programme.productName} {programme.version}
            </h3>
            <p lang={contentLang}>{programme.summary}</p>
            {!programme.open && <p>{t("This programme is full and closed to new testers.")}</p>}
          </li>
        ))}
      </ul>

      <h2 id="beta-form-title">{t("Register")}</h2>
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
            translate="no"
            label={text("Beta programme")}
            options={open.map((programme) => ({ value: programme.id, label: `${programme.productName} ${programme.version}` }))}
            placeholder={text("Choose a programme")}
            required
            errors={errorsFor(fieldErrors, "programme")}
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
            label={text("Email address")}
            type="email"
            autoComplete="email"
            maxLength={320}
            defaultValue={keptValue(actionData, "email") ?? user?.email ?? ""}
            hint={t("Use the email address of your DolphinID to see beta downloads when you sign in.")}
            required
            errors={errorsFor(fieldErrors, "email")}
          />
          <RadioGroup
            name="operatingSystem"
            label={text("Operating system you will test on")}
            options={OPERATING_SYSTEMS.map((system) => ({ ...system, label: text(system.label) }))}
            required
            errors={errorsFor(fieldErrors, "operatingSystem")}
          />
          <TextField
            name="assistiveTechnology"
            label={text("Assistive technology you use")}
            hint={t("For example: SuperNova with a braille display, or a screen magnifier at 4 times.")}
            maxLength={200}
            errors={errorsFor(fieldErrors, "assistiveTechnology")}
          />
          <CheckboxField
            name="agreement"
            label={text("I agree to keep beta versions confidential and to report problems I find")}
            required
            errors={errorsFor(fieldErrors, "agreement")}
          />
          <SubmitButton busyLabel={text("Sending…")}>{t("Register as a beta tester")}</SubmitButton>
        </form>
      )}
    </div>
  );
}

/**
 * AccountPreferences (/account/preferences): display name, newsletter and contact
 * preferences, and changing the password (built-in DolphinID only; an outside provider
 * changes passwords on its own site).
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/preferences";
import type { FieldErrors } from "@common/api-errors";
import { PASSWORD_CHANGED_MESSAGE, PASSWORD_HINT } from "@common/identity";
import { passwordChangeSchema, preferencesSchema } from "@common/schemas/identity";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { CheckboxField, RadioGroup, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db, env } from "~/lib/db.server";
import { parseForm } from "~/lib/form-action.server";
import { requireUser, signInUrl } from "~/lib/session.server";
import { ApiError } from "../../../workers/http/errors";
import { canChangePasswordHere, changePassword, getPreferences, readSession, savePreferences } from "~/lib/identity.server";
import { SubmitButton } from "~/components/forms/SubmitButton";

export const meta: Route.MetaFunction = () => [{ title: "Account Preferences | Dolphin" }];

const SAVED = "Your preferences have been saved.";
const CHANGE_PASSWORD_INTENT = "change-password";

type ActionResult =
  | { form: "preferences"; saved: boolean; fieldErrors: FieldErrors | null }
  | { form: "password"; changed: boolean; fieldErrors: FieldErrors | null; message: string | null };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { email: user.email, preferences: await getPreferences(db(), user.userId), canChangePassword: canChangePasswordHere(env, request.url) };
}

/** Both forms post here without JavaScript; with it, to POST /api/v1/account/preferences and /password. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const intent = (await request.clone().formData()).get("intent");
  if (intent === CHANGE_PASSWORD_INTENT) return changePasswordAction(request);
  const result = await parseForm(preferencesSchema, request);
  if (!result.ok) return data<ActionResult>({ form: "preferences", saved: false, fieldErrors: result.fieldErrors }, { status: 422 });
  await savePreferences(db(), user.userId, result.output);
  return { form: "preferences", saved: true, fieldErrors: null } satisfies ActionResult;
}

async function changePasswordAction(request: Request) {
  const session = await readSession(request, env);
  if (!session) {
    const url = new URL(request.url);
    throw redirect(signInUrl(url.pathname));
  }
  const result = await parseForm(passwordChangeSchema, request);
  if (!result.ok) return data<ActionResult>({ form: "password", changed: false, fieldErrors: result.fieldErrors, message: null }, { status: 422 });
  try {
    await changePassword(env, session, result.output, request.url);
    return { form: "password", changed: true, fieldErrors: null, message: null } satisfies ActionResult;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fieldErrors = error.fields ?? null;
    return data<ActionResult>({ form: "password", changed: false, fieldErrors, message: fieldErrors ? null : error.message }, { status: error.status });
  }
}

export default function AccountPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { preferences } = loaderData;
  const preferencesResult = actionData?.form === "preferences" ? actionData : null;
  const passwordResult = actionData?.form === "password" ? actionData : null;
  return (
    <div className="container page account-page">
      <PageHeading>Account Preferences</PageHeading>
      <p>
        Choose how we address you and how we keep in touch. Your sign-in email is <strong>{loaderData.email}</strong>.
      </p>
      <AjaxForm
        action={url("AccountPreferences")}
        endpoint="account/preferences"
        resetOnSuccess={false}
        successMessage={SAVED}
        fallbackMessage="There was an error saving your changes, please refresh and try again"
        initialFieldErrors={preferencesResult?.fieldErrors}
        initialMessage={preferencesResult?.saved ? { kind: "success", text: SAVED } : null}
        className="panel account-form"
      >
        {({ fieldErrors }) => (
          <>
            <TextField
              name="displayName"
              label="Display name"
              hint="The name we use when we greet you and write to you."
              defaultValue={preferences.displayName}
              maxLength={100}
              autoComplete="name"
              errors={errorsFor(fieldErrors, "displayName")}
            />
            <fieldset className="fieldset">
              <legend>Newsletter</legend>
              <CheckboxField name="newsletter" label="Send me the Dolphin newsletter" defaultChecked={preferences.newsletter} />
              <RadioGroup
                name="newsletterFormat"
                label="Newsletter format"
                hint="Plain text works well with every screen reader and email program."
                required
                options={[
                  { value: "html", label: "Formatted (HTML)" },
                  { value: "plain", label: "Plain text" },
                ]}
                defaultValue={preferences.newsletterFormat}
                errors={errorsFor(fieldErrors, "newsletterFormat")}
              />
            </fieldset>
            <fieldset className="fieldset">
              <legend>How we may contact you about products, training and offers</legend>
              <CheckboxField name="contactByEmail" label="Contact me by email" defaultChecked={preferences.contactByEmail} />
              <CheckboxField name="contactByPhone" label="Contact me by telephone" defaultChecked={preferences.contactByPhone} />
            </fieldset>
            <SubmitButton busyLabel="Saving…">
              Save preferences
            </SubmitButton>
          </>
        )}
      </AjaxForm>
      {loaderData.canChangePassword && (
        <section aria-labelledby="change-password-heading">
          <h2 id="change-password-heading">Change password</h2>
          <p>Changing your password signs out every other browser and device that is signed in to your DolphinID. This one stays signed in.</p>
          <AjaxForm
            action={url("AccountPreferences")}
            endpoint="account/password"
            successMessage={PASSWORD_CHANGED_MESSAGE}
            fallbackMessage="There was an error changing your password, please refresh and try again"
            initialFieldErrors={passwordResult?.fieldErrors}
            initialMessage={
              passwordResult?.changed
                ? { kind: "success", text: PASSWORD_CHANGED_MESSAGE }
                : passwordResult?.message
                  ? { kind: "error", text: passwordResult.message }
                  : null
            }
            aria-labelledby="change-password-heading"
            className="panel account-form"
          >
            {({ fieldErrors }) => (
              <>
                <input type="hidden" name="intent" value={CHANGE_PASSWORD_INTENT} />
                <TextField
                  name="currentPassword"
                  label="Current password"
                  type="password"
                  autoComplete="current-password"
                  required
                  errors={errorsFor(fieldErrors, "currentPassword")}
                />
                <TextField
                  name="password"
                  label="New password"
                  type="password"
                  autoComplete="new-password"
                  required
                  hint={PASSWORD_HINT}
                  errors={errorsFor(fieldErrors, "password")}
                />
                <TextField
                  name="confirmPassword"
                  label="Confirm new password"
                  type="password"
                  autoComplete="new-password"
                  required
                  errors={errorsFor(fieldErrors, "confirmPassword")}
                />
                <SubmitButton busyLabel="Changing password…">
                  Change password
                </SubmitButton>
              </>
            )}
          </AjaxForm>
        </section>
      )}
    </div>
  );
}

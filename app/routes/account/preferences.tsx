/**
 * AccountPreferences (/account/preferences): display name, newsletter and contact
 * preferences, and changing the password (built-in DolphinID only; an outside provider
 * changes passwords on its own site).
 */
import type { Route } from "./+types/preferences";
import { fieldErrorsOf, flashOf, keptValue } from "@common/forms/action-result";
import { PASSWORD_HINT } from "@common/identity";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { CheckboxField, RadioGroup, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { preferencesAction } from "~/features/account/actions.server";
import { PREFERENCES_INTENTS } from "~/features/account/intents";
import { db, env } from "~/lib/db.server";
import { canChangePasswordHere, getPreferences } from "~/lib/identity.server";
import { requireUser } from "~/lib/session.server";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "account" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [{ title: "Account Preferences | Dolphin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { email: user.email, preferences: await getPreferences(db(), user.userId), canChangePassword: canChangePasswordHere(env, request.url) };
}

/** Both forms post here without JavaScript; with it, to POST /api/v1/account/preferences and /password. */
export const action = preferencesAction;

export default function AccountPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { preferences } = loaderData;
  const preferencesResult = actionData?.intent === PREFERENCES_INTENTS.save ? actionData : null;
  const passwordResult = actionData?.intent === PREFERENCES_INTENTS.changePassword ? actionData : null;
  // After a failed post without JavaScript the form shows what was typed, not what is saved.
  const failed = preferencesResult !== null && preferencesResult.status !== "done";
  const typed = (name: string) => keptValue(preferencesResult, name);
  const ticked = (name: string, saved: boolean) => (failed ? typed(name) !== undefined : saved);
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
        successMessage={(data) => (data as { message: string }).message}
        fallbackMessage="There was an error saving your changes, please refresh and try again"
        initialFieldErrors={fieldErrorsOf(preferencesResult)}
        initialMessage={flashOf(preferencesResult)}
        className="panel account-form"
      >
        {({ fieldErrors }) => (
          <>
            <input type="hidden" name="intent" value={PREFERENCES_INTENTS.save} />
            <TextField
              name="displayName"
              label="Display name"
              hint="The name we use when we greet you and write to you."
              defaultValue={typed("displayName") ?? preferences.displayName}
              maxLength={100}
              autoComplete="name"
              errors={errorsFor(fieldErrors, "displayName")}
            />
            <fieldset className="fieldset">
              <legend>Newsletter</legend>
              <CheckboxField name="newsletter" label="Send me the Dolphin newsletter" defaultChecked={ticked("newsletter", preferences.newsletter)} />
              <RadioGroup
                name="newsletterFormat"
                label="Newsletter format"
                hint="Plain text works well with every screen reader and email program."
                required
                options={[
                  { value: "html", label: "Formatted (HTML)" },
                  { value: "plain", label: "Plain text" },
                ]}
                defaultValue={typed("newsletterFormat") ?? preferences.newsletterFormat}
                errors={errorsFor(fieldErrors, "newsletterFormat")}
              />
            </fieldset>
            <fieldset className="fieldset">
              <legend>How we may contact you about products, training and offers</legend>
              <CheckboxField name="contactByEmail" label="Contact me by email" defaultChecked={ticked("contactByEmail", preferences.contactByEmail)} />
              <CheckboxField name="contactByPhone" label="Contact me by telephone" defaultChecked={ticked("contactByPhone", preferences.contactByPhone)} />
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
            successMessage={(data) => (data as { message: string }).message}
            fallbackMessage="There was an error changing your password, please refresh and try again"
            initialFieldErrors={fieldErrorsOf(passwordResult)}
            initialMessage={flashOf(passwordResult)}
            aria-labelledby="change-password-heading"
            className="panel account-form"
          >
            {({ fieldErrors }) => (
              <>
                <input type="hidden" name="intent" value={PREFERENCES_INTENTS.changePassword} />
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

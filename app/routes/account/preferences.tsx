/**
 * AccountPreferences (/account/preferences): display name and contact preferences, the
 * newsletter, changing the password (built-in DolphinID only; an outside provider changes
 * passwords on its own site), the language of the account's mail and where it is signed in.
 */
import type { Route } from "./+types/preferences";
import { fieldErrorsOf, flashOf, keptValue } from "@common/forms/action-result";
import { PASSWORD_HINT_MESSAGE, PASSWORD_HINT_VALUES } from "./password-hint";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { CheckboxField, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { preferencesAction } from "~/features/account/actions.server";
import { AccountDataSection } from "~/features/account/AccountDataSection";
import { PREFERENCES_INTENTS } from "~/features/account/intents";
import { db, env } from "~/lib/db.server";
import { accountMailLocale, canChangePasswordHere, getPreferences } from "~/lib/identity.server";
import { MailLanguage } from "~/features/account/MailLanguage";
import { resolveLocale } from "@common/locale";
import { requireUser } from "~/lib/session.server";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PasskeysSection } from "~/features/account/passkeys/PasskeysSection";
import { passkeysSectionData } from "~/features/account/passkeys/passkeys.server";
import { NewsletterSubscription } from "~/features/account/NewsletterSubscription";
import { SignedInSessions } from "~/features/account/SignedInSessions";
import { readSessionsAndNewsletter } from "~/features/account/sessions-newsletter.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "account", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Account Preferences | Dolphin") }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return {
    email: user.email,
    preferences: await getPreferences(db(), user.userId),
    mailLanguage: await accountMailLocale(db(), user.userId, resolveLocale(params.locale)),
    canChangePassword: canChangePasswordHere(env, request.url),
    ...(await passkeysSectionData(request, user.userId)),
    ...(await readSessionsAndNewsletter(request, user)),
  };
}

/** Both forms post here without JavaScript; with it, to POST /api/v1/account/preferences and /password. */
export const action = preferencesAction;

export default function AccountPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { preferences } = loaderData;
  const preferencesResult = actionData?.intent === PREFERENCES_INTENTS.save ? actionData : null;
  const passwordResult = actionData?.intent === PREFERENCES_INTENTS.changePassword ? actionData : null;
  // After a failed post without JavaScript the form shows what was typed, not what is saved.
  const failed = preferencesResult !== null && preferencesResult.status !== "done";
  const typed = (name: string) => keptValue(preferencesResult, name);
  const ticked = (name: string, saved: boolean) => (failed ? typed(name) !== undefined : saved);
  return (
    <div className="container page account-page">
      <PageHeading>{t("Account Preferences")}</PageHeading>
      <p>
        <T
          message="Choose how we address you and how we keep in touch. Your sign-in email is <0>{email}</0>."
          values={{ email: loaderData.email }}
          components={[<strong translate="no" />]}
        />
      </p>
      <AjaxForm
        action={url("AccountPreferences")}
        endpoint="account/preferences"
        resetOnSuccess={false}
        fallbackMessage={text("There was an error saving your changes, please refresh and try again")}
        initialFieldErrors={fieldErrorsOf(preferencesResult)}
        initialMessage={flashOf(preferencesResult)}
        className="panel account-form"
      >
        {({ fieldErrors }) => (
          <>
            <input type="hidden" name="intent" value={PREFERENCES_INTENTS.save} />
            <TextField
              name="displayName"
              label={text("Display name")}
              hint={t("The name we use when we greet you and write to you.")}
              defaultValue={typed("displayName") ?? preferences.displayName}
              maxLength={100}
              autoComplete="name"
              errors={errorsFor(fieldErrors, "displayName")}
            />
            <fieldset className="fieldset">
              <legend>{t("How we may contact you about products, training and offers")}</legend>
              <CheckboxField name="contactByEmail" label={text("Contact me by email")} defaultChecked={ticked("contactByEmail", preferences.contactByEmail)} />
              <CheckboxField
                name="contactByPhone"
                label={text("Contact me by telephone")}
                defaultChecked={ticked("contactByPhone", preferences.contactByPhone)}
              />
            </fieldset>
            <SubmitButton busyLabel={text("Saving…")}>{t("Save preferences")}</SubmitButton>
          </>
        )}
      </AjaxForm>
      <MailLanguage language={loaderData.mailLanguage} result={actionData} />
      <NewsletterSubscription newsletter={loaderData.newsletter} email={loaderData.email} result={actionData} />
      {loaderData.canChangePassword && (
        <section aria-labelledby="change-password-heading">
          <h2 id="change-password-heading">{t("Change password")}</h2>
          <p>{t("Changing your password signs out every other browser and device that is signed in to your DolphinID. This one stays signed in.")}</p>
          <AjaxForm
            action={url("AccountPreferences")}
            endpoint="account/password"
            fallbackMessage={text("There was an error changing your password, please refresh and try again")}
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
                  label={text("Current password")}
                  type="password"
                  autoComplete="current-password"
                  required
                  errors={errorsFor(fieldErrors, "currentPassword")}
                />
                <TextField
                  name="password"
                  label={text("New password")}
                  type="password"
                  autoComplete="new-password"
                  required
                  hint={t(PASSWORD_HINT_MESSAGE, PASSWORD_HINT_VALUES)}
                  errors={errorsFor(fieldErrors, "password")}
                />
                <TextField
                  name="confirmPassword"
                  label={text("Confirm new password")}
                  type="password"
                  autoComplete="new-password"
                  required
                  errors={errorsFor(fieldErrors, "confirmPassword")}
                />
                <SubmitButton busyLabel={text("Changing password…")}>{t("Change password")}</SubmitButton>
              </>
            )}
          </AjaxForm>
        </section>
      )}
      <AccountDataSection />
      <PasskeysSection />
      <SignedInSessions sessions={loaderData.sessions} history={loaderData.history} result={actionData} />
    </div>
  );
}

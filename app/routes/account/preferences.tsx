/** AccountPreferences (/account/preferences): display name, newsletter and contact preferences. */
import { data } from "react-router";
import type { Route } from "./+types/preferences";
import { preferencesSchema } from "@common/schemas/identity";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { CheckboxField, RadioGroup, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { parseForm } from "~/lib/form-action.server";
import { requireUser } from "~/lib/session.server";
import { getPreferences, savePreferences } from "../../../workers/identity/account-service";

export const meta: Route.MetaFunction = () => [{ title: "Account Preferences | Dolphin" }];

const SAVED = "Your preferences have been saved.";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { email: user.email, preferences: await getPreferences(db(), user.userId) };
}

/** The form without JavaScript posts here; with it, to POST /api/v1/account/preferences. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const result = await parseForm(preferencesSchema, request);
  if (!result.ok) return data({ saved: false, fieldErrors: result.fieldErrors }, { status: 422 });
  await savePreferences(db(), user.userId, result.output);
  return { saved: true, fieldErrors: null };
}

export default function AccountPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { preferences } = loaderData;
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
        initialFieldErrors={actionData?.fieldErrors}
        initialMessage={actionData?.saved ? { kind: "success", text: SAVED } : null}
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
            <button type="submit" className="button">
              Save preferences
            </button>
          </>
        )}
      </AjaxForm>
    </div>
  );
}

/**
 * AccountDelete (/account/delete): 'Delete my DolphinID'. Says what goes and what is kept and
 * why, asks for the password (or a passkey) again, and posts to the page action made from the same operation
 * as POST /api/v1/account/delete. After it the visitor is signed out and sent to the page that
 * says the deletion is scheduled.
 */
import type { Route } from "./+types/delete";
import { fieldErrorsOf } from "@common/forms/action-result";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { ReProofFields } from "~/features/account/ReProofFields";
import { canReProveWithPasskey, deleteAccountAction } from "~/features/account/account-data.server";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { requireUser } from "~/lib/session.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: ["account/account-data"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Delete my DolphinID | Dolphin Account | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { email: user.email, passkey: await canReProveWithPasskey(request, user.userId) };
}

export const action = deleteAccountAction;

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const fieldErrors = fieldErrorsOf(actionData ?? null);
  const refused = actionData?.status === "error" ? actionData.message : null;
  return (
    <div className="container page account-page">
      <PageHeading>{t("Delete my DolphinID")}</PageHeading>
      <p>
        <T message="You are signed in as <0>{email}</0>." values={{ email: loaderData.email }} components={[<strong translate="no" />]} />
      </p>
      <section aria-labelledby="deleted-heading">
        <h2 id="deleted-heading">{t("What is deleted")}</h2>
        <p>{t("14 days after you ask, we delete for good:")}</p>
        <ul>
          <li>{t("your DolphinID and its password, so you can no longer sign in")}</li>
          <li>{t("your address book, calling settings and whether you are online")}</li>
          <li>{t("every place you are signed in, and your passkeys")}</li>
          <li>{t("your seat in a school or organisation's premium reader")}</li>
          <li>{t("your preferences and your newsletter subscription")}</li>
          <li>{t("the support messages you sent while signed in, and your sign-in history")}</li>
        </ul>
        <p>{t("As soon as you ask, you are signed out everywhere and the people in whose address books you are can no longer see you online or call you.")}</p>
      </section>
      <section aria-labelledby="kept-heading">
        <h2 id="kept-heading">{t("What is kept, and why")}</h2>
        <ul>
          <li>
            {t(
              "Orders and invoices: the law requires us to keep them for several years. We keep only what the invoice shows (what was bought, the price, the tax and the country), not your DolphinID or email address.",
            )}
          </li>
          <li>{t("Licences: they stay valid. Whoever has the serial number can register it again with another DolphinID.")}</li>
        </ul>
      </section>
      <section aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t("Changed your mind?")}</h2>
        <p>{t("We email you a link that keeps your DolphinID. It works for 14 days; after that the deletion cannot be undone.")}</p>
        {refused && (
          <StatusAlert kind="error" focusOnLoad>
            <p>{refused}</p>
          </StatusAlert>
        )}
        <PostForm action={url("AccountDelete")} reloadDocument noValidate className="panel account-form" aria-labelledby="delete-heading">
          <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
          <ReProofFields fieldErrors={fieldErrors} passkey={loaderData.passkey} passkeyLabel={text("Delete my DolphinID with a passkey")} />
          <SubmitButton className="button button--danger" busyLabel={text("Deleting…")}>
            {t("Delete my DolphinID")}
          </SubmitButton>
        </PostForm>
      </section>
      <p>
        <a href={url("AccountPreferences")}>{t("Back to Account Preferences")}</a>
      </p>
    </div>
  );
}

/**
 * AccountUndoEmailChange (/account/email/undo?token=…): the link mailed to the old address.
 * Opening it changes nothing; the button puts the old address back and signs the DolphinID out
 * everywhere, through the page action made from the same operation as POST /api/v1/account/email/undo.
 */
import { Link } from "react-router";
import type { Route } from "./+types/email-undo";
import { fieldErrorsOf } from "@common/forms/action-result";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { undoEmailChangeAction, undoLinkChange } from "~/features/account/account-data.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: ["account/account-data"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaText(matches).text("Put my old email address back | Dolphin") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return { token, change: await undoLinkChange(token) };
}

export const action = undoEmailChangeAction;

export default function UndoEmailChange({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { token, change } = loaderData;
  if (actionData?.status === "done") {
    return (
      <div className="container page account-page">
        <PageHeading>{t("Your old email address is back")}</PageHeading>
        <StatusAlert kind="success" focusOnLoad>
          <p>{actionData.message}</p>
        </StatusAlert>
        <p>
          <Link className="button" to={url("Login")} reloadDocument>
            {t("Sign in")}
          </Link>
        </p>
      </div>
    );
  }
  const problem = fieldErrorsOf(actionData ?? null)?.token?.errors[0] ?? (actionData?.status === "error" ? actionData.message : null);
  return (
    <div className="container page account-page">
      <PageHeading>{t("Put my old email address back")}</PageHeading>
      {(problem || !change) && (
        <StatusAlert kind="error" focusOnLoad>
          <p>{problem ?? t("This link has expired or has already been used.")}</p>
        </StatusAlert>
      )}
      {change && token && (
        <>
          <p>
            <T
              message="Your DolphinID was changed from <0>{oldEmail}</0> to <1>{newEmail}</1>. If you did not do this, put your old address back: every browser and device signed in to your DolphinID is then signed out, and you should choose a new password."
              values={change}
              components={[<strong translate="no" />, <strong translate="no" />]}
            />
          </p>
          <PostForm action={url("AccountUndoEmailChange", {}, { query: { token } })} reloadDocument className="panel account-form">
            <input type="hidden" name="token" value={token} />
            <SubmitButton busyLabel={text("Putting it back…")}>{t("Put my old email address back")}</SubmitButton>
          </PostForm>
        </>
      )}
    </div>
  );
}

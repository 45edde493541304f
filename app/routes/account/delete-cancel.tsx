/**
 * AccountCancelDeletion (/account/delete/cancel?token=…): the mailed link's page. Opening the
 * link changes nothing (mail scanners open links too); the button posts to the page action made
 * from the same operation as POST /api/v1/account/delete/cancel.
 */
import { Link } from "react-router";
import type { Route } from "./+types/delete-cancel";
import { fieldErrorsOf } from "@common/forms/action-result";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { cancelDeletionAction, cancelLinkWorks } from "~/features/account/account-data.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: ["account/account-data"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaText(matches).text("Keep my DolphinID | Dolphin") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return { token, works: await cancelLinkWorks(token) };
}

export const action = cancelDeletionAction;

export default function CancelDeletion({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { token, works } = loaderData;
  if (actionData?.status === "done") {
    return (
      <div className="container page account-page">
        <PageHeading>{t("Your DolphinID is kept")}</PageHeading>
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
      <PageHeading>{t("Keep my DolphinID")}</PageHeading>
      {(problem || !works) && (
        <StatusAlert kind="error" focusOnLoad>
          <p>{problem ?? t("This link has expired or has already been used. A DolphinID whose deletion period has passed cannot be brought back.")}</p>
        </StatusAlert>
      )}
      {works && token && (
        <>
          <p>{t("Your DolphinID is waiting to be deleted. Press the button to keep it; you can then sign in as before.")}</p>
          <PostForm action={url("AccountCancelDeletion", {}, { query: { token } })} reloadDocument className="panel account-form">
            <input type="hidden" name="token" value={token} />
            <SubmitButton busyLabel={text("Keeping…")}>{t("Keep my DolphinID")}</SubmitButton>
          </PostForm>
        </>
      )}
    </div>
  );
}

/**
 * AccountCancelDeletion (/account/delete/cancel?token=…): the mailed link's page (MailedLinkPage),
 * whose button posts to the page action made from the same operation as POST
 * /api/v1/account/delete/cancel.
 */
import type { Route } from "./+types/delete-cancel";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { cancelDeletionAction, cancelLinkWorks } from "~/features/account/account-data.server";
import { MailedLinkPage } from "~/features/account/MailedLinkPage";
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
  return (
    <MailedLinkPage
      result={actionData}
      token={token}
      works={works}
      heading={text("Keep my DolphinID")}
      doneHeading={text("Your DolphinID is kept")}
      expired={text("This link has expired or has already been used. A DolphinID whose deletion period has passed cannot be brought back.")}
      explanation={<p>{t("Your DolphinID is waiting to be deleted. Press the button to keep it; you can then sign in as before.")}</p>}
      action={url("AccountCancelDeletion", {}, { query: { token } })}
      busyLabel={text("Keeping…")}
    />
  );
}

/**
 * AccountUndoEmailChange (/account/email/undo?token=…): the link mailed to the old address.
 * Its page (MailedLinkPage) changes nothing when opened; the button puts the old address back and
 * signs the DolphinID out everywhere, through the page action made from the same operation as
 * POST /api/v1/account/email/undo.
 */
import type { Route } from "./+types/email-undo";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { undoEmailChangeAction, undoLinkChange } from "~/features/account/account-data.server";
import { MailedLinkPage } from "~/features/account/MailedLinkPage";
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
  const { text } = useT();
  const { token, change } = loaderData;
  return (
    <MailedLinkPage
      result={actionData}
      token={token}
      works={change !== null}
      heading={text("Put my old email address back")}
      doneHeading={text("Your old email address is back")}
      expired={text("This link has expired or has already been used.")}
      explanation={
        change && (
          <p>
            <T
              message="Your DolphinID was changed from <0>{oldEmail}</0> to <1>{newEmail}</1>. If you did not do this, put your old address back: every browser and device signed in to your DolphinID is then signed out, and you should choose a new password."
              values={change}
              components={[<strong translate="no" />, <strong translate="no" />]}
            />
          </p>
        )
      }
      action={url("AccountUndoEmailChange", {}, { query: { token } })}
      busyLabel={text("Putting it back…")}
    />
  );
}

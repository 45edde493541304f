/**
 * /account/easyreader-premium/join?token=…: where a teacher or admin invitation email leads.
 * Sign-in comes first (and returns here); then one button accepts.
 */
import type { Route } from "./+types/join";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { ActionResult } from "~/components/forms/ActionResult";
import { callerFor, joinAction } from "./premium.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "premium", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Accept your invitation | Premium reader | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  const caller = await callerFor(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { email: caller.email, token: token.slice(0, 200) };
}

/** Accepted, the new team member goes on to the organisation's students. */
export const action = joinAction;

export default function JoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text } = useT();
  return (
    <div className="container page">
      <PageHeading>{t("Accept your invitation")}</PageHeading>
      <ActionResult result={actionData} />
      {loaderData.token ? (
        <>
          <p>
            <T
              message="You have been invited to help run the EasyReader premium reader app for an organisation. Accepting adds <0/> to its team."
              components={[<strong translate="no">{loaderData.email}</strong>]}
            />
          </p>
          <p>{t("If this is not the DolphinID you want to use, sign out and open the link from the email again.")}</p>
          <PostForm>
            <input type="hidden" name="token" value={loaderData.token} />
            <SubmitButton busyLabel={text("Accepting…")}>{t("Accept invitation")}</SubmitButton>
          </PostForm>
        </>
      ) : (
        <p>{t("This address needs the link from your invitation email. Open the email and follow its link, or ask an admin to send it again.")}</p>
      )}
    </div>
  );
}

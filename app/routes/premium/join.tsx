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

export const handle = { i18n: "premium" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [{ title: "Accept your invitation | Premium reader | Dolphin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const caller = await callerFor(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { email: caller.email, token: token.slice(0, 200) };
}

/** Accepted, the new team member goes on to the organisation's students. */
export const action = joinAction;

export default function JoinPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container page">
      <PageHeading>Accept your invitation</PageHeading>
      <ActionResult result={actionData} />
      {loaderData.token ? (
        <>
          <p>
            You have been invited to help run the EasyReader premium reader app for an organisation. Accepting adds{" "}
            <strong>{loaderData.email}</strong> to its team.
          </p>
          <p>If this is not the DolphinID you want to use, sign out and open the link from the email again.</p>
          <PostForm>
            <input type="hidden" name="token" value={loaderData.token} />
            <SubmitButton busyLabel="Accepting…">
              Accept invitation
            </SubmitButton>
          </PostForm>
        </>
      ) : (
        <p>This address needs the link from your invitation email. Open the email and follow its link, or ask an admin to send it again.</p>
      )}
    </div>
  );
}

/**
 * /account/easyreader-premium/join?token=…: where a teacher or admin invitation email leads.
 * Sign-in comes first (and returns here); then one button accepts.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/join";
import { acceptTeacherInviteSchema } from "@common/schemas/premium";
import { buildUrl } from "@common/routes";
import { PageHeading } from "~/components/layout/PageHeading";
import { db } from "~/lib/db.server";
import { acceptTeacherInvite } from "./premium.server";
import { ActionResult } from "./components";
import { callerFor, perform, validateForm } from "./premium.server";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PostForm } from "~/components/forms/PostForm";

export const meta: Route.MetaFunction = () => [{ title: "Accept your invitation | Premium reader | Dolphin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const caller = await callerFor(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { email: caller.email, token: token.slice(0, 200) };
}

export async function action({ request }: Route.ActionArgs) {
  const caller = await callerFor(request);
  const form = await request.formData();
  const { output, failure } = validateForm(acceptTeacherInviteSchema, form, "accept");
  if (failure) return failure;
  const result = await perform("accept", () => acceptTeacherInvite(db(), caller, output));
  if ("ok" in result && result.ok) {
    const { organisationId } = result.data;
    throw redirect(buildUrl("PremiumStudents", {}, { query: { org: organisationId } }));
  }
  return result;
}

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

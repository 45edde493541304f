/**
 * The cancel link of a webinar registration (from its confirmation or reminder mail): it works
 * without signing in. Opening the link changes nothing (mail scanners open links); the button
 * posts the token, and the place is freed for someone else.
 */
import { Link } from "react-router";
import type { Route } from "./+types/webinar-cancel";
import { PageHeading } from "~/components/layout/PageHeading";
import { ActionResult } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { FrameworkHandle } from "~/enhance/framework";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { registrationToCancel, webinarCancelAction } from "~/features/events/registration.server";
import { useWebinarDate } from "~/features/events/dates";
import type { I18nHandle } from "@common/i18n/namespaces";
import { metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "events", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [{ title: text("Cancel your webinar place | Dolphin") }, { name: "robots", content: "noindex" }];
};

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.slice(0, 100) ?? "";
  return { token, registration: await registrationToCancel(token) };
}

export const action = webinarCancelAction;

export default function WebinarCancel({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const webinarDate = useWebinarDate();
  const { token, registration } = loaderData;
  const cancelled = actionData?.status === "done";
  return (
    <div className="container page">
      <PageHeading>{t("Cancel your webinar place")}</PageHeading>
      <ActionResult result={actionData} />
      {registration && !cancelled ? (
        <>
          <p>
            {t('You are registered for "{topic}" on {when}.', {
              topic: registration.topic,
              when: `${webinarDate(registration.startTime, registration.timezone).when} ${webinarDate(registration.startTime, registration.timezone).zone}`,
            })}
          </p>
          <p>{t("If you can no longer come, cancel your place so that someone else can have it.")}</p>
          <PostForm action={url("WebinarCancel")} aria-label={text("Cancel your webinar place")}>
            <input type="hidden" name="token" value={token} />
            <SubmitButton busyLabel={text("Cancelling…")}>{t("Cancel my place")}</SubmitButton>
          </PostForm>
        </>
      ) : !cancelled && actionData === undefined ? (
        <p className="alert alert--message">{t("This cancel link does not work any more: the place may already be cancelled, or the webinar is over.")}</p>
      ) : null}
      <p>
        <Link to={url("Webinars")}>{t("Back to webinars")}</Link>
      </p>
    </div>
  );
}

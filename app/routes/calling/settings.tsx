import { data, redirect, useSearchParams } from "react-router";
import { serialize } from "cookie";
import type { Route } from "./+types/settings";
import { SETTINGS_COOKIE_LIFETIME_SECONDS } from "@common/constants";
import { SETTINGS_COOKIES } from "@common/realtime/page";
import { callSettingsSchema } from "@common/schemas/calling";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PageHeading } from "~/components/layout/PageHeading";
import { requireUser } from "~/lib/session.server";
import { env } from "~/lib/db.server";
import { parseForm } from "~/lib/form-action.server";
import { CallSettings } from "~/features/calling/CallSettings";
import { readCallSettings } from "../../../workers/calling/data";
import { saveCallSettings } from "../../../workers/calling/settings";

export const meta: Route.MetaFunction = () => [{ title: "Video calling settings | Dolphin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { settings: await readCallSettings(env.DB, user.userId) };
}

/** The settings form without JavaScript: the same schema, table and cookies as the API. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = await parseForm(callSettingsSchema, request);
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors }, { status: 422 });
  const current = await readCallSettings(env.DB, user.userId);
  const settings = await saveCallSettings(env, user.userId, {
    allowedCallers: parsed.output.allowedCallers,
    mediaQuality: parsed.output.mediaQuality,
    audioInputLabel: parsed.output.audioInputLabel || current.audioInputLabel,
    videoInputLabel: parsed.output.videoInputLabel || current.videoInputLabel,
  });
  const secure = new URL(request.url).protocol === "https:";
  const options = { path: "/", maxAge: SETTINGS_COOKIE_LIFETIME_SECONDS, sameSite: "lax" as const, secure };
  const headers = new Headers({ Location: `${new URL(request.url).pathname}?saved=1` });
  headers.append("Set-Cookie", serialize(SETTINGS_COOKIES.allowedCallers, String(settings.allowedCallers), options));
  headers.append("Set-Cookie", serialize(SETTINGS_COOKIES.mediaQuality, String(settings.mediaQuality), options));
  headers.append("Set-Cookie", serialize(SETTINGS_COOKIES.audioInputLabel, settings.audioInputLabel ?? "", options));
  headers.append("Set-Cookie", serialize(SETTINGS_COOKIES.videoInputLabel, settings.videoInputLabel ?? "", options));
  throw redirect(`${new URL(request.url).pathname}?saved=1`, { status: 303, headers });
}

export default function CallSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return (
    <>
      <PageHeading>Video calling settings</PageHeading>
      <p className="lead">
        Choose the microphone and camera to use for calls, the picture quality, and who is allowed to call you. Your choices are saved
        to your account, so they apply in every browser where you are signed in.
      </p>
      <ErrorSummary errors={summaryFromFieldErrors(actionData?.fieldErrors)} />
      <CallSettings saved={loaderData.settings} savedFlash={search.get("saved") === "1"} />
    </>
  );
}

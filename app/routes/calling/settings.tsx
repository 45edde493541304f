import { useSearchParams } from "react-router";
import type { Route } from "./+types/settings";
import { PageHeading } from "~/components/layout/PageHeading";
import { CallSettings } from "~/features/calling/CallSettings";
import { callSettingsAction, loadCallSettings } from "~/features/calling/calling.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import { metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "calling" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Video calling settings | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  return loadCallSettings(request);
}

/** The settings form without JavaScript: the same operation as the API. */
export const action = callSettingsAction;

export default function CallSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const { t } = useT();
  return (
    <>
      <PageHeading>{t("Video calling settings")}</PageHeading>
      <p className="lead">
        {t(
          "Choose the microphone and camera to use for calls, the picture quality, and who is allowed to call you. Your choices are saved to your account, so they apply in every browser where you are signed in.",
        )}
      </p>
      <CallSettings saved={loaderData.settings} savedFlash={search.get("saved") === "1"} result={actionData} />
    </>
  );
}

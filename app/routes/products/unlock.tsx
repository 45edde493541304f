import type { Route } from "./+types/unlock";
import { fieldErrorsOf, flashOf, keptValue } from "@common/forms/action-result";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { TextField, errorsFor } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { unlockAction } from "~/features/products/unlock.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { getSessionUser } from "~/lib/session.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the form posts natively after the
// enhancement's required-field check, and the answer that comes back takes focus.
export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/** The premium reader unlock form: unlock code (required, up to 50) and DolphinID. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return { dolphinId: user?.email ?? "" };
}

export const action = unlockAction;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Unlock EasyReader Premium | Dolphin") }];

export default function Unlock({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  return (
    <div className="container page">
      <PageHeading>{t("Unlock EasyReader Premium")}</PageHeading>
      <p className="lead">
        {t(
          "Your school, library or employer may have given you an unlock code. Enter it with your DolphinID to switch on premium voices and document reading in EasyReader on all your devices.",
        )}
      </p>
      <AjaxForm
        action={url("ReaderPremiumUnlock")}
        endpoint="easyreader-premium/unlock"
        oneShot
        initialFieldErrors={fieldErrorsOf(actionData)}
        initialMessage={flashOf(actionData)}
        aria-labelledby="unlock-title"
      >
        {({ fieldErrors }) => (
          <>
            <h2 id="unlock-title">{t("Your unlock code")}</h2>
            <TextField
              name="unlockCode"
              label={text("Unlock code")}
              required
              maxLength={50}
              autoComplete="off"
              spellCheck={false}
              hint={text("It is not case sensitive, and spaces do not matter.")}
              defaultValue={keptValue(actionData, "unlockCode")}
              errors={errorsFor(fieldErrors, "unlockCode")}
            />
            <TextField
              name="dolphinId"
              label={text("DolphinID (your email address)")}
              type="email"
              required
              autoComplete="email"
              defaultValue={keptValue(actionData, "dolphinId") ?? loaderData.dolphinId}
              errors={errorsFor(fieldErrors, "dolphinId")}
            />
            <SubmitButton busyLabel={text("Unlocking…")}>{t("Unlock premium")}</SubmitButton>
          </>
        )}
      </AjaxForm>
    </div>
  );
}

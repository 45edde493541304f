/**
 * AccountData (/account/data): 'Download my data'. After the password (or a passkey) again, the
 * JSON file (sent on to AccountDataFile with a short-lived ticket, so a plain form can download
 * it) or the same data as a readable page, shown here. Posts to the page action made from the
 * same operation as POST /api/v1/account/data. The file's fields are in docs/account-data.md.
 */
import type { Route } from "./+types/data";
import { fieldErrorsOf, keptValue } from "@common/forms/action-result";
import type { AccountData } from "~/features/account/account-data.server";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { RadioGroup, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { AccountDataView } from "~/features/account/AccountDataView";
import { ReProofFields } from "~/features/account/ReProofFields";
import { canReProveWithPasskey, dataExportAction } from "~/features/account/account-data.server";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { requireUser } from "~/lib/session.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: ["account/account-data"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Download my data | Dolphin Account | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { passkey: await canReProveWithPasskey(request, user.userId) };
}

export const action = dataExportAction;

export default function DownloadMyData({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const answer = actionData ?? null;
  const shown = answer?.status === "done" ? (answer.data as unknown as { account: AccountData }).account : null;
  const fieldErrors = fieldErrorsOf(answer);
  return (
    <div className="container page account-page">
      <PageHeading>{t("Download my data")}</PageHeading>
      <p>
        {t(
          "Get a copy of everything we hold about your DolphinID: your profile, preferences and consent choices, address book, calling settings, licences, orders, premium reader seat, the support messages you sent while signed in, and your sign-in history.",
        )}
      </p>
      <p>{t("The file (JSON) is for moving your data to another service or program; the page is for reading. Both hold the same.")}</p>
      {answer?.status === "error" && (
        <StatusAlert kind="error" focusOnLoad>
          <p>{answer.message}</p>
        </StatusAlert>
      )}
      {shown && (
        <StatusAlert kind="success" focusOnLoad>
          <p>{t("Here is your data. It is shown below.")}</p>
        </StatusAlert>
      )}
      <PostForm action={url("AccountData")} reloadDocument noValidate className="panel account-form">
        <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
        <ReProofFields fieldErrors={fieldErrors} passkey={loaderData.passkey} passkeyLabel={text("Get my data with a passkey")} />
        <RadioGroup
          name="format"
          label={text("Format")}
          required
          options={[
            { value: "json", label: text("A file to download (JSON)") },
            { value: "html", label: text("A page to read here") },
          ]}
          defaultValue={keptValue(answer, "format") ?? "json"}
          errors={errorsFor(fieldErrors, "format")}
        />
        <SubmitButton busyLabel={text("Preparing…")}>{t("Get my data")}</SubmitButton>
      </PostForm>
      {shown && <AccountDataView data={shown} />}
      <p>
        <a href={url("AccountPreferences")}>{t("Back to Account Preferences")}</a>
      </p>
    </div>
  );
}

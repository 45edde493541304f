import { data, redirect } from "react-router";
import type { Route } from "./+types/unlock";
import { buildUrl } from "@common/routes";
import { safeRedirectTarget } from "@common/safe-path";
import { unlockSchema } from "@common/schemas/products";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { TextField, errorsFor } from "~/components/forms/fields";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db, env } from "~/lib/db.server";
import { parseForm } from "~/lib/form-action.server";
import { ApiError } from "../../../workers/http/errors";
import { readSessionUser } from "../../../workers/identity/session";
import { redeemUnlockCode } from "../../../workers/products/unlock";
import { clientAddress, hitRateLimit } from "../../../workers/services/rate-limit";
import { SubmitButton } from "~/components/forms/SubmitButton";

/** The premium reader unlock form: unlock code (required, up to 50) and DolphinID. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await readSessionUser(request, env);
  return { dolphinId: user?.email ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  const limit = await hitRateLimit(env.DB, { name: "premium-unlock", limit: 10, windowSeconds: 600 }, clientAddress(request));
  if (!limit.allowed) return data({ fieldErrors: null, message: "Too many attempts. Please wait a few minutes and try again." }, { status: 429 });
  const parsed = await parseForm(unlockSchema, request);
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors, message: null }, { status: 422 });
  const user = await readSessionUser(request, env);
  try {
    const { redirect: to } = await redeemUnlockCode(db(), { ...parsed.output, accountId: user?.userId ?? null });
    throw redirect(safeRedirectTarget(to, buildUrl("PremiumStatus")), 303);
  } catch (error) {
    if (error instanceof ApiError && error.fields) return data({ fieldErrors: error.fields, message: null }, { status: 422 });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Unlock EasyReader Premium | Dolphin" }];

export default function Unlock({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>Unlock EasyReader Premium</PageHeading>
      <p className="lead">
        Your school, library or employer may have given you an unlock code. Enter it with your DolphinID to switch on premium voices
        and document reading in EasyReader on all your devices.
      </p>
      {actionData?.message && (
        <StatusAlert kind="error">
          <p>{actionData.message}</p>
        </StatusAlert>
      )}
      <AjaxForm action={url("ReaderPremiumUnlock")} endpoint="easyreader-premium/unlock" oneShot initialFieldErrors={actionData?.fieldErrors} aria-labelledby="unlock-title">
        {({ fieldErrors }) => (
          <>
            <h2 id="unlock-title">Your unlock code</h2>
            <TextField
              name="unlockCode"
              label="Unlock code"
              required
              maxLength={50}
              autoComplete="off"
              spellCheck={false}
              hint="It is not case sensitive, and spaces do not matter."
              errors={errorsFor(fieldErrors, "unlockCode")}
            />
            <TextField
              name="dolphinId"
              label="DolphinID (your email address)"
              type="email"
              required
              autoComplete="email"
              defaultValue={loaderData.dolphinId}
              errors={errorsFor(fieldErrors, "dolphinId")}
            />
            <SubmitButton busyLabel="Unlocking…">
              Unlock premium
            </SubmitButton>
          </>
        )}
      </AjaxForm>
    </div>
  );
}

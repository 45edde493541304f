/**
 * StaffDealer (/staff/dealers/:dealerId): one dealer's record, edited from the revision it was
 * opened at, and the DolphinIDs that may enter the dealer zone for it: granted by proved
 * address, taken away with a confirmation (which also ends their open dealer session).
 */
import { data } from "react-router";
import type { Route } from "./+types/dealers-edit";
import type { FieldErrors } from "@common/api-errors";
import { ActionResult, type ActionData, OutcomeAfterForm, fieldErrorsOf, formKey, keptOf } from "~/components/forms/ActionResult";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, StaffTime, staffMeta } from "./components";
import { DealerFields, dealerValues } from "./dealers-fields";
import { ConfirmedPost } from "./resource/delete";
import { deskResource } from "./resource/definition";
import { DeskTable } from "./resource/table";
import { dealerAction, dealerPage } from "./dealers.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? staffMeta("Dealer: {name}", matches, { name: loaderData.record.name }) : staffMeta("Dealer", matches);

export const loader = staffLoader(async ({ params }) => {
  const dealer = await dealerPage(params.dealerId);
  if (!dealer) throw data({ message: "There is no dealer with that id." }, { status: 404 });
  return dealer;
});

export const action = dealerAction;

/** The grant form's field has its own id (the record's form has an Email address too); its summary links to it. */
function GrantResult({ result }: { result: ActionData }) {
  const errors: FieldErrors | null = fieldErrorsOf(result, "grant");
  if (errors) return <ErrorSummary errors={summaryFromFieldErrors(errors).map((error) => ({ ...error, fieldId: `access-${error.fieldId}` }))} />;
  return <ActionResult result={result} intent="grant" />;
}

type AccessHolder = Route.ComponentProps["loaderData"]["access"][number];

/** Who may enter the dealer zone for the dealer: their address, when it was granted, and whether the address is proved. */
const ACCESS = deskResource<AccessHolder>({
  title: "Dealer zone access",
  route: "StaffDealers",
  list: {
    caption: "People with access to the dealer zone for <0/>",
    region: "People with dealer zone access (scrolls sideways)",
    rowId: (holder) => holder.accountId,
    rowHeader: "Email",
    rowName: (holder) => holder.email,
    columns: [
      { header: "Granted", cell: (holder) => ({ words: <StaffTime iso={holder.grantedAt} /> }) },
      { header: "Address", cell: (holder, { t }) => ({ words: holder.proved ? t("Proved") : t("Not proved (cannot enter until it is)") }) },
    ],
  },
});

export default function StaffDealer({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text } = useT();
  const { record, access, places } = loaderData;
  const dealerName = <span translate="no">{record.name}</span>;
  const updateErrors = fieldErrorsOf(actionData, "update");
  // The record's form starts afresh after a save and when the record changed meanwhile.
  const recordFormKey = `${formKey(actionData, "update")}:${record.revision}`;
  const kept = actionData && actionData.status !== "done" && actionData.intent === "update" ? actionData.values : null;
  const saved = {
    name: record.name,
    countryId: String(record.countryId),
    stateId: record.stateId === null ? "" : String(record.stateId),
    isPrimary: record.isPrimary,
    visible: record.visible,
    addressLines: record.addressLines,
    city: record.city,
    postcode: record.postcode,
    phone: record.phone,
    email: record.email,
    website: record.website,
  };
  const grantErrors = fieldErrorsOf(actionData, "grant");
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{dealerName}</PageHeading>
      <section aria-labelledby="access-title">
        <h2 id="access-title">{t("Dealer zone access")}</h2>
        <p>
          <T
            message="These DolphinIDs may sign in to the dealer zone for <0/>. Access goes only to an address that has been proved; taking it away also ends a dealer zone visit in progress."
            components={[dealerName]}
          />
        </p>
        <ActionResult result={actionData} intent="revoke" />
        {access.length === 0 ? (
          <p>
            <T message="Nobody has access to the dealer zone for <0/> yet." components={[dealerName]} />
          </p>
        ) : (
          <DeskTable
            resource={ACCESS}
            rows={access}
            caption={{ message: "People with access to the dealer zone for <0/>", components: [dealerName] }}
            actions={(holder) => (
              <ConfirmedPost
                intent="revoke"
                hidden={{ dealerId: record.id, accountId: holder.accountId }}
                label={text("Revoke")}
                hiddenLabel={text(" the dealer zone access of {email}", { email: holder.email })}
                question={text("Take away the dealer zone access of {email}?", { email: holder.email })}
                detail={text("They can no longer enter the dealer zone for {name}, and a visit in progress ends. The change is written to the audit log.", {
                  name: record.name,
                })}
              />
            )}
          />
        )}
        <h3 id="grant-title">{t("Give someone access")}</h3>
        <OutcomeAfterForm form={formKey(actionData, "grant")}>
          <GrantResult result={actionData} />
        </OutcomeAfterForm>
        <PostForm className="panel" noValidate aria-labelledby="grant-title" key={formKey(actionData, "grant")}>
          <input type="hidden" name="intent" value="grant" />
          <input type="hidden" name="dealerId" value={record.id} />
          <TextField
            id="access-email"
            name="email"
            label={text("Email address of their DolphinID")}
            type="email"
            required
            autoComplete="off"
            defaultValue={keptOf(actionData, "grant", "email")}
            errors={errorsFor(grantErrors, "email")}
          />
          <SubmitButton busyLabel={text("Granting…")}>{t("Grant access")}</SubmitButton>
        </PostForm>
      </section>
      <section aria-labelledby="record-title">
        <h2 id="record-title">{t("Dealer record")}</h2>
        <p>{t("What the dealer locator shows. Saving changes the site at once.")}</p>
        <OutcomeAfterForm form={recordFormKey}>
          <ActionResult result={actionData} intent="update" />
        </OutcomeAfterForm>
        <PostForm className="panel" noValidate aria-labelledby="record-title" key={recordFormKey}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="dealerId" value={record.id} />
          <input type="hidden" name="revision" value={kept?.revision ?? record.revision} />
          <DealerFields values={dealerValues(saved, kept)} places={places} errors={updateErrors} />
          <SubmitButton busyLabel={text("Saving…")}>{t("Save dealer")}</SubmitButton>
        </PostForm>
      </section>
    </div>
  );
}

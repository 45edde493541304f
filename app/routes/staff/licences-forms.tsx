/**
 * The Licences section's forms: issuing a licence, and for one licence its transfer and
 * revocation. Several licences' forms share a page, so each field's id names its licence, and
 * an outcome is shown only by the form it answers (its intent and its licence). A licence
 * keeps its panel while the last change answers it, even when that change took it out of the
 * list (revoked, or transferred away from the owner searched for): the outcome stays in view.
 */
import type { FieldErrors } from "@common/api-errors";
import { type ActionData, ActionResult, OutcomeAfterForm, formKey, keptOf } from "~/components/forms/ActionResult";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CheckboxField, RadioGroup, SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { T, useT } from "~/i18n/I18n";

/** The item a post was about (its `name` field: a licence's serial, an order's number), from what it sent or what it did. */
function itemOf(result: NonNullable<ActionData>, name: string): string | undefined {
  const named = result.status === "done" ? (result.data as Record<string, unknown> | undefined)?.[name] : result.values[name];
  return named === undefined || named === null ? undefined : String(named);
}

/** The result of a post when it answers this form: its intent and, for a licence's or order's form, its item. */
export function resultFor(result: ActionData, intent: string, key?: { name: string; value: string }): ActionData {
  if (!result || result.intent !== intent) return undefined;
  if (!key) return result;
  return itemOf(result, key.name) === key.value ? result : undefined;
}

type PanelLicence = { serial: string; revision: number; status: string };

/**
 * The licences given a panel under 'Change a licence': every active one, and the one the last
 * transfer or revocation answered. The page's data is reloaded after the post, so without it
 * a revoked licence (or one transferred away from the owner searched for) would take its
 * outcome with it the moment the reload lands.
 */
export function licencePanels(licences: PanelLicence[], actionData: ActionData): { serial: string; revision: number; changeable: boolean }[] {
  const answered = actionData && (actionData.intent === "transfer" || actionData.intent === "revoke") ? itemOf(actionData, "serial") : undefined;
  const panels = licences
    .filter((licence) => licence.status === "active" || licence.serial === answered)
    .map((licence) => ({ serial: licence.serial, revision: licence.revision, changeable: licence.status === "active" }));
  if (answered && !panels.some((panel) => panel.serial === answered)) panels.push({ serial: answered, revision: 0, changeable: false });
  return panels;
}

/** The outcome of one form, its error summary linking to that form's own field ids. */
export function FormOutcome({ result, idPrefix, unprefixed = [] }: { result: ActionData; idPrefix: string; unprefixed?: string[] }) {
  if (result?.status === "invalid") {
    const errors: FieldErrors = result.fieldErrors;
    const idOf = (field: string) => (unprefixed.includes(field) ? field : `${idPrefix}-${field}`);
    return <ErrorSummary errors={summaryFromFieldErrors(errors).map((error) => ({ ...error, fieldId: idOf(error.fieldId) }))} />;
  }
  return <ActionResult result={result} />;
}

const fieldErrors = (result: ActionData) => (result?.status === "invalid" ? result.fieldErrors : null);

/** One licence's panel: its transfer and revoke forms while it is active, and the outcome of the last change to it. */
export function LicenceActions({ licence, actionData }: { licence: { serial: string; revision: number; changeable: boolean }; actionData: ActionData }) {
  const { t, text } = useT();
  const id = licence.serial;
  const transfer = resultFor(actionData, "transfer", { name: "serial", value: id });
  const revoke = resultFor(actionData, "revoke", { name: "serial", value: id });
  const transferKey = `${formKey(transfer, "transfer")}:${licence.revision}`;
  const revokeKey = `${formKey(revoke, "revoke")}:${licence.revision}`;
  // Each outcome keeps its place whether or not its form is still there, so it is not mounted
  // afresh (and said twice) when the reload takes the form away.
  return (
    <section aria-labelledby={`licence-${id}`} className="panel">
      <h3 id={`licence-${id}`}>
        <T message="Licence <0/>" components={[<span translate="no">{id}</span>]} />
      </h3>
      {licence.changeable && <h4 id={`transfer-title-${id}`}>{t("Transfer to another DolphinID")}</h4>}
      <OutcomeAfterForm form={licence.changeable ? transferKey : null}>
        <FormOutcome result={transfer} idPrefix={`transfer-${id}`} />
      </OutcomeAfterForm>
      {licence.changeable && (
        <PostForm noValidate aria-labelledby={`transfer-title-${id}`} key={transferKey}>
          <input type="hidden" name="intent" value="transfer" />
          <input type="hidden" name="serial" value={id} />
          <input type="hidden" name="revision" value={keptOf(transfer, "transfer", "revision") ?? licence.revision} />
          <TextField
            id={`transfer-${id}-email`}
            name="email"
            type="email"
            autoComplete="off"
            label={text("New owner's email")}
            hint={t("Their DolphinID must have proved its address.")}
            required
            defaultValue={keptOf(transfer, "transfer", "email")}
            errors={errorsFor(fieldErrors(transfer), "email")}
          />
          <SubmitButton busyLabel={text("Transferring…")}>
            {t("Transfer licence")}
            <span className="visually-hidden" translate="no">
              {" "}
              {id}
            </span>
          </SubmitButton>
        </PostForm>
      )}
      {licence.changeable && <h4 id={`revoke-title-${id}`}>{t("Revoke")}</h4>}
      {licence.changeable && <p>{t("A revoked licence unlocks no updates and its serial can never be registered again. This cannot be undone.")}</p>}
      <OutcomeAfterForm form={licence.changeable ? revokeKey : null}>
        <FormOutcome result={revoke} idPrefix={`revoke-${id}`} />
      </OutcomeAfterForm>
      {licence.changeable && (
        <PostForm noValidate aria-labelledby={`revoke-title-${id}`} key={revokeKey}>
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="serial" value={id} />
          <input type="hidden" name="revision" value={licence.revision} />
          <CheckboxField
            id={`revoke-${id}-confirm`}
            name="confirm"
            label={text("Yes, revoke licence {serial}", { serial: id })}
            required
            errors={errorsFor(fieldErrors(revoke), "confirm")}
          />
          <SubmitButton className="button button--danger" busyLabel={text("Revoking…")}>
            {t("Revoke licence")}
            <span className="visually-hidden" translate="no">
              {" "}
              {id}
            </span>
          </SubmitButton>
        </PostForm>
      )}
    </section>
  );
}

export function IssueForm({ products, actionData }: { products: { id: number; name: string }[]; actionData: ActionData }) {
  const { t, text } = useT();
  const result = resultFor(actionData, "issue");
  const errors = fieldErrors(result);
  const kept = (name: string) => keptOf(result, "issue", name);
  return (
    <section aria-labelledby="issue-title">
      <h2 id="issue-title">{t("Issue a licence")}</h2>
      {/* The delivery choice is the page's only radio group: its first button keeps the field's own name as id. */}
      <OutcomeAfterForm form={formKey(result, "issue")}>
        <FormOutcome result={result} idPrefix="issue" unprefixed={["fulfilment"]} />
      </OutcomeAfterForm>
      <PostForm className="panel" noValidate aria-labelledby="issue-title" key={formKey(result, "issue")}>
        <input type="hidden" name="intent" value="issue" />
        <TextField
          id="issue-email"
          name="email"
          type="email"
          autoComplete="off"
          label={text("Account email")}
          hint={t("A DolphinID whose address is proved.")}
          required
          defaultValue={kept("email")}
          errors={errorsFor(errors, "email")}
        />
        <SelectField
          id="issue-productId"
          name="productId"
          label={text("Product")}
          required
          defaultValue={kept("productId")}
          translate="no"
          options={products.map((product) => ({ value: product.id, label: product.name }))}
          errors={errorsFor(errors, "productId")}
        />
        <TextField
          id="issue-edition"
          name="edition"
          label={text("Edition")}
          hint={t("For SuperNova: magnifier, magnifier-speech or screen-reader.")}
          defaultValue={kept("edition")}
          errors={errorsFor(errors, "edition")}
        />
        <TextField
          id="issue-majorVersion"
          name="majorVersion"
          label={text("Major version")}
          inputMode="numeric"
          required
          defaultValue={kept("majorVersion")}
          errors={errorsFor(errors, "majorVersion")}
        />
        <TextField
          id="issue-seats"
          name="seats"
          label={text("Seats")}
          inputMode="numeric"
          required
          defaultValue={kept("seats") ?? "1"}
          errors={errorsFor(errors, "seats")}
        />
        <RadioGroup
          name="fulfilment"
          label={text("Delivery")}
          required
          defaultValue={kept("fulfilment") ?? "download"}
          options={[
            { value: "download", label: text("Download") },
            { value: "usb", label: text("USB stick") },
          ]}
          errors={errorsFor(errors, "fulfilment")}
        />
        <TextField
          id="issue-smaExpiresAt"
          name="smaExpiresAt"
          type="date"
          label={text("Updates until")}
          hint={t("The end of its software maintenance; leave empty for none.")}
          defaultValue={kept("smaExpiresAt")}
          errors={errorsFor(errors, "smaExpiresAt")}
        />
        <SubmitButton busyLabel={text("Issuing…")}>{t("Issue licence")}</SubmitButton>
      </PostForm>
    </section>
  );
}

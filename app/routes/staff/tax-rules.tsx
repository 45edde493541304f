/**
 * StaffTaxRules (/staff/tax-rules): how each country is served (online in a currency, with its
 * tax, or only by its dealers), the tax's name and rate, and whether a customer with sight loss
 * may claim relief from it. Checkout uses a saved rule at once.
 */
import { Link, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/tax-rules";
import { PRICE_CURRENCIES } from "@common/schemas/staff-reference";
import { ActionResult, fieldErrorsOf, keptOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CheckboxField, SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, staffMeta } from "./components";
import { taxRules, taxRulesAction } from "./reference.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Tax rules", matches);

export const loader = staffLoader(async ({ request }) => {
  const list = await taxRules();
  const asked = Number(new URL(request.url).searchParams.get("country"));
  return { taxRules: list, selected: list.find((row) => row.countryId === asked) ?? null };
});

export const action = taxRulesAction;

/** After a refused save (409) the page reads the rule again, so the form carries its new revision. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

/** 2550 basis points as typed in the form: "25.5". */
const percent = (basisPoints: number) => String(basisPoints / 100);

export default function StaffTaxRules({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { taxRules: list, selected } = loaderData;
  const errors = fieldErrorsOf(actionData, "save");
  const kept = (name: string) => keptOf(actionData, "save", name);
  const rule = selected?.rule;
  const formKey = `${selected?.countryId}:${selected?.revision}:${actionData ? JSON.stringify(actionData).length : 0}`;
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Tax rules")}</PageHeading>
      <p>
        {t("How the shop serves each country. A country without a rule, or one sold by dealers, is sent to its dealers; checkout uses a saved rule at once.")}
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={text("Tax rules by country (scrolls sideways)")}>
        <table>
          <caption>{t("Tax rules by country")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("Country")}</th>
              <th scope="col">{t("Sold")}</th>
              <th scope="col">{t("Currency")}</th>
              <th scope="col">{t("Tax")}</th>
              <th scope="col">{t("Relief for sight loss")}</th>
              <th scope="col">{t("Actions")}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={row.countryId} aria-current={row.countryId === selected?.countryId ? "true" : undefined}>
                <th scope="row" translate="no">
                  {row.countryName}
                </th>
                <td>{!row.rule ? t("No rule (by dealers)") : row.rule.channel === "online" ? t("Online") : t("By dealers")}</td>
                <td translate="no">{row.rule?.currency ?? ""}</td>
                <td translate="no">{row.rule ? `${row.rule.taxName} ${percent(row.rule.taxRateBasisPoints)}%` : ""}</td>
                <td>{row.rule?.reliefAvailable ? t("Yes") : t("No")}</td>
                <td>
                  <Link to={url("StaffTaxRules", {}, { query: { country: row.countryId }, hash: "tax-rule-form-title" })}>
                    {t("Edit")}
                    <span className="visually-hidden" translate="no">
                      {" "}
                      {row.countryName}
                    </span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {selected && (
        <section aria-labelledby="tax-rule-form-title">
          <h2 id="tax-rule-form-title" tabIndex={-1}>
            <T message="Tax rule of {countryName}" values={{ countryName: selected.countryName }} />
          </h2>
          <ActionResult result={actionData} intent="save" />
          <PostForm className="panel" noValidate key={formKey}>
            <input type="hidden" name="countryId" value={selected.countryId} />
            <input type="hidden" name="revision" value={selected.revision} />
            <SelectField
              name="channel"
              label={text("Sold")}
              options={[
                { value: "online", label: text("Online") },
                { value: "dealer", label: text("By dealers") },
              ]}
              defaultValue={kept("channel") ?? rule?.channel ?? "dealer"}
              errors={errorsFor(errors, "channel")}
              required
            />
            <SelectField
              name="currency"
              label={text("Currency")}
              options={PRICE_CURRENCIES.map((code) => ({ value: code, label: code }))}
              defaultValue={kept("currency") ?? rule?.currency ?? "EUR"}
              errors={errorsFor(errors, "currency")}
              required
            />
            <TextField
              name="taxName"
              label={text("Tax name")}
              maxLength={40}
              defaultValue={kept("taxName") ?? rule?.taxName ?? "VAT"}
              hint={t("What the receipt calls the tax, such as VAT or Sales tax.")}
              errors={errorsFor(errors, "taxName")}
              required
            />
            <TextField
              name="taxRate"
              inputMode="decimal"
              label={text("Tax rate (%)")}
              defaultValue={kept("taxRate") ?? (rule ? percent(rule.taxRateBasisPoints) : "0")}
              hint={t("A percentage such as 20 or 25.5.")}
              errors={errorsFor(errors, "taxRate")}
              required
            />
            <CheckboxField
              name="reliefAvailable"
              label={text("Relief from the tax for sight loss")}
              defaultChecked={actionData && actionData.status !== "done" ? kept("reliefAvailable") !== undefined : (rule?.reliefAvailable ?? false)}
              errors={errorsFor(errors, "reliefAvailable")}
            />
            <p className="button-row">
              <SubmitButton name="intent" value="save" busyLabel={text("Saving…")}>
                {t("Save tax rule")}
              </SubmitButton>
            </p>
          </PostForm>
        </section>
      )}
    </div>
  );
}

/**
 * StaffPrices (/staff/prices): every price of the shop with its amount in pounds, euros and
 * dollars and the day it starts. Staff choose a price and change it in place, or enter a new
 * price for the same package from a later day: checkout sells the price in force on the day.
 */
import { Link, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/prices";
import { ActionResult, fieldErrorsOf, keptOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CheckboxField, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, staffMeta } from "./components";
import { prices, pricesAction } from "./reference.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Prices", matches);

export const loader = staffLoader(async ({ request }) => {
  const list = await prices();
  const asked = Number(new URL(request.url).searchParams.get("price"));
  return { prices: list, selected: list.find((price) => price.id === asked) ?? null };
});

export const action = pricesAction;

/** After a refused save (409) the page reads the price again, so the form carries its new revision. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

/** Minor units as typed in the form ("395.00"), or empty where the package is not sold in that currency. */
function typed(amount: number | null): string {
  return amount === null ? "" : (amount / 100).toFixed(2);
}

export default function StaffPrices({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { prices: list, selected } = loaderData;
  const intent = actionData?.intent === "schedule" ? "schedule" : "save";
  const errors = fieldErrorsOf(actionData, intent);
  const kept = (name: string) => keptOf(actionData, intent, name);
  const formKey = `${selected?.id}:${selected?.revision}:${actionData ? JSON.stringify(actionData).length : 0}`;
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Prices")}</PageHeading>
      <p>
        {t(
          "What each package costs before tax, in each currency the shop sells in, from the day the price starts. Checkout charges the price in force on the day; an empty amount means the package is not sold in that currency.",
        )}
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={text("Prices (scrolls sideways)")}>
        <table>
          <caption>{t("Prices")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("Name on the receipt")}</th>
              <th scope="col">{t("Starts on")}</th>
              <th scope="col">{t("Sold today")}</th>
              <th scope="col" translate="no">
                GBP
              </th>
              <th scope="col" translate="no">
                EUR
              </th>
              <th scope="col" translate="no">
                USD
              </th>
              <th scope="col">{t("Actions")}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((price) => (
              <tr key={price.id} aria-current={price.id === selected?.id ? "true" : undefined}>
                <th scope="row" translate="no">
                  {price.label}
                </th>
                <td translate="no">{price.startsOn}</td>
                <td>{price.inForce ? t("Yes") : t("No")}</td>
                <td>{typed(price.amounts.GBP) || t("Not sold")}</td>
                <td>{typed(price.amounts.EUR) || t("Not sold")}</td>
                <td>{typed(price.amounts.USD) || t("Not sold")}</td>
                <td>
                  <Link to={url("StaffPrices", {}, { query: { price: price.id }, hash: "price-form-title" })}>
                    {t("Edit")}
                    <span className="visually-hidden">
                      {" "}
                      <T message="{label} from {startsOn}" values={{ label: price.label, startsOn: price.startsOn }} />
                    </span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {selected && (
        <section aria-labelledby="price-form-title">
          <h2 id="price-form-title" tabIndex={-1}>
            <T message="Edit {label} from {startsOn}" values={{ label: selected.label, startsOn: selected.startsOn }} />
          </h2>
          <ActionResult result={actionData} intent={["save", "schedule"]} />
          <PostForm className="panel" noValidate key={formKey}>
            <input type="hidden" name="priceId" value={selected.id} />
            <input type="hidden" name="revision" value={selected.revision} />
            <TextField
              name="label"
              label={text("Name on the receipt")}
              maxLength={200}
              defaultValue={kept("label") ?? selected.label}
              errors={errorsFor(errors, "label")}
              required
            />
            <TextField
              name="startsOn"
              type="date"
              label={text("Starts on")}
              defaultValue={kept("startsOn") ?? selected.startsOn}
              hint={t("A date such as 2027-01-01. To change the price from a later day, enter that day and choose “Save as a new price”.")}
              errors={errorsFor(errors, "startsOn")}
              required
            />
            <TextField
              name="amountGBP"
              inputMode="decimal"
              label={text("Price in pounds (GBP)")}
              defaultValue={kept("amountGBP") ?? typed(selected.amounts.GBP)}
              errors={errorsFor(errors, "amountGBP")}
              required
            />
            <TextField
              name="amountEUR"
              inputMode="decimal"
              label={text("Price in euros (EUR)")}
              defaultValue={kept("amountEUR") ?? typed(selected.amounts.EUR)}
              hint={t("Leave empty when the package is not sold in this currency.")}
              errors={errorsFor(errors, "amountEUR")}
            />
            <TextField
              name="amountUSD"
              inputMode="decimal"
              label={text("Price in dollars (USD)")}
              defaultValue={kept("amountUSD") ?? typed(selected.amounts.USD)}
              hint={t("Leave empty when the package is not sold in this currency.")}
              errors={errorsFor(errors, "amountUSD")}
            />
            <CheckboxField
              name="vatReliefEligible"
              label={text("VAT relief for sight loss applies")}
              defaultChecked={actionData && actionData.status !== "done" ? kept("vatReliefEligible") !== undefined : selected.vatReliefEligible}
              errors={errorsFor(errors, "vatReliefEligible")}
            />
            <p className="button-row">
              <SubmitButton name="intent" value="save" busyLabel={text("Saving…")}>
                {t("Save price")}
              </SubmitButton>
              <SubmitButton name="intent" value="schedule" className="button button--secondary" busyLabel={text("Saving…")}>
                {t("Save as a new price")}
              </SubmitButton>
            </p>
          </PostForm>
        </section>
      )}
    </div>
  );
}

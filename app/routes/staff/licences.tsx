/**
 * StaffLicences (/staff/licences): licences found by serial or by their owner's address, with
 * the owner's orders; each active licence can be transferred or revoked, each paid order
 * refunded through its payment provider (both after a ticked confirmation), and a licence can
 * be issued to an account. Every change is written to the audit log.
 */
import type { Route } from "./+types/licences";
import { PageHeading } from "~/components/layout/PageHeading";
import { OutcomeAfterForm } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CheckboxField, errorsFor } from "~/components/forms/fields";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, ListCount, StaffTime, staffMeta } from "./components";
import { FormOutcome, IssueForm, LicenceActions, licencePanels, resultFor } from "./licences-forms";
import { licencesAction, licencesPage } from "./licences.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { ScrollTable } from "./resource/table";
import type { DeskFilterField } from "./resource/definition";
import { DeskFilter } from "./resource/filter";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Licences", matches);

export const loader = staffLoader(async ({ request }) => licencesPage(request));

export const action = licencesAction;

/** Licences are found by their serial number or by their owner's address. */
const FIND_FIELDS: DeskFilterField[] = [
  { name: "serial", label: "Serial number", autoComplete: "off" },
  { name: "email", label: "Account email", kind: "email", autoComplete: "off" },
];

export default function StaffLicences({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { search, searched, licences, orders } = loaderData;
  const panels = licencePanels(licences, actionData);
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Licences")}</PageHeading>
      <section aria-labelledby="find-title">
        <h2 id="find-title">{t("Find licences")}</h2>
        <DeskFilter labelledBy="find-title" stacked submit="Find licences" fields={FIND_FIELDS} values={search} fieldErrors={loaderData.fieldErrors} />
      </section>

      {searched && (
        <section aria-labelledby="found-title">
          <h2 id="found-title">{t("What we found")}</h2>
          <ListCount>
            {t("{licences, plural, one {# licence} other {# licences}} and {orders, plural, one {# order} other {# orders}} found.", {
              licences: licences.length,
              orders: orders.length,
            })}
          </ListCount>
          {licences.length > 0 && (
            <ScrollTable label="Licences found (scrolls sideways)" caption={t("Licences found")}>
              <thead>
                <tr>
                  <th scope="col">{t("Serial number")}</th>
                  <th scope="col">{t("Product")}</th>
                  <th scope="col">{t("Versions")}</th>
                  <th scope="col">{t("Seats")}</th>
                  <th scope="col">{t("Delivery")}</th>
                  <th scope="col">{t("Status")}</th>
                  <th scope="col">{t("Updates until")}</th>
                  <th scope="col">{t("Owner")}</th>
                  <th scope="col">{t("Issued")}</th>
                  <th scope="col">{t("Order")}</th>
                </tr>
              </thead>
              <tbody>
                {licences.map((licence) => (
                  <tr key={licence.serial}>
                    <th scope="row" translate="no">
                      {licence.serial}
                    </th>
                    <td translate="no">
                      {licence.productName}
                      {licence.edition ? ` (${licence.edition})` : ""}
                    </td>
                    <td>{licence.minMajor === licence.maxMajor ? licence.maxMajor : t("{from} to {to}", { from: licence.minMajor, to: licence.maxMajor })}</td>
                    <td>{licence.seats}</td>
                    <td>{licence.fulfilment === "usb" ? t("USB stick") : t("Download")}</td>
                    <td>{licence.status === "active" ? t("Active") : t("Revoked")}</td>
                    <td>{licence.smaExpiresAt ? <time dateTime={licence.smaExpiresAt.slice(0, 10)}>{licence.smaExpiresAt.slice(0, 10)}</time> : t("None")}</td>
                    <td>{licence.ownerEmail ? <span translate="no">{licence.ownerEmail}</span> : t("Not registered")}</td>
                    <td>
                      <StaffTime iso={licence.issuedAt} />
                    </td>
                    <td>{licence.orderId ? <span translate="no">{licence.orderId}</span> : t("None")}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
          {panels.length > 0 && <h2>{t("Change a licence")}</h2>}
          {panels.map((licence) => (
            <LicenceActions key={licence.serial} licence={licence} actionData={actionData} />
          ))}
          {orders.length > 0 && <Orders orders={orders} actionData={actionData} />}
        </section>
      )}
      <IssueForm products={loaderData.products} actionData={actionData} />
    </div>
  );
}

/** How an order's state is said (the stored word, in the page's language). */
const ORDER_STATUS_LABELS: Record<string, string> = { pending: "pending", paid: "paid", failed: "failed", expired: "expired", refunded: "refunded" };

function Orders({ orders, actionData }: { orders: Route.ComponentProps["loaderData"]["orders"]; actionData: Route.ComponentProps["actionData"] }) {
  const { t, text } = useT();
  return (
    <>
      <h2 id="orders-title">{t("Orders")}</h2>
      <p>{t("A refund goes through the payment provider; the order shows as refunded once the provider confirms it, and what it gave is then taken back.")}</p>
      {/* Above the table, not in the order's row: a refund takes the row's form away. */}
      {orders.map((order) => {
        const result = resultFor(actionData, "refund", { name: "orderId", value: order.id });
        return result ? (
          <OutcomeAfterForm key={order.id} form={order.status === "paid" ? "refund" : null}>
            <FormOutcome result={result} idPrefix={`refund-${order.id}`} />
          </OutcomeAfterForm>
        ) : null;
      })}
      <ScrollTable label="Orders (scrolls sideways)" caption={t("Orders of these accounts")}>
        <thead>
          <tr>
            <th scope="col">{t("Order")}</th>
            <th scope="col">{t("Placed")}</th>
            <th scope="col">{t("What")}</th>
            <th scope="col">{t("Buyer")}</th>
            <th scope="col">{t("Status")}</th>
            <th scope="col">{t("Total")}</th>
            <th scope="col">{t("Refund")}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const result = resultFor(actionData, "refund", { name: "orderId", value: order.id });
            return (
              <tr key={order.id}>
                <th scope="row" translate="no">
                  {order.id}
                </th>
                <td>
                  <StaffTime iso={order.createdAt} />
                </td>
                <td translate="no">
                  {order.label}
                  {order.quantity > 1 ? ` × ${order.quantity}` : ""}
                </td>
                <td translate="no">{order.email}</td>
                <td>{order.status in ORDER_STATUS_LABELS ? t(ORDER_STATUS_LABELS[order.status]!) : <span translate="no">{order.status}</span>}</td>
                <td>{order.total}</td>
                <td>
                  {order.status === "paid" ? (
                    <PostForm noValidate aria-label={text("Refund order {id}", { id: order.id })}>
                      <input type="hidden" name="intent" value="refund" />
                      <input type="hidden" name="orderId" value={order.id} />
                      <CheckboxField
                        id={`refund-${order.id}-confirm`}
                        name="confirm"
                        label={text("Yes, refund {total}", { total: order.total })}
                        required
                        errors={errorsFor(result?.status === "invalid" ? result.fieldErrors : null, "confirm")}
                      />
                      <SubmitButton className="button button--danger" busyLabel={text("Refunding…")}>
                        {t("Refund")}
                        <span className="visually-hidden">
                          {" "}
                          <T message="order <0/>" components={[<span translate="no">{order.id}</span>]} />
                        </span>
                      </SubmitButton>
                    </PostForm>
                  ) : (
                    t("Nothing to refund")
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
    </>
  );
}

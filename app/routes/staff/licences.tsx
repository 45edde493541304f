/**
 * StaffLicences (/staff/licences): licences found by serial or by their owner's address, with
 * the owner's orders; each active licence can be transferred or revoked, each paid order
 * refunded through its payment provider (both after a ticked confirmation), and a licence can
 * be issued to an account. Every change is written to the audit log.
 */
import { Form } from "react-router";
import type { Route } from "./+types/licences";
import { PageHeading } from "~/components/layout/PageHeading";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CheckboxField, TextField, errorsFor } from "~/components/forms/fields";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, formatStaffTime, staffMeta } from "./components";
import { FormOutcome, IssueForm, LicenceActions, resultFor } from "./licences-forms";
import { licencesAction, licencesPage } from "./licences.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => staffMeta("Licences");

export const loader = staffLoader(async ({ request }) => licencesPage(request));

export const action = licencesAction;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "None");

export default function StaffLicences({ loaderData, actionData }: Route.ComponentProps) {
  const { search, searched, licences, orders } = loaderData;
  const active = licences.filter((licence) => licence.status === "active");
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>Licences</PageHeading>
      <section aria-labelledby="find-title">
        <h2 id="find-title">Find licences</h2>
        {loaderData.fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(loaderData.fieldErrors)} />}
        <Form method="get" className="panel" aria-labelledby="find-title">
          <TextField name="serial" label="Serial number" autoComplete="off" defaultValue={search.serial} errors={errorsFor(loaderData.fieldErrors, "serial")} />
          <TextField name="email" type="email" label="Account email" autoComplete="off" defaultValue={search.email} errors={errorsFor(loaderData.fieldErrors, "email")} />
          <button type="submit" className="button">
            Find licences
          </button>
        </Form>
      </section>

      {searched && (
        <section aria-labelledby="found-title">
          <h2 id="found-title">What we found</h2>
          <p role="status">
            {licences.length === 1 ? "1 licence" : `${licences.length} licences`} and {orders.length === 1 ? "1 order" : `${orders.length} orders`} found.
          </p>
          {licences.length > 0 && (
            <div className="table-scroll" tabIndex={0} role="region" aria-label="Licences found (scrolls sideways)">
              <table>
                <caption>Licences found</caption>
                <thead>
                  <tr>
                    <th scope="col">Serial number</th>
                    <th scope="col">Product</th>
                    <th scope="col">Versions</th>
                    <th scope="col">Seats</th>
                    <th scope="col">Delivery</th>
                    <th scope="col">Status</th>
                    <th scope="col">Updates until</th>
                    <th scope="col">Owner</th>
                    <th scope="col">Issued</th>
                    <th scope="col">Order</th>
                  </tr>
                </thead>
                <tbody>
                  {licences.map((licence) => (
                    <tr key={licence.serial}>
                      <th scope="row">{licence.serial}</th>
                      <td>
                        {licence.productName}
                        {licence.edition ? ` (${licence.edition})` : ""}
                      </td>
                      <td>{licence.minMajor === licence.maxMajor ? licence.maxMajor : `${licence.minMajor} to ${licence.maxMajor}`}</td>
                      <td>{licence.seats}</td>
                      <td>{licence.fulfilment === "usb" ? "USB stick" : "Download"}</td>
                      <td>{licence.status === "active" ? "Active" : "Revoked"}</td>
                      <td>{day(licence.smaExpiresAt)}</td>
                      <td>{licence.ownerEmail ?? "Not registered"}</td>
                      <td>{formatStaffTime(licence.issuedAt)}</td>
                      <td>{licence.orderId ?? "None"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {active.length > 0 && <h2>Change a licence</h2>}
          {active.map((licence) => (
            <LicenceActions key={licence.serial} licence={licence} actionData={actionData} />
          ))}
          {orders.length > 0 && <Orders orders={orders} actionData={actionData} />}
        </section>
      )}
      <IssueForm products={loaderData.products} actionData={actionData} />
    </div>
  );
}

function Orders({ orders, actionData }: { orders: Route.ComponentProps["loaderData"]["orders"]; actionData: Route.ComponentProps["actionData"] }) {
  return (
    <>
      <h2 id="orders-title">Orders</h2>
      <p>A refund goes through the payment provider; the order shows as refunded once the provider confirms it, and what it gave is then taken back.</p>
      {orders.map((order) => {
        const result = resultFor(actionData, "refund", { name: "orderId", value: order.id });
        return result ? <FormOutcome key={order.id} result={result} idPrefix={`refund-${order.id}`} /> : null;
      })}
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Orders (scrolls sideways)">
        <table>
          <caption>Orders of these accounts</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">What</th>
              <th scope="col">Buyer</th>
              <th scope="col">Status</th>
              <th scope="col">Total</th>
              <th scope="col">Refund</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => {
              const result = resultFor(actionData, "refund", { name: "orderId", value: order.id });
              return (
                <tr key={order.id}>
                  <th scope="row">{order.id}</th>
                  <td>{formatStaffTime(order.createdAt)}</td>
                  <td>
                    {order.label}
                    {order.quantity > 1 ? ` × ${order.quantity}` : ""}
                  </td>
                  <td>{order.email}</td>
                  <td>{order.status}</td>
                  <td>{order.total}</td>
                  <td>
                    {order.status === "paid" ? (
                      <PostForm noValidate aria-label={`Refund order ${order.id}`}>
                        <input type="hidden" name="intent" value="refund" />
                        <input type="hidden" name="orderId" value={order.id} />
                        <CheckboxField
                          id={`refund-${order.id}-confirm`}
                          name="confirm"
                          label={`Yes, refund ${order.total}`}
                          required
                          errors={errorsFor(result?.status === "invalid" ? result.fieldErrors : null, "confirm")}
                        />
                        <SubmitButton className="button button--danger" busyLabel="Refunding…">
                          Refund<span className="visually-hidden"> order {order.id}</span>
                        </SubmitButton>
                      </PostForm>
                    ) : (
                      "Nothing to refund"
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * StaffDealers (/staff/dealers): every dealer record, found by name, town, address or country,
 * with whether the locator shows it and how many people may enter its dealer zone; and the
 * form that adds a dealer. Each dealer's own page edits the record and its zone access.
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/dealers";
import { ActionResult, fieldErrorsOf, formKey } from "~/components/forms/ActionResult";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, staffMeta } from "./components";
import { DealerFields, EMPTY_DEALER, dealerValues } from "./dealers-fields";
import { dealersAction, dealersPage } from "./dealers.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => staffMeta("Dealers");

export const loader = staffLoader(async ({ request }) => dealersPage(request));

export const action = dealersAction;

export default function StaffDealers({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { fieldErrors, search, dealers, places } = loaderData;
  const createErrors = fieldErrorsOf(actionData, "create");
  const kept = actionData && actionData.status !== "done" && actionData.intent === "create" ? actionData.values : null;
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>Dealers</PageHeading>
      <p>
        Dealer records are what the dealer locator shows; a change is on the site as soon as it is saved. Open a dealer to edit its record or to choose
        who may enter the dealer zone for it.
      </p>
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      <Form method="get" className="panel staff-filters" aria-label="Find dealers">
        <TextField name="search" label="Search" defaultValue={search} hint="Words in the name, town, email address or country" errors={errorsFor(fieldErrors, "search")} />
        <button type="submit" className="button">
          Find
        </button>
        {search && <Link to={url("StaffDealers")}>Show every dealer</Link>}
      </Form>
      <p role="status">
        {dealers.length === 1 ? "1 dealer" : `${dealers.length} dealers`}
        {search ? ` ${dealers.length === 1 ? "matches" : "match"} “${search}”` : ""}, by name.
      </p>
      {dealers.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Dealers (scrolls sideways)">
          <table>
            <caption>Dealers, by name</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Country</th>
                <th scope="col">In the locator</th>
                <th scope="col">Primary</th>
                <th scope="col">People with zone access</th>
              </tr>
            </thead>
            <tbody>
              {dealers.map((dealer) => (
                <tr key={dealer.id}>
                  <th scope="row">
                    <Link to={url("StaffDealer", { dealerId: dealer.id })}>{dealer.name}</Link>
                  </th>
                  <td>{dealer.stateName ? `${dealer.stateName}, ${dealer.countryName}` : dealer.countryName}</td>
                  <td>{dealer.visible ? "Shown" : "Hidden"}</td>
                  <td>{dealer.isPrimary ? "Primary" : "No"}</td>
                  <td>{dealer.accessCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section aria-labelledby="add-dealer-title">
        <h2 id="add-dealer-title">Add a dealer</h2>
        <ActionResult result={actionData} intent="create" />
        <PostForm className="panel" noValidate key={formKey(actionData, "create")}>
          <input type="hidden" name="intent" value="create" />
          <DealerFields values={dealerValues(EMPTY_DEALER, kept)} places={places} errors={createErrors} />
          <SubmitButton busyLabel="Adding…">Add dealer</SubmitButton>
        </PostForm>
      </section>
    </div>
  );
}

/**
 * StaffOrganisations (/staff/organisations): every premium reader organisation with its seats
 * (bought and in use) and when its subscription ends, each with a form to change both. A save
 * names the revision the page was opened at, so the second of two saves is refused and the
 * form keeps what was typed; every change is written to the audit log.
 */
import type { Route } from "./+types/organisations";
import { PageHeading } from "~/components/layout/PageHeading";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { formKey, keptOf } from "~/components/forms/ActionResult";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, staffMeta } from "./components";
import { FormOutcome, resultFor } from "./licences-forms";
import { organisationsAction, organisationsPage } from "./licences.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => staffMeta("Organisations");

export const loader = staffLoader(async () => organisationsPage());

export const action = organisationsAction;

export default function StaffOrganisations({ loaderData, actionData }: Route.ComponentProps) {
  const { organisations } = loaderData;
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>Organisations</PageHeading>
      <p>Premium reader organisations: the seats they have bought and when their subscription ends. Students cannot join an organisation whose seats are all taken or whose subscription has ended.</p>
      {organisations.length === 0 ? (
        <p>There are no premium reader organisations yet.</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Premium reader organisations (scrolls sideways)">
          <table>
            <caption>Premium reader organisations</caption>
            <thead>
              <tr>
                <th scope="col">Organisation</th>
                <th scope="col">Seats in use</th>
                <th scope="col">Seats bought</th>
                <th scope="col">Subscription ends</th>
              </tr>
            </thead>
            <tbody>
              {organisations.map((organisation) => (
                <tr key={organisation.id}>
                  <th scope="row">{organisation.name}</th>
                  <td>{organisation.seatsUsed}</td>
                  <td>{organisation.seatsPurchased}</td>
                  <td>{organisation.expiresAt.slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {organisations.map((organisation) => {
        const id = String(organisation.id);
        const result = resultFor(actionData, "update", { name: "organisationId", value: id });
        const errors = result?.status === "invalid" ? result.fieldErrors : null;
        return (
          <section key={organisation.id} aria-labelledby={`organisation-${id}`} className="panel">
            <h2 id={`organisation-${id}`}>{organisation.name}</h2>
            <FormOutcome result={result} idPrefix={`organisation-${id}`} />
            <PostForm noValidate aria-labelledby={`organisation-${id}`} key={`${formKey(result, "update")}:${organisation.revision}`}>
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="organisationId" value={id} />
              <input type="hidden" name="revision" value={keptOf(result, "update", "revision") ?? organisation.revision} />
              <TextField
                id={`organisation-${id}-seatsPurchased`}
                name="seatsPurchased"
                label="Seats"
                inputMode="numeric"
                required
                defaultValue={keptOf(result, "update", "seatsPurchased") ?? String(organisation.seatsPurchased)}
                errors={errorsFor(errors, "seatsPurchased")}
              />
              <TextField
                id={`organisation-${id}-expiresAt`}
                name="expiresAt"
                type="date"
                label="Subscription ends"
                required
                defaultValue={keptOf(result, "update", "expiresAt") ?? organisation.expiresAt.slice(0, 10)}
                errors={errorsFor(errors, "expiresAt")}
              />
              <SubmitButton busyLabel="Saving…">
                Save<span className="visually-hidden"> {organisation.name}</span>
              </SubmitButton>
            </PostForm>
          </section>
        );
      })}
    </div>
  );
}

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
import { OutcomeAfterForm, formKey, keptOf } from "~/components/forms/ActionResult";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, staffMeta } from "./components";
import { FormOutcome, resultFor } from "./licences-forms";
import { organisationsAction, organisationsPage } from "./licences.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";
import { ScrollTable } from "./resource/table";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Organisations", matches);

export const loader = staffLoader(async () => organisationsPage());

export const action = organisationsAction;

export default function StaffOrganisations({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text, formatDate, locale } = useT();
  const { organisations } = loaderData;
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Organisations")}</PageHeading>
      <p>
        {t(
          "Premium reader organisations: the seats they have bought and when their subscription ends. Students cannot join an organisation whose seats are all taken or whose subscription has ended.",
        )}
      </p>
      {organisations.length === 0 ? (
        <p>{t("There are no premium reader organisations yet.")}</p>
      ) : (
        <ScrollTable label="Premium reader organisations (scrolls sideways)" caption={t("Premium reader organisations")}>
          <thead>
            <tr>
              <th scope="col">{t("Organisation")}</th>
              <th scope="col">{t("Seats in use")}</th>
              <th scope="col">{t("Seats bought")}</th>
              <th scope="col">{t("Subscription ends")}</th>
            </tr>
          </thead>
          <tbody>
            {organisations.map((organisation) => (
              <tr key={organisation.id}>
                <th scope="row" translate="no">
                  {organisation.name}
                </th>
                <td>{organisation.seatsUsed}</td>
                <td>{organisation.seatsPurchased}</td>
                <td>
                  {/* English pages keep the ISO day the date field takes; other languages write it their way. */}
                  <time dateTime={organisation.expiresAt.slice(0, 10)}>
                    {locale.startsWith("en")
                      ? organisation.expiresAt.slice(0, 10)
                      : formatDate(organisation.expiresAt, { dateStyle: "medium", timeZone: "UTC" })}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {organisations.map((organisation) => {
        const id = String(organisation.id);
        const result = resultFor(actionData, "update", { name: "organisationId", value: id });
        const errors = result?.status === "invalid" ? result.fieldErrors : null;
        const updateFormKey = `${formKey(result, "update")}:${organisation.revision}`;
        return (
          <section key={organisation.id} aria-labelledby={`organisation-${id}`} className="panel">
            <h2 id={`organisation-${id}`} translate="no">
              {organisation.name}
            </h2>
            <OutcomeAfterForm form={updateFormKey}>
              <FormOutcome result={result} idPrefix={`organisation-${id}`} />
            </OutcomeAfterForm>
            <PostForm noValidate aria-labelledby={`organisation-${id}`} key={updateFormKey}>
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="organisationId" value={id} />
              <input type="hidden" name="revision" value={keptOf(result, "update", "revision") ?? organisation.revision} />
              <TextField
                id={`organisation-${id}-seatsPurchased`}
                name="seatsPurchased"
                label={text("Seats")}
                inputMode="numeric"
                required
                defaultValue={keptOf(result, "update", "seatsPurchased") ?? String(organisation.seatsPurchased)}
                errors={errorsFor(errors, "seatsPurchased")}
              />
              <TextField
                id={`organisation-${id}-expiresAt`}
                name="expiresAt"
                type="date"
                label={text("Subscription ends")}
                required
                defaultValue={keptOf(result, "update", "expiresAt") ?? organisation.expiresAt.slice(0, 10)}
                errors={errorsFor(errors, "expiresAt")}
              />
              <SubmitButton busyLabel={text("Saving…")}>
                {t("Save")}
                <span className="visually-hidden" translate="no">
                  {" "}
                  {organisation.name}
                </span>
              </SubmitButton>
            </PostForm>
          </section>
        );
      })}
    </div>
  );
}

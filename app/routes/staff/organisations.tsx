/**
 * StaffOrganisations (/staff/organisations): every premium reader organisation with its seats
 * (bought and in use) and when its subscription ends, each with a form to change both. A save
 * names the revision the page was opened at, so the second of two saves is refused and the
 * form keeps what was typed; every change is written to the audit log.
 */
import type { Route } from "./+types/organisations";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { OutcomeAfterForm, formKey, keptOf } from "~/components/forms/ActionResult";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import { FormOutcome, resultFor } from "./licences-forms";
import { organisationsAction, organisationsPage } from "./licences.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";
import { DeskTable } from "./resource/table";
import { deskResource } from "./resource/definition";
import { DeskPage } from "./resource/page";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(organisationList.title, matches);

export const loader = staffLoader(async () => organisationsPage());

export const action = organisationsAction;

type OrganisationRow = Awaited<ReturnType<typeof organisationsPage>>["organisations"][number];

/** The day a subscription ends: the ISO day the date field takes on English pages; other languages write it their way. */
function EndDay({ iso }: { iso: string }) {
  const { formatDate, locale } = useT();
  return <time dateTime={iso.slice(0, 10)}>{locale.startsWith("en") ? iso.slice(0, 10) : formatDate(iso, { dateStyle: "medium", timeZone: "UTC" })}</time>;
}

const organisationList = deskResource<OrganisationRow>({
  title: "Organisations",
  intro:
    "Premium reader organisations: the seats they have bought and when their subscription ends. Students cannot join an organisation whose seats are all taken or whose subscription has ended.",
  route: "StaffOrganisations",
  list: {
    caption: "Premium reader organisations",
    region: "Premium reader organisations (scrolls sideways)",
    rowId: (organisation) => organisation.id,
    rowHeader: "Organisation",
    rowName: (organisation) => organisation.name,
    columns: [
      { header: "Seats in use", cell: (organisation) => ({ words: organisation.seatsUsed }) },
      { header: "Seats bought", cell: (organisation) => ({ words: organisation.seatsPurchased }) },
      { header: "Subscription ends", cell: (organisation) => ({ words: <EndDay iso={organisation.expiresAt} /> }) },
    ],
  },
});

export default function StaffOrganisations({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text } = useT();
  const { organisations } = loaderData;
  return (
    <DeskPage title={organisationList.title} intro={organisationList.intro}>
      {organisations.length === 0 ? (
        <p>{t("There are no premium reader organisations yet.")}</p>
      ) : (
        <DeskTable resource={organisationList} rows={organisations} />
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
    </DeskPage>
  );
}

/**
 * StaffDealers (/staff/dealers): every dealer record, found by name, town, address or country,
 * with whether the locator shows it and how many people may enter its dealer zone; and the
 * form that adds a dealer. Each dealer's own page edits the record and its zone access.
 */
import type { Route } from "./+types/dealers";
import { ActionResult, OutcomeAfterForm, fieldErrorsOf, formKey } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { ListCount, staffMeta } from "./components";
import { DealerFields, EMPTY_DEALER, dealerValues } from "./dealers-fields";
import { dealersAction, dealersPage } from "./dealers.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { DeskTable } from "./resource/table";
import { type DeskFilterField, deskResource } from "./resource/definition";
import { DeskPage } from "./resource/page";
import { DeskFilter } from "./resource/filter";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(dealerList.title, matches);

export const loader = staffLoader(async ({ request }) => dealersPage(request));

export const action = dealersAction;

type DealerRow = Awaited<ReturnType<typeof dealersPage>>["dealers"][number];

const dealerList = deskResource<DealerRow>({
  title: "Dealers",
  intro:
    "Dealer records are what the dealer locator shows; a change is on the site as soon as it is saved. Open a dealer to edit its record or to choose who may enter the dealer zone for it.",
  route: "StaffDealers",
  list: {
    caption: "Dealers, by name",
    region: "Dealers (scrolls sideways)",
    rowId: (dealer) => dealer.id,
    rowHeader: "Name",
    rowName: (dealer) => dealer.name,
    rowLink: (dealer) => ({ route: "StaffDealer", params: { dealerId: dealer.id }, proper: true }),
    columns: [
      {
        header: "Country",
        // Country and state names come from the database, in English.
        cell: (dealer, { locale }) => ({
          words: dealer.stateName ? `${dealer.stateName}, ${dealer.countryName}` : dealer.countryName,
          lang: langOfContent(locale, "en"),
        }),
      },
      { header: "In the locator", cell: (dealer, { t }) => ({ words: dealer.visible ? t("Shown") : t("Hidden") }) },
      { header: "Primary", cell: (dealer, { t }) => ({ words: dealer.isPrimary ? t("Primary") : t("No") }) },
      { header: "People with zone access", cell: (dealer) => ({ words: dealer.accessCount }) },
    ],
  },
});

const DEALER_FILTERS: DeskFilterField[] = [{ name: "search", label: "Search", hint: "Words in the name, town, email address or country" }];

export default function StaffDealers({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { fieldErrors, search, dealers, places } = loaderData;
  const createErrors = fieldErrorsOf(actionData, "create");
  const kept = actionData && actionData.status !== "done" && actionData.intent === "create" ? actionData.values : null;
  return (
    <DeskPage title={dealerList.title} intro={dealerList.intro}>
      <DeskFilter
        label="Find dealers"
        submit="Find"
        clear={search ? { to: url("StaffDealers"), label: "Show every dealer" } : null}
        fields={DEALER_FILTERS}
        values={{ search }}
        fieldErrors={fieldErrors}
      />
      <ListCount>
        {search ? (
          <T
            message="{count, plural, one {# dealer matches <0/>, by name.} other {# dealers match <0/>, by name.}}"
            values={{ count: dealers.length }}
            components={[<span translate="no">“{search}”</span>]}
          />
        ) : (
          t("{count, plural, one {# dealer, by name.} other {# dealers, by name.}}", { count: dealers.length })
        )}
      </ListCount>
      {dealers.length > 0 && <DeskTable resource={dealerList} rows={dealers} />}
      <section aria-labelledby="add-dealer-title">
        <h2 id="add-dealer-title">{t("Add a dealer")}</h2>
        <OutcomeAfterForm form={formKey(actionData, "create")}>
          <ActionResult result={actionData} intent="create" />
        </OutcomeAfterForm>
        <PostForm className="panel" noValidate key={formKey(actionData, "create")}>
          <input type="hidden" name="intent" value="create" />
          <DealerFields values={dealerValues(EMPTY_DEALER, kept)} places={places} errors={createErrors} />
          <SubmitButton busyLabel={text("Adding…")}>{t("Add dealer")}</SubmitButton>
        </PostForm>
      </section>
    </DeskPage>
  );
}

/**
 * StaffDealers (/staff/dealers): every dealer record, found by name, town, address or country,
 * with whether the locator shows it and how many people may enter its dealer zone; and the
 * form that adds a dealer. Each dealer's own page edits the record and its zone access.
 */
import { Link } from "react-router";
import type { Route } from "./+types/dealers";
import { ActionResult, OutcomeAfterForm, fieldErrorsOf, formKey } from "~/components/forms/ActionResult";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, ListCount, staffMeta } from "./components";
import { DealerFields, EMPTY_DEALER, dealerValues } from "./dealers-fields";
import { dealersAction, dealersPage } from "./dealers.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { ScrollTable } from "./resource/table";
import { DeskFilter } from "./resource/filter";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Dealers", matches);

export const loader = staffLoader(async ({ request }) => dealersPage(request));

export const action = dealersAction;

export default function StaffDealers({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  // Country and state names come from the database, in English.
  const contentLang = langOfContent(locale, "en");
  const { fieldErrors, search, dealers, places } = loaderData;
  const createErrors = fieldErrorsOf(actionData, "create");
  const kept = actionData && actionData.status !== "done" && actionData.intent === "create" ? actionData.values : null;
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Dealers")}</PageHeading>
      <p>
        {t(
          "Dealer records are what the dealer locator shows; a change is on the site as soon as it is saved. Open a dealer to edit its record or to choose who may enter the dealer zone for it.",
        )}
      </p>
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      <DeskFilter label="Find dealers" submit="Find" clear={search ? { to: url("StaffDealers"), label: "Show every dealer" } : null}>
        <TextField
          name="search"
          label={text("Search")}
          defaultValue={search}
          hint={t("Words in the name, town, email address or country")}
          errors={errorsFor(fieldErrors, "search")}
        />
      </DeskFilter>
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
      {dealers.length > 0 && (
        <ScrollTable label="Dealers (scrolls sideways)" caption={t("Dealers, by name")}>
          <thead>
            <tr>
              <th scope="col">{t("Name")}</th>
              <th scope="col">{t("Country")}</th>
              <th scope="col">{t("In the locator")}</th>
              <th scope="col">{t("Primary")}</th>
              <th scope="col">{t("People with zone access")}</th>
            </tr>
          </thead>
          <tbody>
            {dealers.map((dealer) => (
              <tr key={dealer.id}>
                <th scope="row">
                  <Link to={url("StaffDealer", { dealerId: dealer.id })} translate="no">
                    {dealer.name}
                  </Link>
                </th>
                <td lang={contentLang}>{dealer.stateName ? `${dealer.stateName}, ${dealer.countryName}` : dealer.countryName}</td>
                <td>{dealer.visible ? t("Shown") : t("Hidden")}</td>
                <td>{dealer.isPrimary ? t("Primary") : t("No")}</td>
                <td>{dealer.accessCount}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
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
    </div>
  );
}

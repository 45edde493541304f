/**
 * /account/easyreader-premium/domains: the organisation's name and its approved email
 * domains (a DolphinID in an approved domain joins as a student automatically). Admins
 * change them; teachers see them.
 */
import type { Route } from "./+types/domains";
import { PREMIUM_LIMITS } from "@common/schemas/premium";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { db } from "~/lib/db.server";
import { ConfirmButton } from "~/components/forms/ConfirmButton";
import { ActionResult, OutcomeAfterForm, fieldErrorsOf, formKey, keptOf } from "~/components/forms/ActionResult";
import { OrganisationField, PremiumLayout } from "./components";
import { domainsAction, getDomains, requireTeam } from "./premium.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "premium", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Organisation and domains | Premium reader | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  const { caller, status, organisation } = await requireTeam(request);
  const domains = await getDomains(db(), caller, organisation.organisationId);
  return { organisation, team: status.team, domains };
}

export const action = domainsAction;

export default function DomainsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text } = useT();
  const { organisation, domains } = loaderData;
  const isAdmin = organisation.role === "admin";
  return (
    <div className="container page">
      <PageHeading>{t("Organisation and domains")}</PageHeading>
      <PremiumLayout organisation={organisation} team={loaderData.team}>
        <section aria-labelledby="name-title">
          <h2 id="name-title">{t("Organisation name")}</h2>
          <p>{t("Students and teachers see this name in the reader app and in invitation emails.")}</p>
          <ActionResult result={actionData} intent="rename" />
          {isAdmin ? (
            <PostForm className="panel" noValidate>
              <input type="hidden" name="intent" value="rename" />
              <OrganisationField id={organisation.organisationId} />
              <TextField
                name="name"
                label={text("Organisation name")}
                required
                maxLength={PREMIUM_LIMITS.orgNameMax}
                defaultValue={keptOf(actionData, "rename", "name") ?? organisation.organisationName}
                errors={errorsFor(fieldErrorsOf(actionData, "rename"), "name")}
              />
              <SubmitButton busyLabel={text("Saving…")}>{t("Save name")}</SubmitButton>
            </PostForm>
          ) : (
            <p>
              <T message="<0/>. Only an admin can change it." components={[<strong translate="no">{organisation.organisationName}</strong>]} />
            </p>
          )}
        </section>

        <section aria-labelledby="domains-title">
          <h2 id="domains-title">{t("Approved email domains")}</h2>
          <p>
            {t(
              "Anyone whose DolphinID email address ends in an approved domain gets a student seat the first time they sign in, while seats are free. Approve only domains your organisation controls, such as the one your students' school email addresses use.",
            )}
          </p>
          {/* A domain removed takes its Remove button with it, as an approval empties the add form. */}
          <OutcomeAfterForm form={`${formKey(actionData, "add-domain")}:${domains.map((domain) => domain.id).join(",")}`}>
            <ActionResult result={actionData} intent={["add-domain", "delete-domain"]} />
          </OutcomeAfterForm>
          {domains.length === 0 ? (
            <p>{t("No domains are approved yet.")}</p>
          ) : (
            <ul className="premium-list">
              {domains.map((domain) => (
                <li key={domain.id} className="premium-list__item">
                  <span className="premium-mono" translate="no">
                    @{domain.domain}
                  </span>
                  {isAdmin && (
                    <PostForm className="premium-inline-form">
                      <input type="hidden" name="intent" value="delete-domain" />
                      <input type="hidden" name="domainId" value={domain.id} />
                      <OrganisationField id={organisation.organisationId} />
                      <ConfirmButton
                        label={text("Remove")}
                        hiddenLabel={` ${domain.domain}`}
                        question={text("Remove {name}?", { name: domain.domain })}
                        detail={text("New students with this email domain will no longer join on their own. Students who already joined keep their seats.")}
                      />
                    </PostForm>
                  )}
                </li>
              ))}
            </ul>
          )}
          {isAdmin && (
            <PostForm className="panel" noValidate key={formKey(actionData, "add-domain")}>
              <input type="hidden" name="intent" value="add-domain" />
              <OrganisationField id={organisation.organisationId} />
              <TextField
                name="domain"
                label={text("Domain")}
                hint={t("The part after the @, for example students.hollybrook.sch.uk. Public services such as gmail.com cannot be approved.")}
                required
                maxLength={253}
                autoComplete="off"
                spellCheck={false}
                defaultValue={keptOf(actionData, "add-domain", "domain")}
                errors={errorsFor(fieldErrorsOf(actionData, "add-domain"), "domain")}
              />
              <SubmitButton busyLabel={text("Approving…")}>{t("Approve domain")}</SubmitButton>
            </PostForm>
          )}
        </section>
      </PremiumLayout>
    </div>
  );
}

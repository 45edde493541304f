/**
 * /account/easyreader-premium/domains: the organisation's name and its approved email
 * domains (a DolphinID in an approved domain joins as a student automatically). Admins
 * change them; teachers see them.
 */
import type { Route } from "./+types/domains";
import { PREMIUM_LIMITS, addDomainSchema, deleteDomainSchema, updateOrgNameSchema } from "@common/schemas/premium";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { db } from "~/lib/db.server";
import { addDomain, deleteDomain, getDomains, updateOrgName } from "./premium.server";
import { ConfirmButton } from "./ConfirmButton";
import { ActionResult, OrganisationField, PremiumLayout, fieldErrorsOf } from "./components";
import { callerFor, intentOf, perform, requireTeam, unknownIntent, validateForm } from "./premium.server";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PostForm } from "~/components/forms/PostForm";

export const meta: Route.MetaFunction = () => [{ title: "Organisation and domains | Premium reader | Dolphin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { caller, status, organisation } = await requireTeam(request);
  const domains = await getDomains(db(), caller, organisation.organisationId);
  return { organisation, team: status.team, domains };
}

export async function action({ request }: Route.ActionArgs) {
  const caller = await callerFor(request);
  const form = await request.formData();
  const intent = intentOf(form);
  if (intent === "rename") {
    const { output, failure } = validateForm(updateOrgNameSchema, form, intent);
    if (failure) return failure;
    return perform(intent, () => updateOrgName(db(), caller, output));
  }
  if (intent === "add-domain") {
    const { output, failure } = validateForm(addDomainSchema, form, intent);
    if (failure) return failure;
    return perform(intent, () => addDomain(db(), caller, output));
  }
  if (intent === "delete-domain") {
    const { output, failure } = validateForm(deleteDomainSchema, form, intent);
    if (failure) return failure;
    return perform(intent, () => deleteDomain(db(), caller, output));
  }
  return unknownIntent(intent);
}

export default function DomainsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { organisation, domains } = loaderData;
  const isAdmin = organisation.role === "admin";
  return (
    <div className="container page">
      <PageHeading>Organisation and domains</PageHeading>
      <PremiumLayout organisation={organisation} team={loaderData.team}>
        <section aria-labelledby="name-title">
          <h2 id="name-title">Organisation name</h2>
          <p>Students and teachers see this name in the reader app and in invitation emails.</p>
          <ActionResult result={actionData} intent="rename" />
          {isAdmin ? (
            <PostForm className="panel" noValidate>
              <input type="hidden" name="intent" value="rename" />
              <OrganisationField id={organisation.organisationId} />
              <TextField
                name="name"
                label="Organisation name"
                required
                maxLength={PREMIUM_LIMITS.orgNameMax}
                defaultValue={organisation.organisationName}
                errors={errorsFor(fieldErrorsOf(actionData, "rename"), "name")}
              />
              <SubmitButton busyLabel="Saving…">
                Save name
              </SubmitButton>
            </PostForm>
          ) : (
            <p>
              <strong>{organisation.organisationName}</strong>. Only an admin can change it.
            </p>
          )}
        </section>

        <section aria-labelledby="domains-title">
          <h2 id="domains-title">Approved email domains</h2>
          <p>
            Anyone whose DolphinID email address ends in an approved domain gets a student seat the first time they sign in, while seats are
            free. Approve only domains your organisation controls, such as the one your students' school email addresses use.
          </p>
          <ActionResult result={actionData} intent={["add-domain", "delete-domain"]} />
          {domains.length === 0 ? (
            <p>No domains are approved yet.</p>
          ) : (
            <ul className="premium-list">
              {domains.map((domain) => (
                <li key={domain.id} className="premium-list__item">
                  <span className="premium-mono">@{domain.domain}</span>
                  {isAdmin && (
                    <PostForm className="premium-inline-form">
                      <input type="hidden" name="intent" value="delete-domain" />
                      <input type="hidden" name="domainId" value={domain.id} />
                      <OrganisationField id={organisation.organisationId} />
                      <ConfirmButton
                        label="Remove"
                        hiddenLabel={` ${domain.domain}`}
                        question={`Remove ${domain.domain}?`}
                        detail="New students with this email domain will no longer join on their own. Students who already joined keep their seats."
                      />
                    </PostForm>
                  )}
                </li>
              ))}
            </ul>
          )}
          {isAdmin && (
            <PostForm className="panel" noValidate key={actionData?.ok && actionData.intent === "add-domain" ? actionData.message : "add"}>
              <input type="hidden" name="intent" value="add-domain" />
              <OrganisationField id={organisation.organisationId} />
              <TextField
                name="domain"
                label="Domain"
                hint="The part after the @, for example students.hollybrook.sch.uk. Public services such as gmail.com cannot be approved."
                required
                maxLength={253}
                autoComplete="off"
                spellCheck={false}
                errors={errorsFor(fieldErrorsOf(actionData, "add-domain"), "domain")}
              />
              <SubmitButton busyLabel="Approving…">
                Approve domain
              </SubmitButton>
            </PostForm>
          )}
        </section>
      </PremiumLayout>
    </div>
  );
}

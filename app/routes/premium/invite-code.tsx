/** /account/easyreader-premium/invite-code: codes students use to join (create, change, delete, print). */
import { Link } from "react-router";
import type { Route } from "./+types/invite-code";
import { PREMIUM_LIMITS } from "@common/schemas/premium";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { ConfirmButton } from "~/components/forms/ConfirmButton";
import { ActionResult, fieldErrorsOf, formKey, keptOf } from "~/components/forms/ActionResult";
import { InviteCodeText, OrganisationField, PremiumLayout, formatDate } from "./components";
import { getInviteCodes, inviteCodeAction, requireTeam } from "./premium.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "premium" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [{ title: "Invite codes | Premium reader | Dolphin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { caller, status, organisation } = await requireTeam(request);
  const invites = await getInviteCodes(db(), caller, organisation.organisationId);
  return { organisation, team: status.team, invites, now: new Date().toISOString() };
}

export const action = inviteCodeAction;

function daysLeft(expiresAt: string, now: string): number {
  return Math.max(1, Math.ceil((new Date(expiresAt).getTime() - new Date(now).getTime()) / 86_400_000));
}

export default function InviteCodePage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { organisation, invites } = loaderData;
  const generateErrors = fieldErrorsOf(actionData, "generate");
  return (
    <div className="container page">
      <PageHeading>Invite codes</PageHeading>
      <PremiumLayout organisation={organisation} team={loaderData.team}>
        <p>
          Give a class one code: each student enters it with their own DolphinID, in the reader app or on the premium reader unlock page, and
          takes a seat. A code stops working when it expires or when as many students as you allow have used it.
        </p>
        <ActionResult result={actionData} />

        <section aria-labelledby="codes-title">
          <h2 id="codes-title">Your codes</h2>
          {invites.length === 0 ? (
            <p>There are no invite codes yet. Create one below.</p>
          ) : (
            <ul className="premium-cards">
              {invites.map((invite) => {
                const state = invite.expired ? "Expired" : invite.usedUp ? "All uses taken" : "Working";
                return (
                  <li key={invite.id} className="premium-card">
                    <h3 className="premium-card__title">{invite.label}</h3>
                    <p className="premium-code">
                      <InviteCodeText code={invite.code} />
                    </p>
                    <dl className="premium-facts">
                      <dt>State</dt>
                      <dd>{state}</dd>
                      <dt>Used</dt>
                      <dd>
                        {invite.useCount} of {invite.maxUses} students
                      </dd>
                      <dt>{invite.expired ? "Expired on" : "Works until"}</dt>
                      <dd>{formatDate(invite.expiresAt)}</dd>
                    </dl>
                    <div className="button-row">
                      <Link className="button button--secondary" to={url("PremiumPrintInvite", {}, { query: { org: organisation.organisationId, invite: invite.id } })}>
                        Print handout<span className="visually-hidden"> for {invite.label}</span>
                      </Link>
                      <PostForm>
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="inviteId" value={invite.id} />
                        <OrganisationField id={organisation.organisationId} />
                        <ConfirmButton
                          label="Delete"
                          hiddenLabel={` code for ${invite.label}`}
                          question={`Delete the code for ${invite.label}?`}
                          detail={`${invite.code} stops working at once. Students who already joined with it keep their seats.`}
                        />
                      </PostForm>
                    </div>
                    <details className="premium-details">
                      <summary>
                        Change<span className="visually-hidden"> code for {invite.label}</span>
                      </summary>
                      <PostForm noValidate>
                        <input type="hidden" name="intent" value="update" />
                        <input type="hidden" name="inviteId" value={invite.id} />
                        <OrganisationField id={organisation.organisationId} />
                        <TextField id={`label-${invite.id}`} name="label" label="Label" required defaultValue={invite.label} maxLength={PREMIUM_LIMITS.inviteLabelMax} />
                        <TextField
                          id={`maxUses-${invite.id}`}
                          name="maxUses"
                          label="Number of students"
                          required
                          inputMode="numeric"
                          defaultValue={invite.maxUses}
                        />
                        <TextField
                          id={`expiresInDays-${invite.id}`}
                          name="expiresInDays"
                          label="Valid for (days from today)"
                          required
                          inputMode="numeric"
                          defaultValue={invite.expired ? 30 : daysLeft(invite.expiresAt, loaderData.now)}
                        />
                        <SubmitButton busyLabel="Saving…">
                          Save<span className="visually-hidden"> code for {invite.label}</span>
                        </SubmitButton>
                      </PostForm>
                    </details>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section aria-labelledby="new-title">
          <h2 id="new-title">Create a code</h2>
          <PostForm className="panel" noValidate key={formKey(actionData, "generate")}>
            <input type="hidden" name="intent" value="generate" />
            <OrganisationField id={organisation.organisationId} />
            <TextField
              name="label"
              label="Label"
              hint="Who the code is for, so you can tell codes apart. For example Year 9 English, Ms Patel."
              required
              maxLength={PREMIUM_LIMITS.inviteLabelMax}
              defaultValue={keptOf(actionData, "generate", "label")}
              errors={errorsFor(generateErrors, "label")}
            />
            <TextField
              name="maxUses"
              label="Number of students"
              hint={`How many students may use it, from 1 to ${PREMIUM_LIMITS.inviteMaxUses}.`}
              required
              inputMode="numeric"
              defaultValue={keptOf(actionData, "generate", "maxUses") ?? "30"}
              errors={errorsFor(generateErrors, "maxUses")}
            />
            <TextField
              name="expiresInDays"
              label="Valid for (days)"
              hint={`From 1 to ${PREMIUM_LIMITS.inviteMaxDays} days.`}
              required
              inputMode="numeric"
              defaultValue={keptOf(actionData, "generate", "expiresInDays") ?? "30"}
              errors={errorsFor(generateErrors, "expiresInDays")}
            />
            <SubmitButton busyLabel="Creating…">
              Create code
            </SubmitButton>
          </PostForm>
        </section>
      </PremiumLayout>
    </div>
  );
}

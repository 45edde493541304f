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
import { ActionResult, OutcomeAfterForm, fieldErrorsOf, formKey, keptOf } from "~/components/forms/ActionResult";
import { InviteCodeText, OrganisationField, PremiumDate, PremiumLayout } from "./components";
import { getInviteCodes, inviteCodeAction, requireTeam } from "./premium.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "premium", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Invite codes | Premium reader | Dolphin") }];

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
  const { t, text } = useT();
  const { organisation, invites } = loaderData;
  const generateErrors = fieldErrorsOf(actionData, "generate");
  return (
    <div className="container page">
      <PageHeading>{t("Invite codes")}</PageHeading>
      <PremiumLayout organisation={organisation} team={loaderData.team}>
        <p>
          {t(
            "Give a class one code: each student enters it with their own DolphinID, in the reader app or on the premium reader unlock page, and takes a seat. A code stops working when it expires or when as many students as you allow have used it.",
          )}
        </p>
        <OutcomeAfterForm form={formKey(actionData, "generate")}>
          <ActionResult result={actionData} />
        </OutcomeAfterForm>

        <section aria-labelledby="codes-title">
          <h2 id="codes-title">{t("Your codes")}</h2>
          {invites.length === 0 ? (
            <p>{t("There are no invite codes yet. Create one below.")}</p>
          ) : (
            <ul className="premium-cards">
              {invites.map((invite) => {
                const state = invite.expired ? "Expired" : invite.usedUp ? "All uses taken" : "Working";
                return (
                  <li key={invite.id} className="premium-card">
                    <h3 className="premium-card__title" translate="no">
                      {invite.label}
                    </h3>
                    <p className="premium-code">
                      <InviteCodeText code={invite.code} />
                    </p>
                    <dl className="premium-facts">
                      {/* "State" is also an address field elsewhere; the select keeps this one apart for translators. */}
                      <dt>{t("{of, select, code {State} other {State}}", { of: "code" })}</dt>
                      <dd>{t(state)}</dd>
                      <dt>{t("Used")}</dt>
                      <dd>{t("{used} of {max} students", { used: invite.useCount, max: invite.maxUses })}</dd>
                      <dt>{invite.expired ? t("Expired on") : t("Works until")}</dt>
                      <dd>
                        <PremiumDate iso={invite.expiresAt} />
                      </dd>
                    </dl>
                    <div className="button-row">
                      <Link
                        className="button button--secondary"
                        to={url("PremiumPrintInvite", {}, { query: { org: organisation.organisationId, invite: invite.id } })}
                      >
                        {t("Print handout")}
                        <span className="visually-hidden">
                          <T message=" for <0/>" components={[<span translate="no">{invite.label}</span>]} />
                        </span>
                      </Link>
                      <PostForm>
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="inviteId" value={invite.id} />
                        <OrganisationField id={organisation.organisationId} />
                        <ConfirmButton
                          label={text("Delete")}
                          hiddenLabel={text(" code for {label}", { label: invite.label })}
                          question={text("Delete the code for {label}?", { label: invite.label })}
                          detail={text("{code} stops working at once. Students who already joined with it keep their seats.", { code: invite.code })}
                        />
                      </PostForm>
                    </div>
                    <details className="premium-details">
                      <summary>
                        <T
                          message="Change<0/>"
                          components={[
                            <span className="visually-hidden">
                              <T message=" code for <0/>" components={[<span translate="no">{invite.label}</span>]} />
                            </span>,
                          ]}
                        />
                      </summary>
                      <PostForm noValidate>
                        <input type="hidden" name="intent" value="update" />
                        <input type="hidden" name="inviteId" value={invite.id} />
                        <OrganisationField id={organisation.organisationId} />
                        <TextField
                          id={`label-${invite.id}`}
                          name="label"
                          label={text("Label")}
                          required
                          defaultValue={invite.label}
                          maxLength={PREMIUM_LIMITS.inviteLabelMax}
                        />
                        <TextField
                          id={`maxUses-${invite.id}`}
                          name="maxUses"
                          label={text("Number of students")}
                          required
                          inputMode="numeric"
                          defaultValue={invite.maxUses}
                        />
                        <TextField
                          id={`expiresInDays-${invite.id}`}
                          name="expiresInDays"
                          label={text("Valid for (days from today)")}
                          required
                          inputMode="numeric"
                          defaultValue={invite.expired ? 30 : daysLeft(invite.expiresAt, loaderData.now)}
                        />
                        <SubmitButton busyLabel={text("Saving…")}>
                          {t("Save")}
                          <span className="visually-hidden">
                            <T message=" code for <0/>" components={[<span translate="no">{invite.label}</span>]} />
                          </span>
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
          <h2 id="new-title">{t("Create a code")}</h2>
          <PostForm className="panel" noValidate key={formKey(actionData, "generate")}>
            <input type="hidden" name="intent" value="generate" />
            <OrganisationField id={organisation.organisationId} />
            <TextField
              name="label"
              label={text("Label")}
              hint={t("Who the code is for, so you can tell codes apart. For example Year 9 English, Ms Patel.")}
              required
              maxLength={PREMIUM_LIMITS.inviteLabelMax}
              defaultValue={keptOf(actionData, "generate", "label")}
              errors={errorsFor(generateErrors, "label")}
            />
            <TextField
              name="maxUses"
              label={text("Number of students")}
              hint={t("How many students may use it, from 1 to {max}.", { max: PREMIUM_LIMITS.inviteMaxUses })}
              required
              inputMode="numeric"
              defaultValue={keptOf(actionData, "generate", "maxUses") ?? "30"}
              errors={errorsFor(generateErrors, "maxUses")}
            />
            <TextField
              name="expiresInDays"
              label={text("Valid for (days)")}
              hint={t("From 1 to {max} days.", { max: PREMIUM_LIMITS.inviteMaxDays })}
              required
              inputMode="numeric"
              defaultValue={keptOf(actionData, "generate", "expiresInDays") ?? "30"}
              errors={errorsFor(generateErrors, "expiresInDays")}
            />
            <SubmitButton busyLabel={text("Creating…")}>{t("Create code")}</SubmitButton>
          </PostForm>
        </section>
      </PremiumLayout>
    </div>
  );
}

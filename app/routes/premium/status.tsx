/** /account/easyreader-premium/status: the signed-in account's own premium reader state. */
import { Link } from "react-router";
import type { Route } from "./+types/status";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { ActionResult, fieldErrorsOf, keptOf } from "~/components/forms/ActionResult";
import { PremiumDate, roleLabel } from "./components";
import { callerFor, getPremiumStatus, statusAction } from "./premium.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "premium", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Premium reader status | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  const caller = await callerFor(request);
  return { email: caller.email, status: await getPremiumStatus(db(), caller) };
}

export const action = statusAction;

const JOINED_VIA: Record<string, string> = {
  manual: "added by a teacher",
  import: "imported from a class list",
  domain: "joined with your organisation email address",
  "invite-code": "joined with an invite code",
};

export default function PremiumStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { status } = loaderData;
  const nothing = status.team.length === 0 && !status.seat && status.invitations.length === 0;
  return (
    <div className="container page premium-status">
      <PageHeading>{t("Premium reader status")}</PageHeading>
      <p>
        <T
          message="Signed in as <0/>. This page shows what the EasyReader premium reader app gives this DolphinID: a seat of your own, and any organisation you help to run."
          components={[<strong translate="no">{loaderData.email}</strong>]}
        />
      </p>
      {/* A code's success is said here: the join form gives way to the new seat. */}
      <ActionResult result={actionData} intent={actionData?.status === "done" ? ["accept", "join"] : "accept"} />
      {status.joinedByDomain && (
        <StatusAlert kind="success">
          <p>
            <T
              message="Your email address belongs to <0/>, so you now have a premium reader seat with them. Sign in to the reader app with this DolphinID to use it."
              components={[<span translate="no">{status.joinedByDomain}</span>]}
            />
          </p>
        </StatusAlert>
      )}

      {status.invitations.length > 0 && (
        <section aria-labelledby="invitations-title" className="panel">
          <h2 id="invitations-title">{t("Invitations waiting for you")}</h2>
          <ul className="premium-list">
            {status.invitations.map((invitation) => (
              <li key={invitation.id}>
                <PostForm className="premium-inline-form">
                  <input type="hidden" name="intent" value="accept" />
                  <input type="hidden" name="staffId" value={invitation.id} />
                  <p>
                    <T
                      message={invitation.role === "admin" ? "<0/> has invited you to join as an admin." : "<0/> has invited you to join as a teacher."}
                      components={[<span translate="no">{invitation.organisationName}</span>]}
                    />
                  </p>
                  <SubmitButton busyLabel={text("Accepting…")}>
                    <T message="Accept invitation to <0/>" components={[<span translate="no">{invitation.organisationName}</span>]} />
                  </SubmitButton>
                </PostForm>
              </li>
            ))}
          </ul>
        </section>
      )}

      {status.team.length > 0 && (
        <section aria-labelledby="team-title">
          <h2 id="team-title">{t("Organisations you manage")}</h2>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={text("Organisations you manage (scrolls sideways)")}>
            <table>
              <caption className="visually-hidden">{t("Organisations you manage, with your role, seats and expiry")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("Organisation")}</th>
                  <th scope="col">{t("Your role")}</th>
                  <th scope="col">{t("Seats used")}</th>
                  <th scope="col">{t("Subscription")}</th>
                </tr>
              </thead>
              <tbody>
                {status.team.map((entry) => (
                  <tr key={entry.organisationId}>
                    <th scope="row">
                      <Link to={url("PremiumStudents", {}, { query: { org: entry.organisationId } })} translate="no">
                        {entry.organisationName}
                      </Link>
                    </th>
                    <td>{t(roleLabel(entry.role))}</td>
                    <td>{t("{used} of {purchased}", { used: entry.seatsUsed, purchased: entry.seatsPurchased })}</td>
                    <td>
                      <T message={entry.expired ? "Ended on <0/>" : "Runs until <0/>"} components={[<PremiumDate iso={entry.expiresAt} />]} />
                      {entry.role === "admin" && (
                        <>
                          {" "}
                          <Link to={url("ReaderSubscribe", {}, { query: { organisation: entry.organisationId } })}>
                            <T
                              message="Buy or renew seats<0> for {organisation}</0>"
                              values={{ organisation: entry.organisationName }}
                              components={[<span className="visually-hidden" />]}
                            />
                          </Link>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <section aria-labelledby="seat-title">
        <h2 id="seat-title">{t("Your own premium seat")}</h2>
        {status.seat ? (
          <dl className="premium-facts">
            <dt>{t("Organisation")}</dt>
            <dd translate="no">{status.seat.organisationName}</dd>
            <dt>{t("Reader app username")}</dt>
            <dd translate="no">{status.seat.username}</dd>
            <dt>{t("How you joined")}</dt>
            <dd>{t(JOINED_VIA[status.seat.joinedVia] ?? status.seat.joinedVia)}</dd>
            <dt>{t("Premium until")}</dt>
            <dd>
              {status.seat.expired ? (
                <T message="Ended on <0/>" components={[<PremiumDate iso={status.seat.expiresAt} />]} />
              ) : (
                <PremiumDate iso={status.seat.expiresAt} />
              )}
            </dd>
          </dl>
        ) : (
          <>
            <p>
              {nothing
                ? t("This DolphinID has no premium reader seat yet. If your school or organisation gave you an invite code, enter it here.")
                : t("You do not have a seat of your own. If you have been given an invite code as a student, enter it here.")}
            </p>
            <ActionResult result={actionData} intent="join" />
            <PostForm className="panel" aria-labelledby="join-title" noValidate>
              <h3 id="join-title">{t("Join with an invite code")}</h3>
              <input type="hidden" name="intent" value="join" />
              <TextField
                name="code"
                label={text("Invite code")}
                hint={t("For example RDR-7K3M-Q9TX. Capital letters and dashes are optional.")}
                required
                maxLength={50}
                autoComplete="off"
                spellCheck={false}
                defaultValue={keptOf(actionData, "join", "code")}
                errors={errorsFor(fieldErrorsOf(actionData, "join"), "code")}
              />
              <SubmitButton busyLabel={text("Joining…")}>{t("Join")}</SubmitButton>
            </PostForm>
          </>
        )}
      </section>
    </div>
  );
}

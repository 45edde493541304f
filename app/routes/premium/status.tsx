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
import { formatDate, roleLabel } from "./components";
import { callerFor, getPremiumStatus, statusAction } from "./premium.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "premium" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [{ title: "Premium reader status | Dolphin" }];

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
  const { status } = loaderData;
  const nothing = status.team.length === 0 && !status.seat && status.invitations.length === 0;
  return (
    <div className="container page premium-status">
      <PageHeading>Premium reader status</PageHeading>
      <p>
        Signed in as <strong>{loaderData.email}</strong>. This page shows what the EasyReader premium reader app gives this DolphinID: a seat
        of your own, and any organisation you help to run.
      </p>
      {/* A code's success is said here: the join form gives way to the new seat. */}
      <ActionResult result={actionData} intent={actionData?.status === "done" ? ["accept", "join"] : "accept"} />
      {status.joinedByDomain && (
        <StatusAlert kind="success">
          <p>
            Your email address belongs to {status.joinedByDomain}, so you now have a premium reader seat with them. Sign in to the reader app
            with this DolphinID to use it.
          </p>
        </StatusAlert>
      )}

      {status.invitations.length > 0 && (
        <section aria-labelledby="invitations-title" className="panel">
          <h2 id="invitations-title">Invitations waiting for you</h2>
          <ul className="premium-list">
            {status.invitations.map((invitation) => (
              <li key={invitation.id}>
                <PostForm className="premium-inline-form">
                  <input type="hidden" name="intent" value="accept" />
                  <input type="hidden" name="staffId" value={invitation.id} />
                  <p>
                    {invitation.organisationName} has invited you to join as {invitation.role === "admin" ? "an admin" : "a teacher"}.
                  </p>
                  <SubmitButton busyLabel="Accepting…">
                    Accept invitation to {invitation.organisationName}
                  </SubmitButton>
                </PostForm>
              </li>
            ))}
          </ul>
        </section>
      )}

      {status.team.length > 0 && (
        <section aria-labelledby="team-title">
          <h2 id="team-title">Organisations you manage</h2>
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Organisations you manage (scrolls sideways)">
            <table>
              <caption className="visually-hidden">Organisations you manage, with your role, seats and expiry</caption>
              <thead>
                <tr>
                  <th scope="col">Organisation</th>
                  <th scope="col">Your role</th>
                  <th scope="col">Seats used</th>
                  <th scope="col">Subscription</th>
                </tr>
              </thead>
              <tbody>
                {status.team.map((entry) => (
                  <tr key={entry.organisationId}>
                    <th scope="row">
                      <Link to={url("PremiumStudents", {}, { query: { org: entry.organisationId } })}>{entry.organisationName}</Link>
                    </th>
                    <td>{roleLabel(entry.role)}</td>
                    <td>
                      {entry.seatsUsed} of {entry.seatsPurchased}
                    </td>
                    <td>{entry.expired ? `Ended on ${formatDate(entry.expiresAt)}` : `Runs until ${formatDate(entry.expiresAt)}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <section aria-labelledby="seat-title">
        <h2 id="seat-title">Your own premium seat</h2>
        {status.seat ? (
          <dl className="premium-facts">
            <dt>Organisation</dt>
            <dd>{status.seat.organisationName}</dd>
            <dt>Reader app username</dt>
            <dd>{status.seat.username}</dd>
            <dt>How you joined</dt>
            <dd>{JOINED_VIA[status.seat.joinedVia]}</dd>
            <dt>Premium until</dt>
            <dd>{status.seat.expired ? `Ended on ${formatDate(status.seat.expiresAt)}` : formatDate(status.seat.expiresAt)}</dd>
          </dl>
        ) : (
          <>
            <p>
              {nothing
                ? "This DolphinID has no premium reader seat yet. If your school or organisation gave you an invite code, enter it here."
                : "You do not have a seat of your own. If you have been given an invite code as a student, enter it here."}
            </p>
            <ActionResult result={actionData} intent="join" />
            <PostForm className="panel" aria-labelledby="join-title" noValidate>
              <h3 id="join-title">Join with an invite code</h3>
              <input type="hidden" name="intent" value="join" />
              <TextField
                name="code"
                label="Invite code"
                hint="For example RDR-7K3M-Q9TX. Capital letters and dashes are optional."
                required
                maxLength={50}
                autoComplete="off"
                spellCheck={false}
                defaultValue={keptOf(actionData, "join", "code")}
                errors={errorsFor(fieldErrorsOf(actionData, "join"), "code")}
              />
              <SubmitButton busyLabel="Joining…">
                Join
              </SubmitButton>
            </PostForm>
          </>
        )}
      </section>
    </div>
  );
}

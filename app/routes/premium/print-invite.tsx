/**
 * /account/easyreader-premium/print-invite: a handout for one invite code, laid out for
 * paper (large print, high contrast, no site navigation when printed) and for screens.
 */
import type { Route } from "./+types/print-invite";
import { PageHeading } from "~/components/layout/PageHeading";
import { useHydrated } from "~/hooks/useHydrated";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { InviteCodeText, formatDate } from "./components";
import { getInviteCode, orStatusPage, printInviteAction, requireTeam } from "./premium.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "premium" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data ? `Invite code for ${data.invite.label}` : "Invite code"} | Premium reader | Dolphin` },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { caller, organisation } = await requireTeam(request);
  const inviteId = Number(new URL(request.url).searchParams.get("invite"));
  if (!Number.isInteger(inviteId) || inviteId < 1) throw new Response("Invite code not found", { status: 404 });
  const { invite } = await orStatusPage(getInviteCode(db(), caller, organisation.organisationId, inviteId));
  return { organisationName: organisation.organisationName, organisationId: organisation.organisationId, invite };
}

/** The code list's print buttons may post here (organisationId, inviteId); the handout itself is this page's GET. */
export const action = printInviteAction;

export default function PrintInvitePage({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const hydrated = useHydrated();
  const { invite, organisationName } = loaderData;
  return (
    <div className="container page print-invite">
      <div className="print-invite__screen-only">
        <p>
          <a href={url("PremiumInviteCode", {}, { query: { org: loaderData.organisationId } })}>Back to invite codes</a>
        </p>
        <p>
          This page prints as a one-page handout in large print. {hydrated ? "Use the button, or your browser's Print command." : "Use your browser's Print command."}
        </p>
        {hydrated && (
          <p>
            <button type="button" className="button" onClick={() => window.print()}>
              Print this handout
            </button>
          </p>
        )}
      </div>
      <article className="print-invite__sheet" aria-labelledby="print-title">
        <PageHeading id="print-title">Your EasyReader premium invite</PageHeading>
        <p className="print-invite__lead">
          {organisationName} has a premium reader seat for you: {invite.label}.
        </p>
        <p className="print-invite__code-label">Your invite code</p>
        <p className="print-invite__code">
          <InviteCodeText code={invite.code} />
        </p>
        <h2>How to join</h2>
        <ol className="print-invite__steps">
          <li>Open the EasyReader app, or go to the Dolphin website and choose Unlock and Activate.</li>
          <li>Sign in with your DolphinID. If you do not have one, create one: it is free.</li>
          <li>Choose Unlock premium and type the code above. Capital letters and dashes are optional.</li>
          <li>Your premium books, voices and reading tools are ready straight away.</li>
        </ol>
        <p>
          This code works until {formatDate(invite.expiresAt)}
          {invite.expired ? " (it has expired: ask for a new one)" : ""}. Ask your teacher if it does not work.
        </p>
      </article>
    </div>
  );
}

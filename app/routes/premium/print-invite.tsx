/**
 * /account/easyreader-premium/print-invite: a handout for one invite code, laid out for
 * paper (large print, high contrast, no site navigation when printed) and for screens.
 */
import type { Route } from "./+types/print-invite";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { InviteCodeText, PremiumDate } from "./components";
import { getInviteCode, orStatusPage, printInviteAction, requireTeam } from "./premium.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "premium", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text } = metaText(matches);
  return [
    {
      title: data ? text("Invite code for {label} | Premium reader | Dolphin", { label: data.invite.label }) : text("Invite code | Premium reader | Dolphin"),
    },
  ];
};

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
  const { t, text } = useT();
  const { invite, organisationName } = loaderData;
  return (
    <div className="container page print-invite">
      <div className="print-invite__screen-only">
        <p>
          <a href={url("PremiumInviteCode", {}, { query: { org: loaderData.organisationId } })}>{t("Back to invite codes")}</a>
        </p>
        {/* app/enhance/print-button.ts shows the button once scripts run, and says so in the hint. */}
        <p data-print-hint={text("This page prints as a one-page handout in large print. Use the button, or your browser's Print command.")}>
          {t("This page prints as a one-page handout in large print. Use your browser's Print command.")}
        </p>
        <p hidden data-print-button="">
          <button type="button" className="button">
            {t("Print this handout")}
          </button>
        </p>
      </div>
      <article className="print-invite__sheet" aria-labelledby="print-title">
        <PageHeading id="print-title">{t("Your EasyReader premium invite")}</PageHeading>
        <p className="print-invite__lead">
          <T
            message="<0/> has a premium reader seat for you: <1/>."
            components={[<span translate="no">{organisationName}</span>, <span translate="no">{invite.label}</span>]}
          />
        </p>
        <p className="print-invite__code-label">{t("Your invite code")}</p>
        <p className="print-invite__code">
          <InviteCodeText code={invite.code} />
        </p>
        <h2>{t("How to join")}</h2>
        <ol className="print-invite__steps">
          <li>{t("Open the EasyReader app, or go to the Dolphin website and choose Unlock and Activate.")}</li>
          <li>{t("Sign in with your DolphinID. If you do not have one, create one: it is free.")}</li>
          <li>{t("Choose Unlock premium and type the code above. Capital letters and dashes are optional.")}</li>
          <li>{t("Your premium books, voices and reading tools are ready straight away.")}</li>
        </ol>
        <p>
          <T
            message={
              invite.expired
                ? "This code works until <0/> (it has expired: ask for a new one). Ask your teacher if it does not work."
                : "This code works until <0/>. Ask your teacher if it does not work."
            }
            components={[<PremiumDate iso={invite.expiresAt} />]}
          />
        </p>
      </article>
    </div>
  );
}

import { Link } from "react-router";
import type { Route } from "./+types/dealer-zone";
import { buildUrl } from "@common/routes";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { redirectToCanonical } from "~/lib/content.server";
import { dealerSessionOf } from "~/lib/dealer-zone.server";
import { getSessionUser } from "~/lib/session.server";
import { DEALER_ZONE_LINKS, DealerZoneNav } from "./dealer-zone-nav";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PostForm } from "~/components/forms/PostForm";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: its sign-in is an ordinary post.
export const handle = { i18n: "content", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [
    { title: text("Dealer Zone | Dolphin") },
    { name: "description", content: text("Training, videos, contacts and newsletters for authorised Dolphin dealers.") },
  ];
};

/** /dealer-zone: the zone's home when signed in to it, otherwise its own sign-in. */
export async function loader({ request, params }: Route.LoaderArgs) {
  redirectToCanonical(request, params, buildUrl("DealerZone"));
  const session = await dealerSessionOf(request);
  const user = session ? null : await getSessionUser(request);
  const query = new URL(request.url).searchParams;
  return {
    dealer: session ? { name: session.dealerName, email: session.email } : null,
    signedInAs: user?.email ?? null,
    loggedOut: query.get("logged-out") === "1",
  };
}

export default function DealerZone({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { dealer, signedInAs, loggedOut } = loaderData;
  if (dealer) {
    return (
      <div className="container page">
        <PageHeading>{t("Dealer Zone")}</PageHeading>
        <p className="lead">
          <T
            message="Welcome, <0>{email}</0>. You are signed in to the Dealer Zone for <1>{dealer}</1>."
            values={{ email: dealer.email, dealer: dealer.name }}
            components={[<span translate="no" />, <span translate="no" />]}
          />
        </p>
        <DealerZoneNav />
        <ul className="dealer-zone__sections">
          {DEALER_ZONE_LINKS.slice(1).map((link) => (
            <li key={link.route}>
              <Link to={url(link.route)}>{t(link.label)}</Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="container page">
      <PageHeading>{t("Dealer Zone")}</PageHeading>
      {loggedOut && (
        <StatusAlert kind="success">
          <p>{t("You have signed out of the Dealer Zone. You are still signed in to your Dolphin account.")}</p>
        </StatusAlert>
      )}
      <p className="lead">
        {t("The Dealer Zone gives staff of authorised Dolphin dealers product training, demonstration videos, price lists, contacts and dealer newsletters.")}
      </p>
      <h2>{t("Sign in")}</h2>
      {signedInAs ? (
        <>
          <p>
            <T
              message="You are signed in with DolphinID as <0>{email}</0>. Sign in to the Dealer Zone with this account; only accounts with dealer access can enter."
              values={{ email: signedInAs }}
              components={[<span translate="no" />]}
            />
          </p>
          <PostForm action={url("DealerZoneLogin")} reloadDocument>
            <SubmitButton busyLabel={text("Signing in…")}>{t("Sign in to the Dealer Zone")}</SubmitButton>
          </PostForm>
        </>
      ) : (
        <>
          <p>{t("Sign in with the DolphinID your account manager gave dealer access to.")}</p>
          <p>
            <Link className="button" to={url("Login", {}, { query: { returnTo: buildUrl("DealerZone") } })} reloadDocument>
              {t("Sign in with DolphinID")}
            </Link>
          </p>
        </>
      )}
      <h2>{t("Not a dealer yet?")}</h2>
      <p>
        <T
          message="Companies that sell and support assistive technology can apply to become a Dolphin dealer. <0>Send us a message</0> with the subject 'Dealer enquiry'."
          components={[<Link to={url("Contact")} />]}
        />
      </p>
    </div>
  );
}

import { data } from "react-router";
import type { Route } from "./+types/dealer-zone-account";
import { buildUrl } from "@common/routes";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { redirectToCanonical } from "~/lib/content.server";
import { dealerSessionOf } from "~/lib/dealer-zone.server";
import { getSessionUser } from "~/lib/session.server";
import { DealerZoneForbidden } from "./DealerZoneForbidden";
import { DealerZoneNav } from "./dealer-zone-nav";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PostForm } from "~/components/forms/PostForm";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: its sign-out is an ordinary post.
export const handle = { i18n: "content", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/** /dealer-zone/account: the dealer account signed in to the zone, and its sign-out. */
export async function loader({ request, params }: Route.LoaderArgs) {
  redirectToCanonical(request, params, buildUrl("DealerZoneAccount"));
  const session = await dealerSessionOf(request);
  if (!session) {
    const user = await getSessionUser(request);
    return data({ forbidden: true as const, signedInAs: user?.email ?? null }, { status: 403 });
  }
  return {
    forbidden: false as const,
    email: session.email,
    dealerName: session.dealerName,
    expires: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(session.expiresAt),
    expiresIso: session.expiresAt.toISOString(),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { text } = metaText(matches);
  return [{ title: loaderData && !loaderData.forbidden ? text("Dealer account | Dolphin") : text("Dealer Zone: access refused | Dolphin") }];
};

export default function DealerZoneAccount({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, formatDate, intlLocale } = useT();
  if (loaderData.forbidden) return <DealerZoneForbidden signedInAs={loaderData.signedInAs} />;
  const expires = intlLocale === "en-GB" ? loaderData.expires : formatDate(loaderData.expiresIso, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
  return (
    <div className="container page">
      <PageHeading>{t("Dealer account")}</PageHeading>
      <DealerZoneNav />
      <dl className="dealer-account">
        <div>
          <dt>{t("Dealer")}</dt>
          <dd translate="no">{loaderData.dealerName}</dd>
        </div>
        <div>
          <dt>{t("Signed in as")}</dt>
          <dd translate="no">{loaderData.email}</dd>
        </div>
        <div>
          <dt>{t("Dealer Zone session ends")}</dt>
          <dd>
            <T message="<0/> UTC" components={[<time dateTime={loaderData.expiresIso}>{expires}</time>]} />
          </dd>
        </div>
      </dl>
      <p>{t("To change your company's details or who has dealer access, contact your account manager.")}</p>
      <PostForm action={url("DealerZoneLogout")} reloadDocument>
        <SubmitButton className="button button--secondary" busyLabel={text("Signing out…")}>
          {t("Log out of the Dealer Zone")}
        </SubmitButton>
      </PostForm>
    </div>
  );
}

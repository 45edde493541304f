/**
 * NewsletterUnsubscribe (/newsletter/unsubscribe?token=…): the unsubscribe link of every
 * newsletter mail, without signing in. Opening it changes nothing; its button unsubscribes.
 * A mail client's one-click POST to the same address (List-Unsubscribe-Post, RFC 8058)
 * unsubscribes at once (newsletter-links.server.ts).
 */
import type { Route } from "./+types/newsletter-unsubscribe";
import { ActionResult } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { newsletterUnsubscribeAction } from "~/features/support/newsletter-links.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: ["support/newsletter-links"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaText(matches).text("Unsubscribe from the newsletter | Dolphin") },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export const action = newsletterUnsubscribeAction;

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const done = actionData?.status === "done";
  return (
    <div className="container page">
      <PageHeading>{t("Unsubscribe from the newsletter")}</PageHeading>
      <ActionResult result={actionData} />
      {!done && loaderData.token && (
        <>
          <p>{t("Press 'Unsubscribe' and we will send no more newsletters to the address this link was mailed to. You do not need to sign in.")}</p>
          <PostForm action={url("NewsletterUnsubscribe", {}, { query: { token: loaderData.token } })}>
            <input type="hidden" name="token" value={loaderData.token} />
            <SubmitButton busyLabel={text("Unsubscribing…")}>{t("Unsubscribe")}</SubmitButton>
          </PostForm>
        </>
      )}
      {!loaderData.token && (
        <p>
          <T
            message="Use the unsubscribe link in any newsletter mail, or sign in and change it in <0>Account Preferences</0>."
            components={[<a href={url("AccountPreferences")} />]}
          />
        </p>
      )}
    </div>
  );
}

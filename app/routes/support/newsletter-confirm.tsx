/**
 * NewsletterConfirm (/newsletter/confirm?token=…): the mailed confirmation link's page. Opening
 * it changes nothing (mail scanners open links); its button confirms, and only then is the
 * address given to the newsletter.
 */
import type { Route } from "./+types/newsletter-confirm";
import { ActionResult } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { newsletterConfirmAction } from "~/features/support/newsletter-links.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: ["support/newsletter-links"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaText(matches).text("Confirm your newsletter sign-up | Dolphin") },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export const action = newsletterConfirmAction;

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const confirmed = actionData?.status === "done";
  return (
    <div className="container page">
      <PageHeading>{t("Confirm your newsletter sign-up")}</PageHeading>
      <ActionResult result={actionData} />
      {!confirmed && loaderData.token && (
        <>
          <p>{t("Press 'Confirm' to receive the Dolphin newsletter at the address this link was mailed to.")}</p>
          <PostForm action={url("NewsletterConfirm", {}, { query: { token: loaderData.token } })}>
            <input type="hidden" name="token" value={loaderData.token} />
            <SubmitButton busyLabel={text("Confirming…")}>{t("Confirm")}</SubmitButton>
          </PostForm>
        </>
      )}
      {!loaderData.token && <p>{t("This link is not complete. Copy the whole link from the mail, or sign up again.")}</p>}
      <p>
        <a href={url("Newsletter")}>{t("Back to the newsletter page")}</a>
      </p>
    </div>
  );
}

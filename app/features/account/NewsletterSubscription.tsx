/**
 * The newsletter on Account Preferences: whether the account's address receives it (or a
 * confirmation is waiting), subscribing (a confirmation link is mailed to that address, as on
 * the newsletter page) and unsubscribing at once. Plain forms posting to the page action
 * (NEWSLETTER_INTENTS), so it works without JavaScript.
 */
import { type FormActionResult, keptValue } from "@common/forms/action-result";
import { ActionResult, fieldErrorsOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { RadioGroup, errorsFor } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useT } from "~/i18n/I18n";
import { NEWSLETTER_INTENTS } from "./intents";

export interface NewsletterView {
  status: "none" | "pending" | "subscribed" | "unsubscribed";
  emailType: "html" | "plain";
}

export function NewsletterSubscription({ newsletter, email, result }: { newsletter: NewsletterView; email: string; result: FormActionResult | undefined }) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const ours = result?.intent === NEWSLETTER_INTENTS.subscribe ? result : undefined;
  const subscribed = newsletter.status === "subscribed";
  return (
    <section aria-labelledby="newsletter-heading" className="account-newsletter">
      <h2 id="newsletter-heading">{t("Newsletter")}</h2>
      <ActionResult result={result} intent={[NEWSLETTER_INTENTS.subscribe, NEWSLETTER_INTENTS.unsubscribe]} />
      <p>
        {subscribed
          ? newsletter.emailType === "plain"
            ? t("You receive the Dolphin newsletter at {email}, in plain text.", { email })
            : t("You receive the Dolphin newsletter at {email}, formatted (HTML).", { email })
          : newsletter.status === "pending"
            ? t("We have mailed a confirmation link to {email}. The newsletter starts when it is followed.", { email })
            : t("You do not receive the Dolphin newsletter.")}
      </p>
      {subscribed && (
        <PostForm action={url("AccountPreferences")} className="panel account-form">
          <input type="hidden" name="intent" value={NEWSLETTER_INTENTS.unsubscribe} />
          <SubmitButton busyLabel={text("Unsubscribing…")}>{t("Unsubscribe from the newsletter")}</SubmitButton>
        </PostForm>
      )}
      {!subscribed && (
        <PostForm action={url("AccountPreferences")} className="panel account-form" aria-labelledby="newsletter-heading">
          <input type="hidden" name="intent" value={NEWSLETTER_INTENTS.subscribe} />
          <RadioGroup
            name="emailType"
            label={text("Newsletter format")}
            hint={t("Plain text works well with every screen reader and email program.")}
            required
            options={[
              { value: "html", label: text("Formatted (HTML)") },
              { value: "plain", label: text("Plain text") },
            ]}
            defaultValue={keptValue(ours, "emailType") ?? newsletter.emailType}
            errors={errorsFor(fieldErrorsOf(ours, NEWSLETTER_INTENTS.subscribe), "emailType")}
          />
          <SubmitButton busyLabel={text("Sending…")}>{t("Subscribe to the newsletter")}</SubmitButton>
        </PostForm>
      )}
    </section>
  );
}

import type { Route } from "./+types/newsletter";
import { PageHeading } from "~/components/layout/PageHeading";
import { NewsletterForm } from "~/features/support/NewsletterForm";
import { newsletterAction } from "~/features/support/actions.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the form posts natively after the
// enhancement's required-field check, and the answer that comes back takes focus.
export const handle = { i18n: ["support/newsletter"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [
    { title: text("Newsletter | Dolphin") },
    { name: "description", content: text("Sign up to the Dolphin newsletter for product news, free training and events.") },
  ];
};

export const action = newsletterAction;

const SOCIAL = [
  { name: "Facebook", href: "https://www.facebook.com/YourDolphin" },
  { name: "X (Twitter)", href: "https://x.com/YourDolphin" },
  { name: "LinkedIn", href: "https://www.linkedin.com/company/dolphin-computer-access" },
  { name: "YouTube", href: "https://www.youtube.com/@YourDolphin" },
];

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t } = useT();
  return (
    <div className="container page">
      <PageHeading>{t("Sign up to our newsletter")}</PageHeading>
      <p className="lead">
        {t(
          "About once a month: new product versions, free webinars and training, events near you and stories from people who use our software. You can unsubscribe with one link in any email.",
        )}
      </p>
      <section className="panel" aria-labelledby="newsletter-form-title">
        <h2 id="newsletter-form-title">{t("Your details")}</h2>
        <NewsletterForm action={url("Newsletter")} result={actionData} />
      </section>
      <section aria-labelledby="newsletter-follow">
        <h2 id="newsletter-follow">{t("Other ways to follow us")}</h2>
        <ul className="support-links">
          <li>
            <T message="<0>News feed (RSS)</0> for your feed reader." components={[<a href={url("Rss")} />]} />
          </li>
          {SOCIAL.map((network) => (
            <li key={network.name}>
              <a href={network.href} rel="noopener noreferrer">
                {t("Dolphin on {network}", { network: network.name })}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { Link } from "react-router";
import type { Route } from "./+types/contact";
import { PageHeading } from "~/components/layout/PageHeading";
import { ContactForm } from "~/features/support/MessageForms";
import { ChatWidget } from "~/features/support/ChatWidget";
import { humanCheckForPage, contactMessageAction } from "~/features/support/actions.server";
import { env } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the form posts natively, and the
// enhancement gets its human-check token and loads the chat after consent.
export const handle = { i18n: ["support/contact"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [
    { title: text("Contact us | Dolphin") },
    { name: "description", content: text("Ask Dolphin about products, prices, licences and partnerships, or find the right team for your question.") },
  ];
};

export async function loader() {
  return { ...(await humanCheckForPage("contact")), chatWidgetSrc: env.CHAT_WIDGET_SRC ?? null };
}

export const action = contactMessageAction;

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t } = useT();
  return (
    <div className="container page">
      <PageHeading>{t("Contact us")}</PageHeading>
      <p className="lead">
        {t(
          "Questions about our products, prices, licences for your organisation or working with us: send us a message and the right team will answer, usually within two working days.",
        )}
      </p>
      <div className="support-layout">
        <section className="panel" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t("Send us a message")}</h2>
          <ContactForm action={url("Contact")} humanCheck={loaderData.humanCheck} humanCheckToken={loaderData.humanCheckToken} result={actionData} />
        </section>
        <aside className="support-aside" aria-labelledby="contact-other-title">
          <h2 id="contact-other-title">{t("Other ways to reach us")}</h2>
          <ul className="support-links">
            <li>
              <T message="<0>Technical support</0> for help with a product you already use." components={[<Link to={url("ContactSupport")} />]} />
            </li>
            <li>
              <T message="<0>Search the knowledge base</0> for answers to common questions, any time." components={[<Link to={url("KnowledgeBase")} />]} />
            </li>
            <li>
              <T message="<0>Find a dealer</0> who can demonstrate, sell and install our products near you." components={[<Link to={url("DealerLocate")} />]} />
            </li>
            <li>
              <T message="<0>Sign up to our newsletter</0> for product news and free training." components={[<Link to={url("Newsletter")} />]} />
            </li>
          </ul>
          <h3>{t("By phone")}</h3>
          <p>{t("Our sales team answers Monday to Friday, 9am to 5pm UK time.")}</p>
        </aside>
      </div>
      <ChatWidget src={loaderData.chatWidgetSrc} />
    </div>
  );
}

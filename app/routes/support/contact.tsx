import { Link } from "react-router";
import type { Route } from "./+types/contact";
import { PageHeading } from "~/components/layout/PageHeading";
import { ContactForm } from "~/features/support/MessageForms";
import { ChatWidget } from "~/features/support/ChatWidget";
import { humanCheckForPage, contactMessageAction } from "~/features/support/actions.server";
import { env } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "support" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Contact us | Dolphin" },
  { name: "description", content: "Ask Dolphin about products, prices, licences and partnerships, or find the right team for your question." },
];

export async function loader() {
  return { ...(await humanCheckForPage("contact")), chatWidgetSrc: env.CHAT_WIDGET_SRC ?? null };
}

export const action = contactMessageAction;

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>Contact us</PageHeading>
      <p className="lead">
        Questions about our products, prices, licences for your organisation or working with us: send us a message and the right team will
        answer, usually within two working days.
      </p>
      <div className="support-layout">
        <section className="panel" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <ContactForm action={url("Contact")} humanCheck={loaderData.humanCheck} humanCheckToken={loaderData.humanCheckToken} result={actionData} />
        </section>
        <aside className="support-aside" aria-labelledby="contact-other-title">
          <h2 id="contact-other-title">Other ways to reach us</h2>
          <ul className="support-links">
            <li>
              <Link to={url("ContactSupport")}>Technical support</Link> for help with a product you already use.
            </li>
            <li>
              <Link to={url("KnowledgeBase")}>Search the knowledge base</Link> for answers to common questions, any time.
            </li>
            <li>
              <Link to={url("DealerLocate")}>Find a dealer</Link> who can demonstrate, sell and install our products near you.
            </li>
            <li>
              <Link to={url("Newsletter")}>Sign up to our newsletter</Link> for product news and free training.
            </li>
          </ul>
          <h3>By phone</h3>
          <p>Our sales team answers Monday to Friday, 9am to 5pm UK time.</p>
        </aside>
      </div>
      <ChatWidget src={loaderData.chatWidgetSrc} />
    </div>
  );
}

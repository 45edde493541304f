import { Link } from "react-router";
import type { Route } from "./+types/contact-support";
import { PageHeading } from "~/components/layout/PageHeading";
import { SupportForm } from "~/features/support/MessageForms";
import { ChatWidget } from "~/features/support/ChatWidget";
import { humanCheckForPage, supportMessageAction } from "~/features/support/actions.server";
import { db, env } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { listSupportProducts } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "support" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Contact support | Dolphin" },
  { name: "description", content: "Ask Dolphin's technical support team for help with SuperNova, ScreenReader, GuideConnect, EasyReader and our other products." },
];

export async function loader({ request }: Route.LoaderArgs) {
  const products = await listSupportProducts(db(), "email");
  const productParam = Number(new URL(request.url).searchParams.get("product"));
  return {
    ...(await humanCheckForPage("support")),
    products: products.map((p) => ({ id: p.id, productName: p.productName, semanticName: p.semanticName })),
    productId: products.some((p) => p.id === productParam) ? productParam : undefined,
    chatWidgetSrc: env.CHAT_WIDGET_SRC ?? null,
  };
}

export const action = supportMessageAction;

export default function ContactSupport({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>Contact support</PageHeading>
      <p className="lead">
        Our technical support team helps with installing, setting up and using every current Dolphin product. Many answers are already in the{" "}
        <Link to={url("KnowledgeBase")}>knowledge base</Link>.
      </p>
      <div className="support-layout">
        <section className="panel" aria-labelledby="support-form-title">
          <h2 id="support-form-title">Send a support request</h2>
          <SupportForm
            action={url("ContactSupport")}
            humanCheck={loaderData.humanCheck}
            humanCheckToken={loaderData.humanCheckToken}
            result={actionData}
            products={loaderData.products}
            productId={loaderData.productId}
          />
        </section>
        <aside className="support-aside" aria-labelledby="support-other-title">
          <h2 id="support-other-title">More ways to get help</h2>
          <ul className="support-links">
            <li>
              <Link to={url("SupportCallback")}>Book a support callback</Link> at a time that suits you.
            </li>
            <li>
              <Link to={url("SupportTraining")}>Book a training session</Link> with one of our trainers.
            </li>
            <li>
              <Link to={url("Support")}>Support by product</Link>, with articles and bug reporting.
            </li>
          </ul>
          <h3>Report a bug</h3>
          <ul className="support-links">
            {loaderData.products.map((product) => (
              <li key={product.id}>
                <Link to={url("ReportBug", { productName: product.semanticName })}>Report a bug in {product.productName}</Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <ChatWidget src={loaderData.chatWidgetSrc} />
    </div>
  );
}

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
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the form posts natively after the
// enhancement's checks and human check; the serial box and the chat are enhanced too.
export const handle = { i18n: ["support/contact-support"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [
    { title: text("Contact support | Dolphin") },
    {
      name: "description",
      content: text("Ask Dolphin's technical support team for help with SuperNova, ScreenReader, GuideConnect, EasyReader and our other products."),
    },
  ];
};

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
  const { t } = useT();
  return (
    <div className="container page">
      <PageHeading>{t("Contact support")}</PageHeading>
      <p className="lead">
        <T
          message="Our technical support team helps with installing, setting up and using every current Dolphin product. Many answers are already in the <0>knowledge base</0>."
          components={[<Link to={url("KnowledgeBase")} />]}
        />
      </p>
      <div className="support-layout">
        <section className="panel" aria-labelledby="support-form-title">
          <h2 id="support-form-title">{t("Send a support request")}</h2>
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
          <h2 id="support-other-title">{t("More ways to get help")}</h2>
          <ul className="support-links">
            <li>
              <T message="<0>Book a support callback</0> at a time that suits you." components={[<Link to={url("SupportCallback")} />]} />
            </li>
            <li>
              <T message="<0>Book a training session</0> with one of our trainers." components={[<Link to={url("SupportTraining")} />]} />
            </li>
            <li>
              <T message="<0>Support by product</0>, with articles and bug reporting." components={[<Link to={url("Support")} />]} />
            </li>
          </ul>
          <h3>{t("Report a bug")}</h3>
          <ul className="support-links">
            {loaderData.products.map((product) => (
              <li key={product.id}>
                <Link to={url("ReportBug", { productName: product.semanticName })}>
                  {t("Report a bug in {productName}", { productName: product.productName })}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <ChatWidget src={loaderData.chatWidgetSrc} />
    </div>
  );
}

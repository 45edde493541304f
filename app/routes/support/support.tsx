import { Link } from "react-router";
import type { Route } from "./+types/support";
import { PageHeading } from "~/components/layout/PageHeading";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { listSupportProducts } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

export const handle = { i18n: ["support/support"], hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [
    { title: text("Support | Dolphin") },
    { name: "description", content: text("Help with Dolphin products: the knowledge base, support requests, callbacks, training and bug reports.") },
  ];
};

export async function loader() {
  const products = await listSupportProducts(db(), "all");
  return {
    products: products.map((p) => ({ id: p.id, productName: p.productName, semanticName: p.semanticName, summary: p.summary, isCurrent: p.isCurrent })),
  };
}

export default function Support({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  const contentLang = langOfContent(locale, "en");
  return (
    <div className="container page">
      <PageHeading>{t("Support")}</PageHeading>
      <p className="lead">{t("Find an answer yourself, or ask our support team. Everything here is free for Dolphin customers.")}</p>
      <form method="get" action={url("KnowledgeBase")} role="search" aria-label={text("Knowledge base")} className="support-search">
        <div className="field">
          <label htmlFor="support-search-term" className="field__label">
            {t("Search the knowledge base")}
          </label>
          <input id="support-search-term" name="searchTerm" type="search" className="field__input" maxLength={200} />
        </div>
        <button type="submit" className="button">
          {t("Search")}
        </button>
      </form>
      <section aria-labelledby="support-products-title">
        <h2 id="support-products-title">{t("Support by product")}</h2>
        <ul className="support-cards">
          {loaderData.products.map((product) => (
            <li key={product.id} className="support-card">
              <h3>
                <Link to={url("SupportCategory", { productName: product.semanticName })}>
                  {t("{productName} support", { productName: product.productName })}
                </Link>
              </h3>
              <p lang={contentLang}>{product.summary}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="support-ask-title">
        <h2 id="support-ask-title">{t("Ask us")}</h2>
        <ul className="support-links">
          <li>
            <T message="<0>Send a support request</0>: we reply within two working days." components={[<Link to={url("ContactSupport")} />]} />
          </li>
          <li>
            <T message="<0>Book a callback</0> from a support technician." components={[<Link to={url("SupportCallback")} />]} />
          </li>
          <li>
            <T message="<0>Book a free training session</0>." components={[<Link to={url("SupportTraining")} />]} />
          </li>
          <li>
            <T message="<0>Find a local dealer</0> for help in person." components={[<Link to={url("DealerLocate")} />]} />
          </li>
        </ul>
      </section>
    </div>
  );
}

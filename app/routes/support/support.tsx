import { Link } from "react-router";
import type { Route } from "./+types/support";
import { PageHeading } from "~/components/layout/PageHeading";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { listSupportProducts } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "support" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Support | Dolphin" },
  { name: "description", content: "Help with Dolphin products: the knowledge base, support requests, callbacks, training and bug reports." },
];

export async function loader() {
  const products = await listSupportProducts(db(), "all");
  return { products: products.map((p) => ({ id: p.id, productName: p.productName, semanticName: p.semanticName, summary: p.summary, isCurrent: p.isCurrent })) };
}

export default function Support({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>Support</PageHeading>
      <p className="lead">Find an answer yourself, or ask our support team. Everything here is free for Dolphin customers.</p>
      <form method="get" action={url("KnowledgeBase")} role="search" aria-label="Knowledge base" className="support-search">
        <div className="field">
          <label htmlFor="support-search-term" className="field__label">
            Search the knowledge base
          </label>
          <input id="support-search-term" name="searchTerm" type="search" className="field__input" maxLength={200} />
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <section aria-labelledby="support-products-title">
        <h2 id="support-products-title">Support by product</h2>
        <ul className="support-cards">
          {loaderData.products.map((product) => (
            <li key={product.id} className="support-card">
              <h3>
                <Link to={url("SupportCategory", { productName: product.semanticName })}>{product.productName} support</Link>
              </h3>
              <p>{product.summary}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="support-ask-title">
        <h2 id="support-ask-title">Ask us</h2>
        <ul className="support-links">
          <li>
            <Link to={url("ContactSupport")}>Send a support request</Link>: we reply within two working days.
          </li>
          <li>
            <Link to={url("SupportCallback")}>Book a callback</Link> from a support technician.
          </li>
          <li>
            <Link to={url("SupportTraining")}>Book a free training session</Link>.
          </li>
          <li>
            <Link to={url("DealerLocate")}>Find a local dealer</Link> for help in person.
          </li>
        </ul>
      </section>
    </div>
  );
}

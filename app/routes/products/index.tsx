import { Link } from "react-router";
import type { Route } from "./+types/index";
import { MARKET_SEGMENTS } from "@common/products";
import { resolveLocale } from "@common/locale";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { PageHeading } from "~/components/layout/PageHeading";
import { ProductGrid } from "~/features/products/ProductCard";
import { cardsFor, familyProducts, listFamilies, listProducts } from "~/features/products/catalogue.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { contentLang } from "~/i18n/ContentLanguage";
import { metaText, useT } from "~/i18n/I18n";
import { rowsInLanguage } from "~/i18n/content.server";
import { db } from "~/lib/db.server";

export const handle = { i18n: "products", hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [
    { title: text("Products | Dolphin") },
    { name: "description", content: text("Magnifiers, screen readers, reading apps and accessible publishing software for people with sight loss.") },
  ];
};

export async function loader({ params }: Route.LoaderArgs) {
  const database = db();
  const locale = resolveLocale(params.locale);
  const families = await rowsInLanguage("family", await listFamilies(database), locale);
  const grouped = await Promise.all(
    families.map(async (family) => ({ family, products: await cardsFor(database, await familyProducts(database, family.id), locale) })),
  );
  const inFamilies = new Set(grouped.flatMap((group) => group.products.map((product) => product.id)));
  const others = await cardsFor(
    database,
    (await listProducts(database)).filter((product) => !inFamilies.has(product.id)),
    locale,
  );
  return {
    families: grouped.map(({ family, products }) => ({
      name: family.name,
      semanticName: family.semanticName,
      shortDescription: family.shortDescription,
      contentLanguage: family.contentLanguage,
      products,
    })),
    others,
  };
}

export default function ProductsIndex({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  return (
    <div className="container page">
      <PageHeading>{t("Our products")}</PageHeading>
      <p className="lead">
        {t(
          "Software that makes screens easier to see, hear and use, for people with sight loss at home, at school and at work. Most of it you can try free for 30 days.",
        )}
      </p>
      <nav aria-label={text("Products for")}>
        <ul className="link-list link-list--inline">
          {MARKET_SEGMENTS.map((segment) => (
            <li key={segment.id}>
              <Link to={url("ProductsSegment", { segmentName: segment.name })}>{t(segment.title)}</Link>
            </li>
          ))}
          <li>
            <Link to={url("ProductsAll")}>{t("All products")}</Link>
          </li>
          <li>
            <Link to={url("ProductsHardware")}>{t("Hardware")}</Link>
          </li>
          <li>
            <Link to={url("ProductsUpdates")}>{t("Updates and patches")}</Link>
          </li>
        </ul>
      </nav>
      {loaderData.families.map((family) => (
        <section key={family.semanticName} aria-labelledby={`family-${family.semanticName}`}>
          <h2 id={`family-${family.semanticName}`} translate="no">
            <Link to={url("ProductFamily", { segmentName: "individuals", semanticName: family.semanticName })}>{family.name}</Link>
          </h2>
          <p lang={contentLang(locale, family.contentLanguage)}>{family.shortDescription}</p>
          <ProductGrid products={family.products} headingLevel={3} />
        </section>
      ))}
      <section aria-labelledby="more-products">
        <h2 id="more-products">{t("More products")}</h2>
        <ProductGrid products={loaderData.others} headingLevel={3} />
      </section>
    </div>
  );
}

import { Link } from "react-router";
import type { Route } from "./+types/list";
import { MARKET_SEGMENTS, segmentPageTitle } from "@common/products";
import { resolveLocale } from "@common/locale";
import { PageHeading } from "~/components/layout/PageHeading";
import { ProductGrid } from "~/features/products/ProductCard";
import { cardsFor, getMarketSegment, hardwareProducts, listProducts, productsInSegment } from "~/features/products/catalogue.server";
import { notFound, param } from "~/features/products/params.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { contentLang } from "~/i18n/ContentLanguage";
import { metaText, useT } from "~/i18n/I18n";
import { rowInLanguage } from "~/i18n/content.server";

export const handle = { i18n: "products", hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

/** /products/all, /products/hardware and /products/{segmentName} (education, individuals, organisation). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const database = db();
  const path = new URL(request.url).pathname;
  const locale = resolveLocale(params.locale);
  if (path.endsWith("/products/all")) {
    return {
      title: "Browse all products",
      intro: "Every product we make, for every setting.",
      introFromCatalogue: true,
      products: await cardsFor(database, await listProducts(database), locale),
    };
  }
  if (path.endsWith("/products/hardware")) {
    return {
      title: "Hardware",
      intro: "Cameras and devices that work with our software.",
      introFromCatalogue: true,
      products: await cardsFor(database, await hardwareProducts(database), locale),
    };
  }
  const segmentName = param(params.segmentName ?? path.split("/").pop(), "name");
  const found = await getMarketSegment(database, segmentName);
  if (!found) notFound();
  // The segment's description is content from the database, in the page's language where translated.
  const segment = await rowInLanguage("segment", found, locale);
  return {
    title: segmentPageTitle(segment.name),
    intro: segment.description,
    introFromCatalogue: false,
    introLanguage: segment.contentLanguage,
    segmentName: segment.name,
    products: await cardsFor(database, await productsInSegment(database, segment.id), locale, segment.name),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text } = metaText(matches);
  return [{ title: text("{title} | Dolphin", { title: text(data?.title ?? "Products") }) }];
};

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  return (
    <div className="container page">
      <PageHeading>{t(loaderData.title)}</PageHeading>
      <p className="lead" lang={"introLanguage" in loaderData ? contentLang(locale, loaderData.introLanguage) : undefined}>
        {loaderData.introFromCatalogue ? t(loaderData.intro) : loaderData.intro}
      </p>
      <nav aria-label={text("Products for")}>
        <ul className="link-list link-list--inline">
          {MARKET_SEGMENTS.map((segment) => (
            <li key={segment.id}>
              <Link
                to={url("ProductsSegment", { segmentName: segment.name })}
                aria-current={"segmentName" in loaderData && loaderData.segmentName === segment.name ? "page" : undefined}
              >
                {t(segment.title)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={url("Products")}>{t("All product families")}</Link>
          </li>
        </ul>
      </nav>
      {loaderData.products.length > 0 ? <ProductGrid products={loaderData.products} /> : <p>{t("There are no products in this list at the moment.")}</p>}
    </div>
  );
}

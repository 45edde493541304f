import { Link } from "react-router";
import type { Route } from "./+types/list";
import { MARKET_SEGMENTS } from "@common/products";
import { PageHeading } from "~/components/layout/PageHeading";
import { ProductGrid } from "~/features/products/ProductCard";
import { cardsFor, getMarketSegment, hardwareProducts, listProducts, productsInSegment } from "~/features/products/catalogue.server";
import { notFound, param } from "~/features/products/params.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "products" } satisfies I18nHandle;

/** /products/all, /products/hardware and /products/{segmentName} (education, individuals, organisation). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const database = db();
  const path = new URL(request.url).pathname;
  if (path.endsWith("/products/all")) {
    return { title: "Browse all products", intro: "Every product we make, for every setting.", products: await cardsFor(database, await listProducts(database)) };
  }
  if (path.endsWith("/products/hardware")) {
    return {
      title: "Hardware",
      intro: "Cameras and devices that work with our software.",
      products: await cardsFor(database, await hardwareProducts(database)),
    };
  }
  const segmentName = param(params.segmentName ?? path.split("/").pop(), "name");
  const segment = await getMarketSegment(database, segmentName);
  if (!segment) notFound();
  return {
    title: `Products for ${segment.title.toLowerCase()}`,
    intro: segment.description,
    segmentName: segment.name,
    products: await cardsFor(database, await productsInSegment(database, segment.id), segment.name),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [{ title: `${data?.title ?? "Products"} | Dolphin` }];

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>{loaderData.title}</PageHeading>
      <p className="lead">{loaderData.intro}</p>
      <nav aria-label="Products for">
        <ul className="link-list link-list--inline">
          {MARKET_SEGMENTS.map((segment) => (
            <li key={segment.id}>
              <Link
                to={url("ProductsSegment", { segmentName: segment.name })}
                aria-current={"segmentName" in loaderData && loaderData.segmentName === segment.name ? "page" : undefined}
              >
                {segment.title}
              </Link>
            </li>
          ))}
          <li>
            <Link to={url("Products")}>All product families</Link>
          </li>
        </ul>
      </nav>
      {loaderData.products.length > 0 ? <ProductGrid products={loaderData.products} /> : <p>There are no products in this list at the moment.</p>}
    </div>
  );
}

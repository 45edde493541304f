import type { Route } from "./+types/family";
import { PageHeading } from "~/components/layout/PageHeading";
import { ProductGrid } from "~/features/products/ProductCard";
import { RichText } from "~/features/products/RichText";
import { cardsFor, familyProducts, getFamily, getMarketSegment, sanitiseHtml, segmentTitle } from "~/features/products/catalogue.server";
import { notFound, param } from "~/features/products/params.server";
import { db } from "~/lib/db.server";

export async function loader({ params }: Route.LoaderArgs) {
  const database = db();
  const segment = await getMarketSegment(database, param(params.segmentName, "name"));
  const family = await getFamily(database, param(params.semanticName, "semantic"));
  if (!segment || !family) notFound();
  return {
    name: family.name,
    segment: segmentTitle(segment.name),
    shortDescription: family.shortDescription,
    content: sanitiseHtml(family.pageContent),
    products: await cardsFor(database, await familyProducts(database, family.id), segment.name),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [{ title: `${data?.name ? `${data.name} products` : "Product family"} | Dolphin` }];

export default function ProductFamily({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page">
      <PageHeading>{loaderData.name}</PageHeading>
      <p className="lead">{loaderData.shortDescription}</p>
      <RichText html={loaderData.content} />
      <h2>The {loaderData.name} products</h2>
      <ProductGrid products={loaderData.products} headingLevel={3} />
    </div>
  );
}

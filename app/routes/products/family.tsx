import type { Route } from "./+types/family";
import { resolveLocale } from "@common/locale";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { PageHeading } from "~/components/layout/PageHeading";
import { ProductGrid } from "~/features/products/ProductCard";
import { RichText } from "~/features/products/RichText";
import { cardsFor, familyProducts, getFamily, getMarketSegment, sanitiseHtml, segmentTitle } from "~/features/products/catalogue.server";
import { notFound, param } from "~/features/products/params.server";
import { NotYetTranslated, contentLang } from "~/i18n/ContentLanguage";
import { metaText, useT } from "~/i18n/I18n";
import { rowInLanguage } from "~/i18n/content.server";
import { db } from "~/lib/db.server";

export const handle = { i18n: "products", hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

export async function loader({ params }: Route.LoaderArgs) {
  const database = db();
  const locale = resolveLocale(params.locale);
  const segment = await getMarketSegment(database, param(params.segmentName, "name"));
  const found = await getFamily(database, param(params.semanticName, "semantic"));
  if (!segment || !found) notFound();
  const family = await rowInLanguage("family", found, locale);
  return {
    name: family.name,
    segment: segmentTitle(segment.name),
    shortDescription: family.shortDescription,
    content: sanitiseHtml(family.pageContent),
    contentLanguage: family.contentLanguage,
    products: await cardsFor(database, await familyProducts(database, family.id), locale, segment.name),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text } = metaText(matches);
  return [{ title: data?.name ? text("{name} products | Dolphin", { name: data.name }) : text("Product family | Dolphin") }];
};

export default function ProductFamily({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useT();
  const lang = contentLang(locale, loaderData.contentLanguage);
  return (
    <div className="container page">
      <PageHeading>
        <span translate="no">{loaderData.name}</span>
      </PageHeading>
      <NotYetTranslated contentLanguage={loaderData.contentLanguage} />
      <p className="lead" lang={lang}>
        {loaderData.shortDescription}
      </p>
      <RichText html={loaderData.content} lang={lang} />
      <h2>{t("The {name} products", { name: loaderData.name })}</h2>
      <ProductGrid products={loaderData.products} headingLevel={3} />
    </div>
  );
}

import { Link } from "react-router";
import type { Route } from "./+types/detail";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { LOCALES, resolveLocale } from "@common/locale";
import type { RouteName } from "@common/routes";
import { PageHeading } from "~/components/layout/PageHeading";
import { RichText } from "~/features/products/RichText";
import { getMarketSegment, getProductBySemanticName, latestVersion, listPrices, productSegments, sanitiseHtml } from "~/features/products/catalogue.server";
import { notFound, param } from "~/features/products/params.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { PriceTable } from "~/features/products/PriceTable";
import { segmentPageTitle } from "@common/products";
import { NotYetTranslated, contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { metaText, useT } from "~/i18n/I18n";
import { rowInLanguage } from "~/i18n/content.server";

export const handle = { i18n: "products", hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

/** Products with a buy page of their own (buy, upgrade, renew). */
const BUY_PAGES: Record<string, RouteName> = {
  "supernova-magnifier": "SuperNovaBuy",
  "supernova-magnifier-speech": "SuperNovaBuy",
  "supernova-magnifier-screen-reader": "SuperNovaBuy",
  screenreader: "ScreenReaderBuy",
  guideconnect: "GuideConnectBuy",
  publisher: "PublisherBuy",
  easyreader: "ReaderSubscribe",
};

export async function loader({ params }: Route.LoaderArgs) {
  const database = db();
  const segment = await getMarketSegment(database, param(params.segmentName, "name"));
  const stored = await getProductBySemanticName(database, param(params.semanticName, "semantic"));
  if (!segment || !stored) notFound();
  const product = await rowInLanguage("product", stored, resolveLocale(params.locale));
  const segments = await productSegments(database, product.id);
  if (!segments.some((entry) => entry.id === segment.id)) notFound();
  const [version, prices] = await Promise.all([latestVersion(database, product.id), listPrices(database, [product.id])]);
  return {
    segmentName: segment.name,
    segmentTitle: segmentPageTitle(segment.name),
    product: {
      id: product.id,
      name: product.name,
      semanticName: product.semanticName,
      shortDescription: product.shortDescription,
      metaDesc: product.metaDesc,
      offerTrial: product.offerTrial,
      appStoreUrl: product.appStoreUrl,
      googlePlayUrl: product.googlePlayUrl,
      callMeBtn: product.callMeBtn,
      tryItNearBtn: product.tryItNearBtn,
      productTypeId: product.productTypeId,
      contentLanguage: product.contentLanguage,
    },
    version: version?.version ?? null,
    sections: [
      { id: "features", title: "Features", html: sanitiseHtml(product.pageContent + product.moreBenefitsContent) },
      { id: "packages", title: "Packages and specification", html: sanitiseHtml(product.specificationContent) },
      { id: "pricing", title: "Pricing", html: sanitiseHtml(product.pricingContent) },
      { id: "system-requirements", title: "System requirements", html: sanitiseHtml(product.systemRequirementsContent) },
      { id: "support", title: "Support and training", html: sanitiseHtml(product.supportCategoryContent) },
    ].filter((section) => section.html),
    prices: prices
      .filter((price) => price.kind === "buy" || price.kind === "subscribe")
      .map((price) => ({ id: price.id, label: price.label, amountPence: price.amountPence, currency: price.currency })),
    buyPage: BUY_PAGES[product.semanticName] ?? null,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text, locale } = metaText(matches);
  if (!data) return [{ title: text("Product | Dolphin") }];
  // The product's own description where it is in the page's language; otherwise one in it.
  const description =
    LOCALES[locale].language === data.product.contentLanguage
      ? data.product.metaDesc
      : text("{name} from Dolphin: what it does, packages, prices, system requirements and a free trial.", { name: data.product.name });
  return [{ title: text("{title} | Dolphin", { title: data.product.name }) }, { name: "description", content: description }];
};

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { product, segmentName } = loaderData;
  const { t, text, formatPrice, locale } = useT();
  const contentLang = langOfContent(locale, product.contentLanguage);
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("ProductsSegment", { segmentName })}>{t(loaderData.segmentTitle)}</Link>
      </p>
      <PageHeading>
        <span translate="no">{product.name}</span>
      </PageHeading>
      <NotYetTranslated contentLanguage={product.contentLanguage} />
      <p className="lead" lang={contentLang}>
        {product.shortDescription}
      </p>
      {loaderData.version && <p>{t("Latest version: {version}", { version: loaderData.version })}</p>}
      <div className="button-row product-actions">
        {product.offerTrial && (
          <Link className="button" to={url("ProductTry", { segmentName, semanticName: product.semanticName })}>
            {t("Try it free for 30 days")}
          </Link>
        )}
        {loaderData.buyPage && (
          <Link className="button button--secondary" to={url(loaderData.buyPage as never)}>
            {t("Buy {name}", { name: product.name })}
          </Link>
        )}
        <Link className="button button--secondary" to={url("DealerLocate")}>
          {t("Buy from a dealer near you")}
        </Link>
        {product.appStoreUrl && (
          <a className="button button--secondary" href={product.appStoreUrl} rel="noopener">
            {t("Download on the App Store")}
          </a>
        )}
        {product.googlePlayUrl && (
          <a className="button button--secondary" href={product.googlePlayUrl} rel="noopener">
            {t("Get it on Google Play")}
          </a>
        )}
        {product.offerTrial && (
          <Link className="button button--secondary" to={url("ProductVoices", { segmentName, semanticName: product.semanticName })}>
            {t("Voices and languages")}
          </Link>
        )}
      </div>
      <nav aria-label={text("On this page")}>
        <ul className="link-list link-list--inline">
          {loaderData.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(section.title)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {loaderData.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="product-section">
          <h2 id={section.id}>{t(section.title)}</h2>
          <RichText html={section.html} lang={contentLang} />
          {section.id === "pricing" && loaderData.prices.length > 0 && (
            <PriceTable
              caption={text("Prices of {name}", { name: product.name })}
              hideCaption
              priceHeading={text("Price")}
              prices={loaderData.prices.map((price) => ({ id: price.id, label: price.label, price: formatPrice(price.amountPence, price.currency) }))}
            />
          )}
        </section>
      ))}
    </div>
  );
}

import { Link } from "react-router";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

export interface ProductCardData {
  id: number;
  name: string;
  semanticName: string;
  shortDescription: string;
  productTypeId: number;
  offerTrial: boolean;
  /** The segment whose page the card links to. */
  segmentName: string | null;
  /** BCP 47 tag of the language the description is in (translated where the page's language has one). */
  contentLanguage: string;
}

/** One product in a list: its name as a heading link, what it does, and a trial link when it offers one. */
export function ProductCard({ product, headingLevel = 2 }: { product: ProductCardData; headingLevel?: 2 | 3 }) {
  const url = useLocalisedUrl();
  const { t, locale } = useT();
  const Heading = `h${headingLevel}` as const;
  const href = product.segmentName ? url("ProductDetail", { segmentName: product.segmentName, semanticName: product.semanticName }) : null;
  return (
    <li className="product-card">
      <Heading className="product-card__title" translate="no">
        {href ? <Link to={href}>{product.name}</Link> : product.name}
      </Heading>
      <p lang={langOfContent(locale, product.contentLanguage)}>{product.shortDescription}</p>
      {product.productTypeId === 2 && <p className="product-card__tag">{t("Hardware")}</p>}
      {product.offerTrial && product.segmentName && (
        <p>
          <Link to={url("ProductTry", { segmentName: product.segmentName, semanticName: product.semanticName })}>
            {t("Try {name} free for 30 days", { name: product.name })}
          </Link>
        </p>
      )}
    </li>
  );
}

export function ProductGrid({ products, headingLevel }: { products: ProductCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

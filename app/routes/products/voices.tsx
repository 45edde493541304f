import { Link } from "react-router";
import type { Route } from "./+types/voices";
import { getMarketSegment, getProductBySemanticName, latestVersion, listVersionLanguages } from "~/features/products/catalogue.server";
import { PageHeading } from "~/components/layout/PageHeading";
import { notFound, param } from "~/features/products/params.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "products", hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

/** /products/{segment}/{semanticName}/voices: the languages the latest version speaks and can be tried in. */
export async function loader({ params }: Route.LoaderArgs) {
  const database = db();
  const segment = await getMarketSegment(database, param(params.segmentName, "name"));
  const product = await getProductBySemanticName(database, param(params.semanticName, "semantic"));
  if (!segment || !product) notFound();
  const version = await latestVersion(database, product.id);
  const languages = version ? await listVersionLanguages(database, version.id) : [];
  return {
    segmentName: segment.name,
    product: { name: product.name, semanticName: product.semanticName, offerTrial: product.offerTrial },
    version: version?.version ?? null,
    languages: languages.map((entry) => ({ id: entry.languageId, name: entry.language.name, iso: entry.language.iso6391 })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text } = metaText(matches);
  return [{ title: data ? text("{name} voices and languages | Dolphin", { name: data.product.name }) : text("Product | Dolphin") }];
};

export default function Voices({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { product, segmentName } = loaderData;
  const { t } = useT();
  return (
    <div className="container page">
      <PageHeading>{t("{name} voices and languages", { name: product.name })}</PageHeading>
      {loaderData.languages.length > 0 ? (
        <>
          <p className="lead">
            {t(
              "{name} {version} speaks, and can be installed in, these languages. Each comes with natural voices you can choose between in the control panel.",
              { name: product.name, version: loaderData.version ?? "" },
            )}
          </p>
          <ul className="link-list">
            {loaderData.languages.map((language) => (
              <li key={language.id}>
                <span lang={language.iso}>{language.name}</span>
                {product.offerTrial && (
                  <>
                    {" "}
                    <Link to={url("ProductTry", { segmentName, semanticName: product.semanticName, languageId: language.id })}>
                      <T message="Try {name} in <0/>" values={{ name: product.name }} components={[<span lang={language.iso}>{language.name}</span>]} />
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t("{name} is not available to download at the moment. Please contact us for help.", { name: product.name })}</p>
      )}
      <p>
        <Link to={url("ProductDetail", { segmentName, semanticName: product.semanticName })}>{t("Back to {name}", { name: product.name })}</Link>
      </p>
    </div>
  );
}

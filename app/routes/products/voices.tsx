import { Link } from "react-router";
import type { Route } from "./+types/voices";
import { getMarketSegment, getProductBySemanticName, latestVersion, listVersionLanguages } from "~/features/products/catalogue.server";
import { PageHeading } from "~/components/layout/PageHeading";
import { notFound, param } from "~/features/products/params.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";

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

export const meta: Route.MetaFunction = ({ loaderData: data }) => [{ title: `${data?.product.name ?? "Product"} voices and languages | Dolphin` }];

export default function Voices({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { product, segmentName } = loaderData;
  return (
    <div className="container page">
      <PageHeading>{product.name} voices and languages</PageHeading>
      {loaderData.languages.length > 0 ? (
        <>
          <p className="lead">
            {product.name} {loaderData.version} speaks, and can be installed in, these languages. Each comes with natural voices
            you can choose between in the control panel.
          </p>
          <ul className="link-list">
            {loaderData.languages.map((language) => (
              <li key={language.id}>
                <span lang={language.iso}>{language.name}</span>
                {product.offerTrial && (
                  <>
                    {" "}
                    <Link to={url("ProductTry", { segmentName, semanticName: product.semanticName, languageId: language.id })}>
                      Try {product.name} in <span lang={language.iso}>{language.name}</span>
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{product.name} is not available to download at the moment. Please contact us for help.</p>
      )}
      <p>
        <Link to={url("ProductDetail", { segmentName, semanticName: product.semanticName })}>Back to {product.name}</Link>
      </p>
    </div>
  );
}

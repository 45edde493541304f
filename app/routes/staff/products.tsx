/**
 * StaffProducts (/staff/products): every product, shown or hidden, with its versions; each
 * opens its own page. The uploaded installers and patch files have a page of their own.
 */
import { Link } from "react-router";
import type { Route } from "./+types/products";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, staffMeta } from "./components";
import { productsList } from "./products.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => staffMeta("Products and downloads");

export const loader = staffLoader(async () => ({ products: await productsList() }));

export default function StaffProducts({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { products } = loaderData;
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>Products and downloads</PageHeading>
      <p>
        Products, their versions, the installer each version offers in each language, and update patches. Installers and patch files are uploaded
        on the <Link to={url("StaffDownloadFiles")}>Installers and patch files</Link> page, then chosen on a version&apos;s page. What you save shows
        on the site at once.
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Products (scrolls sideways)">
        <table>
          <caption>Products ({products.length}), in the site&apos;s order</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Versions</th>
              <th scope="col">Shown on the site</th>
              <th scope="col">Listed with current products</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.id}>
                <th scope="row">
                  <Link to={url("StaffProduct", { productId: product.id })}>{product.name}</Link>
                </th>
                <td>{product.versions}</td>
                <td>{product.visible ? "Yes" : "No"}</td>
                <td>{product.online ? "Yes" : "No"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

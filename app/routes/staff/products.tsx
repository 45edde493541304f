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
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { ScrollTable } from "./resource/table";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Products and downloads", matches);

export const loader = staffLoader(async () => ({ products: await productsList() }));

export default function StaffProducts({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t } = useT();
  const { products } = loaderData;
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Products and downloads")}</PageHeading>
      <p>
        <T
          message="Products, their versions, the installer each version offers in each language, and update patches. Installers and patch files are uploaded on the <0>Installers and patch files</0> page, then chosen on a version's page. What you save shows on the site at once."
          components={[<Link to={url("StaffDownloadFiles")} />]}
        />
      </p>
      <ScrollTable label="Products (scrolls sideways)" caption={t("Products ({count}), in the site's order", { count: products.length })}>
        <thead>
          <tr>
            <th scope="col">{t("Product")}</th>
            <th scope="col">{t("Versions")}</th>
            <th scope="col">{t("Shown on the site")}</th>
            <th scope="col">{t("Listed with current products")}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <th scope="row">
                <Link to={url("StaffProduct", { productId: product.id })} translate="no">
                  {product.name}
                </Link>
              </th>
              <td>{product.versions}</td>
              <td>{product.visible ? t("Yes") : t("No")}</td>
              <td>{product.online ? t("Yes") : t("No")}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}

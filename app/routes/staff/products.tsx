/**
 * StaffProducts (/staff/products): every product, shown or hidden, with its versions; each
 * opens its own page. The uploaded installers and patch files have a page of their own.
 */
import { Link } from "react-router";
import type { Route } from "./+types/products";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import { productsList } from "./products.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T } from "~/i18n/I18n";
import { DeskTable } from "./resource/table";
import { deskResource } from "./resource/definition";
import { DeskPage } from "./resource/page";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(productList.title, matches);

export const loader = staffLoader(async () => ({ products: await productsList() }));

type ProductRow = Awaited<ReturnType<typeof productsList>>[number];

const productList = deskResource<ProductRow>({
  title: "Products and downloads",
  route: "StaffProducts",
  list: {
    caption: "Products",
    region: "Products (scrolls sideways)",
    rowId: (product) => product.id,
    rowHeader: "Product",
    rowName: (product) => product.name,
    rowLink: (product) => ({ route: "StaffProduct", params: { productId: product.id }, proper: true }),
    columns: [
      { header: "Versions", cell: (product) => ({ words: product.versions }) },
      { header: "Shown on the site", cell: (product, { t }) => ({ words: product.visible ? t("Yes") : t("No") }) },
      { header: "Listed with current products", cell: (product, { t }) => ({ words: product.online ? t("Yes") : t("No") }) },
    ],
  },
});

export default function StaffProducts({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { products } = loaderData;
  return (
    <DeskPage title={productList.title}>
      <p>
        <T
          message="Products, their versions, the installer each version offers in each language, and update patches. Installers and patch files are uploaded on the <0>Installers and patch files</0> page, then chosen on a version's page. What you save shows on the site at once."
          components={[<Link to={url("StaffDownloadFiles")} />]}
        />
      </p>
      <DeskTable resource={productList} rows={products} caption={{ message: "Products ({count}), in the site's order", values: { count: products.length } }} />
    </DeskPage>
  );
}

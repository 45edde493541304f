import { Link, data } from "react-router";
import type { Route } from "./+types/report-bug";
import { PageHeading } from "~/components/layout/PageHeading";
import { BugReportForm } from "~/features/support/MessageForms";
import { humanCheckForPage, bugReportAction } from "~/features/support/actions.server";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { findSupportProduct } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the form posts natively after the
// enhancement's checks and human check.
export const handle = { i18n: ["support/report-bug"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => [
  { title: metaText(matches).text("Report a bug in {productName} | Dolphin", { productName: data?.product.productName ?? "Dolphin" }) },
];

export async function loader({ params }: Route.LoaderArgs) {
  const product = await findSupportProduct(db(), { semanticName: params.productName });
  if (!product?.isCurrent) throw data("There is no current product with that name.", { status: 404 });
  return { ...(await humanCheckForPage("report-bug")), product: { id: product.id, productName: product.productName, semanticName: product.semanticName } };
}

export const action = bugReportAction;

export default function ReportBug({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t } = useT();
  const { product } = loaderData;
  return (
    <div className="container page">
      <PageHeading>{t("Report a bug in {productName}", { productName: product.productName })}</PageHeading>
      <p className="lead">
        <T
          message="Found something in {productName} that does not work as it should? Tell our developers the steps that cause it and we will look into it. If you need help getting going again now, <0>contact support</0> instead."
          values={{ productName: product.productName }}
          components={[<Link to={url("ContactSupport", {}, { query: { product: product.id } })} />]}
        />
      </p>
      <section className="panel" aria-labelledby="bug-form-title">
        <h2 id="bug-form-title">{t("Your bug report")}</h2>
        <BugReportForm
          action={url("ReportBug", { productName: product.semanticName })}
          humanCheck={loaderData.humanCheck}
          humanCheckToken={loaderData.humanCheckToken}
          result={actionData}
          product={product}
        />
      </section>
    </div>
  );
}

import { Link } from "react-router";
import type { Route } from "./+types/try";
import { DEFAULT_TRIAL_LANGUAGE_ID, TRIAL_DAYS } from "@common/products";
import { PageHeading } from "~/components/layout/PageHeading";
import { TrialForm } from "~/features/products/TrialForm";
import { getMarketSegment, getProductBySemanticName, productSegments } from "~/features/products/catalogue.server";
import { notFound, numericParam, param } from "~/features/products/params.server";
import { trialAction, trialFormData } from "~/features/products/trial.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { resolveLocale } from "@common/locale";
import { useContentLang } from "~/features/products/useContentLang";
import { metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the form posts natively after the
// enhancement's required-field check, and its dealer list follows the country.
export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/**
 * The free-trial pages: /products/{segment}/{semanticName}/try/language/{languageId} and the
 * /try/support/language/{languageId} variant; both post (without JavaScript) to
 * /products/{segment}/{semanticName}/try/support?languageId={id}, handled here too.
 */
async function load(request: Request, params: Route.LoaderArgs["params"], languageIdValue: string | null | undefined) {
  const database = db();
  const segment = await getMarketSegment(database, param(params.segmentName, "name"));
  const product = await getProductBySemanticName(database, param(params.semanticName, "semantic"));
  if (!segment || !product) notFound();
  if (!(await productSegments(database, product.id)).some((entry) => entry.id === segment.id)) notFound();
  const languageId = numericParam(languageIdValue, DEFAULT_TRIAL_LANGUAGE_ID);
  const form = await trialFormData(database, product, {
    segmentId: segment.id,
    segmentName: segment.name,
    languageId,
    locale: resolveLocale(params.locale),
    request,
  });
  return { form, segmentName: segment.name, product: { name: product.name, semanticName: product.semanticName, shortDescription: product.shortDescription } };
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const fromQuery = new URL(request.url).searchParams.get("languageId");
  return load(request, params, params.languageId ?? fromQuery);
}

export async function action(args: Route.ActionArgs) {
  const { form } = await load(args.request, args.params, new URL(args.request.url).searchParams.get("languageId"));
  return trialAction(args, form.productId);
}

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text } = metaText(matches);
  return [
    {
      title: data
        ? text("Try {name} free for {days} days | Dolphin", { name: data.product.name, days: TRIAL_DAYS })
        : text("Try our software free for {days} days | Dolphin", { days: TRIAL_DAYS }),
    },
  ];
};

export default function TryProduct({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { product, segmentName } = loaderData;
  const { t } = useT();
  const contentLang = useContentLang();
  return (
    <div className="container page">
      <PageHeading>{t("Try {name} free for {days} days", { name: product.name, days: TRIAL_DAYS })}</PageHeading>
      <p className="lead" lang={contentLang}>
        {product.shortDescription}
      </p>
      <p>
        {t(
          "Fill in the form and we will give you a download link straight away. The trial is the full product: nothing is held back, and nothing is charged. After {days} days it stops until you add a licence.",
          { days: TRIAL_DAYS },
        )}
      </p>
      <p>
        <Link to={url("ProductVoices", { segmentName, semanticName: product.semanticName })}>
          {t("See the languages and voices {name} comes with", { name: product.name })}
        </Link>
      </p>
      <TrialForm data={loaderData.form} result={actionData} />
    </div>
  );
}

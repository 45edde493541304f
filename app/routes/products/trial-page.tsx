import type { Route } from "./+types/trial-page";
import { DEFAULT_TRIAL_LANGUAGE_ID, LANG_PARAM, SUPERNOVA_EDITIONS, TRIAL_DAYS } from "@common/products";
import { PageHeading } from "~/components/layout/PageHeading";
import { TrialForm } from "~/features/products/TrialForm";
import { getLanguageByCode, getMarketSegment, getProduct, getProductBySemanticName } from "~/features/products/catalogue.server";
import { notFound } from "~/features/products/params.server";
import { trialAction, trialFormData } from "~/features/products/trial.server";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { resolveLocale } from "@common/locale";
import { useContentLang } from "~/features/products/useContentLang";
import { metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the form posts natively after the
// enhancement's required-field check, and its dealer list follows the country.
export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/** /{Product}/Trial/{lang?} for GuideConnect, Publisher, ScreenReader and SuperNova (also /{edition?}). */
const PRODUCT_BY_PAGE: Record<string, string> = {
  ScreenReader: "screenreader",
  GuideConnect: "guideconnect",
  Publisher: "publisher",
};

async function load(request: Request, params: Route.LoaderArgs["params"]) {
  const database = db();
  const page = new URL(request.url).pathname.split("/").find((part) => ["SuperNova", ...Object.keys(PRODUCT_BY_PAGE)].includes(part));
  if (!page) notFound();
  const parts = [params.first, params.second, params.lang].filter((value): value is string => value !== undefined);
  let semanticName = PRODUCT_BY_PAGE[page];
  let lang: string | undefined;
  if (page === "SuperNova") {
    // /SuperNova/Trial/{edition?}/{lang?}: a two-letter part is the language, anything else an edition.
    const [first, second] = parts;
    const edition = first && !LANG_PARAM.test(first) ? first : undefined;
    lang = edition ? second : first;
    if (edition === undefined && second !== undefined) notFound();
    const match = edition ? SUPERNOVA_EDITIONS.find((entry) => entry.edition === edition) : SUPERNOVA_EDITIONS[2];
    if (!match) notFound();
    const product = await getProduct(database, match.productId);
    semanticName = product?.semanticName;
  } else {
    if (parts.length > 1) notFound();
    lang = parts[0];
  }
  if (lang !== undefined && !LANG_PARAM.test(lang)) notFound();
  const product = semanticName ? await getProductBySemanticName(database, semanticName) : undefined;
  const segment = await getMarketSegment(database, "individuals");
  if (!product || !segment) notFound();
  const language = lang ? await getLanguageByCode(database, lang) : { id: DEFAULT_TRIAL_LANGUAGE_ID };
  if (!language) notFound();
  return {
    form: await trialFormData(database, product, {
      segmentId: segment.id,
      segmentName: segment.name,
      languageId: language.id,
      locale: resolveLocale(params.locale),
      request,
    }),
    product: { name: product.name, shortDescription: product.shortDescription },
  };
}

export const loader = ({ request, params }: Route.LoaderArgs) => load(request, params);

export async function action(args: Route.ActionArgs) {
  const { form } = await load(args.request, args.params);
  return trialAction(args, form.productId);
}

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text } = metaText(matches);
  return [{ title: data ? text("{name} free trial | Dolphin", { name: data.product.name }) : text("Product | Dolphin") }];
};

export default function TrialPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const contentLang = useContentLang();
  return (
    <div className="container page">
      <PageHeading>{t("{name} free trial", { name: loaderData.product.name })}</PageHeading>
      <p className="lead" lang={contentLang}>
        {loaderData.product.shortDescription}
      </p>
      <p>{t("Use the full product free for {days} days. Tell us a little about yourself and the download starts straight away.", { days: TRIAL_DAYS })}</p>
      <TrialForm data={loaderData.form} result={actionData} />
    </div>
  );
}

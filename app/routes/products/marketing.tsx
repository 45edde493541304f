import { Link, data } from "react-router";
import type { Route } from "./+types/marketing";
import {
  getProductBySemanticName,
  getVersion,
  listPrices,
  listVersions,
  productSegments,
  sanitiseHtml,
  updatesForVersion,
} from "~/features/products/catalogue.server";
import { MARKETING_PAGES, MARKETING_SECTIONS, type MarketingPage, type MarketingSection, marketingSectionRoute } from "@common/products/marketing";
import { marketingSupportSchema, marketingTrainingSchema } from "@common/schemas/products";
import { type RouteName, type RouteParams, buildUrl } from "@common/routes";
import { PageHeading } from "~/components/layout/PageHeading";
import { RadioGroup, SelectField, errorsFor } from "~/components/forms/fields";
import { PriceTable } from "~/features/products/PriceTable";
import { RichText } from "~/features/products/RichText";
import { notFound } from "~/features/products/params.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { pathWithoutLocale, redirectToCanonical } from "~/lib/content.server";
import { db } from "~/lib/db.server";
import { readValidInput } from "~/lib/operation-action.server";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { pageText, sayFieldErrors } from "./updates.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { useContentLang } from "~/features/products/useContentLang";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { rowsInLanguage } from "~/i18n/content.server";
import { resolveLocale } from "@common/locale";
import { type PageText, T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "products", hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

/** Product marketing pages: /{Product} and its sections, listed in common/products/marketing. */
const PAGE_KEY_BY_LOWER_CASE = new Map(Object.keys(MARKETING_PAGES).map((key) => [key.toLowerCase(), key]));
const SECTIONS = MARKETING_SECTIONS.map((section) => section.toLowerCase() as Lowercase<MarketingSection>);
type Section = Lowercase<MarketingSection> | "overview";
const SECTION_TITLES: Record<Section, string> = { overview: "Overview", features: "Features", packages: "Packages", support: "Support", training: "Training" };

/** A section page's heading and title, one message each (the product's name is a value). */
function sectionHeading(section: Section, name: string, text: PageText["text"]): string {
  switch (section) {
    case "overview":
      return name;
    case "features":
      return text("{name}: features", { name });
    case "packages":
      return text("{name}: packages", { name });
    case "support":
      return text("{name}: support", { name });
    case "training":
      return text("{name}: training", { name });
  }
}

function sectionTitle(section: Section, name: string, text: PageText["text"]): string {
  switch (section) {
    case "overview":
      return text("{title} | Dolphin", { title: name });
    case "features":
      return text("{name} features | Dolphin", { name });
    case "packages":
      return text("{name} packages | Dolphin", { name });
    case "support":
      return text("{name} support | Dolphin", { name });
    case "training":
      return text("{name} training | Dolphin", { name });
  }
}

/** The route of a page's one canonical URL, spelt as the route table spells it (any other casing redirects). */
function canonicalRoute(page: MarketingPage, section: Section): [RouteName, RouteParams] {
  if (section === "overview") return [page.route, {}];
  return [marketingSectionRoute(page), { section: MARKETING_SECTIONS.find((name) => name.toLowerCase() === section)! }];
}

const TRAINING: Record<string, { title: string; text: string }> = {
  new: {
    title: "Getting started",
    text: "A one-to-one session by phone or video call, at your pace: installing, the keys you will use every day, and setting it up the way you like it.",
  },
  experienced: {
    title: "Getting more done",
    text: "Sessions on the applications you use at work or study, such as Outlook, Excel, Teams and the web, with shortcuts that save time.",
  },
  trainer: {
    title: "Training the trainer",
    text: "Accredited courses for assessors, teachers and IT staff who support others, with a certificate and a year of help from our trainers.",
  },
};

async function load(request: Request, params: Route.LoaderArgs["params"]) {
  // /{Product}[/{section}], matched in any case (the route table mixes cases); the loader
  // redirects to the canonical spelling.
  const [first = "", second] = pathWithoutLocale(request, params).split("/").filter(Boolean);
  const key = PAGE_KEY_BY_LOWER_CASE.get(first.toLowerCase());
  if (!key) notFound();
  const page = MARKETING_PAGES[key]!;
  const sectionParam = (params.section ?? second)?.toLowerCase();
  if (sectionParam !== undefined && !(SECTIONS as readonly string[]).includes(sectionParam)) notFound();
  const section = (sectionParam ?? "overview") as Section;
  const database = db();
  const found = (await Promise.all(page.products.map((name) => getProductBySemanticName(database, name)))).filter((entry) => entry !== undefined);
  if (found.length === 0) notFound();
  // The products' text in the page's language where translated, as on their product pages.
  const products = await rowsInLanguage("product", found, resolveLocale(params.locale));
  const prices =
    section === "packages"
      ? await listPrices(
          database,
          products.map((product) => product.id),
        )
      : [];
  const versions = section === "support" ? (await Promise.all(products.map((product) => listVersions(database, product.id)))).flat() : [];
  const productCards = await Promise.all(
    products.map(async (product) => {
      const segments = await productSegments(database, product.id);
      return {
        id: product.id,
        name: product.name,
        semanticName: product.semanticName,
        segmentName: (segments.find((entry) => entry.name === "individuals") ?? segments[0])?.name ?? null,
        shortDescription: product.shortDescription,
        contentLanguage: product.contentLanguage,
        offerTrial: product.offerTrial,
        features: sanitiseHtml(product.pageContent + product.moreBenefitsContent),
        specification: sanitiseHtml(product.specificationContent),
        requirements: sanitiseHtml(product.systemRequirementsContent),
        support: sanitiseHtml(product.supportCategoryContent),
      };
    }),
  );
  return {
    key,
    route: page.route,
    title: page.title,
    intro: page.intro,
    section,
    products: productCards,
    prices: prices.map((price) => ({ id: price.id, label: price.label, amountPence: price.amountPence, currency: price.currency, kind: price.kind })),
    versions: versions.map((version) => ({
      value: version.id,
      label: `${productCards.find((product) => product.id === version.productId)?.name ?? ""} ${version.version}`,
    })),
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await load(request, params);
  redirectToCanonical(request, params, buildUrl(...canonicalRoute(MARKETING_PAGES[page.key]!, page.section)));
  return page;
}

/** The support and training sections take a posted form: find help for your version, or the training that suits you. */
export async function action({ request, params }: Route.ActionArgs) {
  const page = await load(request, params);
  if (page.section === "support") {
    const parsed = await readValidInput(request, marketingSupportSchema);
    if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors, support: null, training: null }, { status: 422 });
    const version = await getVersion(db(), parsed.output.versionId);
    if (!version || !page.products.some((product) => product.id === version.productId)) {
      const fieldErrors = sayFieldErrors(pageText(request), { versionId: { friendlyName: "Version", errors: ["Choose a version from the list"] } });
      return data({ fieldErrors, support: null, training: null }, { status: 422 });
    }
    const updates = await updatesForVersion(db(), version.id);
    const name = page.versions.find((entry) => entry.value === version.id)?.label ?? version.version;
    return { fieldErrors: null, training: null, support: { name, updates: updates.map((update) => ({ id: update.id, title: update.title })) } };
  }
  if (page.section === "training") {
    const parsed = await readValidInput(request, marketingTrainingSchema);
    if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors, support: null, training: null }, { status: 422 });
    return { fieldErrors: null, support: null, training: TRAINING[parsed.output.level]! };
  }
  throw data(null, { status: 405 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text } = metaText(matches);
  return [{ title: data ? sectionTitle(data.section, data.title, text) : text("Product | Dolphin") }];
};

export default function MarketingPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { section, products } = loaderData;
  const page = MARKETING_PAGES[loaderData.key]!;
  const { t, text, formatPrice, locale } = useT();
  const contentLang = useContentLang();
  return (
    <div className="container page">
      <PageHeading>{section === "overview" ? <span translate="no">{loaderData.title}</span> : sectionHeading(section, loaderData.title, text)}</PageHeading>
      <p className="lead">{t(loaderData.intro)}</p>
      <nav aria-label={text("{name} pages", { name: loaderData.title })}>
        <ul className="link-list link-list--inline">
          {(["overview", ...SECTIONS] as Section[]).map((entry) => (
            <li key={entry}>
              <Link to={url(...canonicalRoute(page, entry))} aria-current={entry === section ? "page" : undefined}>
                {t(SECTION_TITLES[entry])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {(section === "overview" || section === "features") &&
        products.map((product) => (
          <section key={product.id} aria-labelledby={`product-${product.id}`} className="product-section">
            <h2 id={`product-${product.id}`} translate="no">
              {product.name}
            </h2>
            {section === "overview" ? (
              <p lang={langOfContent(locale, product.contentLanguage)}>{product.shortDescription}</p>
            ) : (
              <RichText html={product.features} lang={langOfContent(locale, product.contentLanguage)} />
            )}
            <p className="button-row">
              {product.segmentName && (
                <Link to={url("ProductDetail", { segmentName: product.segmentName, semanticName: product.semanticName })}>
                  {t("More about {name}", { name: product.name })}
                </Link>
              )}
              {product.offerTrial && product.segmentName && (
                <Link to={url("ProductTry", { segmentName: product.segmentName, semanticName: product.semanticName })}>
                  {t("Try {name} free for 30 days", { name: product.name })}
                </Link>
              )}
            </p>
          </section>
        ))}

      {section === "packages" && (
        <>
          {loaderData.prices.length > 0 ? (
            <PriceTable
              caption={text("Packages and prices")}
              priceHeading={text("Price (excluding VAT)")}
              prices={loaderData.prices.map((price) => ({ id: price.id, label: price.label, price: formatPrice(price.amountPence, price.currency) }))}
            />
          ) : (
            <p>{t("Prices for schools and organisations depend on the number of users. Please contact our sales team for a quotation.")}</p>
          )}
          {products.map((product) => (
            <section key={product.id} aria-labelledby={`spec-${product.id}`}>
              <h2 id={`spec-${product.id}`} translate="no">
                {product.name}
              </h2>
              <RichText html={product.specification} lang={langOfContent(locale, product.contentLanguage)} />
              <h3>{t("System requirements")}</h3>
              <RichText html={product.requirements} lang={langOfContent(locale, product.contentLanguage)} />
            </section>
          ))}
        </>
      )}

      {section === "support" && (
        <>
          {products.map((product) => (
            <section key={product.id} aria-labelledby={`support-${product.id}`}>
              <h2 id={`support-${product.id}`}>{t("{name} support", { name: product.name })}</h2>
              <RichText html={product.support} lang={langOfContent(locale, product.contentLanguage)} />
            </section>
          ))}
          <form method="post" data-busy-form="" className="panel" aria-labelledby="support-form-title">
            <h2 id="support-form-title">{t("Find help for your version")}</h2>
            <SelectField
              name="versionId"
              translate="no"
              label={text("Your version")}
              required
              placeholder={text("Choose your version")}
              options={loaderData.versions}
              errors={errorsFor(actionData?.fieldErrors, "versionId")}
            />
            <SubmitButton busyLabel={text("Sending…")}>{t("Show updates for my version")}</SubmitButton>
          </form>
          {actionData?.support && (
            <section aria-labelledby="support-result" className="panel" role="status">
              <h2 id="support-result">{t("Updates for {name}", { name: actionData.support.name })}</h2>
              {actionData.support.updates.length === 0 ? (
                <p>{t("There are no updates for this version. If you have a problem, please contact our support team.")}</p>
              ) : (
                <ul>
                  {actionData.support.updates.map((update) => (
                    <li key={update.id} lang={contentLang}>
                      <Link to={url("ProductUpdate", undefined, { query: { id: update.id } })}>{update.title}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <p>
            <T
              message="<0>Contact our support team</0> or <1>download an older version</1>."
              components={[<Link to={url("ContactSupport")} />, <Link to={url("LegacyDemos")} />]}
            />
          </p>
        </>
      )}

      {section === "training" && (
        <>
          <p>
            {t(
              "Our trainers have taught thousands of people to use {name}. Every customer gets a free introductory session; more training is available for individuals, schools and employers.",
              { name: loaderData.title },
            )}
          </p>
          <form method="post" data-busy-form="" className="panel" aria-labelledby="training-form-title">
            <h2 id="training-form-title">{t("Find the right training")}</h2>
            <RadioGroup
              name="level"
              label={text("How experienced are you?")}
              required
              options={[
                { value: "new", label: text("I am new to it") },
                { value: "experienced", label: text("I use it every day and want to do more") },
                { value: "trainer", label: text("I support or train other people") },
              ]}
              errors={errorsFor(actionData?.fieldErrors, "level")}
            />
            <SubmitButton busyLabel={text("Sending…")}>{t("Show training")}</SubmitButton>
          </form>
          {actionData?.training && (
            <section aria-labelledby="training-result" className="panel" role="status">
              <h2 id="training-result">{t(actionData.training.title)}</h2>
              <p>{t(actionData.training.text)}</p>
              <p>
                <Link to={url("ContactSupport")}>{t("Ask us to book it")}</Link>
              </p>
            </section>
          )}
        </>
      )}
    </div>
  );
}

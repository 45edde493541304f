import { Link, data, useLocation } from "react-router";
import type { Route } from "./+types/buy";
import { FULFILMENT_LABELS, SUPERNOVA_EDITIONS, formatVersion } from "@common/products";
import { PageHeading } from "~/components/layout/PageHeading";
import { RadioGroup, SelectField } from "~/components/forms/fields";
import { BuyerDetailsFields } from "~/features/products/BuyerDetailsFields";
import { resolveLocale } from "@common/locale";
import { notFound } from "~/features/products/params.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import {
  buyPageProducts,
  chosenSale,
  countryOptions,
  isSignedIn,
  languageOptions,
  lookUpOwnLicence,
  editionOffersFor,
  organisationsToBuyFor,
  ownLicencesOf,
  pagePackages,
} from "./orders.server";
import { EditionUpgradeOffers } from "./edition-upgrade-offers";
import { BuySeatsForm } from "./buy-seats-form";
import { UpgradeRules } from "./upgrade-rules";
import { LicenceLookup } from "~/features/products/LicenceLookup";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PriceTable } from "~/features/products/PriceTable";
import { useCountryName, useCountryOptions, useLanguageOptions } from "~/features/support/countries";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { type PageText, T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: its forms are ordinary posts (the
// licence lookup, which answers in place, is for signed-in visitors, who get the hydrated app).
export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;

type PageKind = "buy" | "upgrade" | "renew-sma" | "subscribe";

/** Which page a path is: /{Product}/Buy, /SuperNova/Buy-USB, /{Product}/Upgrade, /{Product}/Renew-SMA, /EasyReader/Subscribe. */
function pageOf(pathname: string): { product: string; kind: PageKind; usb: boolean } | null {
  const match = /\/(SuperNova|ScreenReader|GuideConnect|Publisher|EasyReader)\/(Buy-USB|Buy|Upgrade|Renew-SMA|Subscribe)(?:\/|$)/.exec(pathname);
  if (!match) return null;
  const [, product, page] = match as unknown as [string, string, string];
  const kind: PageKind = page === "Upgrade" ? "upgrade" : page === "Renew-SMA" ? "renew-sma" : page === "Subscribe" ? "subscribe" : "buy";
  return { product, kind, usb: page === "Buy-USB" };
}

const SEMANTIC: Record<string, string[]> = {
  SuperNova: ["supernova-magnifier", "supernova-magnifier-speech", "supernova-magnifier-screen-reader"],
  ScreenReader: ["screenreader"],
  GuideConnect: ["guideconnect"],
  Publisher: ["publisher"],
  EasyReader: ["easyreader"],
};

function pageTitle(kind: PageKind, name: string, text: PageText["text"]): string {
  switch (kind) {
    case "buy":
      return text("Buy {name}", { name });
    case "upgrade":
      return text("Upgrade {name}", { name });
    case "renew-sma":
      return text("Renew {name} updates", { name });
    case "subscribe":
      return text("Subscribe to EasyReader Premium");
  }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = pageOf(new URL(request.url).pathname);
  if (!page) notFound();
  const edition = params.edition;
  if (edition !== undefined && (page.product !== "SuperNova" || !SUPERNOVA_EDITIONS.some((entry) => entry.edition === edition))) notFound();
  const { products, latest } = await buyPageProducts(SEMANTIC[page.product]!);
  if (products.length === 0) notFound();
  const productIds = products.map((entry) => entry.id);
  const sale = await chosenSale(request, resolveLocale(params.locale));
  const packages = await pagePackages(productIds, page.kind, sale);
  const shown = packages.filter((price) =>
    page.usb ? price.fulfilment === "usb" : page.product !== "SuperNova" || page.kind !== "buy" || price.fulfilment === "download" || !edition,
  );
  const upgrading = page.kind === "upgrade" || page.kind === "renew-sma";
  const signedIn = upgrading ? await isSignedIn(request) : false;
  const ownLicences = upgrading ? await ownLicencesOf(request, productIds) : null;
  return {
    organisations: page.kind === "subscribe" ? await organisationsToBuyFor(request) : null,
    // The organisation's premium pages link here with theirs chosen (?organisation=).
    chosenOrganisation: page.kind === "subscribe" ? Number(new URL(request.url).searchParams.get("organisation")) || null : null,
    page,
    edition: edition ?? null,
    name: page.product === "EasyReader" ? "EasyReader" : page.product,
    version: latest ? formatVersion(latest) : null,
    latestMajor: latest?.major ?? null,
    sale: {
      countryId: sale.countryId,
      countryName: sale.countryName,
      countryCode: sale.countryCode,
      channel: sale.channel,
      currency: sale.currency,
      taxName: sale.taxName,
      reliefAvailable: sale.reliefAvailable,
    },
    countries: await countryOptions(),
    prices: shown,
    allPackages: packages,
    editionOffers: page.product === "SuperNova" && page.kind === "upgrade" && sale.channel === "online" ? await editionOffersFor(request, sale.currency) : [],
    languages: await languageOptions(products[0]!.id),
    signedIn,
    ownLicences: (ownLicences ?? []).map((licence) => ({
      serial: licence.serial,
      productId: licence.productId,
      productName: licence.productName,
      edition: licence.edition,
      maxMajor: licence.maxMajor,
      smaExpiresAt: licence.smaExpiresAt,
    })),
  };
}

/** Without JavaScript, the licence lookup of the upgrade and renew pages posts here. */
export async function action({ request }: Route.ActionArgs) {
  const page = pageOf(new URL(request.url).pathname);
  if (!page || (page.kind !== "upgrade" && page.kind !== "renew-sma")) throw data(null, { status: 405 });
  return lookUpOwnLicence(request);
}

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text } = metaText(matches);
  if (!data) return [{ title: text("Buy | Dolphin") }];
  const title = data.page.usb ? text("Buy {name} on a USB stick", { name: data.name }) : pageTitle(data.page.kind, data.name, text);
  return [{ title: text("{title} | Dolphin", { title }) }];
};

export default function BuyPage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const location = useLocation();
  const { page, name, sale } = loaderData;
  const supernovaBuy = page.product === "SuperNova" && page.kind === "buy";
  const upgrading = page.kind === "upgrade" || page.kind === "renew-sma";
  const online = sale.channel === "online" && page.kind !== "subscribe";
  const { t, text, formatPrice, formatDate } = useT();
  // Country and language names in the page's language, by their ISO codes.
  const country = useCountryName()({ name: sale.countryName, iso3166: sale.countryCode });
  const countryOptions = useCountryOptions(loaderData.countries);
  const languageOptions = useLanguageOptions(loaderData.languages);
  const firstLanguage = loaderData.languages[0]?.id;
  const priced = (rows: typeof loaderData.prices) => rows.map((row) => ({ ...row, price: formatPrice(row.amountMinor, row.currency) }));
  const prices = priced(loaderData.prices);
  return (
    <div className="container page">
      <PageHeading>{pageTitle(page.kind, name, text)}</PageHeading>
      <p className="lead">
        {page.kind === "buy" &&
          (loaderData.version
            ? t("Buy {name} {version} with a year of free updates. UK customers with sight loss can claim VAT relief.", { name, version: loaderData.version })
            : t("Buy {name} with a year of free updates. UK customers with sight loss can claim VAT relief.", { name }))}
        {page.kind === "upgrade" &&
          t("Move to {name} {version} from an older version, for less than a new licence.", { name, version: loaderData.version ?? "" })}
        {page.kind === "renew-sma" && t("A software maintenance agreement gives you every new version of {name} for another year.", { name })}
        {page.kind === "subscribe" &&
          t(
            "Premium voices, document reading and notes that sync between devices, for every student of your school, college or organisation: seats by the month or the year.",
          )}
      </p>
      <form method="get" action={location.pathname} aria-labelledby="country-title">
        <h2 id="country-title" className="visually-hidden">
          {t("Your country")}
        </h2>
        <SelectField
          name="country"
          label={text("Your country")}
          hint={text("Prices, currency and tax follow the country you buy from.")}
          required
          defaultValue={String(sale.countryId)}
          // Names: in the page's language already, not for a translation tool.
          translate="no"
          options={countryOptions}
        />
        <button type="submit" className="button button--secondary">
          {t("Show prices for this country")}
        </button>
      </form>
      <PriceTable
        caption={text("Prices in {country}", { country })}
        priceHeading={text("Price ({currency}, before {tax})", { currency: sale.currency, tax: text(sale.taxName) })}
        prices={prices}
      />
      {(page.product === "SuperNova" || page.product === "ScreenReader") && <UpgradeRules editions={page.product === "SuperNova"} />}
      {sale.channel === "dealer" && page.kind !== "subscribe" && (
        <div className="panel">
          <h2>{t("Buying in {country}", { country })}</h2>
          <p>
            {t("We do not sell online in {country}: our dealers there sell {name} in your language and currency, and can install it and train you.", {
              country,
              name,
            })}
          </p>
          <p>
            <Link to={url("DealerLocate", undefined, { query: { country: sale.countryId, submitted: 1 } })}>
              {t("Find a dealer in {country}", { country })}
            </Link>
          </p>
        </div>
      )}
      {online && supernovaBuy && (
        <form method="post" data-busy-form="" action={url("SuperNovaBuyShowVars")} className="panel" aria-labelledby="order-title">
          <h2 id="order-title">{t("Choose your edition")}</h2>
          <RadioGroup
            name="edition"
            label={text("Edition")}
            required
            defaultValue={loaderData.edition ?? "screen-reader"}
            options={SUPERNOVA_EDITIONS.map((entry) => ({ value: entry.edition, label: entry.name, translate: "no" as const }))}
          />
          <RadioGroup
            name="fulfilment"
            label={text("How would you like it?")}
            required
            defaultValue={page.usb ? "usb" : "download"}
            options={(["download", "usb"] as const).map((value) => ({ value, label: text(FULFILMENT_LABELS[value]) }))}
          />
          <SelectField name="languageId" label={text("Language")} required defaultValue="1" translate="no" options={languageOptions} />
          <input type="hidden" name="countryId" value={sale.countryId} />
          <BuyerDetailsFields reliefAvailable={sale.reliefAvailable} />
          <SubmitButton busyLabel={text("Sending…")}>{t("Review your order")}</SubmitButton>
        </form>
      )}
      {online && page.kind === "buy" && !supernovaBuy && loaderData.prices.length > 0 && (
        <form method="post" data-busy-form="" action={url("OrderReview")} className="panel" aria-labelledby="order-title">
          <h2 id="order-title">{t("Choose your package")}</h2>
          <RadioGroup
            name="priceId"
            label={text("Package")}
            required
            defaultValue={String(prices[0]!.id)}
            options={prices.map((price) => ({ value: String(price.id), label: text("{package}: {price}", { package: price.label, price: price.price }) }))}
          />
          {firstLanguage !== undefined && (
            <SelectField name="languageId" label={text("Language")} required defaultValue={String(firstLanguage)} translate="no" options={languageOptions} />
          )}
          <input type="hidden" name="countryId" value={sale.countryId} />
          <BuyerDetailsFields reliefAvailable={sale.reliefAvailable} />
          <SubmitButton busyLabel={text("Sending…")}>{t("Review your order")}</SubmitButton>
        </form>
      )}
      {page.kind === "subscribe" && sale.channel === "online" && (
        <BuySeatsForm
          organisations={loaderData.organisations}
          chosen={loaderData.chosenOrganisation}
          plans={prices}
          countryId={sale.countryId}
          currency={sale.currency}
          taxName={sale.taxName}
        />
      )}
      {online && upgrading && loaderData.signedIn && (
        <section className="panel" aria-labelledby="own-licences-title">
          <h2 id="own-licences-title">{t("Your {name} licences", { name })}</h2>
          {loaderData.ownLicences.length === 0 ? (
            <p>
              <T
                message="Your DolphinID holds no {name} licence yet. <0>Register a licence</0> you bought from a dealer, or look one up by its serial number below."
                values={{ name }}
                components={[<Link to={url("AccountLicences")} />]}
              />
            </p>
          ) : (
            <ul className="link-list">
              {loaderData.ownLicences.map((licence) => {
                const offer =
                  loaderData.allPackages.find((entry) => entry.edition === licence.edition && entry.fulfilment === "download") ??
                  loaderData.allPackages.find((entry) => entry.edition === null);
                const current = page.kind === "upgrade" && loaderData.latestMajor !== null && licence.maxMajor >= loaderData.latestMajor;
                return (
                  <li key={licence.serial}>
                    <p>
                      {licence.smaExpiresAt ? (
                        <T
                          message="{product}, licence <0/>, version {version}, updates until <1/>"
                          values={{ product: licence.productName, version: licence.maxMajor }}
                          components={[
                            <span translate="no">{licence.serial}</span>,
                            <time dateTime={licence.smaExpiresAt.slice(0, 10)}>
                              {formatDate(licence.smaExpiresAt, { dateStyle: "long", timeZone: "UTC" })}
                            </time>,
                          ]}
                        />
                      ) : (
                        <T
                          message="{product}, licence <0/>, version {version}"
                          values={{ product: licence.productName, version: licence.maxMajor }}
                          components={[<span translate="no">{licence.serial}</span>]}
                        />
                      )}
                    </p>
                    {current ? (
                      <p>{t("This licence already covers the newest version.")}</p>
                    ) : offer ? (
                      <form method="post" data-busy-form="" action={url("OrderReview")}>
                        <input type="hidden" name="priceId" value={offer.id} />
                        <input type="hidden" name="countryId" value={sale.countryId} />
                        <input type="hidden" name="licenceSerial" value={licence.serial} />
                        <SubmitButton busyLabel={text("Sending…")}>
                          {page.kind === "upgrade"
                            ? t("Upgrade licence {serial} ({price})", { serial: licence.serial, price: formatPrice(offer.amountMinor, offer.currency) })
                            : t("Renew updates for licence {serial} ({price})", {
                                serial: licence.serial,
                                price: formatPrice(offer.amountMinor, offer.currency),
                              })}
                        </SubmitButton>
                      </form>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
      {online && loaderData.editionOffers.length > 0 && (
        <EditionUpgradeOffers offers={loaderData.editionOffers} countryId={sale.countryId} taxName={sale.taxName} />
      )}
      {upgrading && (
        <LicenceLookup
          signedIn={loaderData.signedIn}
          action={location.pathname}
          initialLicence={actionData?.licence ?? null}
          initialFieldErrors={actionData?.fieldErrors ?? null}
        />
      )}
      <h2>{t("Other ways to buy")}</h2>
      <ul className="link-list">
        <li>
          <T message="<0>Buy from a dealer near you</0>, who can install it and train you." components={[<Link to={url("DealerLocate")} />]} />
        </li>
        <li>
          <T message="<0>Ask our sales team</0> about licences for schools and organisations." components={[<Link to={url("Contact")} />]} />
        </li>
      </ul>
    </div>
  );
}

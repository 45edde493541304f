import { Link, data, useLocation } from "react-router";
import { licenceDataSchema } from "@common/schemas/products";
import { parseForm } from "~/lib/form-action.server";
import { licenceBySerial } from "../../../workers/products/updates";
import type { Route } from "./+types/buy";
import { FULFILMENT_LABELS, SUPERNOVA_EDITIONS, formatPrice } from "@common/products";
import { PageHeading } from "~/components/layout/PageHeading";
import { RadioGroup, SelectField } from "~/components/forms/fields";
import { notFound } from "~/features/products/params.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db, env } from "~/lib/db.server";
import { readSessionUser } from "../../../workers/identity/session";
import { getProductBySemanticName, latestVersion, listPrices, listVersionLanguages } from "../../../workers/products/catalogue";
import { LicenceLookup } from "~/features/products/LicenceLookup";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PriceTable } from "~/features/products/PriceTable";

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

const TITLES: Record<PageKind, (name: string) => string> = {
  buy: (name) => `Buy ${name}`,
  upgrade: (name) => `Upgrade ${name}`,
  "renew-sma": (name) => `Renew ${name} updates`,
  subscribe: () => "Subscribe to EasyReader Premium",
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = pageOf(new URL(request.url).pathname);
  if (!page) notFound();
  const database = db();
  const edition = params.edition;
  if (edition !== undefined && (page.product !== "SuperNova" || !SUPERNOVA_EDITIONS.some((entry) => entry.edition === edition))) notFound();
  const products = (await Promise.all(SEMANTIC[page.product]!.map((name) => getProductBySemanticName(database, name)))).filter((entry) => entry !== undefined);
  if (products.length === 0) notFound();
  const prices = await listPrices(database, products.map((entry) => entry.id), page.kind);
  const shown = prices.filter((price) => (page.usb ? price.fulfilment === "usb" : page.product !== "SuperNova" || page.kind !== "buy" || price.fulfilment === "download" || !edition));
  const latest = await latestVersion(database, products[0]!.id);
  const languages = latest ? await listVersionLanguages(database, latest.id) : [];
  const user = page.kind === "upgrade" || page.kind === "renew-sma" ? await readSessionUser(request, env) : null;
  return {
    page,
    edition: edition ?? null,
    name: page.product === "EasyReader" ? "EasyReader" : page.product,
    version: latest?.version ?? null,
    prices: shown.map((price) => ({
      id: price.id,
      label: price.label,
      edition: price.edition,
      fulfilment: price.fulfilment,
      price: formatPrice(price.amountPence, price.currency),
    })),
    languages: languages.map((entry) => ({ value: entry.languageId, label: entry.language.name })),
    signedIn: Boolean(user),
  };
}

/** Without JavaScript, the licence lookup of the upgrade and renew pages posts here. */
export async function action({ request }: Route.ActionArgs) {
  const page = pageOf(new URL(request.url).pathname);
  if (!page || (page.kind !== "upgrade" && page.kind !== "renew-sma")) throw data(null, { status: 405 });
  const user = await readSessionUser(request, env);
  if (!user) return data({ licence: null, fieldErrors: null }, { status: 401 });
  const parsed = await parseForm(licenceDataSchema, request);
  if (!parsed.ok) return data({ licence: null, fieldErrors: parsed.fieldErrors }, { status: 422 });
  const database = db();
  const licence = await licenceBySerial(database, user.userId, parsed.output.serial.toUpperCase());
  if (!licence) {
    return data(
      { licence: null, fieldErrors: { serial: { friendlyName: "Serial number", errors: ["We could not find that serial number on your DolphinID account"] } } },
      { status: 422 },
    );
  }
  const [upgrade] = await listPrices(database, [licence.productId], "upgrade");
  const [renew] = await listPrices(database, [licence.productId], "renew-sma");
  const latest = await latestVersion(database, licence.productId);
  return {
    fieldErrors: null,
    licence: {
      ...licence,
      smaExpiresAt: licence.smaExpiresAt?.toISOString() ?? null,
      latestVersion: latest?.version ?? null,
      upToDate: latest ? latest.major <= licence.maxMajor : true,
      upgradePrice: upgrade ? { label: upgrade.label, amountPence: upgrade.amountPence } : null,
      renewPrice: renew ? { label: renew.label, amountPence: renew.amountPence } : null,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data ? `${TITLES[data.page.kind](data.name)}${data.page.usb ? " on a USB stick" : ""}` : "Buy"} | Dolphin` },
];

export default function BuyPage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const location = useLocation();
  const { page, name } = loaderData;
  const supernovaBuy = page.product === "SuperNova" && page.kind === "buy";
  return (
    <div className="container page">
      <PageHeading>{TITLES[page.kind](name)}</PageHeading>
      <p className="lead">
        {page.kind === "buy" &&
          `Buy ${name}${loaderData.version ? ` ${loaderData.version}` : ""} with a year of free updates. UK customers with sight loss can claim VAT relief at checkout.`}
        {page.kind === "upgrade" && `Move to ${name} ${loaderData.version ?? ""} from an older version, for less than a new licence.`}
        {page.kind === "renew-sma" && `A software maintenance agreement gives you every new version of ${name} for another year.`}
        {page.kind === "subscribe" && "Premium voices, document reading and notes that sync between devices, by the month or the year."}
      </p>
      <PriceTable caption="Prices" priceHeading="Price (excluding VAT)" prices={loaderData.prices} />
      {supernovaBuy && (
        <form method="post" data-busy-form="" action={url("SuperNovaBuyShowVars")} className="panel" aria-labelledby="order-title">
          <h2 id="order-title">Choose your edition</h2>
          <RadioGroup
            name="edition"
            label="Edition"
            required
            defaultValue={loaderData.edition ?? "screen-reader"}
            options={SUPERNOVA_EDITIONS.map((entry) => ({ value: entry.edition, label: entry.name }))}
          />
          <RadioGroup
            name="fulfilment"
            label="How would you like it?"
            required
            defaultValue={page.usb ? "usb" : "download"}
            options={(["download", "usb"] as const).map((value) => ({ value, label: FULFILMENT_LABELS[value] }))}
          />
          <SelectField name="languageId" label="Language" required defaultValue="1" options={loaderData.languages} />
          <SubmitButton busyLabel="Sending…">
            Review your order
          </SubmitButton>
        </form>
      )}
      {(page.kind === "upgrade" || page.kind === "renew-sma") && <LicenceLookup signedIn={loaderData.signedIn} action={location.pathname} initialLicence={actionData?.licence ?? null} initialFieldErrors={actionData?.fieldErrors ?? null} />}
      <h2>Other ways to buy</h2>
      <ul className="link-list">
        <li>
          <Link to={url("DealerLocate")}>Buy from a dealer near you</Link>, who can install it and train you.
        </li>
        <li>
          <Link to={url("Contact")}>Ask our sales team</Link> about licences for schools and organisations.
        </li>
      </ul>
    </div>
  );
}

import { Link, data } from "react-router";
import type { Route } from "./+types/invoice";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { requireUser } from "~/lib/session.server";
import { ownTaxDocument } from "./invoices.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";
import { useContentLang } from "~/features/products/useContentLang";

export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/**
 * An order's VAT invoice (/orders/{id}/invoice) or credit note (/orders/{id}/credit-note), for
 * its buyer only: the seller and the buyer, the line's net amount, rate and tax, and the
 * totals; a reverse charge or a relief declaration is stated. It prints on its own.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const kind = new URL(request.url).pathname.endsWith("/credit-note") ? "credit-note" : "invoice";
  const document = await ownTaxDocument(user.userId, params.orderId, kind);
  if (!document) throw data(null, { status: 404 });
  return { document };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { text } = metaText(matches);
  if (!loaderData) return [{ title: text("Invoice | Dolphin") }];
  const { document } = loaderData;
  const title =
    document.kind === "invoice" ? text("VAT invoice {number}", { number: document.number }) : text("Credit note {number}", { number: document.number });
  return [{ title: text("{title} | Dolphin", { title }) }, { name: "robots", content: "noindex" }];
};

const DATE: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "Europe/London" };

function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className="invoice__line">
          {line}
        </span>
      ))}
    </>
  );
}

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData;
  const url = useLocalisedUrl();
  const { t, text, formatDate, formatPrice, formatNumber } = useT();
  const contentLang = useContentLang();
  const money = (amount: number) => formatPrice(amount, document.currency);
  const rate = formatNumber(document.line.taxRateBasisPoints / 10000, { style: "percent", maximumFractionDigits: 2 });
  const { buyer, seller, line, relief } = document;
  return (
    <div className="container page invoice">
      <PageHeading>
        {document.kind === "invoice" ? t("VAT invoice {number}", { number: document.number }) : t("Credit note {number}", { number: document.number })}
      </PageHeading>
      <dl className="summary-list">
        <dt>{document.kind === "invoice" ? t("Invoice number") : t("Credit note number")}</dt>
        <dd translate="no">{document.number}</dd>
        <dt>{t("Date of issue")}</dt>
        <dd>
          <time dateTime={document.issuedAt}>{formatDate(document.issuedAt, DATE)}</time>
        </dd>
        {document.invoiceNumber && (
          <>
            <dt>{t("Credits invoice")}</dt>
            <dd translate="no">{document.invoiceNumber}</dd>
          </>
        )}
        <dt>{t("Order number")}</dt>
        <dd translate="no">{document.shortNumber}</dd>
      </dl>
      <div className="invoice__parties">
        <section aria-labelledby="invoice-seller">
          <h2 id="invoice-seller">{t("Seller")}</h2>
          <p translate="no">
            <Lines lines={[seller.name, ...seller.address]} />
          </p>
          <p>
            {t("VAT number: {number}", { number: seller.vatNumber })}
            {seller.standIn && ` ${t("(a stand-in: this site is not set up to issue real invoices)")}`}
          </p>
        </section>
        <section aria-labelledby="invoice-buyer">
          <h2 id="invoice-buyer">{t("Customer")}</h2>
          <p translate="no">
            <Lines lines={[buyer.companyName ?? "", ...(buyer.invoiceAddress ?? "").split("\n"), buyer.email].filter((entry) => entry.trim() !== "")} />
          </p>
          <p>
            <span lang={contentLang}>{buyer.country}</span>
          </p>
          {buyer.vatNumber && <p>{t("VAT number: {number}", { number: buyer.vatNumber })}</p>}
        </section>
      </div>
      <div className="table-scroll">
        <table className="invoice__table">
          <caption>{document.kind === "invoice" ? t("What was bought") : t("What is credited")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("Item")}</th>
              <th scope="col">{t("Quantity")}</th>
              <th scope="col">{t("Unit price")}</th>
              <th scope="col">{t("Net amount")}</th>
              <th scope="col">{t("{tax} rate", { tax: text(document.taxName) })}</th>
              <th scope="col">{text(document.taxName)}</th>
              <th scope="col">{t("Total")}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" lang={contentLang}>
                {line.label}
              </th>
              <td>{line.quantity}</td>
              <td>{money(line.unitAmountMinor)}</td>
              <td>{money(line.netAmountMinor)}</td>
              <td>{rate}</td>
              <td>{money(line.taxAmountMinor)}</td>
              <td>{money(line.totalAmountMinor)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t("Totals ({currency})", { currency: document.currency })}
              </th>
              <td>{money(line.netAmountMinor)}</td>
              <td />
              <td>{money(line.taxAmountMinor)}</td>
              <td>
                <strong>{money(line.totalAmountMinor)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {document.reverseCharge && (
        <p className="invoice__note">
          {t(
            "Reverse charge: no VAT is charged. The customer accounts for the VAT in their own country (Article 196 of Council Directive 2006/112/EC). The seller is established in the United Kingdom.",
          )}
        </p>
      )}
      {relief && (
        <section className="invoice__note" aria-labelledby="invoice-relief">
          <h2 id="invoice-relief">{t("VAT relief declaration")}</h2>
          <p>{t("Supplied zero-rated for VAT to a person with a disability for their personal use, on the customer's declaration:")}</p>
          {relief.charity ? (
            <dl className="summary-list">
              <dt>{t("For the charity")}</dt>
              <dd translate="no">{relief.charity}</dd>
            </dl>
          ) : (
            <dl className="summary-list">
              <dt>{t("Name of the person with sight loss")}</dt>
              <dd translate="no">{relief.name}</dd>
              <dt>{t("Their address")}</dt>
              <dd translate="no">
                <Lines lines={(relief.address ?? "").split("\n")} />
              </dd>
              <dt>{t("Their condition, in their words")}</dt>
              <dd>{relief.condition}</dd>
              <dt>{t("Declaration")}</dt>
              <dd>{t("The customer declared that this person is chronically sick or disabled.")}</dd>
            </dl>
          )}
        </section>
      )}
      <p className="invoice__screen-only">
        {t("To keep this document on paper, print this page: only the document is printed.")} <Link to={url("AccountOrders")}>{t("Back to My orders")}</Link>
      </p>
    </div>
  );
}

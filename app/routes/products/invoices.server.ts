/**
 * What the invoice, credit note and My orders pages need from the orders area: an order of the
 * signed-in account with its VAT invoice or credit note, the seller's and buyer's details, and
 * the account's orders with their documents. Another account's order is never found.
 */
import { type TaxDocument, SELLER, countrySale, documentsOf, findOwnOrder, ordersWithDocuments, sellerVatNumber } from "@workers/orders";
import { getProduct } from "@workers/products";
import { db, env } from "~/lib/db.server";

export type DocumentKind = TaxDocument["kind"];

/** The invoice (or credit note) of an order of `userId`; null when the order is not theirs or has no such document. */
export async function ownTaxDocument(userId: string, orderId: string, kind: DocumentKind) {
  const order = await findOwnOrder(db(), userId, orderId);
  if (!order) return null;
  const documents = await documentsOf(db(), order.id);
  const document = documents.find((entry) => entry.kind === kind);
  if (!document) return null;
  const invoice = documents.find((entry) => entry.kind === "invoice");
  const [sale, product] = await Promise.all([countrySale(db(), order.countryId), getProduct(db(), order.productId)]);
  const vat = sellerVatNumber(env);
  // A credit note repeats the invoice's lines as negative amounts: it cancels them. A zero
  // (no VAT under the reverse charge or the relief) stays zero, never "-€0.00".
  const signed = (amountMinor: number) => (kind === "credit-note" && amountMinor !== 0 ? -amountMinor : amountMinor);
  return {
    kind,
    number: document.number,
    issuedAt: document.issuedAt.toISOString(),
    invoiceNumber: kind === "credit-note" ? (invoice?.number ?? null) : null,
    orderId: order.id,
    shortNumber: order.shortNumber ?? order.id,
    orderedAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    seller: { name: SELLER.name, address: [...SELLER.address], vatNumber: vat.number, standIn: vat.standIn },
    buyer: {
      email: order.email,
      companyName: order.companyName,
      invoiceAddress: order.invoiceAddress,
      vatNumber: order.vatNumber,
      country: sale?.countryName ?? "",
    },
    line: {
      label: order.label,
      product: product?.name ?? order.label,
      quantity: order.quantity,
      unitAmountMinor: signed(order.unitAmountMinor),
      netAmountMinor: signed(order.netAmountMinor),
      taxRateBasisPoints: order.taxRateBasisPoints,
      taxAmountMinor: signed(order.taxAmountMinor),
      totalAmountMinor: signed(order.totalAmountMinor),
    },
    currency: order.currency,
    taxName: order.taxName,
    reverseCharge: order.reverseCharge,
    taxRelief: order.taxRelief,
    relief: order.taxRelief ? { name: order.reliefName, address: order.reliefAddress, condition: order.reliefCondition, charity: order.reliefCharity } : null,
  };
}

/** My orders: the account's orders, newest first, each with its documents' numbers. */
export function ownOrderList(userId: string) {
  return ordersWithDocuments(db(), userId);
}

/**
 * The Licences section: licences found by serial or by their owner's address, with the owner's
 * orders; issuing a licence to an account, transferring one to another account, revoking one,
 * and refunding an order through its payment provider. A licence belongs only to a DolphinID
 * whose address is proved. Changes to a licence name the revision the page was opened at (the
 * second of two saves is refused), and every change is written to the audit log with the item
 * before and after.
 */
import { and, desc, eq, inArray, or } from "drizzle-orm";
import { issueLicenceSchema, licenceSearchSchema, refundOrderSchema, revokeLicenceSchema, transferLicenceSchema } from "@common/schemas/staff-licences";
import { type Database, accounts, licences, orders, products } from "../db";
import { type Licence, issueLicence, licenceBySerial, normaliseSerial } from "../licences";
import { Refusal, defineOperation, done, invalidField, refuse } from "../operation";
import { formatMoney, refundOrder } from "../orders";
import { recordAudit } from "../audit";
import { actorOf, staffAccess } from "./roles";
import { staleEdit } from "./versions";

/** At most this many licences and orders are listed for one search. */
const LISTED = 100;

export interface DeskLicence {
  serial: string;
  productName: string;
  edition: string | null;
  minMajor: number;
  maxMajor: number;
  seats: number;
  fulfilment: string;
  status: string;
  smaExpiresAt: string | null;
  issuedAt: string;
  registeredAt: string | null;
  orderId: string | null;
  ownerEmail: string | null;
  revision: number;
}

export interface DeskOrder {
  id: string;
  email: string;
  kind: string;
  label: string;
  quantity: number;
  status: string;
  total: string;
  provider: string;
  createdAt: string;
  paidAt: string | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function accountByEmail(db: Database, email: string) {
  return db.select({ id: accounts.id, email: accounts.email, provedAt: accounts.emailVerifiedAt }).from(accounts).where(eq(accounts.email, email)).get();
}

/** A proved account by address, else a refusal on the field. */
async function provedAccount(db: Database, email: string, field: string, label: string) {
  const account = await accountByEmail(db, email);
  if (!account) throw new Refusal(invalidField(field, label, "There is no DolphinID with this address"));
  if (!account.provedAt) throw new Refusal(invalidField(field, label, "This DolphinID has not proved its address yet, so it cannot hold a licence"));
  return account;
}

/** Licences by serial or owner address, and the orders of the owners found. */
export async function searchLicences(db: Database, search: { serial: string; email: string }): Promise<{ licences: DeskLicence[]; orders: DeskOrder[] }> {
  if (!search.serial && !search.email) return { licences: [], orders: [] };
  const serial = search.serial ? (normaliseSerial(search.serial) ?? search.serial.trim().toUpperCase()) : null;
  const account = search.email ? await accountByEmail(db, search.email) : undefined;
  const conditions = [serial ? eq(licences.serial, serial) : undefined, account ? eq(licences.accountId, account.id) : undefined].filter(
    (entry) => entry !== undefined,
  );
  const rows =
    conditions.length === 0
      ? []
      : await db
          .select({ licence: licences, productName: products.name, ownerEmail: accounts.email })
          .from(licences)
          .innerJoin(products, eq(products.id, licences.productId))
          .leftJoin(accounts, eq(accounts.id, licences.accountId))
          .where(or(...conditions))
          .orderBy(desc(licences.issuedAt))
          .limit(LISTED);
  const owners = [...new Set([account?.id, ...rows.map((row) => row.licence.accountId)].filter((id): id is string => Boolean(id)))];
  const orderRows =
    owners.length === 0 ? [] : await db.select().from(orders).where(inArray(orders.accountId, owners)).orderBy(desc(orders.createdAt)).limit(LISTED);
  return {
    licences: rows.map(({ licence, productName, ownerEmail }) => ({
      serial: licence.serial,
      productName,
      edition: licence.edition,
      minMajor: licence.minMajor,
      maxMajor: licence.maxMajor,
      seats: licence.seats,
      fulfilment: licence.fulfilment,
      status: licence.status,
      smaExpiresAt: iso(licence.smaExpiresAt),
      issuedAt: licence.issuedAt.toISOString(),
      registeredAt: iso(licence.registeredAt),
      orderId: licence.orderId,
      ownerEmail,
      revision: licence.revision,
    })),
    orders: orderRows.map((order) => ({
      id: order.id,
      email: order.email,
      kind: order.kind,
      label: order.label,
      quantity: order.quantity,
      status: order.status,
      total: formatMoney(order.totalAmountMinor, order.currency),
      provider: order.provider,
      createdAt: order.createdAt.toISOString(),
      paidAt: iso(order.paidAt),
    })),
  };
}

/** The products a licence may be issued for. */
export async function licensableProducts(db: Database) {
  return db.select({ id: products.id, name: products.name }).from(products).orderBy(products.name);
}

export const searchLicencesForDesk = defineOperation({
  name: "staff-licences",
  input: licenceSearchSchema,
  access: staffAccess,
  run: async ({ db }, search) => done(await searchLicences(db, search)),
});

export const issueLicenceByStaff = defineOperation({
  name: "staff-licence-issue",
  input: issueLicenceSchema,
  access: staffAccess,
  run: async ({ db, user }, input) => {
    const account = await provedAccount(db, input.email, "email", "Account email");
    const product = await db.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, input.productId)).get();
    if (!product) return invalidField("productId", "Product", "Choose a product from the list");
    const now = new Date();
    const issued = await issueLicence(db, {
      accountId: account.id,
      productId: product.id,
      edition: input.edition || null,
      majorVersion: input.majorVersion,
      seats: input.seats,
      fulfilment: input.fulfilment,
      smaMonths: 0,
      orderId: null,
    });
    // The maintenance end is a day the desk chose, not a number of months from today.
    const licence = input.smaExpiresAt
      ? ((await db.update(licences).set({ smaExpiresAt: input.smaExpiresAt }).where(eq(licences.id, issued.id)).returning().get()) ?? issued)
      : issued;
    await recordAudit(
      db,
      actorOf(user),
      {
        action: "licence.issue",
        subjectType: "licence",
        subjectId: licence.serial,
        summary: `Issued licence ${licence.serial} for ${product.name} to ${account.email}`,
        before: null,
        after: licence,
      },
      now.getTime(),
    );
    const message = { id: "Licence {serial} for {name} was issued to {email}.", values: { serial: licence.serial, name: product.name, email: account.email } };
    return done({ serial: licence.serial, message }, { status: 201, message });
  },
});

/** The licence a change names, at the revision the page showed; refused when it moved on. */
async function licenceAt(db: Database, serial: string): Promise<Licence> {
  const licence = await licenceBySerial(db, serial);
  if (!licence) throw Refusal.status(404, "There is no licence with that serial number.");
  return licence;
}

async function changeLicence(db: Database, licence: Licence, revision: number, change: Partial<Licence>): Promise<Licence> {
  const updated = await db
    .update(licences)
    .set({ ...change, revision: revision + 1 })
    .where(and(eq(licences.id, licence.id), eq(licences.revision, revision)))
    .returning()
    .get();
  if (!updated) throw staleEdit();
  return updated;
}

export const transferLicenceByStaff = defineOperation({
  name: "staff-licence-transfer",
  input: transferLicenceSchema,
  access: staffAccess,
  run: async ({ db, user }, input) => {
    const before = await licenceAt(db, input.serial);
    if (before.status !== "active") return refuse(409, "A revoked licence cannot be transferred.");
    const account = await provedAccount(db, input.email, "email", "New owner's email");
    if (account.id === before.accountId) return invalidField("email", "New owner's email", "This DolphinID holds the licence already");
    const after = await changeLicence(db, before, input.revision, { accountId: account.id, registeredAt: new Date() });
    await recordAudit(db, actorOf(user), {
      action: "licence.transfer",
      subjectType: "licence",
      subjectId: after.serial,
      summary: `Transferred licence ${after.serial} to ${account.email}`,
      before,
      after,
    });
    const message = { id: "Licence {serial} now belongs to {email}.", values: { serial: after.serial, email: account.email } };
    return done({ serial: after.serial, message }, { message });
  },
});

export const revokeLicenceByStaff = defineOperation({
  name: "staff-licence-revoke",
  input: revokeLicenceSchema,
  access: staffAccess,
  run: async ({ db, user }, input) => {
    const before = await licenceAt(db, input.serial);
    if (before.status === "revoked") return refuse(409, "This licence is revoked already.");
    const after = await changeLicence(db, before, input.revision, { status: "revoked", revokedAt: new Date() });
    await recordAudit(db, actorOf(user), {
      action: "licence.revoke",
      subjectType: "licence",
      subjectId: after.serial,
      summary: `Revoked licence ${after.serial}`,
      before,
      after,
    });
    const message = { id: "Licence {serial} was revoked: it no longer unlocks updates.", values: { serial: after.serial } };
    return done({ serial: after.serial, message }, { message });
  },
});

export const refundOrderByStaff = defineOperation({
  name: "staff-order-refund",
  input: refundOrderSchema,
  access: staffAccess,
  run: async ({ env, db, user }, input) => {
    const before = await db.select().from(orders).where(eq(orders.id, input.orderId)).get();
    if (!before) return refuse(404, "There is no order with that number.");
    const { refundId, order: after } = await refundOrder(env, db, before);
    await recordAudit(db, actorOf(user), {
      action: "order.refund",
      subjectType: "order",
      subjectId: after.id,
      summary: `Refunded order ${after.id} (${formatMoney(after.totalAmountMinor, after.currency)}), refund ${refundId}`,
      before,
      after,
    });
    const message =
      after.status === "refunded"
        ? `Order ${after.id} was refunded, and what it gave was taken back.`
        : `The refund of order ${after.id} was asked for: the order shows as refunded when the payment provider confirms it.`;
    return done({ orderId: after.id, status: after.status, refundId, message }, { message });
  },
});

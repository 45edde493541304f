/**
 * The Products and downloads section: editing products and their versions. Every save names
 * the revision it was opened at (a second save from the same revision is refused), writes its
 * audit entry in the same batch, and changes what visitors see at once (changesContent).
 */
import { eq, max } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { formatVersion } from "@common/products";
import { productSaveSchema, versionCreateSchema, versionSaveSchema } from "@common/schemas/staff-products";
import { type Database, productVersions, products } from "../db";
import { defineOperation, done, refuse } from "../operation";
import { auditEntry } from "../audit";
import { saveRowAt } from "./revision-save";
import { actorOf, staffAccess } from "./roles";
import { staleEdit } from "./versions";

/** The audit log's view of a row: dates as ISO text. */
export function auditable<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
}

/** The id a new row gets (the audit entry names it in the same batch as the insert). */
export async function nextId(db: Database, table: SQLiteTable, column: SQLiteColumn): Promise<number> {
  const [row] = await db.select({ top: max(column) }).from(table);
  return Number(row?.top ?? 0) + 1;
}

export const saveProduct = defineOperation({
  name: "staff-product-save",
  input: productSaveSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, { id, revision, ...values }) => {
    const before = await db.select().from(products).where(eq(products.id, id)).get();
    if (!before) return refuse(404, "There is no product with that number.");
    if (before.revision !== revision) throw staleEdit();
    await saveRowAt(db, products, { id, revision }, values, actorOf(user), {
      action: "product.save",
      subjectType: "product",
      subjectId: id,
      summary: `Saved the product ${values.name}`,
      before: { name: before.name, shortDescription: before.shortDescription, visible: before.visible, online: before.online, offerTrial: before.offerTrial },
      after: values,
    });
    const message = { id: "{name} is saved.", values: { name: values.name } };
    return done({ id, message }, { message });
  },
});

export const createVersion = defineOperation({
  name: "staff-version-create",
  input: versionCreateSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, { productId, ...values }) => {
    const product = await db.select({ name: products.name }).from(products).where(eq(products.id, productId)).get();
    if (!product) return refuse(404, "There is no product with that number.");
    const id = await nextId(db, productVersions, productVersions.id);
    const row = { id, productId, ...values };
    await db.batch([
      db.insert(productVersions).values(row),
      auditEntry(db, actorOf(user), {
        action: "product-version.create",
        subjectType: "product-version",
        subjectId: id,
        summary: `Added version ${formatVersion(values)} of ${product.name}`,
        before: null,
        after: auditable(row),
      }),
    ]);
    const message = `Version ${formatVersion(values)} of ${product.name} is added.`;
    return done({ id, message }, { status: 201, message });
  },
});

export const saveVersion = defineOperation({
  name: "staff-version-save",
  input: versionSaveSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, { id, revision, ...values }) => {
    const before = await db.select().from(productVersions).where(eq(productVersions.id, id)).get();
    if (!before) return refuse(404, "There is no version with that number.");
    if (before.revision !== revision) throw staleEdit();
    await saveRowAt(db, productVersions, { id, revision }, values, actorOf(user), {
      action: "product-version.save",
      subjectType: "product-version",
      subjectId: id,
      summary: `Saved version ${formatVersion(values)}`,
      before: auditable(before),
      after: auditable({ ...before, ...values, revision: revision + 1 }),
    });
    const message = `Version ${formatVersion(values)} is saved.`;
    return done({ id, message }, { message });
  },
});

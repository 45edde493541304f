/**
 * The organisation's settings kept by its admins: its name, and its approved email domains
 * (a DolphinID whose proved address is in one takes a student seat by itself; see status.ts).
 * Teachers may see the domains; only admins change them or the name.
 */
import { and, asc, eq } from "drizzle-orm";
import type * as v from "valibot";
import type { addDomainSchema } from "@common/schemas/premium";
import type { Database } from "../db/client";
import { premiumDomains, premiumOrganisations } from "../db/schema";
import { ApiError, fieldError } from "../http/errors";
import { ADMINS, type Caller, STAFF, requireRole } from "./access";

/** Addresses anyone can get: approving one would give a seat to the whole world. */
const PUBLIC_MAIL_DOMAINS = new Set([
  "gmail.com", "googlemail.com", "outlook.com", "hotmail.com", "hotmail.co.uk", "live.com", "live.co.uk", "msn.com",
  "yahoo.com", "yahoo.co.uk", "icloud.com", "me.com", "aol.com", "protonmail.com", "proton.me", "gmx.com", "gmx.de",
  "btinternet.com", "sky.com", "virginmedia.com", "mail.com", "yandex.com", "zoho.com",
]);

export async function updateOrgName(db: Database, caller: Caller, input: { organisationId: number; name: string }) {
  const { organisation } = await requireRole(db, caller, input.organisationId, ADMINS);
  await db.update(premiumOrganisations).set({ name: input.name }).where(eq(premiumOrganisations.id, organisation.id));
  return { name: input.name, message: `The organisation is now called ${input.name}.` };
}

export async function getDomains(db: Database, caller: Caller, organisationId: number) {
  await requireRole(db, caller, organisationId, STAFF);
  const rows = await db.select().from(premiumDomains).where(eq(premiumDomains.organisationId, organisationId)).orderBy(asc(premiumDomains.domain));
  return rows.map((row) => ({ id: row.id, domain: row.domain, createdAt: row.createdAt.toISOString() }));
}

/** A domain is approved for one organisation at most, and never a public mail service. */
export async function addDomain(db: Database, caller: Caller, input: v.InferOutput<typeof addDomainSchema>) {
  const { organisation } = await requireRole(db, caller, input.organisationId, ADMINS);
  if (PUBLIC_MAIL_DOMAINS.has(input.domain)) {
    throw fieldError("domain", "Domain", `${input.domain} is a public email service; only a domain your organisation owns can be approved`);
  }
  const taken = await db.select({ organisationId: premiumDomains.organisationId }).from(premiumDomains).where(eq(premiumDomains.domain, input.domain)).get();
  if (taken) {
    throw fieldError(
      "domain",
      "Domain",
      taken.organisationId === organisation.id ? `${input.domain} is already approved` : `${input.domain} is already approved for another organisation`,
    );
  }
  const [row] = await db.insert(premiumDomains).values({ organisationId: organisation.id, domain: input.domain }).returning();
  return { id: row!.id, domain: row!.domain, message: `Students with an @${row!.domain} DolphinID now join ${organisation.name} automatically.` };
}

/** Students who already joined through the domain keep their seats. */
export async function deleteDomain(db: Database, caller: Caller, input: { organisationId: number; domainId: number }) {
  const { organisation } = await requireRole(db, caller, input.organisationId, ADMINS);
  const [row] = await db
    .delete(premiumDomains)
    .where(and(eq(premiumDomains.id, input.domainId), eq(premiumDomains.organisationId, organisation.id)))
    .returning();
  if (!row) throw new ApiError(404, "That domain was not found in this organisation.");
  return { message: `${row.domain} removed. Students who already joined keep their seats.` };
}

/**
 * The organisation's settings kept by its admins: its name, and its approved email domains
 * (a DolphinID whose proved address is in one takes a student seat by itself; see status.ts).
 * Teachers may see the domains; only admins change them or the name.
 */
import { and, asc, eq } from "drizzle-orm";
import { addDomainSchema, deleteDomainSchema, organisationSchema, updateOrgNameSchema } from "@common/schemas/premium";
import { type Database, premiumDomains, premiumOrganisations } from "../db";
import { defineOperation, done, invalidField, refuse } from "../operation";
import { ADMINS, type Caller, STAFF, callerOf, requireRole, signedInToPremium } from "./access";

/** Addresses anyone can get: approving one would give a seat to the whole world. */
const PUBLIC_MAIL_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "hotmail.co.uk",
  "live.com",
  "live.co.uk",
  "msn.com",
  "yahoo.com",
  "yahoo.co.uk",
  "icloud.com",
  "me.com",
  "aol.com",
  "protonmail.com",
  "proton.me",
  "gmx.com",
  "gmx.de",
  "btinternet.com",
  "sky.com",
  "virginmedia.com",
  "mail.com",
  "yandex.com",
  "zoho.com",
]);

export const updateOrgName = defineOperation({
  name: "premium-update-org-name",
  input: updateOrgNameSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => {
    const { organisation } = await requireRole(db, callerOf(user), input.organisationId, ADMINS);
    await db.update(premiumOrganisations).set({ name: input.name }).where(eq(premiumOrganisations.id, organisation.id));
    return done({ name: input.name, message: { id: "The organisation is now called {name}.", values: { name: input.name } } });
  },
});

/** The approved domains, for admins and teachers. */
export async function getDomains(db: Database, caller: Caller, organisationId: number) {
  await requireRole(db, caller, organisationId, STAFF);
  const rows = await db.select().from(premiumDomains).where(eq(premiumDomains.organisationId, organisationId)).orderBy(asc(premiumDomains.domain));
  return rows.map((row) => ({ id: row.id, domain: row.domain, createdAt: row.createdAt.toISOString() }));
}

export const listDomains = defineOperation({
  name: "premium-list-domains",
  input: organisationSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => done({ domains: await getDomains(db, callerOf(user), input.organisationId) }),
});

/** A domain is approved for one organisation at most, and never a public mail service. */
export const addDomain = defineOperation({
  name: "premium-add-domain",
  input: addDomainSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => {
    const { organisation } = await requireRole(db, callerOf(user), input.organisationId, ADMINS);
    if (PUBLIC_MAIL_DOMAINS.has(input.domain)) {
      return invalidField("domain", "Domain", {
        id: "{domain} is a public email service; only a domain your organisation owns can be approved",
        values: { domain: input.domain },
      });
    }
    const taken = await db.select({ organisationId: premiumDomains.organisationId }).from(premiumDomains).where(eq(premiumDomains.domain, input.domain)).get();
    if (taken) {
      return invalidField(
        "domain",
        "Domain",
        taken.organisationId === organisation.id
          ? { id: "{domain} is already approved", values: { domain: input.domain } }
          : { id: "{domain} is already approved for another organisation", values: { domain: input.domain } },
      );
    }
    const [row] = await db.insert(premiumDomains).values({ organisationId: organisation.id, domain: input.domain }).returning();
    return done(
      {
        id: row!.id,
        domain: row!.domain,
        message: {
          id: "Students with an @{domain} DolphinID now join {organisation} automatically.",
          values: { domain: row!.domain, organisation: organisation.name },
        },
      },
      { status: 201 },
    );
  },
});

/** Students who already joined through the domain keep their seats. */
export const deleteDomain = defineOperation({
  name: "premium-delete-domain",
  input: deleteDomainSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => {
    const { organisation } = await requireRole(db, callerOf(user), input.organisationId, ADMINS);
    const [row] = await db
      .delete(premiumDomains)
      .where(and(eq(premiumDomains.id, input.domainId), eq(premiumDomains.organisationId, organisation.id)))
      .returning();
    if (!row) return refuse(404, "That domain was not found in this organisation.");
    return done({ message: { id: "{domain} removed. Students who already joined keep their seats.", values: { domain: row.domain } } });
  },
});

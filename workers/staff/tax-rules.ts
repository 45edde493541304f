/**
 * The Tax rules section: how each country is served (online in its currency with its tax, or
 * only by its dealers), its tax's name and rate, and whether a customer with sight loss may
 * claim relief from it. A country without a rule is served by its dealers.
 */
import { and, asc, eq } from "drizzle-orm";
import { taxRuleSaveSchema } from "@common/schemas/staff-reference";
import { type Database, countries, countryTaxRules } from "../db";
import { defineOperation, done, refuse } from "../operation";
import { saveRevision } from "./revision-save";
import { actorOf, staffAccess } from "./roles";
import { staleEdit } from "./versions";
import { deskListRead } from "./desk-list";

export interface TaxRuleListing {
  countryId: number;
  countryName: string;
  iso3166: string;
  /** null: no rule yet (the country is served by its dealers). */
  rule: { channel: "online" | "dealer"; currency: "GBP" | "EUR" | "USD"; taxName: string; taxRateBasisPoints: number; reliefAvailable: boolean } | null;
  /** 0 when the country has no rule yet. */
  revision: number;
}

export async function listTaxRules(db: Database): Promise<TaxRuleListing[]> {
  const rows = await db
    .select({ country: countries, rule: countryTaxRules })
    .from(countries)
    .leftJoin(countryTaxRules, eq(countryTaxRules.countryId, countries.id))
    .orderBy(asc(countries.name))
    .all();
  return rows.map(({ country, rule }) => ({
    countryId: country.id,
    countryName: country.name,
    iso3166: country.iso3166,
    rule: rule
      ? {
          channel: rule.channel,
          currency: rule.currency,
          taxName: rule.taxName,
          taxRateBasisPoints: rule.taxRateBasisPoints,
          reliefAvailable: rule.reliefAvailable,
        }
      : null,
    revision: rule?.revision ?? 0,
  }));
}

export const readTaxRules = deskListRead("staff-tax-rules", "taxRules", listTaxRules);

export const saveTaxRule = defineOperation({
  name: "staff-tax-rule-save",
  input: taxRuleSaveSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const before = (await listTaxRules(db)).find((row) => row.countryId === input.countryId);
    if (!before) return refuse(404, "There is no country with that id.");
    if (!before.rule && input.revision !== 0) throw staleEdit();
    const values = {
      channel: input.channel,
      currency: input.currency,
      taxName: input.taxName,
      taxRateBasisPoints: input.taxRate,
      reliefAvailable: input.reliefAvailable,
    };
    const change = before.rule
      ? db
          .update(countryTaxRules)
          .set({ ...values, revision: input.revision + 1 })
          .where(and(eq(countryTaxRules.countryId, input.countryId), eq(countryTaxRules.revision, input.revision)))
      : // A second first save finds the row there: nothing is inserted, and the save is refused as stale.
        db
          .insert(countryTaxRules)
          .values({ ...values, countryId: input.countryId })
          .onConflictDoNothing();
    await saveRevision(db, change, actorOf(user), {
      action: "tax-rule.save",
      subjectType: "tax-rule",
      subjectId: input.countryId,
      summary: `Saved the tax rule of ${before.countryName}: ${input.channel === "online" ? `online in ${input.currency}, ${input.taxName} ${input.taxRate / 100}%` : "sold by dealers"}`,
      before: before.rule,
      after: values,
    });
    const message = { id: "The tax rule of {countryName} is saved.", values: { countryName: before.countryName } };
    return done({ taxRule: (await listTaxRules(db)).find((row) => row.countryId === input.countryId), message }, { message });
  },
});

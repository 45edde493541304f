/**
 * Beta registration: one registration per programme and email address (any case); a repeat
 * is recognised rather than stored twice, and a signed-in registrant's account is linked so
 * that its beta downloads appear on the page.
 */
import { and, eq, sql } from "drizzle-orm";
import { betaRegistrationSchema } from "@common/schemas/content";
import { betaProgrammes, betaRegistrations } from "../db";
import { Refusal, defineOperation, done } from "../operation";
import type { MessageDescriptor } from "../i18n";

/** A few registrations per address in an hour. */
export const BETA_RATE_LIMIT = { name: "beta", limit: 10, windowSeconds: 3600 };

export function betaConfirmation(value: { productName: string; alreadyRegistered: boolean }): MessageDescriptor {
  const id = value.alreadyRegistered
    ? "You are already registered for the {product} beta. Sign in with DolphinID using the same email address to see the beta downloads."
    : "Thank you, you are registered for the {product} beta. Sign in with DolphinID using the same email address to see the beta downloads.";
  return { id, values: { product: value.productName } };
}

export const registerForBeta = defineOperation({
  name: "beta-registration",
  input: betaRegistrationSchema,
  access: "anyone",
  rateLimit: BETA_RATE_LIMIT,
  run: async ({ db, user }, registration) => {
    const [programme] = await db.select().from(betaProgrammes).where(eq(betaProgrammes.id, registration.programme)).limit(1);
    if (!programme?.open) throw Refusal.field("programme", "Beta programme", "Choose a beta programme that is open");
    const accountId = user?.userId ?? null;
    const [existing] = await db
      .select({ id: betaRegistrations.id })
      .from(betaRegistrations)
      .where(and(eq(betaRegistrations.programmeId, programme.id), sql`lower(${betaRegistrations.email}) = ${registration.email.toLowerCase()}`))
      .limit(1);
    if (existing) {
      if (accountId) await db.update(betaRegistrations).set({ accountId }).where(eq(betaRegistrations.id, existing.id));
      return done({ id: existing.id, message: betaConfirmation({ productName: programme.productName, alreadyRegistered: true }) });
    }
    const [row] = await db
      .insert(betaRegistrations)
      .values({
        programmeId: programme.id,
        name: registration.name,
        email: registration.email,
        accountId,
        operatingSystem: registration.operatingSystem,
        assistiveTechnology: registration.assistiveTechnology,
      })
      .returning({ id: betaRegistrations.id });
    if (!row) throw new Error("the registration was not stored");
    return done({ id: row.id, message: betaConfirmation({ productName: programme.productName, alreadyRegistered: false }) }, { status: 201 });
  },
});

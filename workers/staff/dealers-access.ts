/**
 * Dealer-zone access, granted and taken away in the staff desk: a dealer's role goes to a
 * DolphinID whose address is proved (the zone trusts the address), and taking it away also
 * ends any dealer session open for it.
 */
import { eq } from "drizzle-orm";
import { grantDealerAccessSchema, revokeDealerAccessSchema } from "@common/schemas/staff-people";
import { accounts, dealers } from "../db";
import { defineOperation, done, invalidField, refuse } from "../operation";
import { dealerIdsOf, endDealerSessionsStatement, grantDealerRoleStatement, revokeDealerRoleStatement } from "../content";
import { auditEntry } from "../audit";
import { actorOf, outrankedBy, staffAccess } from "./roles";

export const grantDealerAccess = defineOperation({
  name: "staff-dealer-access-grant",
  input: grantDealerAccessSchema,
  access: staffAccess,
  run: async ({ db, user }, { dealerId, email }) => {
    const dealer = await db.select({ id: dealers.id, name: dealers.name }).from(dealers).where(eq(dealers.id, dealerId)).get();
    if (!dealer) return refuse(404, "There is no dealer with that id.");
    const account = await db.select().from(accounts).where(eq(accounts.email, email)).get();
    if (!account) return invalidField("email", "Email address", "There is no DolphinID with this address. Ask the dealer's staff member to create one first.");
    if (!account.emailVerifiedAt) {
      return invalidField(
        "email",
        "Email address",
        "This DolphinID has not proved its address yet. Ask them to confirm it from the email we sent, then try again.",
      );
    }
    if ((await dealerIdsOf(db, account.id)).includes(dealerId)) {
      return invalidField("email", "Email address", `${account.email} already has access to the dealer zone for ${dealer.name}.`);
    }
    const outranked = await outrankedBy(db, actorOf(user).userId, account.id);
    if (outranked) return outranked;
    await db.batch([
      grantDealerRoleStatement(db, account.id, dealerId),
      auditEntry(db, actorOf(user), {
        action: "dealer-access.grant",
        subjectType: "dealer",
        subjectId: dealerId,
        summary: `Gave ${account.email} access to the dealer zone for ${dealer.name}`,
        before: null,
        after: { accountId: account.id, email: account.email, dealerId, dealerName: dealer.name },
      }),
    ]);
    const message = { id: "{email} can now enter the dealer zone for {name}.", values: { email: account.email, name: dealer.name } };
    return done({ accountId: account.id, dealerId, message }, { message });
  },
});

export const revokeDealerAccess = defineOperation({
  name: "staff-dealer-access-revoke",
  input: revokeDealerAccessSchema,
  access: staffAccess,
  run: async ({ db, user }, { dealerId, accountId }) => {
    const dealer = await db.select({ id: dealers.id, name: dealers.name }).from(dealers).where(eq(dealers.id, dealerId)).get();
    const account = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId)).get();
    if (!dealer || !account || !(await dealerIdsOf(db, accountId)).includes(dealerId)) return refuse(404, "That account has no access to this dealer's zone.");
    const outranked = await outrankedBy(db, actorOf(user).userId, accountId);
    if (outranked) return outranked;
    await db.batch([
      revokeDealerRoleStatement(db, accountId, dealerId),
      endDealerSessionsStatement(db, accountId, dealerId),
      auditEntry(db, actorOf(user), {
        action: "dealer-access.revoke",
        subjectType: "dealer",
        subjectId: dealerId,
        summary: `Took away the access of ${account.email} to the dealer zone for ${dealer.name}`,
        before: { accountId, email: account.email, dealerId, dealerName: dealer.name },
        after: null,
      }),
    ]);
    const message = { id: "{email} can no longer enter the dealer zone for {name}.", values: { email: account.email, name: dealer.name } };
    return done({ accountId, dealerId, message }, { message });
  },
});

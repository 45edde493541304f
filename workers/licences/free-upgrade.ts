/**
 * The upgrade software maintenance pays for: while a licence's SMA is current, a new major
 * version of the same product (the same edition) costs nothing. 'Get version {n}' moves the
 * licence on without an order or a payment; the change is conditional (a second click, or two
 * at once, change it once) and written to the audit log with the account that asked.
 */
import { and, eq, lt } from "drizzle-orm";
import { freeUpgradeSchema } from "@common/schemas/licences";
import { type LicenceStatus, licences } from "../db";
import { defineOperation, done, invalidField, refuse } from "../operation";
import { auditEntry } from "../audit";
import { newestMajorOf } from "./holdings";
import { NOT_YOUR_SERIAL_MESSAGE, ownLicence } from "./store";

export const FREE_UPGRADE_SMA_ENDED_MESSAGE =
  "Your software maintenance has ended, so the new version is not included. Renew your maintenance or buy the upgrade from My licences.";
export const FREE_UPGRADE_REVOKED_MESSAGE = "That licence has been revoked: it cannot be upgraded.";

/** Whether a licence's maintenance is current (it includes new major versions). */
export function maintenanceCurrent(smaExpiresAt: Date | null, now = new Date()): boolean {
  return smaExpiresAt !== null && smaExpiresAt.getTime() > now.getTime();
}

/** POST account/licences/free-upgrade: a licence with current SMA moves on to the newest major version. */
export const claimFreeUpgrade = defineOperation({
  name: "licence-free-upgrade",
  input: freeUpgradeSchema,
  access: "signed-in",
  rateLimit: { name: "licence-free-upgrade", limit: 30, windowSeconds: 600, per: "account" },
  failureMessage: "There was an error upgrading your licence, please refresh and try again",
  run: async ({ db, user }, { serial }) => {
    const licence = await ownLicence(db, user.userId, serial);
    if (!licence) return invalidField("serial", "Serial number", NOT_YOUR_SERIAL_MESSAGE);
    if (licence.status !== "active") return refuse(409, FREE_UPGRADE_REVOKED_MESSAGE);
    const newest = await newestMajorOf(db, licence.productId);
    if (newest === undefined || licence.maxMajor >= newest) {
      const version = licence.maxMajor;
      return done({ message: { id: "Licence {serial} already covers version {version}.", values: { serial: licence.serial, version } }, maxMajor: version });
    }
    const now = new Date();
    if (!maintenanceCurrent(licence.smaExpiresAt, now)) return refuse(409, FREE_UPGRADE_SMA_ENDED_MESSAGE);
    const moved = await db
      .update(licences)
      .set({ maxMajor: newest })
      .where(and(eq(licences.id, licence.id), eq(licences.status, "active" satisfies LicenceStatus), lt(licences.maxMajor, newest)))
      .returning()
      .get();
    // Only the request that moved the licence records it: a repeat finds it moved already.
    if (moved) {
      await auditEntry(
        db,
        { userId: user.userId, email: user.email },
        {
          action: "licence.free-upgrade",
          subjectType: "licence",
          subjectId: licence.serial,
          summary: `Version ${newest} of licence ${licence.serial}, included in its software maintenance`,
          before: { maxMajor: licence.maxMajor, smaExpiresAt: licence.smaExpiresAt },
          after: { maxMajor: newest, smaExpiresAt: licence.smaExpiresAt },
        },
        now.getTime(),
      );
    }
    return done({
      message: {
        id: "Licence {serial} now covers version {version}, included in your software maintenance.",
        values: { serial: licence.serial, version: newest },
      },
      maxMajor: newest,
    });
  },
});

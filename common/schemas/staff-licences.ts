/**
 * Valibot schemas of the staff desk's Licences and Organisations sections: finding licences by
 * serial or account, issuing, transferring and revoking a licence, refunding an order, and
 * changing a premium reader organisation's seats and subscription end.
 */
import * as v from "valibot";
import { numericId, oneOf, optionalText, requiredCheckbox, requiredEmail, requiredText, fieldMessage } from "./fields";
import { revisionField } from "./staff";

/** A whole number from `min` to `max`, typed or sent as a number. */
function wholeNumber(label: string, min: number, max: number) {
  return v.pipe(
    v.union([v.string(), v.number()], fieldMessage("{label} is required", label)),
    v.title(label),
    v.transform((value) => String(value).trim()),
    v.regex(/^\d{1,9}$/, fieldMessage("{label} must be a whole number", label)),
    v.transform(Number),
    v.minValue(min, fieldMessage("{label} must be at least {min}", label, { min })),
    v.maxValue(max, fieldMessage("{label} must be at most {max}", label, { max })),
  );
}

/** A day (YYYY-MM-DD, as a date field sends it), read as the end of that day in UTC. */
function day(label: string, options: { optional: boolean }) {
  return v.pipe(
    options.optional ? optionalText(label, 10) : requiredText(label, 10),
    v.check(
      (value) => value === "" || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
      fieldMessage("{label} must be a date, like 2027-08-31", label),
    ),
    v.transform((value) => (value === "" ? null : new Date(`${value}T23:59:59.000Z`))),
  );
}

const serialField = requiredText("Serial number", 40);
const email = (label: string) => v.pipe(requiredEmail(label, 255), v.toLowerCase());

/** GET /staff/licences: by serial, or by the owning account's address (either may be left empty). */
export const licenceSearchSchema = v.object({
  serial: optionalText("Serial number", 40),
  email: v.pipe(optionalText("Account email", 255), v.toLowerCase()),
});

export const issueLicenceSchema = v.object({
  email: email("Account email"),
  productId: numericId("Product"),
  edition: optionalText("Edition", 40),
  majorVersion: wholeNumber("Major version", 1, 999),
  seats: wholeNumber("Seats", 1, 10000),
  fulfilment: oneOf("Delivery", ["download", "usb"] as const, "Choose download or USB"),
  smaExpiresAt: day("Updates until", { optional: true }),
});

export const transferLicenceSchema = v.object({ serial: serialField, revision: revisionField, email: email("New owner's email") });

export const revokeLicenceSchema = v.object({
  serial: serialField,
  revision: revisionField,
  confirm: requiredCheckbox("Confirm the revocation", "Tick the box to confirm that this licence should be revoked"),
});

export const refundOrderSchema = v.object({
  orderId: requiredText("Order", 64),
  confirm: requiredCheckbox("Confirm the refund", "Tick the box to confirm that this order should be refunded"),
});

export const updateOrganisationSchema = v.object({
  organisationId: numericId("Organisation"),
  revision: revisionField,
  seatsPurchased: wholeNumber("Seats", 0, 100000),
  expiresAt: day("Subscription ends", { optional: false }),
});

/**
 * Callback and training bookings: the open slots of each, and booking one (a slot taken
 * meanwhile is a field error on 'Time'); the visitor is told when, in UK time. A training
 * booking goes on to its confirmation page.
 */
import { buildUrl } from "@common/routes";
import { type BookingInput, bookingSchema, slotKindSchema } from "@common/schemas/support";
import { LOCALES } from "@common/locale";
import { type OperationContext, defineOperation, done } from "../operation";
import { getMailer } from "../services";
import { bookSlot, formatSlot, listOpenSlots } from "./desk";

export const BOOKING_RATE_LIMIT = { name: "support-booking", limit: 5, windowSeconds: 600 };

async function book({ env, db, locale }: OperationContext<"anyone">, kind: "callback" | "training", input: BookingInput) {
  const booking = await bookSlot(db, getMailer(env, db), kind, input, Date.now(), locale);
  const when = formatSlot(booking.slot);
  // The message is said in the visitor's language where it is answered; the date in theirs too.
  const whenThere = formatSlot(booking.slot, LOCALES[locale].htmlLang);
  const message =
    kind === "callback"
      ? { id: "Your callback is booked for {when} (UK time). We will call you on {phone}.", values: { when: whenThere, phone: input.phone } }
      : {
          id: 'Your place on "{title}" is booked for {when} (UK time). A confirmation is on its way to {email}.',
          values: { title: booking.slot.title, when: whenThere, email: input.email },
        };
  const redirect = kind === "training" ? buildUrl("SupportTrainingConfirm", {}, { query: { slot: booking.slot.id } }) : undefined;
  return done({ id: booking.id, slotId: booking.slot.id, when, message }, { status: 201, redirect });
}

export const bookCallback = defineOperation({
  name: "book-callback",
  input: bookingSchema,
  access: "anyone",
  rateLimit: BOOKING_RATE_LIMIT,
  run: (context, input) => book(context, "callback", input),
});

export const bookTraining = defineOperation({
  name: "book-training",
  input: bookingSchema,
  access: "anyone",
  rateLimit: BOOKING_RATE_LIMIT,
  run: (context, input) => book(context, "training", input),
});

/** GET support/slots: the open slots of a kind, soonest first, each with its UK-time label. */
export const listSlots = defineOperation({
  name: "open-slots",
  input: slotKindSchema,
  access: "anyone",
  run: async ({ db }, { kind }) => {
    const slots = await listOpenSlots(db, kind);
    return done(
      slots.map((slot) => ({
        id: slot.id,
        title: slot.title,
        productName: slot.productName,
        startsAt: slot.startsAt.toISOString(),
        durationMinutes: slot.durationMinutes,
        label: formatSlot(slot),
      })),
    );
  },
});

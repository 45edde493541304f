/**
 * Callback and training bookings as operations on both of their paths (the /api/v1 route and
 * the booking page's action): a slot is booked once, a taken slot is a field error on
 * 'Time', and bad input changes nothing.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SLOT_TAKEN } from "@common/support/messages";
import { callbackBookingAction, trainingBookingAction } from "~/features/support/actions.server";
import { siteSeed } from "../seed/site";
import { supportSeed } from "../seed/support";
import { BOTH_PATHS, type Target, freshAddress, submit } from "./helpers/operations";

const callbackBooking: Target = { api: "support/book-callback", page: callbackBookingAction, pagePath: "/contact/support/callback/book" };
const trainingBooking: Target = { api: "book-training", page: trainingBookingAction, pagePath: "/contact/support/training/book" };

interface OpenSlot {
  id: number;
  label: string;
}

async function openSlots(kind: "callback" | "training"): Promise<OpenSlot[]> {
  const response = await SELF.fetch(`https://site.test/api/v1/support/slots?kind=${kind}`, { headers: { "CF-Connecting-IP": freshAddress() } });
  return response.json<OpenSlot[]>();
}

const bookingsOf = async (slotId: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM support_bookings WHERE slot_id = ?").bind(slotId).first<{ n: number }>())?.n ?? 0;

const booking = (slotId: number) => ({
  slotId: String(slotId),
  name: "Priya Shah",
  email: "priya@example.com",
  phone: "07700 900123",
  notes: "Help setting up speech",
  privacy: "on",
});

beforeAll(async () => {
  const statements = [...(await siteSeed.statements()), ...(await supportSeed.statements())];
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
});

describe.each(BOTH_PATHS)("callback booking through the %s path", (path) => {
  it("books an open slot once, and refuses the taken slot with a field error on 'Time'", async () => {
    const slots = await openSlots("callback");
    const slot = slots[path === "api" ? 0 : 1]!;
    const first = await submit(path, callbackBooking, booking(slot.id));
    expect(first.status).toBe(201);
    expect(first.message).toBe(`Your callback is booked for ${slot.label} (UK time). We will call you on 07700 900123.`);

    const second = await submit(path, callbackBooking, { ...booking(slot.id), name: "Someone Else", email: "else@example.com" });
    expect(second.status).toBe(422);
    expect(second.fieldErrors?.slotId).toEqual({ friendlyName: "Time", errors: [SLOT_TAKEN] });
    expect(await bookingsOf(slot.id)).toBe(1);
    expect((await openSlots("callback")).map((open) => open.id)).not.toContain(slot.id);
  });

  it("refuses a training slot, and answers bad input per field, booking nothing", async () => {
    const [training] = await openSlots("training");
    const wrongKind = await submit(path, callbackBooking, booking(training!.id));
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.fieldErrors?.slotId?.errors).toEqual([SLOT_TAKEN]);
    expect(await bookingsOf(training!.id)).toBe(0);

    const bad = await submit(path, callbackBooking, { slotId: "abc", name: "", email: "x", phone: "" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(["email", "name", "phone", "privacy", "slotId"]);
  });

  it("limits an address to five bookings in ten minutes", async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await submit(path, callbackBooking, { slotId: "abc" }, { address })).status).toBe(422);
    const limited = await submit(path, callbackBooking, { slotId: "abc" }, { address });
    expect(limited.status).toBe(429);
    expect(limited.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  });
});

describe.each(BOTH_PATHS)("training booking through the %s path", (path) => {
  it("books a training session and goes on to its confirmation", async () => {
    const slots = await openSlots("training");
    const slot = slots[path === "api" ? 0 : 1]!;
    const answer = await submit(path, trainingBooking, booking(slot.id));
    expect(answer.redirect).toBe(`/contact/support/training/confirm?slot=${slot.id}`);
    expect(await bookingsOf(slot.id)).toBe(1);
  });
});

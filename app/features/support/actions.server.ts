/**
 * The no-JavaScript side of the support desk's forms: page actions that do what the API
 * endpoints do (same schemas, same services, same rate limits), plus the human check with the
 * one-time token the page carried.
 */
import { data } from "react-router";
import * as v from "valibot";
import { fieldErrorsFromIssues } from "@common/api-errors";
import { bookingSchema, bugReportSchema, contactMessageSchema, supportMessageSchema } from "@common/schemas/support";
import { MESSAGE_DUPLICATE, MESSAGE_FAILURE, MESSAGE_SUCCESS, SLOT_TAKEN, humanCheckMessage } from "@common/support/messages";
import { db, env } from "~/lib/db.server";
import { BOOKING_RATE_LIMIT, MESSAGE_RATE_LIMIT } from "../../../workers/api/support";
import { LocalHumanVerifier, getHumanVerifier, humanCheckClientConfig } from "../../../workers/services/human-check";
import { getMailer } from "../../../workers/services/mail";
import { getNewsletter } from "../../../workers/services/newsletter";
import { clientAddress, hitRateLimit } from "../../../workers/services/rate-limit";
import { type MessageInput, SlotUnavailableError, UnknownProductError, bookSlot, formatSlot, submitMessage } from "../../../workers/services/support-desk";
import type { MessageActionResult } from "./MessageForms";

const TOO_MANY = "You have sent several forms in a short time. Please wait a few minutes and try again.";

/** What a page with a human-checked form needs: the provider, and a token for no-JavaScript posts. */
export async function humanCheckForPage(action: string) {
  const config = humanCheckClientConfig(env);
  const token = config.provider === "local" ? await new LocalHumanVerifier(db()).issueToken(action) : null;
  return { humanCheck: config, humanCheckToken: token };
}

async function readForm(request: Request): Promise<Record<string, unknown>> {
  const formData = await request.formData();
  const input: Record<string, unknown> = {};
  for (const key of new Set(formData.keys())) input[key] = formData.get(key);
  return input;
}

export async function messageAction(request: Request, kind: "contact" | "support" | "bug") {
  const limit = await hitRateLimit(env.DB, MESSAGE_RATE_LIMIT, clientAddress(request));
  if (!limit.allowed) return data<MessageActionResult>({ status: "error", message: TOO_MANY }, { status: 429 });
  const input = await readForm(request);
  const schema = kind === "contact" ? contactMessageSchema : kind === "support" ? supportMessageSchema : bugReportSchema;
  const values = Object.fromEntries(
    ["name", "email", "phone", "subject", "message", "product", "version", "serial"].map((key) => [key, typeof input[key] === "string" ? (input[key] as string) : ""]),
  );
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) return data<MessageActionResult>({ status: "invalid", fieldErrors: fieldErrorsFromIssues(schema, parsed.issues), values }, { status: 422 });

  const check = await getHumanVerifier(env, db()).verify(String(input.humanCheckToken ?? ""), { action: kind === "bug" ? "report-bug" : kind });
  if (!check.success) return data<MessageActionResult>({ status: "error", message: humanCheckMessage(check["error-codes"]), values }, { status: 400 });

  try {
    const message = { kind, ...parsed.output } as MessageInput;
    const stored = await submitMessage(db(), getMailer(env, db()), message);
    if (!stored.duplicate && message.kind !== "bug" && message.newsSubscription) {
      await getNewsletter(env, db()).subscribe(message.email, message.newsType, `${kind}-form`).catch(() => undefined);
    }
    return { status: "sent", message: stored.duplicate ? MESSAGE_DUPLICATE : MESSAGE_SUCCESS } satisfies MessageActionResult;
  } catch (error) {
    if (error instanceof UnknownProductError) {
      return data<MessageActionResult>({ status: "invalid", fieldErrors: { product: { friendlyName: "Product", errors: ["Choose a product from the list"] } }, values }, { status: 422 });
    }
    console.error("message action failed", error);
    return data<MessageActionResult>({ status: "error", message: MESSAGE_FAILURE, values }, { status: 500 });
  }
}

export type BookingActionResult =
  | { status: "booked"; message: string; slotId: number }
  | { status: "invalid"; fieldErrors: ReturnType<typeof fieldErrorsFromIssues> }
  | { status: "error"; message: string };

export async function bookingAction(request: Request, kind: "callback" | "training") {
  const limit = await hitRateLimit(env.DB, BOOKING_RATE_LIMIT, clientAddress(request));
  if (!limit.allowed) return data<BookingActionResult>({ status: "error", message: TOO_MANY }, { status: 429 });
  const input = await readForm(request);
  const parsed = v.safeParse(bookingSchema, input);
  if (!parsed.success) return data<BookingActionResult>({ status: "invalid", fieldErrors: fieldErrorsFromIssues(bookingSchema, parsed.issues) }, { status: 422 });
  try {
    const booking = await bookSlot(db(), getMailer(env, db()), kind, parsed.output);
    const when = formatSlot(booking.slot);
    return {
      status: "booked",
      slotId: booking.slot.id,
      message: kind === "callback" ? `Your callback is booked for ${when} (UK time). We will call you on ${parsed.output.phone}.` : `Your place on "${booking.slot.title}" is booked for ${when} (UK time).`,
    } satisfies BookingActionResult;
  } catch (error) {
    if (error instanceof SlotUnavailableError) {
      return data<BookingActionResult>({ status: "invalid", fieldErrors: { slotId: { friendlyName: "Time", errors: [SLOT_TAKEN] } } }, { status: 422 });
    }
    throw error;
  }
}

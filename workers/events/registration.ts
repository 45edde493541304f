/**
 * Registering for a webinar: a place (the capacity counted in D1), one per address and webinar,
 * passed to the webinar provider, and a confirmation mail in the page's language with the join
 * link, a calendar file and a cancel link. The cancel link works without signing in and frees
 * the place; a reminder with its own cancel link goes out once, a day before the start.
 * Cancel links are random and stored only as SHA-256 hashes.
 */
import { and, count, eq, gt, isNull, lte, or } from "drizzle-orm";
import { buildUrl } from "@common/routes";
import { type Locale, isLocale } from "@common/locale";
import { DEFAULT_LOCALE } from "@common/constants";
import { type WebinarRegistrationInput, webinarCancelSchema, webinarRegistrationSchema } from "@common/schemas/events";
import { type Database, webinarRegistrations } from "../db";
import { type OperationResult, defineOperation, done, invalidField, refuse } from "../operation";
import { type Translator, mailLanguage, serverText } from "../i18n";
import { siteOrigin, type OutboxMail, sendThroughOutbox, type Webinar, type WebinarsService, getWebinars } from "../services";
import type { SessionUser } from "../session";
import { calendarAttachment, webinarCalendar } from "./calendar";

export const WEBINAR_REGISTRATION_RATE_LIMIT = { name: "webinar-registration", limit: 5, windowSeconds: 600 };
/** The reminder goes out once the start is this close. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60_000;

export const WEBINAR_FULL = "This webinar is full: every place has been taken. Look at upcoming webinars for the next sessions.";
export const WEBINAR_CLOSED = "This webinar has started, so registration is closed.";
export const WEBINAR_GONE = "There is no such webinar. It may have been cancelled.";
export const ALREADY_REGISTERED = "You are already registered for this webinar with this address. Your confirmation mail has the link to join.";
export const PROVIDER_FAILED = "We could not register you just now. Please try again in a few minutes.";
export const CANCEL_LINK_UNKNOWN = "This cancel link does not work any more: the place may already be cancelled, or the webinar is over.";

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** 32 random bytes as base64url: 43 characters, nothing to guess. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Places still free at a webinar; null when the provider sets no limit. */
export async function placesLeft(db: Database, webinar: Pick<Webinar, "id" | "capacity">): Promise<number | null> {
  if (webinar.capacity === null) return null;
  const [row] = await db.select({ n: count() }).from(webinarRegistrations).where(eq(webinarRegistrations.webinarId, webinar.id));
  return Math.max(0, webinar.capacity - (row?.n ?? 0));
}

type RegistrationRow = typeof webinarRegistrations.$inferSelect;

function localeOf(row: Pick<RegistrationRow, "locale">): Locale {
  return isLocale(row.locale) ? row.locale : (DEFAULT_LOCALE as Locale);
}

/** "Thursday 3 December 2026, 14:00 GMT" in the webinar's own zone and the mail's language. */
function whenOf(row: Pick<RegistrationRow, "startTime" | "timezone">, t: Translator): string {
  return `${new Intl.DateTimeFormat(t.intlLocale, { dateStyle: "full", timeStyle: "short", timeZone: row.timezone }).format(row.startTime)} (${row.timezone.replace("_", " ")})`;
}

/** The mail about a registration (the confirmation or the reminder), with the calendar file. */
function registrationMail(env: Env, row: RegistrationRow, token: string, kind: "confirmation" | "reminder"): OutboxMail {
  const locale = localeOf(row);
  const t = serverText(locale);
  const origin = siteOrigin(env);
  const pageUrl = origin + buildUrl("WebinarDetail", { webinarId: row.webinarId }, { locale });
  const cancelUrl = origin + buildUrl("WebinarCancel", {}, { locale, query: { token } });
  const values = { name: row.name, topic: row.topic, when: whenOf(row, t), joinUrl: row.joinUrl, cancelUrl, pageUrl };
  const join = row.joinUrl
    ? t.text("Join the webinar with this link: {joinUrl}", values)
    : t.text("Our training team will send you the link to join before the webinar starts.");
  const lead =
    kind === "confirmation"
      ? t.text('You are registered for the webinar "{topic}" on {when}.', values)
      : t.text('A reminder: the webinar "{topic}" starts in less than a day, on {when}.', values);
  const text = [
    t.text("Hello {name},", values),
    lead,
    join,
    t.text("The calendar file attached to this mail adds the webinar to your calendar.", values),
    t.text("About the webinar: {pageUrl}", values),
    t.text("If you can no longer come, cancel your place with this link, so that someone else can have it: {cancelUrl}", values),
    "Dolphin Computer Access",
  ].join("\n\n");
  const calendar = webinarCalendar(
    {
      registrationId: row.id,
      topic: row.topic,
      startTime: row.startTime,
      duration: row.duration,
      joinUrl: row.joinUrl,
      pageUrl,
      description: [join, values.pageUrl].join("\n\n"),
    },
    new URL(origin).host,
  );
  return {
    tag: `webinar-${kind}:${row.id}`,
    to: row.email,
    subject: kind === "confirmation" ? t.text("You are registered: {topic}", values) : t.text("Reminder: {topic}", values),
    text: `${text}\n`,
    lang: mailLanguage(locale),
    attachments: [calendarAttachment(calendar)],
  };
}

interface RegisterContext {
  env: Env;
  db: Database;
  locale: Locale;
  user: SessionUser | null;
}

/** Registers one person (the operation's effect, given its provider so tests can hand it a stand-in). */
export async function registerWith(
  provider: WebinarsService,
  { env, db, locale, user }: RegisterContext,
  input: WebinarRegistrationInput,
  now = Date.now(),
): Promise<OperationResult<{ id: number; message: { id: string; values: Record<string, string> } }>> {
  const webinar = await provider.get(input.webinarId);
  if (!webinar) return refuse(404, WEBINAR_GONE);
  if (Date.parse(webinar.startTime) <= now) return refuse(409, WEBINAR_CLOSED);
  const emailKey = input.email.toLowerCase();
  const mine = and(eq(webinarRegistrations.webinarId, webinar.id), eq(webinarRegistrations.emailKey, emailKey));
  if (await db.select({ id: webinarRegistrations.id }).from(webinarRegistrations).where(mine).get())
    return invalidField("email", "Email address", ALREADY_REGISTERED);
  if ((await placesLeft(db, webinar)) === 0) return refuse(409, WEBINAR_FULL);

  let registration;
  try {
    registration = await provider.register(webinar, { name: input.name, email: input.email, question: input.question });
  } catch (error) {
    console.error("webinar registration failed at the provider", error);
    return refuse(502, PROVIDER_FAILED);
  }
  const token = newToken();
  const [row] = await db
    .insert(webinarRegistrations)
    .values({
      webinarId: webinar.id,
      topic: webinar.topic,
      startTime: new Date(webinar.startTime),
      timezone: webinar.timezone,
      duration: webinar.duration,
      joinUrl: registration.joinUrl,
      providerRegistrantId: registration.registrantId,
      name: input.name,
      email: input.email,
      emailKey,
      question: input.question,
      locale,
      accountId: user?.userId ?? null,
      cancelTokenHash: await sha256(token),
      createdAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning();
  // Two posts at once: the unique index keeps one; the place check after the insert keeps the capacity.
  if (!row) return invalidField("email", "Email address", ALREADY_REGISTERED);
  if (webinar.capacity !== null) {
    const [ahead] = await db
      .select({ n: count() })
      .from(webinarRegistrations)
      .where(and(eq(webinarRegistrations.webinarId, webinar.id), lte(webinarRegistrations.id, row.id)));
    if ((ahead?.n ?? 0) > webinar.capacity) {
      await db.delete(webinarRegistrations).where(eq(webinarRegistrations.id, row.id));
      await provider.cancel(webinar.id, registration.registrantId, input.email).catch((error) => console.error("webinar cancel at the provider failed", error));
      return refuse(409, WEBINAR_FULL);
    }
  }
  await sendThroughOutbox(env, db, [registrationMail(env, row, token, "confirmation")], now);
  const message = {
    id: 'You are registered for "{topic}". We have sent the link to join and a calendar file to {email}.',
    values: { topic: webinar.topic, email: input.email },
  };
  return done({ id: row.id, message }, { status: 201, message });
}

/** POST webinars/{webinarId}/registrations and the webinar page's form. */
export const registerForWebinar = defineOperation({
  name: "webinar-registration",
  input: webinarRegistrationSchema,
  access: "anyone",
  rateLimit: WEBINAR_REGISTRATION_RATE_LIMIT,
  failureMessage: PROVIDER_FAILED,
  run: (context, input) => registerWith(getWebinars(context.env, context.db), context, input),
});

/** The registration a cancel link names (from the confirmation or the reminder), or null. */
export async function registrationByToken(db: Database, token: string): Promise<RegistrationRow | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const hash = await sha256(token);
  return (
    (await db
      .select()
      .from(webinarRegistrations)
      .where(or(eq(webinarRegistrations.cancelTokenHash, hash), eq(webinarRegistrations.reminderTokenHash, hash)))
      .get()) ?? null
  );
}

export async function cancelWith(
  provider: WebinarsService,
  db: Database,
  token: string,
): Promise<OperationResult<{ message: { id: string; values: Record<string, string> } }>> {
  const row = await registrationByToken(db, token);
  if (!row) return refuse(404, CANCEL_LINK_UNKNOWN);
  const deleted = await db.delete(webinarRegistrations).where(eq(webinarRegistrations.id, row.id)).returning({ id: webinarRegistrations.id });
  if (deleted.length === 0) return refuse(404, CANCEL_LINK_UNKNOWN);
  // The place is free here whatever the provider answers; a failure there is logged for staff.
  await provider.cancel(row.webinarId, row.providerRegistrantId, row.email).catch((error) => console.error("webinar cancel at the provider failed", error));
  const message = { id: 'Your place at "{topic}" is cancelled. Thank you for letting us know.', values: { topic: row.topic } };
  return done({ message }, { message });
}

/** POST webinars/registrations/cancel and the cancel page's button: works without signing in. */
export const cancelWebinarRegistration = defineOperation({
  name: "webinar-registration-cancel",
  input: webinarCancelSchema,
  access: "anyone",
  // Its own count: guessing tokens is hopeless anyway, and a cancel should not use up registrations.
  rateLimit: { name: "webinar-cancel", limit: 10, windowSeconds: 600 },
  run: ({ env, db }, { token }) => cancelWith(getWebinars(env, db), db, token),
});

/**
 * The scheduled job: each registration whose webinar starts within a day gets its reminder once.
 * A registration is claimed (its reminder time set) before its mail is queued, so two runs at
 * once, or a run after a moved clock, never send it twice.
 */
export async function sendWebinarReminders(env: Env, db: Database, now = Date.now()): Promise<number> {
  const due = await db
    .select({ id: webinarRegistrations.id })
    .from(webinarRegistrations)
    .where(
      and(
        isNull(webinarRegistrations.reminderSentAt),
        gt(webinarRegistrations.startTime, new Date(now)),
        lte(webinarRegistrations.startTime, new Date(now + REMINDER_BEFORE_MS)),
      ),
    )
    .limit(100);
  const mails: OutboxMail[] = [];
  for (const { id } of due) {
    const token = newToken();
    const [claimed] = await db
      .update(webinarRegistrations)
      .set({ reminderSentAt: new Date(now), reminderTokenHash: await sha256(token) })
      .where(and(eq(webinarRegistrations.id, id), isNull(webinarRegistrations.reminderSentAt)))
      .returning();
    if (claimed) mails.push(registrationMail(env, claimed, token, "reminder"));
  }
  const [first, ...rest] = mails;
  if (first) await sendThroughOutbox(env, db, [first, ...rest], now);
  return mails.length;
}

/** The registrations of one webinar, oldest first, for the staff desk. */
export function listRegistrations(db: Database, webinarId: number) {
  return db.select().from(webinarRegistrations).where(eq(webinarRegistrations.webinarId, webinarId)).orderBy(webinarRegistrations.id);
}

export type { RegistrationRow };

/**
 * What the premium area's tests share: calls to /api/v1/easyreader-premium/* as a signed-in
 * account (or none), an organisation with an admin and a teacher, and small database reads.
 */
import { SELF, env } from "cloudflare:test";
import { expect } from "vitest";
import { type SignedInUser, createSignedInUser } from "../helpers/auth";

export const BASE = "http://localhost/api/v1/easyreader-premium";
export const DAY = 24 * 60 * 60 * 1000;

export type Json = Record<string, any>;

export async function call(user: SignedInUser | null, path: string, fields: Record<string, string | number> = {}, init: RequestInit = {}) {
  const response = await SELF.fetch(`${BASE}/${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Requested-With": "XMLHttpRequest",
      ...(user ? { Cookie: user.cookie } : {}),
    },
    body: new URLSearchParams(Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]))).toString(),
    ...init,
  });
  const body = (await response.json()) as Json;
  return { status: response.status, body };
}

export async function get(user: SignedInUser, path: string) {
  const response = await SELF.fetch(`${BASE}/${path}`, { headers: { Cookie: user.cookie, "X-Requested-With": "XMLHttpRequest" } });
  return { status: response.status, body: (await response.json()) as Json };
}

let orgCounter = 0;
/** An organisation with one admin and one teacher (both signed in). */
export async function makeOrg(options: { seats?: number; expiresAt?: number; name?: string } = {}) {
  orgCounter++;
  const name = options.name ?? `Hollybrook Academy ${orgCounter}`;
  const org = await env.DB.prepare("INSERT INTO premium_organisations (name, seats_purchased, expires_at) VALUES (?1, ?2, ?3) RETURNING id")
    .bind(name, options.seats ?? 30, options.expiresAt ?? Date.now() + 300 * DAY)
    .first<{ id: number }>();
  const admin = await createSignedInUser(env, { email: `admin${orgCounter}@hollybrook${orgCounter}.sch.uk` });
  const teacher = await createSignedInUser(env, { email: `teacher${orgCounter}@hollybrook${orgCounter}.sch.uk` });
  for (const [user, role] of [
    [admin, "admin"],
    [teacher, "teacher"],
  ] as const) {
    await env.DB.prepare("INSERT INTO premium_staff (organisation_id, account_id, email, role, joined_at) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(org!.id, user.userId, user.email, role, Date.now())
      .run();
  }
  return { id: org!.id, name, admin, teacher };
}

/** A signed-in account on no organisation's team. */
export function signInOutsider(): Promise<SignedInUser> {
  return createSignedInUser(env, { email: "someone@elsewhere.example" });
}

export async function staffIdOf(orgId: number, email: string) {
  const row = await env.DB.prepare("SELECT id FROM premium_staff WHERE organisation_id = ?1 AND email = ?2").bind(orgId, email).first<{ id: number }>();
  return row!.id;
}

export async function studentCount(orgId: number) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM premium_students WHERE organisation_id = ?1").bind(orgId).first<{ n: number }>();
  return row!.n;
}

/** Proves an account's address as its owner would: with the code mailed to it. */
export async function proveAddress(user: SignedInUser) {
  const { resendProof, proveWithCode } = await import("../../workers/identity/email-proof");
  const { getDb } = await import("../../workers/db/client");
  await resendProof(env, getDb(env.DB), user.email, `proof-${user.userId}`);
  const mail = await env.DB.prepare("SELECT text_body FROM mail_messages WHERE to_address = ?1 AND tag = 'email-proof' ORDER BY id DESC")
    .bind(user.email)
    .first<string>("text_body");
  const code = /Your code is (\d{6})/.exec(mail!)![1]!;
  expect(await proveWithCode(env, getDb(env.DB), { email: user.email, code }, `proof-${user.userId}`)).toMatchObject({ proved: true });
}

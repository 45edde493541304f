/** Invite codes: created, changed and deleted by the team, stored as unlock codes. */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { SignedInUser } from "../helpers/auth";
import { call, makeOrg, signInOutsider } from "./helpers";

let outsider: SignedInUser;
beforeAll(async () => {
  outsider = await signInOutsider();
});

describe("invite codes", () => {
  it("creates, updates and deletes codes (admin or teacher), stored as unlock codes", async () => {
    const org = await makeOrg();
    const created = await call(org.teacher, "generate-invite", { organisationId: org.id, label: "Year 9 English", maxUses: 28, expiresInDays: 30 });
    expect(created.status).toBe(201);
    expect(created.body.code).toMatch(/^RDR-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const unlock = await env.DB.prepare("SELECT max_uses, uses FROM unlock_codes WHERE code = ?1").bind(created.body.code).first();
    expect(unlock).toEqual({ max_uses: 28, uses: 0 });

    const updated = await call(org.admin, "update-invite", {
      organisationId: org.id,
      inviteId: created.body.id,
      label: "Year 9 English (set 2)",
      maxUses: 30,
      expiresInDays: 60,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ label: "Year 9 English (set 2)", maxUses: 30 });

    expect((await call(outsider, "delete-invite", { organisationId: org.id, inviteId: created.body.id })).status).toBe(403);
    const other = await makeOrg();
    expect((await call(other.admin, "delete-invite", { organisationId: other.id, inviteId: created.body.id })).status).toBe(404);
    expect((await call(org.teacher, "delete-invite", { organisationId: org.id, inviteId: created.body.id })).status).toBe(200);
    expect((await call(org.teacher, "get-invites", { organisationId: org.id })).body.invites).toEqual([]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM unlock_codes WHERE code = ?1").bind(created.body.code).first("n")).toBe(0);
  });
});

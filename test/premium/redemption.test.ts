/** Joining with an organisation's invite code: on the status page and through the premium reader unlock form. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../helpers/auth";
import { call, get, makeOrg, studentCount } from "./helpers";

describe("joining with an invite code", () => {
  it("gives a seat to each student who uses a code, up to its limit", async () => {
    const org = await makeOrg();
    const { body: invite } = await call(org.teacher, "generate-invite", { organisationId: org.id, label: "Reading club", maxUses: 2, expiresInDays: 7 });
    const students = await Promise.all([1, 2, 3].map((n) => createSignedInUser(env, { email: `reader${n}.club${org.id}@home.example` })));

    const first = await call(students[0]!, "join", { code: invite.code.toLowerCase().replaceAll("-", " ") });
    expect(first.status).toBe(200);
    expect(first.body.organisationName).toBe(org.name);
    expect((await get(students[0]!, "status")).body.seat).toMatchObject({ organisationId: org.id, joinedVia: "invite-code" });
    expect((await call(students[0]!, "join", { code: invite.code })).status).toBe(409);

    expect((await call(students[1]!, "join", { code: invite.code })).status).toBe(200);
    const third = await call(students[2]!, "join", { code: invite.code });
    expect(third.status).toBe(422);
    expect(third.body.errors.code.errors[0]).toContain("as many students as it allows");

    const unlock = await env.DB.prepare("SELECT uses FROM unlock_codes WHERE code = ?1").bind(invite.code).first("uses");
    expect(unlock).toBe(2);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM unlock_redemptions WHERE code = ?1").bind(invite.code).first("n")).toBe(2);
    expect(await studentCount(org.id)).toBe(2);
  });

  it("refuses an expired code and an unknown one", async () => {
    const org = await makeOrg();
    const { body: invite } = await call(org.admin, "generate-invite", { organisationId: org.id, label: "Summer school", maxUses: 10, expiresInDays: 1 });
    await env.DB.prepare("UPDATE unlock_codes SET expires_at = ?1 WHERE code = ?2")
      .bind(Date.now() - 1000, invite.code)
      .run();
    const student = await createSignedInUser(env, { email: `late.reader${org.id}@home.example` });
    const expired = await call(student, "join", { code: invite.code });
    expect(expired.status).toBe(422);
    expect(expired.body.errors.code.errors[0]).toContain("expired");
    const unknown = await call(student, "join", { code: "RDR-ZZZZ-ZZZZ" });
    expect(unknown.body.errors.code.errors[0]).toContain("not recognised");
    expect(await studentCount(org.id)).toBe(0);
  });
});

describe("the premium reader unlock form shares the codes", () => {
  it("gives a seat for an organisation's code unlocked with a DolphinID, linked when its owner signs in", async () => {
    const org = await makeOrg();
    const { body: invite } = await call(org.teacher, "generate-invite", { organisationId: org.id, label: "Year 8 tutor group", maxUses: 5, expiresInDays: 14 });
    const email = `ruby.stone${org.id}@family.example`;
    const unlocked = await call(null, "unlock", { unlockCode: invite.code, dolphinId: email });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.redirect).toBe("/account/easyreader-premium/status");
    const seat = await env.DB.prepare("SELECT first_name, last_name, source, account_id FROM premium_students WHERE email = ?1").bind(email).first();
    expect(seat).toEqual({ first_name: "Ruby", last_name: `Stone${org.id}`, source: "invite-code", account_id: null });
    expect(await env.DB.prepare("SELECT uses FROM unlock_codes WHERE code = ?1").bind(invite.code).first("uses")).toBe(1);

    const ruby = await createSignedInUser(env, { email });
    const status = await get(ruby, "status");
    expect(status.body.seat).toMatchObject({ organisationId: org.id, joinedVia: "invite-code" });
  });

  it("refuses an expired organisation code on the unlock form, on its unlockCode field", async () => {
    const org = await makeOrg();
    const { body: invite } = await call(org.teacher, "generate-invite", { organisationId: org.id, label: "Old code", maxUses: 5, expiresInDays: 1 });
    await env.DB.prepare("UPDATE unlock_codes SET expires_at = ?1 WHERE code = ?2")
      .bind(Date.now() - 1000, invite.code)
      .run();
    const { status, body } = await call(null, "unlock", { unlockCode: invite.code, dolphinId: `late${org.id}@family.example` });
    expect(status).toBe(422);
    expect(body.errors.unlockCode.errors[0]).toContain("expired");
    expect(await studentCount(org.id)).toBe(0);
  });
});

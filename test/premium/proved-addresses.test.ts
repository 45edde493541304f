/** Trust in an address (invitations, domain seats, student rows, unlock codes) goes only to an account that has proved it. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../helpers/auth";
import { call, get, type Json, makeOrg, proveAddress, staffIdOf, studentCount } from "./helpers";

describe("trust in an address goes only to an account that has proved it", () => {
  it("does not let someone who registered an invited address accept the invitation by staffId or by link until it is proved", async () => {
    const org = await makeOrg();
    const invited = `new.admin${org.id}@hollybrook${org.id}.sch.uk`;
    expect((await call(org.admin, "send-teacher-invite", { organisationId: org.id, email: invited, role: "admin" })).status).toBe(201);
    const staffId = await staffIdOf(org.id, invited);
    const mail = await env.DB.prepare("SELECT text_body FROM mail_messages WHERE to_address = ?1").bind(invited).first<string>("text_body");
    const token = /join\?token=([\w-]+)/.exec(mail!)![1]!;

    // The attacker registers the invited address and signs in, without receiving its mail.
    const attacker = await createSignedInUser(env, { email: invited, proved: false });
    const byId = await call(attacker, "accept-teacher-invite", { staffId });
    expect(byId.status).toBe(403);
    expect(byId.body.message).toContain("Prove your email address");
    // A forwarded or leaked link is no better.
    expect((await call(attacker, "accept-teacher-invite", { token })).status).toBe(403);
    expect((await get(attacker, "status")).body.invitations).toEqual([]);
    expect((await call(attacker, "get-admins", { organisationId: org.id })).status).toBe(403);
    const row = await env.DB.prepare("SELECT account_id, joined_at FROM premium_staff WHERE id = ?1").bind(staffId).first();
    expect(row).toEqual({ account_id: null, joined_at: null });

    // Whoever reads that address's mail proves it, and then may accept.
    await proveAddress(attacker);
    expect((await get(attacker, "status")).body.invitations).toMatchObject([{ id: staffId, role: "admin" }]);
    const accepted = await call(attacker, "accept-teacher-invite", { staffId });
    expect(accepted.status).toBe(200);
    expect(accepted.body.role).toBe("admin");
  });

  it("gives no domain seat to an unproved account on an approved domain, and the seat once it is proved", async () => {
    const org = await makeOrg();
    const domain = `proof${org.id}.hollybrook.sch.uk`;
    await call(org.admin, "add-domain", { organisationId: org.id, domain });
    const pupil = await createSignedInUser(env, { email: `sam.ellis@${domain}`, proved: false });
    const before = await get(pupil, "status");
    expect(before.body.seat).toBeNull();
    expect(before.body.joinedByDomain).toBeNull();
    expect(await studentCount(org.id)).toBe(0);

    await proveAddress(pupil);
    const after = await get(pupil, "status");
    expect(after.body.joinedByDomain).toBe(org.name);
    expect(after.body.seat).toMatchObject({ organisationId: org.id, joinedVia: "domain" });
  });

  it("links a student added or imported for an address only to a DolphinID that has proved it", async () => {
    const org = await makeOrg();
    const added = await createSignedInUser(env, { email: `added${org.id}@family.example`, proved: false });
    const imported = await createSignedInUser(env, { email: `imported${org.id}@family.example`, proved: false });
    const manual = await call(org.teacher, "add-update-student", { organisationId: org.id, firstName: "Ada", lastName: "Added", email: added.email });
    expect(manual.status).toBe(201);
    const csv = `first_name,last_name,email\nIvo,Imported,${imported.email}\n`;
    expect((await call(org.teacher, "file-upload", { organisationId: org.id, csv, mode: "import" })).status).toBe(201);
    const students = (await call(org.teacher, "get-students", { organisationId: org.id })).body.students as Json[];
    expect(students.map((student) => [student.email, student.linked])).toEqual([
      [added.email, false],
      [imported.email, false],
    ]);
    // Neither unproved account sees a seat; after proving, the waiting seat is theirs.
    expect((await get(added, "status")).body.seat).toBeNull();
    await proveAddress(added);
    expect((await get(added, "status")).body.seat).toMatchObject({ organisationId: org.id, joinedVia: "manual" });
  });

  it("does not link an organisation's unlock code to an unproved account of the named DolphinID", async () => {
    const org = await makeOrg();
    const { body: invite } = await call(org.teacher, "generate-invite", { organisationId: org.id, label: "Proof test", maxUses: 5, expiresInDays: 14 });
    const holder = await createSignedInUser(env, { email: `holder${org.id}@family.example`, proved: false });
    expect((await call(null, "unlock", { unlockCode: invite.code, dolphinId: holder.email })).status).toBe(200);
    const seat = await env.DB.prepare("SELECT account_id FROM premium_students WHERE email = ?1").bind(holder.email).first("account_id");
    expect(seat).toBeNull();
    expect((await get(holder, "status")).body.seat).toBeNull();
    await proveAddress(holder);
    expect((await get(holder, "status")).body.seat).toMatchObject({ organisationId: org.id, joinedVia: "invite-code" });
  });
});

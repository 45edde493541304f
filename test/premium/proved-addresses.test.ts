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

describe("a seat or invitation for an address goes only to the account that has proved that address", () => {
  async function listedPupil(org: { id: number; teacher: Parameters<typeof call>[0] }, email: string) {
    const added = await call(org.teacher, "add-update-student", { organisationId: org.id, firstName: "Pia", lastName: "Pupil", email });
    expect(added.status).toBe(201);
    const { body: invite } = await call(org.teacher, "generate-invite", { organisationId: org.id, label: "Class 4", maxUses: 5, expiresInDays: 14 });
    return invite.code as string;
  }
  /** Whether the teacher's student list shows the pupil's seat as linked to a DolphinID. */
  async function linkedOf(org: { id: number; teacher: Parameters<typeof call>[0] }, email: string) {
    const students = (await call(org.teacher, "get-students", { organisationId: org.id })).body.students as Json[];
    return students.find((student) => student.email === email)?.linked;
  }

  it("refuses the join code to an account that registered a listed pupil's address but has not proved it", async () => {
    const org = await makeOrg();
    const pupil = `pupil${org.id}@school${org.id}.example`;
    const code = await listedPupil(org, pupil);
    const squatter = await createSignedInUser(env, { email: pupil, proved: false });

    const joined = await call(squatter, "join", { code });
    expect(joined.status).toBe(403);
    expect(joined.body.message).toContain("Prove your email address");
    expect(await linkedOf(org, pupil)).toBe(false);
    expect((await get(squatter, "status")).body.seat).toBeNull();
    const uses = await env.DB.prepare("SELECT uses FROM unlock_codes WHERE code = ?1").bind(code).first("uses");
    expect(uses).toBe(0);

    // Whoever receives the pupil's mail proves the address, and the seat is theirs.
    await proveAddress(squatter);
    expect((await get(squatter, "status")).body.seat).toMatchObject({ organisationId: org.id });
    expect(await linkedOf(org, pupil)).toBe(true);
  });

  it("refuses the join code to any unproved account, listed or not", async () => {
    const org = await makeOrg();
    const { body: invite } = await call(org.teacher, "generate-invite", { organisationId: org.id, label: "Open", maxUses: 5, expiresInDays: 14 });
    const stranger = await createSignedInUser(env, { email: `new${org.id}@family.example`, proved: false });
    expect((await call(stranger, "join", { code: invite.code })).status).toBe(403);
    expect(await studentCount(org.id)).toBe(0);
  });

  it("does not give a listed pupil's seat to a proved account of another address that names the pupil on the unlock form", async () => {
    const org = await makeOrg();
    const pupil = `listed${org.id}@school${org.id}.example`;
    const code = await listedPupil(org, pupil);
    const other = await createSignedInUser(env, { email: `other${org.id}@family.example` });

    // The address already has its seat (waiting for its owner), so the code gives nothing more.
    expect((await call(other, "unlock", { unlockCode: code, dolphinId: pupil })).status).toBe(409);
    expect((await get(other, "status")).body.seat).toBeNull();
    expect(await linkedOf(org, pupil)).toBe(false);
    const row = await env.DB.prepare("SELECT account_id FROM premium_students WHERE email = ?1").bind(pupil).first("account_id");
    expect(row).toBeNull();
    // The other account can still take a seat of its own, for its own address.
    expect((await call(other, "join", { code })).status).toBe(200);
    expect((await get(other, "status")).body.seat).toMatchObject({ organisationId: org.id });

    // The pupil, once signed in with the proved address, finds the seat waiting.
    const owner = await createSignedInUser(env, { email: pupil });
    expect((await get(owner, "status")).body.seat).toMatchObject({ organisationId: org.id, joinedVia: "manual" });
  });

  it("links an unlock naming a proved pupil to that pupil, whoever sends it", async () => {
    const org = await makeOrg();
    const owner = await createSignedInUser(env, { email: `proved${org.id}@family.example` });
    const other = await createSignedInUser(env, { email: `sender${org.id}@family.example` });
    const { body: invite } = await call(org.teacher, "generate-invite", { organisationId: org.id, label: "Class 5", maxUses: 5, expiresInDays: 14 });
    expect((await call(other, "unlock", { unlockCode: invite.code, dolphinId: owner.email })).status).toBe(200);
    const row = await env.DB.prepare("SELECT account_id FROM premium_students WHERE email = ?1").bind(owner.email).first("account_id");
    expect(row).toBe(owner.userId);
    expect((await get(other, "status")).body.seat).toBeNull();
  });

  it("does not let a proved account of another address accept a teacher invitation with its link", async () => {
    const org = await makeOrg();
    const invited = `invited${org.id}@hollybrook${org.id}.sch.uk`;
    expect((await call(org.admin, "send-teacher-invite", { organisationId: org.id, email: invited, role: "admin" })).status).toBe(201);
    const staffId = await staffIdOf(org.id, invited);
    const mail = await env.DB.prepare("SELECT text_body FROM mail_messages WHERE to_address = ?1").bind(invited).first<string>("text_body");
    const token = /join\?token=([\w-]+)/.exec(mail!)![1]!;

    const other = await createSignedInUser(env, { email: `forwarded${org.id}@family.example` });
    const refused = await call(other, "accept-teacher-invite", { token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("sent to another email address");
    expect((await call(other, "get-admins", { organisationId: org.id })).status).toBe(403);
    expect((await call(other, "accept-teacher-invite", { staffId })).status).toBe(404);
    const row = await env.DB.prepare("SELECT account_id, joined_at FROM premium_staff WHERE id = ?1").bind(staffId).first();
    expect(row).toEqual({ account_id: null, joined_at: null });

    // The link still works for the invited address's own proved DolphinID.
    const invitee = await createSignedInUser(env, { email: invited });
    expect((await call(invitee, "accept-teacher-invite", { token })).status).toBe(200);
  });
});

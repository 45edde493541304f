/** The team of an organisation: invitations by mail, accepting them, roles, removal, and never without an admin. */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type SignedInUser, createSignedInUser } from "../helpers/auth";
import { call, type Json, makeOrg, signInOutsider, staffIdOf } from "./helpers";

let outsider: SignedInUser;
beforeAll(async () => {
  outsider = await signInOutsider();
});

describe("team: admins and teachers", () => {
  it("lets admins and teachers list the team, but not outsiders", async () => {
    const org = await makeOrg();
    const asTeacher = await call(org.teacher, "get-admins", { organisationId: org.id });
    expect(asTeacher.status).toBe(200);
    expect(asTeacher.body.staff.map((member: Json) => [member.email, member.role, member.status])).toEqual([
      [org.admin.email, "admin", "active"],
      [org.teacher.email, "teacher", "active"],
    ]);
    expect((await call(outsider, "get-admins", { organisationId: org.id })).status).toBe(403);
  });

  it("sends a teacher invitation by mail; the invitee accepts with the link and becomes a teacher", async () => {
    const org = await makeOrg();
    const email = `new.teacher${org.id}@hollybrook.example`;
    const sent = await call(org.admin, "send-teacher-invite", { organisationId: org.id, email: email.toUpperCase() });
    expect(sent.status).toBe(201);
    const mail = await env.DB.prepare("SELECT subject, text_body FROM mail_messages WHERE to_address = ?1")
      .bind(email)
      .first<{ subject: string; text_body: string }>();
    expect(mail!.subject).toContain(org.name);
    const token = /join\?token=([\w-]+)/.exec(mail!.text_body)![1]!;

    const again = await call(org.admin, "send-teacher-invite", { organisationId: org.id, email });
    expect(again.status).toBe(422);
    expect(again.body.errors.email.errors[0]).toContain("already been invited");

    const invitee = await createSignedInUser(env, { email });
    const accepted = await call(invitee, "accept-teacher-invite", { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.role).toBe("teacher");
    expect((await call(invitee, "get-students", { organisationId: org.id })).status).toBe(200);
    // The link works once.
    expect((await call(invitee, "accept-teacher-invite", { token })).status).toBe(404);
  });

  it("does not let a teacher invite, change roles, remove admins or rename", async () => {
    const org = await makeOrg();
    const adminId = await staffIdOf(org.id, org.admin.email);
    for (const [path, fields] of [
      ["send-teacher-invite", { email: "friend@hollybrook.example" }],
      ["change-admin-role", { staffId: adminId, role: "teacher" }],
      ["delete-admin", { staffId: adminId }],
      ["update-org-name", { name: "Teacher's school" }],
      ["add-domain", { domain: `t${org.id}.example.org` }],
    ] as const) {
      const { status, body } = await call(org.teacher, path, { organisationId: org.id, ...fields });
      expect(status, path).toBe(403);
      expect(body.message).toBe("Only an admin of this organisation can do that.");
    }
    const admin = await env.DB.prepare("SELECT role FROM premium_staff WHERE id = ?1").bind(adminId).first<{ role: string }>();
    expect(admin!.role).toBe("admin");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM mail_messages WHERE to_address = 'friend@hollybrook.example'").first("n")).toBe(0);
  });

  it("resends an invitation with a new link and the old one stops working", async () => {
    const org = await makeOrg();
    const email = `resend${org.id}@hollybrook.example`;
    await call(org.admin, "send-teacher-invite", { organisationId: org.id, email });
    const staffId = await staffIdOf(org.id, email);
    expect((await call(org.teacher, "resend-teacher-invite", { organisationId: org.id, staffId })).status).toBe(403);
    expect((await call(org.admin, "resend-teacher-invite", { organisationId: org.id, staffId })).status).toBe(200);
    const mails = await env.DB.prepare("SELECT text_body FROM mail_messages WHERE to_address = ?1 ORDER BY id").bind(email).all<{ text_body: string }>();
    expect(mails.results).toHaveLength(2);
    const [oldToken, newToken] = mails.results.map((mail) => /join\?token=([\w-]+)/.exec(mail.text_body)![1]!);
    const invitee = await createSignedInUser(env, { email });
    expect((await call(invitee, "accept-teacher-invite", { token: oldToken! })).status).toBe(404);
    expect((await call(invitee, "accept-teacher-invite", { token: newToken! })).status).toBe(200);
  });

  it("refuses an expired invitation", async () => {
    const org = await makeOrg();
    const email = `late${org.id}@hollybrook.example`;
    await call(org.admin, "send-teacher-invite", { organisationId: org.id, email });
    await env.DB.prepare("UPDATE premium_staff SET invite_expires_at = ?1 WHERE email = ?2")
      .bind(Date.now() - 1000, email)
      .run();
    const mail = await env.DB.prepare("SELECT text_body FROM mail_messages WHERE to_address = ?1").bind(email).first<{ text_body: string }>();
    const token = /join\?token=([\w-]+)/.exec(mail!.text_body)![1]!;
    const invitee = await createSignedInUser(env, { email });
    const { status, body } = await call(invitee, "accept-teacher-invite", { token });
    expect(status).toBe(410);
    expect(body.message).toContain("expired");
  });

  it("changes roles, and never removes or demotes the last admin", async () => {
    const org = await makeOrg();
    const adminId = await staffIdOf(org.id, org.admin.email);
    const teacherId = await staffIdOf(org.id, org.teacher.email);

    const demoteSelf = await call(org.admin, "change-admin-role", { organisationId: org.id, staffId: adminId, role: "teacher" });
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.body.message).toContain("at least one admin");
    const removeSelf = await call(org.admin, "delete-admin", { organisationId: org.id, staffId: adminId });
    expect(removeSelf.status).toBe(409);

    expect((await call(org.admin, "change-admin-role", { organisationId: org.id, staffId: teacherId, role: "admin" })).status).toBe(200);
    // Two admins now: the first may step down, and then the second is the last one.
    expect((await call(org.admin, "delete-admin", { organisationId: org.id, staffId: adminId })).status).toBe(200);
    expect((await call(org.admin, "get-admins", { organisationId: org.id })).status).toBe(403);
    expect((await call(org.teacher, "delete-admin", { organisationId: org.id, staffId: teacherId })).status).toBe(409);
    const admins = await env.DB.prepare("SELECT count(*) AS n FROM premium_staff WHERE organisation_id = ?1 AND role = 'admin'").bind(org.id).first("n");
    expect(admins).toBe(1);
  });

  it("cannot reach a team member of another organisation by id", async () => {
    const org = await makeOrg();
    const other = await makeOrg();
    const foreignTeacher = await staffIdOf(other.id, other.teacher.email);
    const { status } = await call(org.admin, "delete-admin", { organisationId: org.id, staffId: foreignTeacher });
    expect(status).toBe(404);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM premium_staff WHERE id = ?1").bind(foreignTeacher).first("n")).toBe(1);
  });
});

describe("invitation mail", () => {
  it("queues invitation mail in the outbox with a link to the configured site, whatever the Host header says", async () => {
    const org = await makeOrg();
    const email = `outbox${org.id}@hollybrook.example`;
    const response = await SELF.fetch("http://attacker.example/api/v1/easyreader-premium/send-teacher-invite", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Requested-With": "XMLHttpRequest",
        Origin: "http://attacker.example",
        Cookie: org.admin.cookie,
      },
      body: new URLSearchParams({ organisationId: String(org.id), email }).toString(),
    });
    expect(response.status).toBe(201);
    const { siteOrigin } = await import("../../workers/services/mail");
    const queued = await env.DB.prepare("SELECT tag, text_body, delivered_at FROM support_outbox WHERE to_address = ?1")
      .bind(email)
      .first<{ tag: string; text_body: string; delivered_at: number | null }>();
    expect(queued?.tag).toBe(`premium-teacher-invite:${org.id}`);
    expect(queued?.delivered_at).not.toBeNull();
    // Delivered: the outbox no longer holds the link, which is stored elsewhere only as a hash.
    expect(queued?.text_body).not.toContain("token=");
    const mail = await env.DB.prepare("SELECT text_body FROM mail_messages WHERE to_address = ?1").bind(email).first<string>("text_body");
    expect(mail).toContain(`${siteOrigin(env)}/account/easyreader-premium/join?token=`);
    expect(mail).not.toContain("attacker.example");
  });
});

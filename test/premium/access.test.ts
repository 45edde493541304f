/** Access to the premium area: a session first, then the caller's role in the organisation each operation names. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../helpers/auth";
import { call, get, makeOrg, staffIdOf, studentCount } from "./helpers";

describe("sign-in and organisation checks", () => {
  it("refuses every operation without a session", async () => {
    const org = await makeOrg();
    const { status, body } = await call(null, "get-students", { organisationId: org.id });
    expect(status).toBe(401);
    expect(body.message).toContain("Sign in");
  });

  it("refuses someone from another organisation, for reads and writes alike", async () => {
    const org = await makeOrg();
    const other = await makeOrg();
    for (const [path, fields] of [
      ["get-admins", {}],
      ["get-students", {}],
      ["get-analytics", {}],
      ["get-domains", {}],
      ["get-invites", {}],
      ["generate-invite", { label: "Year 9", maxUses: 5, expiresInDays: 7 }],
      ["add-update-student", { firstName: "Sam", lastName: "Reid" }],
      ["update-org-name", { name: "Taken over" }],
      ["add-domain", { domain: "takeover.example" }],
      ["delete-domain", { domainId: 1 }],
      ["update-invite", { inviteId: 1, label: "Taken over", maxUses: 5, expiresInDays: 7 }],
      ["delete-invite", { inviteId: 1 }],
      ["delete-student", { studentId: 1 }],
      ["change-admin-role", { staffId: 1, role: "admin" }],
      ["delete-admin", { staffId: 1 }],
      ["file-upload", { mode: "import", csv: "firstName,lastName\nSam,Reid\n" }],
    ] as const) {
      const { status, body } = await call(other.admin, path, { organisationId: org.id, ...fields });
      expect(status, path).toBe(403);
      expect(body.message).toContain("not on the team");
    }
    expect(await studentCount(org.id)).toBe(0);
    const name = await env.DB.prepare("SELECT name FROM premium_organisations WHERE id = ?1").bind(org.id).first<{ name: string }>();
    expect(name!.name).toBe(org.name);
  });

  it("answers a missing organisation exactly as a forbidden one", async () => {
    const org = await makeOrg();
    const missing = await call(org.admin, "get-students", { organisationId: 999999 });
    expect(missing.status).toBe(403);
    expect(missing.body.message).toContain("not on the team");
  });

  it("validates payloads with 422 per field", async () => {
    const org = await makeOrg();
    const { status, body } = await call(org.admin, "add-update-student", { organisationId: org.id, firstName: " ", lastName: "", email: "not-an-email" });
    expect(status).toBe(422);
    expect(body.type).toBe("inputs");
    expect(body.errors.firstName).toEqual({ friendlyName: "First name", errors: ["First name is required"] });
    expect(body.errors.email.errors[0]).toContain("valid email address");
  });
});

describe("a student of the organisation", () => {
  it("is refused every team operation", async () => {
    const org = await makeOrg();
    const domain = `kids${org.id}.hollybrook.sch.uk`;
    await call(org.admin, "add-domain", { organisationId: org.id, domain });
    const student = await createSignedInUser(env, { email: `sam.lee@${domain}` });
    expect((await get(student, "status")).body.seat.organisationId).toBe(org.id);
    const teacherId = await staffIdOf(org.id, org.teacher.email);
    const operations: [string, Record<string, string | number>][] = [
      ["get-admins", {}],
      ["get-students", {}],
      ["get-analytics", {}],
      ["get-domains", {}],
      ["get-invites", {}],
      ["generate-invite", { label: "Mine", maxUses: 1, expiresInDays: 1 }],
      ["update-invite", { inviteId: 1, label: "Mine", maxUses: 1, expiresInDays: 1 }],
      ["delete-invite", { inviteId: 1 }],
      ["send-teacher-invite", { email: "me@example.org" }],
      ["resend-teacher-invite", { staffId: teacherId }],
      ["change-admin-role", { staffId: teacherId, role: "admin" }],
      ["delete-admin", { staffId: teacherId }],
      ["update-org-name", { name: "Mine now" }],
      ["add-domain", { domain: `mine${org.id}.example.org` }],
      ["delete-domain", { domainId: 1 }],
      ["add-update-student", { firstName: "Sam", lastName: "Lee" }],
      ["delete-student", { studentId: 1 }],
      ["file-upload", { csv: "first_name,last_name\nA,B" }],
    ];
    for (const [path, fields] of operations) {
      const { status } = await call(student, path, { organisationId: org.id, ...fields });
      expect(status, path).toBe(403);
    }
    expect((await get(student, `generate-username?organisationId=${org.id}&firstName=A&lastName=B`)).status).toBe(403);
    expect(await studentCount(org.id)).toBe(1);
  });
});

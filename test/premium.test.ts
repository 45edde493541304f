import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type SignedInUser, createSignedInUser } from "./helpers/auth";

const BASE = "http://localhost/api/v1/easyreader-premium";
const DAY = 24 * 60 * 60 * 1000;

type Json = Record<string, any>;

async function call(user: SignedInUser | null, path: string, fields: Record<string, string | number> = {}, init: RequestInit = {}) {
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

async function get(user: SignedInUser, path: string) {
  const response = await SELF.fetch(`${BASE}/${path}`, { headers: { Cookie: user.cookie, "X-Requested-With": "XMLHttpRequest" } });
  return { status: response.status, body: (await response.json()) as Json };
}

let orgCounter = 0;
/** An organisation with one admin and one teacher (both signed in), plus an outsider. */
async function makeOrg(options: { seats?: number; expiresAt?: number; name?: string } = {}) {
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

async function staffIdOf(orgId: number, email: string) {
  const row = await env.DB.prepare("SELECT id FROM premium_staff WHERE organisation_id = ?1 AND email = ?2").bind(orgId, email).first<{ id: number }>();
  return row!.id;
}
async function studentCount(orgId: number) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM premium_students WHERE organisation_id = ?1").bind(orgId).first<{ n: number }>();
  return row!.n;
}

let outsider: SignedInUser;
beforeAll(async () => {
  outsider = await createSignedInUser(env, { email: "someone@elsewhere.example" });
});

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
    const mail = await env.DB.prepare("SELECT subject, text_body FROM mail_messages WHERE to_address = ?1").bind(email).first<{ subject: string; text_body: string }>();
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
    await env.DB.prepare("UPDATE premium_staff SET invite_expires_at = ?1 WHERE email = ?2").bind(Date.now() - 1000, email).run();
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

  it("renames the organisation (admin only)", async () => {
    const org = await makeOrg();
    const { status } = await call(org.admin, "update-org-name", { organisationId: org.id, name: "Hollybrook Academy Trust" });
    expect(status).toBe(200);
    const row = await env.DB.prepare("SELECT name FROM premium_organisations WHERE id = ?1").bind(org.id).first<{ name: string }>();
    expect(row!.name).toBe("Hollybrook Academy Trust");
  });
});

describe("domains and auto-join", () => {
  it("adds and removes domains (admin only; teachers may list them)", async () => {
    const org = await makeOrg();
    const domain = `students${org.id}.hollybrook.sch.uk`;
    const added = await call(org.admin, "add-domain", { organisationId: org.id, domain: `@${domain.toUpperCase()}` });
    expect(added.status).toBe(201);
    expect(added.body.domain).toBe(domain);
    const listed = await call(org.teacher, "get-domains", { organisationId: org.id });
    expect(listed.body.domains.map((row: Json) => row.domain)).toEqual([domain]);
    expect((await call(org.teacher, "delete-domain", { organisationId: org.id, domainId: added.body.id })).status).toBe(403);
    expect((await call(org.admin, "delete-domain", { organisationId: org.id, domainId: added.body.id })).status).toBe(200);
    expect((await call(org.admin, "get-domains", { organisationId: org.id })).body.domains).toEqual([]);
  });

  it("refuses public mail services, bad names and another organisation's domain", async () => {
    const org = await makeOrg();
    const other = await makeOrg();
    expect((await call(org.admin, "add-domain", { organisationId: org.id, domain: "gmail.com" })).body.errors.domain.errors[0]).toContain("public email service");
    expect((await call(org.admin, "add-domain", { organisationId: org.id, domain: "not a domain" })).status).toBe(422);
    await call(other.admin, "add-domain", { organisationId: other.id, domain: `shared${org.id}.example.org` });
    const clash = await call(org.admin, "add-domain", { organisationId: org.id, domain: `shared${org.id}.example.org` });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.domain.errors[0]).toContain("another organisation");
  });

  it("gives a seat automatically to a DolphinID in an approved domain, and only to them", async () => {
    const org = await makeOrg();
    const domain = `pupils${org.id}.hollybrook.sch.uk`;
    await call(org.admin, "add-domain", { organisationId: org.id, domain });
    const pupil = await createSignedInUser(env, { email: `maya.okafor@${domain}` });
    const status = await get(pupil, "status");
    expect(status.status).toBe(200);
    expect(status.body.joinedByDomain).toBe(org.name);
    expect(status.body.seat).toMatchObject({ organisationId: org.id, organisationName: org.name, username: "mokafor", joinedVia: "domain" });
    expect(status.body.team).toEqual([]);
    // A student sees their own status and nothing of the organisation.
    expect((await call(pupil, "get-students", { organisationId: org.id })).status).toBe(403);
    expect((await call(pupil, "get-analytics", { organisationId: org.id })).status).toBe(403);
    // Visiting again does not take a second seat.
    await get(pupil, "status");
    expect(await studentCount(org.id)).toBe(1);

    const stranger = await createSignedInUser(env, { email: `maya.okafor${org.id}@another-school.example` });
    expect((await get(stranger, "status")).body.seat).toBeNull();
  });

  it("does not auto-join when the seats are full or the subscription has ended", async () => {
    const full = await makeOrg({ seats: 0 });
    await call(full.admin, "add-domain", { organisationId: full.id, domain: `full${full.id}.example.org` });
    const first = await createSignedInUser(env, { email: `a@full${full.id}.example.org` });
    expect((await get(first, "status")).body.seat).toBeNull();

    const ended = await makeOrg({ expiresAt: Date.now() - DAY });
    await call(ended.admin, "add-domain", { organisationId: ended.id, domain: `ended${ended.id}.example.org` });
    const second = await createSignedInUser(env, { email: `b@ended${ended.id}.example.org` });
    expect((await get(second, "status")).body.seat).toBeNull();
  });
});

describe("students", () => {
  it("adds a student with a proposed username, edits them, and removes them (admin or teacher)", async () => {
    const org = await makeOrg();
    const proposal = await get(org.teacher, `generate-username?organisationId=${org.id}&firstName=Zo%C3%AB&lastName=O'Brien`);
    expect(proposal.body.username).toBe("zobrien");

    const added = await call(org.teacher, "add-update-student", { organisationId: org.id, firstName: "Zoë", lastName: "O'Brien", className: "Year 8" });
    expect(added.status).toBe(201);
    expect(added.body.username).toBe("zobrien");
    const second = await call(org.admin, "add-update-student", { organisationId: org.id, firstName: "Zak", lastName: "Obrien" });
    expect(second.body.username).toBe("zobrien2");

    const edited = await call(org.admin, "add-update-student", {
      organisationId: org.id,
      studentId: added.body.id,
      firstName: "Zoë",
      lastName: "O'Brien",
      username: "zoe.obrien",
      email: "zoe@hollybrook.example",
      className: "Year 9",
    });
    expect(edited.status).toBe(200);
    const list = await call(org.teacher, "get-students", { organisationId: org.id, search: "year 9" });
    expect(list.body.students).toHaveLength(1);
    expect(list.body.students[0]).toMatchObject({ username: "zoe.obrien", email: "zoe@hollybrook.example", className: "Year 9" });
    expect(list.body.seatsUsed).toBe(2);

    const clash = await call(org.admin, "add-update-student", { organisationId: org.id, studentId: second.body.id, firstName: "Zak", lastName: "Obrien", username: "zoe.obrien" });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.username.errors[0]).toContain("taken");

    expect((await call(outsider, "delete-student", { organisationId: org.id, studentId: second.body.id })).status).toBe(403);
    expect((await call(org.teacher, "delete-student", { organisationId: org.id, studentId: second.body.id })).status).toBe(200);
    expect(await studentCount(org.id)).toBe(1);
  });

  it("cannot edit or remove a student of another organisation", async () => {
    const org = await makeOrg();
    const other = await makeOrg();
    const theirs = await call(other.admin, "add-update-student", { organisationId: other.id, firstName: "Priya", lastName: "Shah" });
    const edit = await call(org.admin, "add-update-student", { organisationId: org.id, studentId: theirs.body.id, firstName: "Hacked", lastName: "Name" });
    expect(edit.status).toBe(404);
    expect((await call(org.admin, "delete-student", { organisationId: org.id, studentId: theirs.body.id })).status).toBe(404);
    const row = await env.DB.prepare("SELECT first_name FROM premium_students WHERE id = ?1").bind(theirs.body.id).first<{ first_name: string }>();
    expect(row!.first_name).toBe("Priya");
  });

  it("refuses a student when every seat is taken", async () => {
    const org = await makeOrg({ seats: 1 });
    expect((await call(org.admin, "add-update-student", { organisationId: org.id, firstName: "Ada", lastName: "Mensah" })).status).toBe(201);
    const { status, body } = await call(org.admin, "add-update-student", { organisationId: org.id, firstName: "Ben", lastName: "Carter" });
    expect(status).toBe(409);
    expect(body.message).toContain("All 1 seats");
  });
});

describe("CSV import", () => {
  const GOOD = [
    "First name,Last name,Email,Username,Class",
    "Amara,Okafor,amara.okafor@hollybrook.example,,Year 9 English",
    '"Smith, Jr",Jones,,,Year 9 English',
    "Léa,Dubois,lea.dubois@hollybrook.example,lea.d,Year 10",
  ].join("\r\n");

  it("previews rows without writing anything, proposing usernames", async () => {
    const org = await makeOrg();
    const { status, body } = await call(org.teacher, "file-upload", { organisationId: org.id, csv: GOOD });
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.rows.map((row: Json) => [row.line, row.firstName, row.username, row.usernameGenerated])).toEqual([
      [2, "Amara", "aokafor", true],
      [3, "Smith, Jr", "sjones", true],
      [4, "Léa", "lea.d", false],
    ]);
    expect(await studentCount(org.id)).toBe(0);
  });

  it("rejects a file with bad rows whole: per-row errors, nothing written", async () => {
    const org = await makeOrg();
    await call(org.admin, "add-update-student", { organisationId: org.id, firstName: "Existing", lastName: "Pupil", username: "taken.name" });
    const bad = [
      "first_name,last_name,email,username",
      "Amara,Okafor,amara@hollybrook.example,",
      ",Jones,,",
      "Tom,Price,not-an-email,",
      "Ravi,Patel,amara@hollybrook.example,taken.name",
    ].join("\n");
    const preview = await call(org.teacher, "file-upload", { organisationId: org.id, csv: bad });
    expect(preview.body.ok).toBe(false);
    expect(preview.body.errorCount).toBe(3);
    const errorsByLine = Object.fromEntries(preview.body.rows.map((row: Json) => [row.line, row.errors]));
    expect(errorsByLine[2]).toEqual([]);
    expect(errorsByLine[3]).toEqual(["First name is required"]);
    expect(errorsByLine[4][0]).toContain("valid email address");
    expect(errorsByLine[5]).toEqual(["amara@hollybrook.example is also on row 2", "The username taken.name is taken"]);

    const imported = await call(org.teacher, "file-upload", { organisationId: org.id, csv: bad, mode: "import" });
    expect(imported.status).toBe(422);
    expect(imported.body.message).toContain("Nothing was imported");
    expect(imported.body.errors.csv.errors).toContain("Row 3: First name is required");
    expect(await studentCount(org.id)).toBe(1);
  });

  it("writes a good file whole, from a multipart upload", async () => {
    const org = await makeOrg();
    const form = new FormData();
    form.set("organisationId", String(org.id));
    form.set("mode", "import");
    form.set("file", new File([GOOD], "class-list.csv", { type: "text/csv" }));
    const response = await SELF.fetch(`${BASE}/file-upload`, { method: "POST", body: form, headers: { Cookie: org.teacher.cookie, "X-Requested-With": "XMLHttpRequest" } });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ imported: 3 });
    const rows = await env.DB.prepare("SELECT first_name, username, source FROM premium_students WHERE organisation_id = ?1 ORDER BY id").bind(org.id).all();
    expect(rows.results).toEqual([
      { first_name: "Amara", username: "aokafor", source: "import" },
      { first_name: "Smith, Jr", username: "sjones", source: "import" },
      { first_name: "Léa", username: "lea.d", source: "import" },
    ]);
  });

  it("refuses a file larger than the free seats, and a file without a header", async () => {
    const org = await makeOrg({ seats: 2 });
    const tooMany = await call(org.admin, "file-upload", { organisationId: org.id, csv: GOOD, mode: "import" });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.csv.errors[0]).toContain("only 2 of 2 seats are free");
    const noHeader = await call(org.admin, "file-upload", { organisationId: org.id, csv: "Amara,Okafor\nBen,Carter" });
    expect(noHeader.body.fileErrors[0]).toContain("first_name and last_name");
    expect(await studentCount(org.id)).toBe(0);
  });

  it("is refused to outsiders", async () => {
    const org = await makeOrg();
    expect((await call(outsider, "file-upload", { organisationId: org.id, csv: GOOD, mode: "import" })).status).toBe(403);
    expect(await studentCount(org.id)).toBe(0);
  });
});

describe("invite codes", () => {
  it("creates, updates and deletes codes (admin or teacher), stored as unlock codes", async () => {
    const org = await makeOrg();
    const created = await call(org.teacher, "generate-invite", { organisationId: org.id, label: "Year 9 English", maxUses: 28, expiresInDays: 30 });
    expect(created.status).toBe(201);
    expect(created.body.code).toMatch(/^RDR-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const unlock = await env.DB.prepare("SELECT max_uses, uses FROM unlock_codes WHERE code = ?1").bind(created.body.code).first();
    expect(unlock).toEqual({ max_uses: 28, uses: 0 });

    const updated = await call(org.admin, "update-invite", { organisationId: org.id, inviteId: created.body.id, label: "Year 9 English (set 2)", maxUses: 30, expiresInDays: 60 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ label: "Year 9 English (set 2)", maxUses: 30 });

    expect((await call(outsider, "delete-invite", { organisationId: org.id, inviteId: created.body.id })).status).toBe(403);
    const other = await makeOrg();
    expect((await call(other.admin, "delete-invite", { organisationId: other.id, inviteId: created.body.id })).status).toBe(404);
    expect((await call(org.teacher, "delete-invite", { organisationId: org.id, inviteId: created.body.id })).status).toBe(200);
    expect((await call(org.teacher, "get-invites", { organisationId: org.id })).body.invites).toEqual([]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM unlock_codes WHERE code = ?1").bind(created.body.code).first("n")).toBe(0);
  });

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
    await env.DB.prepare("UPDATE unlock_codes SET expires_at = ?1 WHERE code = ?2").bind(Date.now() - 1000, invite.code).run();
    const student = await createSignedInUser(env, { email: `late.reader${org.id}@home.example` });
    const expired = await call(student, "join", { code: invite.code });
    expect(expired.status).toBe(422);
    expect(expired.body.errors.code.errors[0]).toContain("expired");
    const unknown = await call(student, "join", { code: "RDR-ZZZZ-ZZZZ" });
    expect(unknown.body.errors.code.errors[0]).toContain("not recognised");
    expect(await studentCount(org.id)).toBe(0);
  });
});

describe("analytics", () => {
  it("counts active students and reading minutes per week, for admins and teachers only", async () => {
    const org = await makeOrg();
    const a = await call(org.admin, "add-update-student", { organisationId: org.id, firstName: "Ada", lastName: "Mensah" });
    const b = await call(org.admin, "add-update-student", { organisationId: org.id, firstName: "Ben", lastName: "Carter" });
    const now = Date.now();
    for (const [studentId, daysAgo, minutes] of [
      [a.body.id, 0, 20],
      [a.body.id, 0, 15],
      [b.body.id, 0, 30],
      [a.body.id, 7, 25],
    ] as const) {
      await env.DB.prepare("INSERT INTO premium_reading_sessions (student_id, organisation_id, started_at, minutes) VALUES (?1, ?2, ?3, ?4)")
        .bind(studentId, org.id, now - daysAgo * DAY, minutes)
        .run();
    }
    const { status, body } = await call(org.teacher, "get-analytics", { organisationId: org.id, weeks: 4 });
    expect(status).toBe(200);
    expect(body.weeks).toHaveLength(4);
    const last = body.weeks[3];
    expect(last).toMatchObject({ activeStudents: 2, readingMinutes: 65 });
    expect(body.weeks[2]).toMatchObject({ activeStudents: 1, readingMinutes: 25 });
    expect(body.totalReadingMinutes).toBe(90);
    expect((await call(outsider, "get-analytics", { organisationId: org.id })).status).toBe(403);
    expect((await call(org.teacher, "get-analytics", { organisationId: org.id, weeks: 99 })).status).toBe(422);
  });
});

describe("status", () => {
  it("shows a team member their organisation, role, seats and expiry", async () => {
    const org = await makeOrg({ seats: 40 });
    await call(org.admin, "add-update-student", { organisationId: org.id, firstName: "Ada", lastName: "Mensah" });
    const { body } = await get(org.teacher, "status");
    expect(body.team).toEqual([
      expect.objectContaining({ organisationId: org.id, organisationName: org.name, role: "teacher", seatsUsed: 1, seatsPurchased: 40, expired: false }),
    ]);
    expect(body.seat).toBeNull();
  });

  it("lists an invitation to the account's email, which can be accepted without the link", async () => {
    const org = await makeOrg();
    const email = `by.email${org.id}@hollybrook.example`;
    await call(org.admin, "send-teacher-invite", { organisationId: org.id, email, role: "admin" });
    const invitee = await createSignedInUser(env, { email });
    const { body } = await get(invitee, "status");
    expect(body.invitations).toEqual([{ id: expect.any(Number), organisationName: org.name, role: "admin" }]);
    const accepted = await call(invitee, "accept-teacher-invite", { staffId: body.invitations[0].id });
    expect(accepted.body.role).toBe("admin");
    // Someone else cannot take an invitation meant for another address.
    const email2 = `second${org.id}@hollybrook.example`;
    await call(org.admin, "send-teacher-invite", { organisationId: org.id, email: email2 });
    const thief = await createSignedInUser(env, { email: `thief${org.id}@elsewhere.example` });
    expect((await call(thief, "accept-teacher-invite", { staffId: await staffIdOf(org.id, email2) })).status).toBe(404);
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
    await env.DB.prepare("UPDATE unlock_codes SET expires_at = ?1 WHERE code = ?2").bind(Date.now() - 1000, invite.code).run();
    const { status, body } = await call(null, "unlock", { unlockCode: invite.code, dolphinId: `late${org.id}@family.example` });
    expect(status).toBe(422);
    expect(body.errors.unlockCode.errors[0]).toContain("expired");
    expect(await studentCount(org.id)).toBe(0);
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

describe("trust in an address goes only to an account that has proved it", () => {
  const proveAddress = async (user: SignedInUser) => {
    const { resendProof, proveWithCode } = await import("../workers/identity/email-proof");
    const { getDb } = await import("../workers/db/client");
    await resendProof(env, getDb(env.DB), user.email, `proof-${user.userId}`);
    const mail = await env.DB.prepare("SELECT text_body FROM mail_messages WHERE to_address = ?1 AND tag = 'email-proof' ORDER BY id DESC").bind(user.email).first<string>("text_body");
    const code = /Your code is (\d{6})/.exec(mail!)![1]!;
    expect(await proveWithCode(env, getDb(env.DB), { email: user.email, code })).toMatchObject({ proved: true });
  };

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
    const { siteOrigin } = await import("../workers/services/mail");
    const queued = await env.DB.prepare("SELECT tag, text_body, delivered_at FROM support_outbox WHERE to_address = ?1").bind(email).first<{ tag: string; text_body: string; delivered_at: number | null }>();
    expect(queued?.tag).toBe(`premium-teacher-invite:${org.id}`);
    expect(queued?.delivered_at).not.toBeNull();
    // Delivered: the outbox no longer holds the link, which is stored elsewhere only as a hash.
    expect(queued?.text_body).not.toContain("token=");
    const mail = await env.DB.prepare("SELECT text_body FROM mail_messages WHERE to_address = ?1").bind(email).first<string>("text_body");
    expect(mail).toContain(`${siteOrigin(env)}/account/easyreader-premium/join?token=`);
    expect(mail).not.toContain("attacker.example");
  });
});

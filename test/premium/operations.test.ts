/**
 * Every premium form's operation on both of its paths: the /api/v1/easyreader-premium route
 * and the page action a form posts to without JavaScript. Each rule is asserted once and holds
 * on both: what is changed, the status, the message, the field errors and where it leads.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { buildUrl } from "@common/routes";
import {
  domainsAction,
  editUserAction,
  importUsersAction,
  inviteCodeAction,
  joinAction,
  printInviteAction,
  statusAction,
  studentsAction,
  teachersAction,
  userAnalyticsAction,
} from "~/routes/premium/premium.server";
import type { SignedInUser } from "../helpers/auth";
import { createSignedInUser } from "../helpers/auth";
import { type Answer, BOTH_PATHS, type OperationPath, type Target, freshAddress, submit } from "../helpers/operations";
import { type Json, makeOrg, staffIdOf, studentCount } from "./helpers";

const page = (name: Parameters<typeof buildUrl>[0]) => buildUrl(name);
const target = (api: string, action: Target["page"], name: Parameters<typeof buildUrl>[0]): Target => ({
  api: `easyreader-premium/${api}`,
  page: action,
  pagePath: page(name),
});

const teachers = (api: string) => target(api, teachersAction, "PremiumTeachers");
const domains = (api: string) => target(api, domainsAction, "PremiumDomains");
const students = target("add-update-student", studentsAction, "PremiumStudents");
const editUser = (api: string) => target(api, editUserAction, "PremiumEditUser");
const inviteCodes = (api: string) => target(api, inviteCodeAction, "PremiumInviteCode");
const status = (api: string) => target(api, statusAction, "PremiumStatus");
const join = target("accept-teacher-invite", joinAction, "PremiumJoin");
const fileUpload = target("file-upload", importUsersAction, "PremiumImportUsers");
const analytics = target("get-analytics", userAnalyticsAction, "PremiumUserAnalytics");

/** Posts a form's fields (the intent names the page's form; the API ignores it) as `user`. */
function post(path: OperationPath, to: Target, user: SignedInUser | null, fields: Record<string, string | number>, address?: string) {
  const strings = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  return submit(path, to, strings, { cookie: user?.cookie, address });
}

const data = (answer: Answer) => answer.data as Json;
const studentsUrl = (orgId: number, query: Record<string, string | number> = {}) => buildUrl("PremiumStudents", {}, { query: { org: orgId, ...query } });
const inviteToken = async (email: string) => {
  const mail = await env.DB.prepare("SELECT text_body FROM mail_messages WHERE to_address = ?1 ORDER BY id DESC").bind(email).first<string>("text_body");
  return /join\?token=([\w-]+)/.exec(mail!)![1]!;
};

describe.each(BOTH_PATHS)("premium forms through the %s path", (path) => {
  it("sends a signed-out visitor to sign in (the API answers 401) and changes nothing", async () => {
    const org = await makeOrg();
    const answer = await post(path, domains("add-domain"), null, { intent: "add-domain", organisationId: org.id, domain: `nobody${org.id}.example.org` });
    if (path === "api") expect(answer).toMatchObject({ status: 401, message: "Sign in with your DolphinID to manage the premium reader app." });
    else expect(answer.redirect).toBe(buildUrl("Login", {}, { query: { auto: 1, returnTo: page("PremiumDomains") } }));
    expect(await env.DB.prepare("SELECT count(*) AS n FROM premium_domains WHERE organisation_id = ?1").bind(org.id).first("n")).toBe(0);
  });

  it("invites a teacher by mail, refuses the same address again on its field, and refuses a teacher who is not an admin", async () => {
    const org = await makeOrg();
    const email = `invited.${path}${org.id}@hollybrook.example`;
    const sent = await post(path, teachers("send-teacher-invite"), org.admin, { intent: "invite", organisationId: org.id, email, role: "teacher" });
    expect(sent).toMatchObject({ status: 201, message: `Invitation sent to ${email}.` });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM mail_messages WHERE to_address = ?1").bind(email).first("n")).toBe(1);

    const again = await post(path, teachers("send-teacher-invite"), org.admin, { intent: "invite", organisationId: org.id, email });
    expect(again.status).toBe(422);
    expect(again.fieldErrors?.email?.errors[0]).toContain("already been invited");

    const byTeacher = await post(path, teachers("send-teacher-invite"), org.teacher, { intent: "invite", organisationId: org.id, email: `other.${email}` });
    expect(byTeacher).toMatchObject({ status: 403, message: "Only an admin of this organisation can do that." });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM premium_staff WHERE email = ?1").bind(`other.${email}`).first("n")).toBe(0);
  });

  it("limits invitations sent and sent again to 30 per address in ten minutes", async () => {
    const org = await makeOrg();
    const address = freshAddress();
    for (let i = 0; i < 30; i++) {
      const sent = await post(
        path,
        teachers("send-teacher-invite"),
        org.admin,
        { intent: "invite", organisationId: org.id, email: `bulk${i}.${path}@hollybrook.example` },
        address,
      );
      expect(sent.status, `invitation ${i}`).toBe(201);
    }
    const staffId = await staffIdOf(org.id, `bulk0.${path}@hollybrook.example`);
    const limited = await post(path, teachers("resend-teacher-invite"), org.admin, { intent: "resend", organisationId: org.id, staffId }, address);
    expect(limited.status).toBe(429);
    expect(limited.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  }, 30_000);

  it("changes roles and removes members, but never the last admin", async () => {
    const org = await makeOrg();
    const adminId = await staffIdOf(org.id, org.admin.email);
    const teacherId = await staffIdOf(org.id, org.teacher.email);
    const demote = await post(path, teachers("change-admin-role"), org.admin, { intent: "role", organisationId: org.id, staffId: adminId, role: "teacher" });
    expect(demote).toMatchObject({ status: 409, message: "An organisation needs at least one admin. Make someone else an admin first." });
    const promote = await post(path, teachers("change-admin-role"), org.admin, { intent: "role", organisationId: org.id, staffId: teacherId, role: "admin" });
    expect(promote).toMatchObject({ status: 200, message: `${org.teacher.email} is now an admin.` });
    const removed = await post(path, teachers("delete-admin"), org.admin, { intent: "remove", organisationId: org.id, staffId: adminId });
    expect(removed).toMatchObject({ status: 200, message: `${org.admin.email} has been removed from the team.` });
    const last = await post(path, teachers("delete-admin"), org.teacher, { intent: "remove", organisationId: org.id, staffId: teacherId });
    expect(last.status).toBe(409);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM premium_staff WHERE organisation_id = ?1 AND role = 'admin'").bind(org.id).first("n")).toBe(1);
  });

  it("renames the organisation and approves and removes a domain, with per-field errors for a public one", async () => {
    const org = await makeOrg();
    const renamed = await post(path, domains("update-org-name"), org.admin, { intent: "rename", organisationId: org.id, name: `Hollybrook Trust ${path}` });
    expect(renamed).toMatchObject({ status: 200, message: `The organisation is now called Hollybrook Trust ${path}.` });

    const publicDomain = await post(path, domains("add-domain"), org.admin, { intent: "add-domain", organisationId: org.id, domain: "gmail.com" });
    expect(publicDomain.status).toBe(422);
    expect(publicDomain.fieldErrors?.domain).toMatchObject({ friendlyName: "Domain" });
    expect(publicDomain.fieldErrors?.domain?.errors[0]).toContain("public email service");

    const domain = `pupils.${path}${org.id}.example.org`;
    const added = await post(path, domains("add-domain"), org.admin, { intent: "add-domain", organisationId: org.id, domain: `@${domain}` });
    expect(added).toMatchObject({ status: 201, message: `Students with an @${domain} DolphinID now join Hollybrook Trust ${path} automatically.` });
    const removed = await post(path, domains("delete-domain"), org.admin, { intent: "delete-domain", organisationId: org.id, domainId: data(added).id });
    expect(removed).toMatchObject({ status: 200, message: `${domain} removed. Students who already joined keep their seats.` });
  });

  it("adds a student with a proposed username, refuses one past the seats, saves changes and removes them back to the list", async () => {
    const org = await makeOrg({ seats: 1 });
    const added = await post(path, students, org.teacher, { intent: "add", organisationId: org.id, firstName: "Zoë", lastName: "O'Brien" });
    expect(added).toMatchObject({ status: 201, message: "Zoë O'Brien has been added with the username zobrien." });
    const full = await post(path, students, org.teacher, { intent: "add", organisationId: org.id, firstName: "Ben", lastName: "Carter" });
    expect(full.status).toBe(409);
    expect(full.message).toContain("All 1 seats");
    const invalid = await post(path, students, org.teacher, {
      intent: "add",
      organisationId: org.id,
      firstName: " ",
      lastName: "Carter",
      email: "not-an-email",
    });
    expect(invalid.status).toBe(422);
    expect(invalid.fieldErrors?.firstName).toEqual({ friendlyName: "First name", errors: ["First name is required"] });

    const studentId = data(added).id;
    const saved = await post(path, editUser("add-update-student"), org.admin, {
      intent: "save",
      organisationId: org.id,
      studentId,
      firstName: "Zoë",
      lastName: "O'Brien",
      className: "Year 9",
    });
    expect(saved).toMatchObject({ status: 200, message: "Zoë O'Brien's details have been saved." });
    const removed = await post(path, editUser("delete-student"), org.admin, { intent: "delete", organisationId: org.id, studentId });
    expect(removed.redirect).toBe(studentsUrl(org.id));
    expect(await studentCount(org.id)).toBe(0);
    const again = await post(path, editUser("delete-student"), org.admin, { intent: "delete", organisationId: org.id, studentId });
    expect(again).toMatchObject({ status: 404, message: "That student was not found in this organisation." });
  });

  it("creates, changes and deletes an invite code, and cannot reach another organisation's", async () => {
    const org = await makeOrg();
    const other = await makeOrg();
    const created = await post(path, inviteCodes("generate-invite"), org.teacher, {
      intent: "generate",
      organisationId: org.id,
      label: "Year 9",
      maxUses: 28,
      expiresInDays: 30,
    });
    expect(created.status).toBe(201);
    const { id, code } = data(created);
    expect(created.message).toBe(`Invite code ${code} created for Year 9.`);
    const tooMany = await post(path, inviteCodes("generate-invite"), org.teacher, {
      intent: "generate",
      organisationId: org.id,
      label: "Big",
      maxUses: 5000,
      expiresInDays: 30,
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.fieldErrors?.maxUses?.friendlyName).toBe("Number of students");

    const foreign = await post(path, inviteCodes("update-invite"), other.admin, {
      intent: "update",
      organisationId: other.id,
      inviteId: id,
      label: "Mine",
      maxUses: 5,
      expiresInDays: 5,
    });
    expect(foreign.status).toBe(404);
    const updated = await post(path, inviteCodes("update-invite"), org.admin, {
      intent: "update",
      organisationId: org.id,
      inviteId: id,
      label: "Year 9 (set 2)",
      maxUses: 30,
      expiresInDays: 60,
    });
    expect(updated).toMatchObject({ status: 200, message: `Invite code ${code} updated.` });
    const deleted = await post(path, inviteCodes("delete-invite"), org.teacher, { intent: "delete", organisationId: org.id, inviteId: id });
    expect(deleted).toMatchObject({ status: 200, message: `Invite code ${code} deleted. Students who already joined with it keep their seats.` });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM unlock_codes WHERE code = ?1").bind(code).first("n")).toBe(0);
  });

  it("gives a student a seat with a code, refuses an unknown code on its field, and limits tries to 20 in ten minutes", async () => {
    const org = await makeOrg();
    const created = await post(path, inviteCodes("generate-invite"), org.teacher, {
      intent: "generate",
      organisationId: org.id,
      label: "Club",
      maxUses: 5,
      expiresInDays: 7,
    });
    const student = await createSignedInUser(env, { email: `reader.${path}${org.id}@home.example` });
    const joined = await post(path, status("join"), student, { intent: "join", code: data(created).code.toLowerCase() });
    expect(joined).toMatchObject({ status: 200, message: `You have joined ${org.name}. Your premium reader seat is ready.` });
    expect(await studentCount(org.id)).toBe(1);

    const address = freshAddress();
    const unknown = await post(path, status("join"), student, { intent: "join", code: "RDR-ZZZZ-ZZZZ" }, address);
    expect(unknown.status).toBe(422);
    expect(unknown.fieldErrors?.code?.errors[0]).toContain("not recognised");
    for (let i = 1; i < 20; i++) await post(path, status("join"), student, { intent: "join", code: "RDR-ZZZZ-ZZZZ" }, address);
    expect((await post(path, status("join"), student, { intent: "join", code: "RDR-ZZZZ-ZZZZ" }, address)).status).toBe(429);
  }, 30_000);

  it("accepts an invitation by its link and goes on to the students, or from the status page by id and stays", async () => {
    const org = await makeOrg();
    const byLink = `link.${path}${org.id}@hollybrook.example`;
    const byId = `list.${path}${org.id}@hollybrook.example`;
    await post(path, teachers("send-teacher-invite"), org.admin, { intent: "invite", organisationId: org.id, email: byLink });
    await post(path, teachers("send-teacher-invite"), org.admin, { intent: "invite", organisationId: org.id, email: byId, role: "admin" });

    const linkInvitee = await createSignedInUser(env, { email: byLink });
    const accepted = await post(path, join, linkInvitee, { token: await inviteToken(byLink) });
    expect(accepted.redirect).toBe(studentsUrl(org.id));
    const spent = await post(path, join, linkInvitee, { token: await inviteToken(byLink) });
    expect(spent.status).toBe(404);

    const listInvitee = await createSignedInUser(env, { email: byId });
    const fromStatus = await post(path, status("accept-teacher-invite"), listInvitee, { intent: "accept", staffId: await staffIdOf(org.id, byId) });
    expect(fromStatus).toMatchObject({ status: 200, message: `Welcome to ${org.name}. You are now an admin.`, redirect: null });
  });

  it("previews a class list without writing, refuses a bad one whole, and imports a good one, then shows the list", async () => {
    const org = await makeOrg();
    const good = `first_name,last_name\nAmara,Okafor-${path}\nBen,Carter-${path}\n`;
    const preview = await post(path, fileUpload, org.teacher, { organisationId: org.id, csv: good });
    expect(preview.status).toBe(200);
    // The API answers the checked rows; the page keeps the file's text beside them to import it.
    const rows = path === "api" ? data(preview) : data(preview).preview;
    expect(rows).toMatchObject({ ok: true, errorCount: 0 });
    expect(rows.rows.map((row: Json) => row.username)).toEqual([`aokafor${path}`, `bcarter${path}`]);
    expect(await studentCount(org.id)).toBe(0);

    const bad = await post(path, fileUpload, org.teacher, { organisationId: org.id, csv: "first_name,last_name\n,Jones\n", mode: "import" });
    expect(bad.status).toBe(422);
    expect(bad.message).toContain("Nothing was imported");
    expect(bad.fieldErrors?.csv?.errors).toEqual(["Row 2: First name is required"]);
    const empty = await post(path, fileUpload, org.teacher, { organisationId: org.id, csv: " ", mode: "import" });
    expect(empty.fieldErrors?.file?.errors).toEqual(["Choose a CSV file to upload"]);

    const imported = await post(path, fileUpload, org.teacher, { organisationId: org.id, csv: good, mode: "import" });
    expect(imported.redirect).toBe(studentsUrl(org.id, { imported: 2 }));
    expect(await studentCount(org.id)).toBe(2);
  });

  it("shows the reading figures of the period asked, and refuses a period out of range", async () => {
    const org = await makeOrg();
    const shown = await post(path, analytics, org.teacher, { organisationId: org.id, weeks: 4 });
    expect(shown.status).toBe(200);
    expect(data(shown).weeks).toHaveLength(4);
    const outOfRange = await post(path, analytics, org.teacher, { organisationId: org.id, weeks: 99 });
    expect(outOfRange.status).toBe(422);
    expect(outOfRange.fieldErrors?.weeks?.errors).toEqual(["Weeks must be between 4 and 26"]);
    const outsider = await makeOrg();
    expect((await post(path, analytics, outsider.admin, { organisationId: org.id, weeks: 4 })).status).toBe(403);
  });
});

describe("the print button of an invite code", () => {
  it("leads to the code's handout, and only for the organisation's team", async () => {
    const org = await makeOrg();
    const other = await makeOrg();
    const created = await post("api", inviteCodes("generate-invite"), org.teacher, { organisationId: org.id, label: "Handout", maxUses: 5, expiresInDays: 7 });
    const print: Target = { api: "", page: printInviteAction, pagePath: page("PremiumPrintInvite") };
    const fields = { organisationId: org.id, inviteId: data(created).id };
    expect((await post("page", print, org.teacher, fields)).redirect).toBe(
      buildUrl("PremiumPrintInvite", {}, { query: { org: org.id, invite: data(created).id } }),
    );
    expect((await post("page", print, other.admin, fields)).status).toBe(403);
  });
});

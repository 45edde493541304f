/** An organisation's students: adding with a proposed username, editing, removing, seats. */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { SignedInUser } from "../helpers/auth";
import { call, get, makeOrg, signInOutsider, studentCount } from "./helpers";

let outsider: SignedInUser;
beforeAll(async () => {
  outsider = await signInOutsider();
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

    const clash = await call(org.admin, "add-update-student", {
      organisationId: org.id,
      studentId: second.body.id,
      firstName: "Zak",
      lastName: "Obrien",
      username: "zoe.obrien",
    });
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

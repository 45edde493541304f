/** Importing a class list from a CSV file: a preview that writes nothing, then all rows or none. */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { SignedInUser } from "../helpers/auth";
import { BASE, call, type Json, makeOrg, signInOutsider, studentCount } from "./helpers";

let outsider: SignedInUser;
beforeAll(async () => {
  outsider = await signInOutsider();
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
    const response = await SELF.fetch(`${BASE}/file-upload`, {
      method: "POST",
      body: form,
      headers: { Cookie: org.teacher.cookie, "X-Requested-With": "XMLHttpRequest" },
    });
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

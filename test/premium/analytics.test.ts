/** Reading analytics per week, for an organisation's admins and teachers only. */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { SignedInUser } from "../helpers/auth";
import { call, DAY, makeOrg, signInOutsider } from "./helpers";

let outsider: SignedInUser;
beforeAll(async () => {
  outsider = await signInOutsider();
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

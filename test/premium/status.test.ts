/** An account's own premium state, and joining an organisation through an approved email domain. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../helpers/auth";
import { call, DAY, get, makeOrg, staffIdOf, studentCount } from "./helpers";

describe("joining through an approved email domain", () => {
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

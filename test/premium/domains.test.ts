/** The organisation's name and its approved email domains (admins change them, teachers see them). */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, type Json, makeOrg } from "./helpers";

describe("the organisation's name", () => {
  it("renames the organisation (admin only)", async () => {
    const org = await makeOrg();
    const { status } = await call(org.admin, "update-org-name", { organisationId: org.id, name: "Hollybrook Academy Trust" });
    expect(status).toBe(200);
    const row = await env.DB.prepare("SELECT name FROM premium_organisations WHERE id = ?1").bind(org.id).first<{ name: string }>();
    expect(row!.name).toBe("Hollybrook Academy Trust");
  });
});

describe("approved email domains", () => {
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
    expect((await call(org.admin, "add-domain", { organisationId: org.id, domain: "gmail.com" })).body.errors.domain.errors[0]).toContain(
      "public email service",
    );
    expect((await call(org.admin, "add-domain", { organisationId: org.id, domain: "not a domain" })).status).toBe(422);
    await call(other.admin, "add-domain", { organisationId: other.id, domain: `shared${org.id}.example.org` });
    const clash = await call(org.admin, "add-domain", { organisationId: org.id, domain: `shared${org.id}.example.org` });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.domain.errors[0]).toContain("another organisation");
  });
});

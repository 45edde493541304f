/**
 * The staff desk's Inbox: everything visitors sent in one list (filters, search, sort, CSV),
 * an item's state and assignee (revision-checked), notes, replies mailed through the outbox
 * and kept in the thread, and the outbox with its retry. Every change is in the audit log;
 * nobody without a staff role gets anything.
 */
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STALE_EDIT_MESSAGE } from "@common/staff";
import { loader as exportLoader } from "~/routes/staff/inbox-export";
import { loader as itemLoader } from "~/routes/staff/inbox-item";
import { loader as listLoader } from "~/routes/staff/inbox";
import { inboxItemAction, outboxAction } from "~/routes/staff/inbox.server";
import { getDb } from "../workers/db/client";
import { auditEntry } from "../workers/audit";
import { findInboxItem } from "../workers/staff/inbox-item";
import { guarded, saveState } from "../workers/staff/inbox";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS, type OperationPath, type Target, submit } from "./helpers/operations";
import { createStaffUser, staffApi } from "./helpers/staff";

let counter = 0;
/** A word no other test's data contains, to find this test's items. */
function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${++counter}`;
}

async function contactMessage(word: string, fields: { name?: string; email?: string; subject?: string; message?: string; createdAt?: number } = {}) {
  const row = await env.DB.prepare(
    "INSERT INTO support_messages (kind, name, email, subject, message, fingerprint, created_at) VALUES ('contact', ?1, ?2, ?3, ?4, ?5, ?6) RETURNING id",
  )
    .bind(
      fields.name ?? "Ada Reader",
      fields.email ?? `${word.toLowerCase()}@example.com`,
      fields.subject ?? `About ${word}`,
      fields.message ?? `Hello, ${word} here.\nSecond line.`,
      word,
      fields.createdAt ?? Date.now(),
    )
    .first<{ id: number }>();
  return `contact-${row!.id}`;
}

async function supportRequest(word: string, productId: number) {
  const row = await env.DB.prepare(
    "INSERT INTO support_messages (kind, name, email, message, product_id, version, fingerprint) VALUES ('support', 'Bo Magnifier', ?1, ?2, ?3, '22', ?2) RETURNING id",
  )
    .bind(`${word.toLowerCase()}@example.com`, `Support ${word}`, productId)
    .first<{ id: number }>();
  return `support-${row!.id}`;
}

async function notFoundReport(word: string) {
  const row = await env.DB.prepare("INSERT INTO feedback_reports (feedback, report_id, reported_uri) VALUES (?1, 'r1', '/missing') RETURNING id")
    .bind(`Looking for ${word}`)
    .first<{ id: number }>();
  return `not-found-${row!.id}`;
}

let productIds = 7000;
async function newProduct(): Promise<number> {
  const id = ++productIds + Math.floor(Math.random() * 1000) * 10;
  await env.DB.prepare("INSERT INTO support_products (id, product_name, semantic_name) VALUES (?1, ?2, ?3)").bind(id, `Reader ${id}`, `reader-${id}`).run();
  return id;
}

async function callbackBooking(word: string, productId: number) {
  const slot = await env.DB.prepare(
    "INSERT INTO support_slots (id, kind, product_id, title, starts_at, duration_minutes) VALUES (?1, 'callback', ?2, 'Support team', ?3, 30) RETURNING id",
  )
    .bind(productId * 100 + counter, productId, Date.now() + 86_400_000)
    .first<{ id: number }>();
  const row = await env.DB.prepare("INSERT INTO support_bookings (slot_id, name, email, phone, notes) VALUES (?1, 'Di Speech', ?2, '0123', ?3) RETURNING id")
    .bind(slot!.id, `${word.toLowerCase()}@example.com`, `Call about ${word}`)
    .first<{ id: number }>();
  return `callback-${row!.id}`;
}

interface ListJson {
  rows: { id: string; state: string; assigneeEmail: string | null; revision: number; subject: string; productName: string | null }[];
  total: number;
}

async function list(query: string, cookie: string): Promise<ListJson> {
  const response = await staffApi(`inbox?${query}`, cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as ListJson;
}

async function item(id: string, cookie: string) {
  const response = await staffApi(`inbox/${id}`, cookie);
  return {
    status: response.status,
    json: (await response.json()) as {
      item: ListJson["rows"][number] & {
        thread: { entry: string; body: string; delivery: { deliveredAt: string | null } | null }[];
        sent: { label: string; value: string }[];
      };
    },
  };
}

const target = (id: string, suffix = ""): Target => ({ api: `staff/inbox/${id}${suffix}`, page: inboxItemAction, pagePath: `/staff/inbox/${id}` });

/** Posts one of the item page's forms: the API route, or the page action with its intent. */
function post(path: OperationPath, id: string, intent: "update" | "note" | "reply", fields: Record<string, string>, cookie: string) {
  const suffix = intent === "note" ? "/notes" : intent === "reply" ? "/replies" : "";
  return submit(path, target(id, suffix), path === "page" ? { intent, ...fields } : fields, { cookie, params: { id } });
}

/** The changes the log records for an item (its views are recorded too: test/staff-audit-reads.test.ts). */
async function auditFor(id: string, cookie: string) {
  const response = await staffApi(`audit?search=${encodeURIComponent(id)}&subjectType=inbox-item`, cookie);
  const { rows } = (await response.json()) as { rows: { action: string; summary: string; actorEmail: string; before: string | null; after: string | null }[] };
  return rows.filter((row) => row.action !== "inbox-item.view");
}

async function mailTo(address: string) {
  const { results } = await env.DB.prepare("SELECT subject, text_body, reply_to FROM mail_messages WHERE to_address = ?1 ORDER BY id")
    .bind(address)
    .all<{ subject: string; text_body: string; reply_to: string }>();
  return results;
}

describe("the Inbox's door", () => {
  it("is not found for visitors and ordinary accounts, on every route and page", async () => {
    const ordinary = await createSignedInUser(env);
    const id = await contactMessage(unique("Door"));
    for (const cookie of [undefined, ordinary.cookie]) {
      for (const path of ["inbox", `inbox/${id}`, "outbox"]) expect((await staffApi(path, cookie)).status).toBe(404);
    }
    for (const path of BOTH_PATHS) {
      expect((await post(path, id, "update", { revision: "1", state: "closed", assignee: "" }, ordinary.cookie)).status).toBe(404);
      expect((await post(path, id, "note", { note: "hi" }, ordinary.cookie)).status).toBe(404);
      expect((await post(path, id, "reply", { revision: "1", reply: "hi" }, ordinary.cookie)).status).toBe(404);
    }
    const retry = await submit("api", { api: "staff/outbox/1/retry", page: outboxAction, pagePath: "/staff/outbox" }, {}, { cookie: ordinary.cookie });
    expect(retry.status).toBe(404);
    await expect(
      exportLoader({ request: new Request("https://site.test/staff/inbox/export", { headers: { Cookie: ordinary.cookie } }), params: {} } as never),
    ).rejects.toMatchObject({ init: { status: 404 } });
    expect((await item(id, (await createStaffUser(env)).cookie)).json.item.state).toBe("new");
  });
});

describe("the Inbox's list", () => {
  it("holds messages, bookings' kinds and not-found reports, filtered by kind, state, product, dates and words, and sorted", async () => {
    const staff = await createStaffUser(env);
    const word = unique("Listed");
    const product = await newProduct();
    const contact = await contactMessage(word, { createdAt: Date.parse("2026-03-02T10:00:00Z") });
    const support = await supportRequest(word, product);
    const report = await notFoundReport(word);
    const booking = await callbackBooking(word, product);

    const all = await list(`search=${word}`, staff.cookie);
    expect(all.rows.map((row) => row.id).sort()).toEqual([booking, contact, report, support].sort());
    expect(all.rows.every((row) => row.state === "new" && row.assigneeEmail === null)).toBe(true);

    expect((await list(`search=${word}&kind=support`, staff.cookie)).rows.map((row) => row.id)).toEqual([support]);
    expect((await list(`search=${word}&kind=callback`, staff.cookie)).rows.map((row) => row.id)).toEqual([booking]);
    expect((await list(`search=${word}&product=${product}`, staff.cookie)).rows.map((row) => row.id).sort()).toEqual([booking, support].sort());
    expect((await list(`search=${word}&from=2026-03-02&to=2026-03-02`, staff.cookie)).rows.map((row) => row.id)).toEqual([contact]);
    expect((await list(`search=${contact}`, staff.cookie)).rows.map((row) => row.id)).toEqual([contact]);

    await post("api", contact, "update", { revision: "1", state: "closed", assignee: staff.userId }, staff.cookie);
    expect((await list(`search=${word}&state=closed`, staff.cookie)).rows.map((row) => row.id)).toEqual([contact]);
    expect((await list(`search=${word}&assignee=${staff.userId}`, staff.cookie)).rows.map((row) => row.id)).toEqual([contact]);
    expect((await list(`search=${word}&assignee=nobody`, staff.cookie)).total).toBe(3);
    expect((await list(`search=${word}&state=new`, staff.cookie)).total).toBe(3);
    // By state, the closed one comes last going up and first going down.
    expect((await list(`search=${word}&sort=state&dir=asc`, staff.cookie)).rows.at(-1)!.id).toBe(contact);
    expect((await list(`search=${word}&sort=state&dir=desc`, staff.cookie)).rows[0]!.id).toBe(contact);

    const bad = await staffApi("inbox?kind=letters&from=soon", staff.cookie);
    expect(bad.status).toBe(422);
    const errors = ((await bad.json()) as { errors: Record<string, { errors: string[] }> }).errors;
    expect(errors.kind!.errors[0]).toBe("Choose a kind from the list");
    expect(errors.from!.errors[0]).toBe("From must be a date, like 2026-11-24");
  });

  it("downloads the filtered list as UTF-8 CSV with a header row, formulas neutralised", async () => {
    const staff = await createStaffUser(env);
    const word = unique("Csv");
    const id = await contactMessage(word, { name: '=HYPERLINK("http://evil.example")', subject: `+${word} "quoted"`, message: "-2+3\nÉcoute, ça va?" });
    await contactMessage(unique("Other"));
    const response = await exportLoader({
      request: new Request(`https://site.test/staff/inbox/export?search=${word}`, { headers: { Cookie: staff.cookie } }),
      params: {},
    } as never);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe('"Reference","Kind","State","Assigned to","Received (UTC)","Name","Email","Product","Subject","Message"');
    expect(lines).toHaveLength(3); // header, the one item (its message's newline is inside quotes), and the final line break
    expect(lines[1]).toContain(`"${id}","Contact message","New",""`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain(`"'+${word} ""quoted"""`);
    expect(lines[1]).toContain(`"'-2+3\nÉcoute, ça va?"`);
  });
});

describe.each(BOTH_PATHS)("an Inbox item (%s)", (path) => {
  it("takes a state and an assignee from staff, audited, refusing bad input and a second save from the same revision", async () => {
    const staff = await createStaffUser(env);
    const colleague = await createStaffUser(env);
    const id = await contactMessage(unique("Assign"));

    const saved = await post(path, id, "update", { revision: "1", state: "in-progress", assignee: colleague.userId }, staff.cookie);
    expect(saved.status).toBe(200);
    expect(saved.message).toBe(`Saved: In progress, assigned to ${colleague.email}.`);
    const after = (await item(id, staff.cookie)).json.item;
    expect(after).toMatchObject({ state: "in-progress", assigneeEmail: colleague.email, revision: 2 });
    const [entry] = await auditFor(id, staff.cookie);
    expect(entry).toMatchObject({ actorEmail: staff.email, summary: `Set ${id} to In progress, assigned to ${colleague.email}` });
    expect(JSON.parse(entry!.before!)).toEqual({ state: "new", assignee: null });
    expect(JSON.parse(entry!.after!)).toEqual({ state: "in-progress", assignee: colleague.email });

    const stale = await post(path, id, "update", { revision: "1", state: "closed", assignee: "" }, colleague.cookie);
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(STALE_EDIT_MESSAGE);
    const badState = await post(path, id, "update", { revision: "2", state: "archived", assignee: "" }, staff.cookie);
    expect(badState.status).toBe(422);
    expect(badState.fieldErrors?.state?.friendlyName).toBe("State");
    const notStaff = await post(path, id, "update", { revision: "2", state: "closed", assignee: (await createSignedInUser(env)).userId }, staff.cookie);
    expect(notStaff.status).toBe(422);
    expect(notStaff.fieldErrors?.assignee?.errors[0]).toBe("Choose a staff member from the list");
    expect((await item(id, staff.cookie)).json.item).toMatchObject({ state: "in-progress", assigneeEmail: colleague.email, revision: 2 });
    expect(await auditFor(id, staff.cookie)).toHaveLength(1);
  });

  it("keeps internal notes in its thread, audited; an empty note is refused", async () => {
    const staff = await createStaffUser(env);
    const id = await notFoundReport(unique("Noted"));
    const empty = await post(path, id, "note", { note: "  " }, staff.cookie);
    expect(empty.status).toBe(422);
    expect(empty.fieldErrors?.note?.errors[0]).toBe("Note is required");
    const added = await post(path, id, "note", { note: "Page moved to /downloads <b>keep</b>" }, staff.cookie);
    expect(added.status).toBe(201);
    expect(added.message).toBe("Note added.");
    expect((await item(id, staff.cookie)).json.item.thread).toEqual([
      expect.objectContaining({ entry: "note", body: "Page moved to /downloads <b>keep</b>", delivery: null }),
    ]);
    expect((await auditFor(id, staff.cookie))[0]).toMatchObject({ summary: `Added a note to ${id}` });
  });

  it("mails a reply to the customer through the outbox, keeps it in the thread and waits on the customer", async () => {
    const staff = await createStaffUser(env);
    const word = unique("Reply");
    const customer = `${word.toLowerCase()}@example.com`;
    const id = await contactMessage(word, { name: "Cy Braille", message: "Does it read PDFs?" });
    const reference = id.split("-")[1];

    const empty = await post(path, id, "reply", { revision: "1", reply: "" }, staff.cookie);
    expect(empty.status).toBe(422);
    expect(empty.fieldErrors?.reply?.friendlyName).toBe("Reply");
    const tooLong = await post(path, id, "reply", { revision: "1", reply: "x".repeat(5001) }, staff.cookie);
    expect(tooLong.status).toBe(422);
    expect(await mailTo(customer)).toEqual([]);

    const sent = await post(path, id, "reply", { revision: "1", reply: "Yes, it reads PDFs aloud." }, staff.cookie);
    expect(sent.status).toBe(201);
    expect(sent.message).toBe(`Reply sent to ${customer}. The item is now Waiting on customer.`);
    const [mail] = await mailTo(customer);
    expect(mail!.subject).toBe(`Re: your contact message (reference ${reference})`);
    expect(mail!.reply_to).toBe("enquiries@yourdolphin.example");
    expect(mail!.text_body).toContain("Hello Cy Braille,\n\nYes, it reads PDFs aloud.");
    expect(mail!.text_body).toContain("> Does it read PDFs?");
    const after = (await item(id, staff.cookie)).json.item;
    expect(after.state).toBe("waiting");
    expect(after.thread).toEqual([
      expect.objectContaining({ entry: "reply", body: "Yes, it reads PDFs aloud.", delivery: expect.objectContaining({ deliveredAt: expect.any(String) }) }),
    ]);
    const [entry] = await auditFor(id, staff.cookie);
    expect(entry!.summary).toBe(`Replied to ${id} (${customer})`);
    expect(JSON.parse(entry!.after!)).toMatchObject({ state: "waiting", reply: { to: customer, body: "Yes, it reads PDFs aloud." } });

    // A second reply from the page as it was (revision 1) is refused, and nothing is mailed.
    const stale = await post(path, id, "reply", { revision: "1", reply: "Also Word files." }, staff.cookie);
    expect(stale.status).toBe(409);
    expect(await mailTo(customer)).toHaveLength(1);
    const kept = await post(path, id, "reply", { revision: "2", reply: "Also Word files.", stateAfter: "closed" }, staff.cookie);
    expect(kept.status).toBe(201);
    expect((await item(id, staff.cookie)).json.item).toMatchObject({ state: "closed", revision: 3 });
    expect((await mailTo(customer)).map((one) => one.subject)).toEqual([mail!.subject, mail!.subject]);
  });

  it("has nobody to reply to for a not-found report", async () => {
    const staff = await createStaffUser(env);
    const id = await notFoundReport(unique("Anon"));
    const answer = await post(path, id, "reply", { revision: "1", reply: "Thanks" }, staff.cookie);
    expect(answer.status).toBe(409);
    expect(answer.message).toBe("This item has no email address to reply to. Add a note instead.");
  });
});

describe("an Inbox item's page", () => {
  it("shows everything the visitor sent, and is not found for an unknown item", async () => {
    const staff = await createStaffUser(env);
    const product = await newProduct();
    const id = await supportRequest(unique("Page"), product);
    const page = (await itemLoader({
      request: new Request(`https://site.test/staff/inbox/${id}`, { headers: { Cookie: staff.cookie } }),
      params: { id },
    } as never)) as {
      item: { sent: { label: string; value: string }[] };
      staff: { label: string }[];
    };
    expect(page.item.sent.map((field) => field.label)).toEqual(["Name", "Email", "Phone", "Product", "Version", "Serial number", "Newsletter", "Message"]);
    expect(page.staff.map((member) => member.label)).toContain(staff.email);
    for (const missing of ["support-999999999", "letter-1"]) {
      await expect(
        itemLoader({
          request: new Request(`https://site.test/staff/inbox/${missing}`, { headers: { Cookie: staff.cookie } }),
          params: { id: missing },
        } as never),
      ).rejects.toMatchObject({ init: { status: 404 } });
    }
  });
});

describe.each(BOTH_PATHS)("the outbox (%s)", (path) => {
  it("lists failing mail with its error and attempts, and Retry delivers it now, audited", async () => {
    const staff = await createStaffUser(env);
    const word = unique("Outbox");
    const address = `${word.toLowerCase()}@example.com`;
    const row = await env.DB.prepare(
      "INSERT INTO support_outbox (tag, to_address, subject, text_body, attempts, next_attempt_at, last_error) VALUES ('test', ?1, ?2, 'Body', 3, ?3, 'provider answered 503') RETURNING id",
    )
      .bind(address, `Subject ${word}`, Date.now() + 3_600_000)
      .first<{ id: number }>();
    const listed = (await (await staffApi(`outbox?status=failing&search=${word}`, staff.cookie)).json()) as {
      rows: { id: number; status: string; attempts: number; lastError: string }[];
    };
    expect(listed.rows).toEqual([expect.objectContaining({ id: row!.id, status: "failing", attempts: 3, lastError: "provider answered 503" })]);

    const outbox: Target = { api: `staff/outbox/${row!.id}/retry`, page: outboxAction, pagePath: "/staff/outbox" };
    const retried = await submit(path, outbox, path === "page" ? { intent: "retry", outboxId: String(row!.id) } : {}, {
      cookie: staff.cookie,
      params: { outboxId: String(row!.id) },
    });
    expect(retried.status).toBe(200);
    expect(retried.message).toBe(`Delivered the mail "Subject ${word}" to ${address}.`);
    expect(await mailTo(address)).toHaveLength(1);
    const delivered = (await (await staffApi(`outbox?status=delivered&search=${word}`, staff.cookie)).json()) as {
      rows: { status: string; attempts: number }[];
    };
    expect(delivered.rows).toEqual([expect.objectContaining({ status: "delivered", attempts: 4 })]);
    const audit = (await (await staffApi(`audit?subjectType=outbox-mail&search=${word}`, staff.cookie)).json()) as {
      rows: { before: string; after: string }[];
    };
    expect(JSON.parse(audit.rows[0]!.before)).toMatchObject({ status: "failing" });
    expect(JSON.parse(audit.rows[0]!.after)).toMatchObject({ status: "delivered" });

    const again = await submit(path, outbox, path === "page" ? { intent: "retry", outboxId: String(row!.id) } : {}, {
      cookie: staff.cookie,
      params: { outboxId: String(row!.id) },
    });
    expect(again.status).toBe(409);
    expect(await mailTo(address)).toHaveLength(1);
  });
});

it("answers 422 on the API for an item address that names no kind of item", async () => {
  const staff = await createStaffUser(env);
  expect(
    (await SELF.fetch("https://site.test/api/v1/staff/inbox/letter-1", { headers: { Cookie: staff.cookie, "X-Requested-With": "XMLHttpRequest" } })).status,
  ).toBe(422);
});

it("stores nothing of a save whose revision changed after it was checked (two staff at once)", async () => {
  const staff = await createStaffUser(env);
  const id = await contactMessage(unique("Race"));
  const db = getDb(env.DB);
  const item = (await findInboxItem(db, "contact", Number(id.split("-")[1])))!;
  await post("api", id, "update", { revision: "1", state: "in-progress", assignee: "" }, staff.cookie);
  // The other save read revision 1 before this one landed; its batch must not go through.
  const late = guarded(() =>
    db.batch([
      ...saveState(db, item, 1, "closed", null, Date.now()),
      auditEntry(db, { userId: staff.userId, email: staff.email }, { action: "inbox.update", subjectType: "inbox-item", subjectId: id, summary: "late save" }),
    ]),
  );
  await expect(late).rejects.toMatchObject({ result: { status: 409, message: STALE_EDIT_MESSAGE } });
  expect((await findInboxItem(db, "contact", item.sourceId))!.state).toBe("in-progress");
  expect((await auditFor(id, staff.cookie)).map((entry) => entry.summary)).not.toContain("late save");
});

it("renders the list page from its address: the filter's items and sort, or the filter's errors", async () => {
  const staff = await createStaffUser(env);
  const word = unique("Paged");
  const id = await contactMessage(word);
  const load = (query: string, cookie = staff.cookie) =>
    listLoader({ request: new Request(`https://site.test/staff/inbox?${query}`, { headers: { Cookie: cookie } }), params: {} } as never) as Promise<{
      rows: { id: string }[];
      order: { sort: string; dir: string };
      fieldErrors: Record<string, { errors: string[] }> | null;
    }>;
  const page = await load(`search=${word}&sort=from`);
  expect(page.rows.map((row) => row.id)).toEqual([id]);
  expect(page.order).toEqual({ sort: "from", dir: "asc" });
  const bad = await load("state=lost&sort=colour");
  expect(bad.rows).toEqual([]);
  expect(bad.fieldErrors?.state?.errors[0]).toBe("Choose a state from the list");
  expect(bad.fieldErrors?.sort?.errors[0]).toBe("Sort by a column of the list");
  await expect(load("", (await createSignedInUser(env)).cookie)).rejects.toMatchObject({ init: { status: 404 } });
});

/**
 * How a call is set up from what the hubs hold: the callee's hub decides ring or refuse from
 * the rules it keeps (its allowed callers, address book and terms), the caller's hub knows
 * its contacts' accounts, so a call between them reads no D1; and a change to the rules
 * applies to the very next call.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CallFailure, CallStatus, CallerPolicy, MediaQuality, RejectReason } from "@common/realtime/constants";
import type { UserHub } from "@workers/calling/hub/user-hub";
import { CALL_RULES_MAX_AGE_MS } from "@workers/calling/hub/hub-presence";
import { storeCallSettings } from "@workers/calling/settings";
import { type TestAccount, addContact, connectAs, createAccount, saveSettings } from "./helpers/realtime";

type Connected = Awaited<ReturnType<typeof connectAs>>;

/** Counts the D1 queries the hubs of `accounts` make from now on. */
async function countQueries(accounts: TestAccount[]) {
  const counter = { queries: 0 };
  for (const account of accounts) {
    await runInDurableObject(env.USER_HUB.getByName(account.userId), (hub: UserHub) => {
      const database = hub["env"].DB;
      const prepare = database.prepare.bind(database);
      database.prepare = (query: string) => {
        counter.queries += 1;
        return prepare(query);
      };
    });
  }
  return counter;
}

/** What a caller is answered with: how the call was taken (`calr`), or that it could not be placed (`calf`). */
async function answerTo(caller: Connected) {
  for (;;) {
    const message = await caller.socket.next();
    if (message.type === "calr" || message.type === "calf") return message;
  }
}

/** `caller` calls `callee`: what the caller hears, and the callee's ringing `call` when it rang (then cancelled). */
async function callOnce(caller: Connected, callee: Connected, to: TestAccount) {
  caller.socket.send({ type: "call", to: to.email, video: true });
  const answer = await answerTo(caller);
  if (answer.type !== "calr" || answer.status !== CallStatus.RINGING) return { answer, rang: null };
  const rang = await callee.socket.next("call");
  caller.socket.send({ type: "canc", callId: answer.callId });
  await callee.socket.next("canc");
  return { answer, rang };
}

/** How a refused call answers a caller who is not in the callee's book: as for an account that is offline. */
const NOT_ONLINE = { type: "calf", reason: CallFailure.OFFLINE };

/** Settings as the call settings form saves them: stored, and the account's hub told. */
const saveThroughSite = (account: TestAccount, allowedCallers: CallerPolicy) =>
  storeCallSettings(env, account.userId, { allowedCallers, mediaQuality: MediaQuality.MEDIUM, audioInputLabel: null, videoInputLabel: null });

/** A contact added or removed as the address book's operations do: saved, and the account's hub told. */
async function changeBook(owner: TestAccount, change: () => Promise<unknown>) {
  await change();
  await env.USER_HUB.getByName(owner.userId).addressBookChanged();
}

describe("call set-up from what the hubs hold", () => {
  it("reads no D1 on either side for a call between contacts, once each hub has read its rules", async () => {
    const alice = await createAccount("alice");
    const bob = await createAccount("bob");
    await addContact(alice, bob, "Bob Baker");
    await addContact(bob, alice, "Alice Archer");
    await saveSettings(bob, CallerPolicy.ADDRESS_BOOK_ONLY);
    const a = await connectAs(alice);
    const b = await connectAs(bob);
    expect((await callOnce(a, b, bob)).rang).toMatchObject({ name: "Alice Archer" });

    const counter = await countQueries([alice, bob]);
    const { answer, rang } = await callOnce(a, b, bob);
    expect(answer).toMatchObject({ type: "calr", status: CallStatus.RINGING });
    expect(rang).toMatchObject({ fromuser: alice.email, name: "Alice Archer" });
    expect(counter.queries).toBe(0);
  });

  it("looks an address outside the book up once, then calls it without D1", async () => {
    const alice = await createAccount("alice");
    const carol = await createAccount("carol");
    await saveSettings(carol, CallerPolicy.ANYONE);
    const a = await connectAs(alice);
    const c = await connectAs(carol);
    const counter = await countQueries([alice]);
    expect((await callOnce(a, c, carol)).rang).toMatchObject({ name: alice.email });
    expect(counter.queries).toBeGreaterThan(0);
    counter.queries = 0;
    expect((await callOnce(a, c, carol)).rang).toMatchObject({ name: alice.email });
    expect(counter.queries).toBe(0);
  });
});

describe("a refused call", () => {
  it("is checked on rules read afresh, which are stored again only when they changed", async () => {
    const alice = await createAccount("alice");
    const bob = await createAccount("bob");
    await addContact(bob, alice, "Alice Archer");
    await saveThroughSite(bob, CallerPolicy.NO_ONE);
    const a = await connectAs(alice);
    const b = await connectAs(bob);
    expect((await callOnce(a, b, bob)).answer).toMatchObject({ reason: RejectReason.INCOMING_DISABLED });

    const written: string[] = [];
    const counter = await countQueries([bob]);
    await runInDurableObject(env.USER_HUB.getByName(bob.userId), (hub: UserHub) => {
      const storage = hub["ctx"].storage;
      const put = storage.put.bind(storage) as (key: string, value: unknown, options?: DurableObjectPutOptions) => Promise<void>;
      storage.put = ((key: string, value: unknown, options?: DurableObjectPutOptions) => {
        written.push(key);
        return put(key, value, options);
      }) as typeof storage.put;
    });
    expect((await callOnce(a, b, bob)).answer).toMatchObject({ reason: RejectReason.INCOMING_DISABLED });
    expect(counter.queries).toBeGreaterThan(0);
    expect(written).not.toContain("book");
    expect(await b.socket.unread()).toEqual([]);
    // A change is stored.
    await saveThroughSite(bob, CallerPolicy.ANYONE);
    expect(written).toContain("book");
  });
});

describe("changed rules apply to the next call", () => {
  it("follows each change saved on the site at once: allowed callers, and a contact added or removed", async () => {
    const alice = await createAccount("alice");
    const bob = await createAccount("bob");
    await saveThroughSite(bob, CallerPolicy.ANYONE);
    const a = await connectAs(alice);
    const b = await connectAs(bob);
    expect((await callOnce(a, b, bob)).answer).toMatchObject({ type: "calr", status: CallStatus.RINGING });

    // Alice is not in Bob's book: a refusal answers her as if Bob were offline.
    await saveThroughSite(bob, CallerPolicy.NO_ONE);
    expect((await callOnce(a, b, bob)).answer).toMatchObject(NOT_ONLINE);

    await saveThroughSite(bob, CallerPolicy.ADDRESS_BOOK_ONLY);
    expect((await callOnce(a, b, bob)).answer).toMatchObject(NOT_ONLINE);

    await changeBook(bob, () => addContact(bob, alice, "Alice Archer"));
    expect((await callOnce(a, b, bob)).rang).toMatchObject({ name: "Alice Archer" });
    // As a contact she is told why.
    await saveThroughSite(bob, CallerPolicy.NO_ONE);
    expect((await callOnce(a, b, bob)).answer).toMatchObject({ status: CallStatus.REJECT, reason: RejectReason.INCOMING_DISABLED });
    await saveThroughSite(bob, CallerPolicy.ADDRESS_BOOK_ONLY);

    await changeBook(bob, () => env.DB.prepare("DELETE FROM contacts WHERE account_id = ?1").bind(bob.userId).run());
    expect((await callOnce(a, b, bob)).answer).toMatchObject(NOT_ONLINE);
    expect(await b.socket.unread()).toEqual([]);
  });

  it("follows a change made elsewhere: at once when it lets the caller in, and within CALL_RULES_MAX_AGE_MS when it shuts them out", async () => {
    const alice = await createAccount("alice");
    const bob = await createAccount("bob");
    await saveSettings(bob, CallerPolicy.ADDRESS_BOOK_ONLY);
    const a = await connectAs(alice);
    const b = await connectAs(bob);
    expect((await callOnce(a, b, bob)).answer).toMatchObject(NOT_ONLINE);

    // Saved without the hub being told (another client of the account service): a refusal is
    // only given on rules read afresh, so the caller is let in at once.
    await addContact(bob, alice, "Alice Archer");
    expect((await callOnce(a, b, bob)).rang).toMatchObject({ name: "Alice Archer" });

    // Shutting the caller out the same way shows once the held rules are CALL_RULES_MAX_AGE_MS
    // old: a call is never decided on older ones.
    await saveSettings(bob, CallerPolicy.NO_ONE);
    await runInDurableObject(env.USER_HUB.getByName(bob.userId), (hub: UserHub) => {
      const book = hub["book"]!;
      hub["book"] = { ...book, loadedAt: book.loadedAt - CALL_RULES_MAX_AGE_MS };
    });
    expect((await callOnce(a, b, bob)).answer).toMatchObject({ status: CallStatus.REJECT, reason: RejectReason.INCOMING_DISABLED });
  });
});

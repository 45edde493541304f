/**
 * The migration that makes the account's two histories one (0044_one_account_history.sql),
 * run on Node's SQLite after every migration before it: the session events of sign_in_history
 * are kept in account_history, with their device, browser, country and time, beside the
 * entries already there, and sign_in_history is gone.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";

const MIGRATIONS = join(import.meta.dirname, "..", "..", "migrations");
const THIS_ONE = "0044_one_account_history.sql";

describe(THIS_ONE, () => {
  it("moves every sign-in history entry into account_history and drops the old table", () => {
    const db = new DatabaseSync(":memory:");
    const files = readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith(".sql"))
      .sort();
    for (const file of files.filter((name) => name < THIS_ONE)) db.exec(readFileSync(join(MIGRATIONS, file), "utf8"));
    db.exec(`
      INSERT INTO account_history (account_id, at, kind, client_address) VALUES ('a1', 1000, 'sign-in', '2001:db8::1');
      INSERT INTO sign_in_history (account_id, event, device, browser, country, created_at) VALUES
        ('a1', 'signed-in', 'Linux', 'Chrome 131', 'NL', 1001),
        ('a1', 'session-ended', 'Windows 10', 'Firefox 133', NULL, 2000),
        ('b2', 'other-sessions-ended', 'macOS', 'Safari 18', 'DE', 3000);
    `);
    db.exec(readFileSync(join(MIGRATIONS, THIS_ONE), "utf8"));

    const rows = db.prepare("SELECT account_id, at, kind, client_address, device, browser, country FROM account_history ORDER BY at").all();
    expect(rows).toEqual([
      { account_id: "a1", at: 1000, kind: "sign-in", client_address: "2001:db8::1", device: "", browser: "", country: null },
      { account_id: "a1", at: 1001, kind: "signed-in", client_address: "", device: "Linux", browser: "Chrome 131", country: "NL" },
      { account_id: "a1", at: 2000, kind: "session-ended", client_address: "", device: "Windows 10", browser: "Firefox 133", country: null },
      { account_id: "b2", at: 3000, kind: "other-sessions-ended", client_address: "", device: "macOS", browser: "Safari 18", country: "DE" },
    ]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'sign_in_history'").all()).toEqual([]);
  });
});

import { queryDb } from "./browser";

/**
 * Adds a dealer under a name no other test uses and returns its id. The id is the database's
 * own: a fixed id could already belong to a dealer another test file added before this one
 * ran, and the test would then meet that dealer's name instead of its own.
 */
export function insertDealer(name: string): number {
  queryDb("INSERT OR IGNORE INTO countries (id, name, iso3166) VALUES (1, 'United Kingdom', 'GB')");
  queryDb(`INSERT INTO dealers (name, country_id, city) VALUES ('${name}', 1, 'Leeds')`);
  return queryDb<{ id: number }>(`SELECT id FROM dealers WHERE name = '${name}'`)[0]!.id;
}

/** Gives the account with this e-mail address access to a new dealer's zone; returns the dealer's name. */
export function grantDealerAccess(email: string, dealerName: string): string {
  const name = `${dealerName} ${Date.now()}`;
  const dealerId = insertDealer(name);
  queryDb(`INSERT INTO dealer_roles (account_id, dealer_id) SELECT id, ${dealerId} FROM accounts WHERE email = '${email}'`);
  return name;
}

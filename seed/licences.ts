/**
 * Sample licences for local use. Two seeded accounts (sign in with the premium seed's
 * password) hold licences: Helen Marsh a SuperNova Magnifier licence for versions 22 and 23
 * (its updates download) and an older ScreenReader 22 licence whose maintenance has ended (an
 * upgrade and a renewal are due); David Okoro a SuperNova Magnifier & Screen Reader 23
 * licence. Two dealer-sold serials belong to no one yet: register them in My licences.
 */
import { type Row, type SeedArea, upsert } from "./lib.ts";
import { SEED_ACCOUNTS } from "./premium.ts";

/** Serials of dealer-sold licences that any account may register locally. */
export const UNREGISTERED_SERIALS = { magnifier: "DEAL-ERMA-GN23-SAMP", screenReader: "DEAL-ERSC-RN23-SAMP" } as const;

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Licences a seeded account owns: brought back to their seeded state on every seed. */
const OWNED: Row[] = [
  {
    serial: "HMSN-MAGN-2223-SEED",
    account_id: SEED_ACCOUNTS.helen.id,
    product_id: 1,
    edition: "magnifier",
    min_major: 22,
    max_major: 23,
    seats: 1,
    fulfilment: "download",
    status: "active",
    sma_expires_at: day("2027-09-30"),
    created_at: day("2024-02-20"),
    registered_at: day("2024-02-21"),
    revoked_at: null,
  },
  {
    serial: "HMSR-READ-ER22-SEED",
    account_id: SEED_ACCOUNTS.helen.id,
    product_id: 4,
    edition: null,
    min_major: 22,
    max_major: 22,
    seats: 1,
    fulfilment: "usb",
    status: "active",
    sma_expires_at: day("2025-02-20"),
    created_at: day("2024-02-20"),
    registered_at: day("2024-03-02"),
    revoked_at: null,
  },
  {
    serial: "DKSN-SCRN-RD23-SEED",
    account_id: SEED_ACCOUNTS.david.id,
    product_id: 3,
    edition: "screen-reader",
    min_major: 23,
    max_major: 23,
    seats: 1,
    fulfilment: "download",
    status: "active",
    sma_expires_at: day("2027-03-31"),
    created_at: day("2025-10-01"),
    registered_at: day("2025-10-01"),
    revoked_at: null,
  },
];

/** Dealer-sold licences: their owner columns are left out, so a local registration survives a second seed. */
const UNREGISTERED: Row[] = [
  {
    serial: UNREGISTERED_SERIALS.magnifier,
    product_id: 1,
    edition: "magnifier",
    min_major: 23,
    max_major: 23,
    seats: 1,
    fulfilment: "usb",
    sma_expires_at: day("2027-06-30"),
    created_at: day("2025-06-30"),
  },
  {
    serial: UNREGISTERED_SERIALS.screenReader,
    product_id: 4,
    edition: null,
    min_major: 23,
    max_major: 23,
    seats: 1,
    fulfilment: "download",
    sma_expires_at: day("2027-06-30"),
    created_at: day("2025-06-30"),
  },
];

export const licencesSeed: SeedArea = {
  name: "licences",
  statements: () => [...upsert("licences", OWNED, ["serial"]), ...upsert("licences", UNREGISTERED, ["serial"])],
};

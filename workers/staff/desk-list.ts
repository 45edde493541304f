/**
 * A desk section's list as an operation (the page's read and GET /api/v1/staff/<section>):
 * staff only, no input, and the rows under the section's own key.
 */
import * as v from "valibot";
import type { Database } from "../db";
import { defineOperation, done } from "../operation";
import { staffAccess } from "./roles";

export function deskListRead<K extends string, T>(name: string, key: K, list: (db: Database) => Promise<T>) {
  return defineOperation({
    name,
    input: v.object({}),
    access: staffAccess,
    run: async ({ db }) => done({ [key]: await list(db) } as Record<K, T>),
  });
}

/** The local mailbox's mail, newest first, or null where there is none to show (production). */
import { readLocalMailbox } from "@workers/services";
import { db, env } from "~/lib/db.server";

export function localMail() {
  return readLocalMailbox(env, db());
}

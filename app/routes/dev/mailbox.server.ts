/** The local mailbox's mail, newest first, or null where there is none to show (production). */
import { attachmentsOf as storedAttachments, readLocalMailbox } from "@workers/services";
import { db, env } from "~/lib/db.server";

export function localMail() {
  return readLocalMailbox(env, db());
}

/** A mail's attachments as stored (JSON), or none. */
export function attachmentsOf(stored: string | null) {
  return storedAttachments(stored) ?? [];
}

/**
 * /api/v1/staff routes of the desk's Inbox and outbox, each made from its operation
 * (workers/staff); 404 to anyone without a staff role for this environment.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http";
import { apiRoute } from "../operation";
import { addInboxNote, readInbox, readInboxItem, readOutbox, replyToInboxItem, retryOutboxMail, updateInboxItem } from "../staff";

export const staffInboxApi = new Hono<AppEnv>();

staffInboxApi.get("/inbox", apiRoute(readInbox));
staffInboxApi.get("/inbox/:id", apiRoute(readInboxItem));
staffInboxApi.post("/inbox/:id", apiRoute(updateInboxItem));
staffInboxApi.post("/inbox/:id/notes", apiRoute(addInboxNote));
staffInboxApi.post("/inbox/:id/replies", apiRoute(replyToInboxItem));
staffInboxApi.get("/outbox", apiRoute(readOutbox));
staffInboxApi.post("/outbox/:outboxId/retry", apiRoute(retryOutboxMail));

/**
 * /api/v1 routes of calling, each made from its operation (workers/calling): where the
 * realtime websocket is, the account's call settings, and the address book.
 */
import { Hono } from "hono";
import { WEBSOCKET_CONFIGURATION_PATHS } from "@common/realtime/connection";
import { addContact, editContact, listContacts, removeContact, saveCallSettings, showCallSettings, websocketConfiguration } from "../calling";
import type { AppEnv } from "../http";
import { apiRoute } from "../operation";

export const callingApi = new Hono<AppEnv>();

for (const path of WEBSOCKET_CONFIGURATION_PATHS) {
  callingApi.get(path, (c) => c.json(websocketConfiguration(c)));
}

callingApi.get("/account/video-calling/settings", apiRoute(showCallSettings));
// A form posted without the API client goes back to the settings page.
callingApi.post("/account/video-calling/settings", apiRoute(saveCallSettings, { redirectPlainPosts: true }));

callingApi.get("/account/contacts", apiRoute(listContacts));
callingApi.post("/account/contacts", apiRoute(addContact, { json: (contact) => contact }));
callingApi.patch("/account/contacts/:originalEmail", apiRoute(editContact));
// A removal answers 204 with no body, as the account service does.
callingApi.delete("/account/contacts/:email", async (c) => {
  const response = await apiRoute(removeContact)(c);
  return response.status === 200 ? c.body(null, 204) : response;
});

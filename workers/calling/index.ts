/**
 * Calling's one door: the per-account realtime hub, the /realtime socket route, the calling
 * operations (call settings and the address book), and the reads the pages and the identity
 * provider need (settings, the address book, which contacts are reachable).
 */
export { UserHub } from "./hub/user-hub";
export { HUB_ACCOUNT_HEADER, hubOf } from "./hub-address";
export { isAllowedRealtimeOrigin, realtimeRoutes, websocketConfiguration } from "./realtime";
export { saveCallSettings, showCallSettings } from "./settings";
export { addContact, editContact, listContacts, removeContact } from "./contacts";
export { type AddressBookEntry, type CallSettings, listAddressBook, readCallSettings } from "./data";

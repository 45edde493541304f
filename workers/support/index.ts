/**
 * The support desk's one door: its operations (messages, bookings), and the reads pages and
 * other areas need (support products, open slots).
 */
export { MESSAGE_RATE_LIMIT, sendBugReport, sendContactMessage, sendSupportMessage } from "./messages";
export { BOOKING_RATE_LIMIT, bookCallback, bookTraining } from "./bookings";
export { type MessageInput, type Slot, type SupportProduct, findSupportProduct, formatSlot, listOpenSlots, listSupportProducts, submitMessage, bookSlot } from "./desk";

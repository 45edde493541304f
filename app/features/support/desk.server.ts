/** What the support pages read from the support desk (workers/support). */
export { findSupportProduct, formatSlot, listOpenSlots, listSupportProducts } from "@workers/support";

/** Prices per currency and tax rules are production data (data/production/orders.ts); the seed adds nothing to them. */
export { ordersData as ordersSeed } from "../data/production/orders.ts";

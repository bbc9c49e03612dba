/** What the orders module gives the other modules (its tables are its own). */

export { findOrders } from './find-orders.ts';
export { emailOf, isOwnOrder, ownOrders } from './order-access.ts';
export {
  itemNamesOf,
  lockOrder,
  orderById,
  orderItemNames,
  ordersOfPayments,
  setOrderStatus,
} from './order-records.ts';
export type { OrderRow } from './orders.table.ts';

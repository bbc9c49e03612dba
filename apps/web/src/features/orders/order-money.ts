import { formatMoney } from '../../components/format.ts';

/** spec 000 §9, 001 §9: naira with thousands commas and two decimals, '₦21,500.00'. */
export const naira = (amount: number) => formatMoney(amount, '₦');

type Totals = {
  OrderItems: readonly { Amount: number }[];
  IncludeShipping: boolean;
  ShippingFee: number;
  Vat: number;
};

/** The items' amounts together (each already price × quantity), in kobo to add without float drift. */
export const itemsTotal = (order: Pick<Totals, 'OrderItems'>) =>
  order.OrderItems.reduce((sum, item) => sum + Math.round(item.Amount * 100), 0) / 100;

/** spec 001 §9: order total = sum of item amounts + shipping (if included) + VAT. */
export const orderTotal = (order: Totals) =>
  (Math.round(itemsTotal(order) * 100) +
    (order.IncludeShipping ? Math.round(order.ShippingFee * 100) : 0) +
    Math.round(order.Vat * 100)) /
  100;

/** spec 001 §9: the payable percent: the total due over the order's total, rounded, as a percent. */
export function payablePercent(totalDue: number, order: Totals) {
  const total = orderTotal(order);
  return total > 0 ? Math.round((totalDue / total) * 100) : 0;
}

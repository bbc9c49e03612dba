import {
  allPaymentGateways,
  type IdAndName,
  ORDER_CURRENCY,
  ORDER_CURRENCY_CODE,
  type Order,
  OrderStatus,
  type OrderStatusId,
  OrderStatusValue,
  type OrderStatusValueName,
  orderNumber,
  orderStatusNames,
  type PaymentGatewayId,
  PaymentStatus,
  type PaymentStatusId,
  paymentGatewayNames,
  paymentStatusNames,
} from '@wayfare/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { toNaira } from '../../money.ts';
import { type PaymentRow, paymentsOfOrders } from '../payments/index.ts';
import { amountInWords } from './amount-in-words.ts';
import { type OrderItemRow, type OrderRow, orderItems } from './orders.table.ts';

/** The payment of an order that the invoice shows: the latest one made for it. */
export type OrderPayment = Pick<
  PaymentRow,
  | 'id'
  | 'gateway'
  | 'status'
  | 'statusBeforeCheckout'
  | 'completedAt'
  | 'selectedOrderQuestions'
  | 'reference'
  | 'createdAt'
>;

/**
 * issue 32: the payment status the order shows. A card checkout still open leaves the order as it was
 * before it (the payment itself records the attempt as AwaitingVerification).
 */
export const shownPaymentStatus = (payment: Pick<OrderPayment, 'status' | 'statusBeforeCheckout'>) =>
  payment.status === PaymentStatus.AwaitingVerification && payment.statusBeforeCheckout !== null
    ? payment.statusBeforeCheckout
    : payment.status;

/**
 * issue 19 §1: the invoice badge. The order's own end states first (Cancelled, Refunded, HasIssue),
 * then what its payment says; Completed is Approved whatever the payment row.
 */
export function orderStatusValue(status: number, payment: OrderPayment | undefined): OrderStatusValueName {
  if (status === OrderStatus.Cancelled) return OrderStatusValue.Cancelled;
  if (status === OrderStatus.Refunded) return OrderStatusValue.Refunded;
  if (status === OrderStatus.HasIssue) return OrderStatusValue.HasIssue;
  if (status === OrderStatus.Completed) return OrderStatusValue.Approved;
  switch (payment && shownPaymentStatus(payment)) {
    case PaymentStatus.Paid:
      return OrderStatusValue.Approved;
    case PaymentStatus.AwaitingVerification:
      return OrderStatusValue.AwaitingVerification;
    case PaymentStatus.Failed:
      return OrderStatusValue.Failed;
    case PaymentStatus.InconsistencyAmount:
      return OrderStatusValue.HasIssue;
    case PaymentStatus.Cancelled:
      return OrderStatusValue.Cancelled;
    default:
      return OrderStatusValue.Pending;
  }
}

/** The gateways an invoice offers (ORDER_GATEWAYS), as `{Id, Name}`. */
export const offeredGateways = (ids: readonly PaymentGatewayId[] = allPaymentGateways): IdAndName[] =>
  ids.map((id) => ({ Id: id, Name: paymentGatewayNames[id] }));

export function toOrder(
  order: OrderRow,
  items: readonly OrderItemRow[],
  payment: OrderPayment | undefined,
  gateways: readonly PaymentGatewayId[],
): Order {
  const paymentStatus = (payment ? shownPaymentStatus(payment) : null) as PaymentStatusId | null;
  const paid = paymentStatus === PaymentStatus.Paid;
  return {
    Id: order.id,
    OrderId: orderNumber(order.number),
    Surname: order.surname,
    Firstname: order.firstname,
    Address: order.address,
    PhoneNumber: order.phoneNumber,
    Email: order.email,
    OrderItems: items.map((item) => ({
      Name: item.name,
      Quantity: item.quantity,
      Amount: toNaira(item.amountKobo),
      UnitAmount: toNaira(item.unitKobo),
      Weight: item.weightKg,
    })),
    IncludeShipping: order.includeShipping,
    ShippingFee: toNaira(order.shippingFeeKobo),
    // Kept for the spec's field; orders here carry their shipping fee themselves.
    ShippingDetailId: null,
    ItemsAmount: toNaira(order.itemsKobo),
    Vat: toNaira(order.vatKobo),
    VatPercent: order.vatBasisPoints / 100,
    TotalAmount: toNaira(order.totalKobo),
    AmountInWords: amountInWords(order.totalKobo),
    Currency: ORDER_CURRENCY,
    CurrencyCode: ORDER_CURRENCY_CODE,
    CreatedDate: order.createdAt.toISOString(),
    DueDate: order.dueDate,
    OrderStatus: order.status,
    OrderStatusName: orderStatusNames[order.status as OrderStatusId] ?? '',
    OrderStatusValue: orderStatusValue(order.status, payment),
    PaymentId: payment?.id ?? null,
    PaymentGatewayId: payment?.gateway ?? null,
    PaymentGateways: offeredGateways(gateways),
    PaymentStatus: paymentStatus,
    PaymentStatusName: paymentStatus ? paymentStatusNames[paymentStatus] : null,
    PaymentCompletedDate: payment?.completedAt?.toISOString() ?? null,
    IsPending: paymentStatus === PaymentStatus.Pending,
    IsApproved: paid,
    IsFailed: paymentStatus === PaymentStatus.Failed,
    IsAwaitingVerification: paymentStatus === PaymentStatus.AwaitingVerification,
    HasPaid: paid,
    SelectedOrderQuestions: payment?.selectedOrderQuestions ?? [],
  };
}

/** The items and latest payment of some orders, in two queries whatever their number. */
export async function detailsOf(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return { itemsOf: () => [], paymentOf: () => undefined };
  const [itemRows, paymentRows] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [...orderIds]))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    paymentsOfOrders(db, orderIds),
  ]);
  const items = new Map<string, OrderItemRow[]>();
  for (const item of itemRows) {
    const list = items.get(item.orderId);
    if (list) list.push(item);
    else items.set(item.orderId, [item]);
  }
  const latest = new Map<string, OrderPayment>();
  for (const payment of paymentRows) if (!latest.has(payment.orderId)) latest.set(payment.orderId, payment);
  return {
    itemsOf: (orderId: string): OrderItemRow[] => items.get(orderId) ?? [],
    paymentOf: (orderId: string): OrderPayment | undefined => latest.get(orderId),
  };
}

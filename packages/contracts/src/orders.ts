import { z } from 'zod';
import { idAndName } from './admin-roles.ts';
import { requiredText } from './fields.ts';
import { dateBound, keywordQuery, pageQuery, sortQuery } from './paging.ts';
import { parsePhone } from './phone.ts';
import { texts } from './texts.ts';

/** spec 001 §4: the order status set. */
export const OrderStatus = { Pending: 1, Completed: 2, Cancelled: 3, HasIssue: 4, Refunded: 5 } as const;
export type OrderStatusId = (typeof OrderStatus)[keyof typeof OrderStatus];
export const orderStatusNames: Record<OrderStatusId, string> = {
  1: 'Pending',
  2: 'Completed',
  3: 'Cancelled',
  4: 'HasIssue',
  5: 'Refunded',
};

/** spec 001 §4: payment gateways. */
export const PaymentGateway = { Paystack: 1, Cash: 2, Wallet: 3, Flutterwave: 4 } as const;
export type PaymentGatewayId = (typeof PaymentGateway)[keyof typeof PaymentGateway];
export const paymentGatewayNames: Record<PaymentGatewayId, string> = {
  1: 'Paystack',
  2: 'Cash',
  3: 'Wallet',
  4: 'Flutterwave',
};
export const allPaymentGateways: readonly PaymentGatewayId[] = [1, 2, 3, 4];

/** spec 001 §4: payment statuses. */
export const PaymentStatus = {
  Pending: 1,
  Paid: 2,
  Failed: 3,
  InconsistencyAmount: 4,
  Cancelled: 5,
  AwaitingVerification: 6,
} as const;
export type PaymentStatusId = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const paymentStatusNames: Record<PaymentStatusId, string> = {
  1: 'Pending',
  2: 'Paid',
  3: 'Failed',
  4: 'InconsistencyAmount',
  5: 'Cancelled',
  6: 'AwaitingVerification',
};

/** issue 19 §1: the invoice badge (OrderStatusValue), from the order's state and its payment's. */
export const OrderStatusValue = {
  Pending: 'Pending',
  AwaitingVerification: 'AwaitingVerification',
  Approved: 'Approved',
  Failed: 'Failed',
  Cancelled: 'Cancelled',
  HasIssue: 'HasIssue',
  Refunded: 'Refunded',
} as const;
export type OrderStatusValueName = (typeof OrderStatusValue)[keyof typeof OrderStatusValue];

/** The people's form of an order's number: 'WF-000123'. */
export const orderNumber = (sequence: number) => `WF-${String(sequence).padStart(6, '0')}`;

/** spec 001 §9: the order's currency. */
export const ORDER_CURRENCY = '₦';
export const ORDER_CURRENCY_CODE = 'NGN';

// Limits (issue 19 §1): the largest totals stay well inside a JavaScript integer of kobo.
export const MAX_ORDER_ITEMS = 100;
export const MAX_ITEM_NAME = 200;
export const MAX_ITEM_AMOUNT = 10_000_000;
export const MAX_ITEM_QUANTITY = 10_000;
export const MAX_ITEM_WEIGHT = 100_000;
export const MAX_SHIPPING_FEE = 10_000_000;
export const MAX_ADDRESS = 500;
export const DEFAULT_DUE_DAYS = 7;

export const orderTexts = {
  noOrder: 'There is no such order',
  itemsRequired: 'OrderItems must list at least one item',
  tooManyItems: `OrderItems may list at most ${MAX_ORDER_ITEMS} items`,
  dueDateInPast: 'DueDate cannot be in the past',
  receiptBeforePayment: 'The receipt is available once the order is paid',
  cannotCancel: (state: string) => `This order is ${state}, so it cannot be cancelled`,
  cancelled: (number: string) => `Order ${number} has been cancelled`,
};

/** Forms send numbers as text at times; both "7" and 7 are read as 7. */
const numberText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

const numberError = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input == null || issue.input === '' ? `${label} is required` : `${label} must be a number`,
});

/**
 * Naira with at most two decimals (whole kobo), at most `max`: above 0 (`positive`) or 0 or more;
 * 1.005 is refused, not rounded. The bounds are zod's own, so a form reads them from the schema.
 */
const naira = (label: string, floor: 'positive' | 'zero', max: number) => {
  const number = z.number(numberError(label));
  const bounded =
    floor === 'positive'
      ? // Above 0 in whole kobo is 0.01 or more: an inclusive bound a form can use. Below it but above
        // 0 (0.005) is a fraction of a kobo, and said so.
        number.min(0.01, {
          error: (issue) =>
            Number(issue.input) > 0 ? `${label} must have at most 2 decimals` : `${label} must be above 0`,
          abort: true,
        })
      : number.min(0, { message: `${label} must be 0 or more`, abort: true });
  return z.preprocess(
    numberText,
    bounded
      .max(max, { message: `${label} must be at most ${max}`, abort: true })
      .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), `${label} must have at most 2 decimals`),
  );
};

/** ShippingFee: checked only when IncludeShipping (below); its bounds are shown to forms all the same. */
const shippingFee = naira('ShippingFee', 'zero', MAX_SHIPPING_FEE);

const requiredBoolean = (label: string) =>
  z.boolean({
    error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be true or false`),
  });

const orderEmail = z
  .string({ error: (issue) => (issue.input == null ? 'Email is required' : 'Email must be text') })
  .trim()
  .min(1, 'Email is required')
  .max(254, texts.invalidEmail)
  .pipe(z.email(texts.invalidEmail));

/** The phone as the form engine reads it (NG by default), kept in its international form. */
const orderPhone = z
  .string({
    error: (issue) => (issue.input == null ? 'PhoneNumber is required' : 'PhoneNumber must be text'),
  })
  .trim()
  .min(1, 'PhoneNumber is required')
  .transform((value, ctx) => {
    const parsed = parsePhone(value);
    if (!parsed.ok || !parsed.valid) {
      ctx.addIssue({ code: 'custom', message: parsed.ok ? 'Enter a valid phone number' : parsed.message });
      return z.NEVER;
    }
    return parsed.international;
  });

const isCalendarDay = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
};

/** A day (YYYY-MM-DD), or a date and time of which the day is kept. */
const dueDate = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string({ error: 'DueDate must be a date' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}([T ].*)?$/, 'DueDate must be a date')
    // A real day of the calendar: '2099-02-30' parses in JavaScript but not in PostgreSQL.
    .refine((value) => isCalendarDay(value.slice(0, 10)), 'DueDate must be a date')
    .transform((value) => value.slice(0, 10))
    .nullish(),
);

/** One item of CreateOrderForOtherItems (spec 001 §3 Order, create). */
export const orderItemInput = z.strictObject({
  ItemObjectName: requiredText('ItemObjectName', MAX_ITEM_NAME),
  Amount: naira('Amount', 'positive', MAX_ITEM_AMOUNT),
  QuatityOrder: z.preprocess(
    numberText,
    z
      .number(numberError('QuatityOrder'))
      .int('QuatityOrder must be a whole number')
      .min(1, 'QuatityOrder must be at least 1')
      .max(MAX_ITEM_QUANTITY, `QuatityOrder must be at most ${MAX_ITEM_QUANTITY}`),
  ),
  Weight: z.preprocess(
    (value) => (value === '' || value === null ? undefined : numberText(value)),
    z
      .number({ error: 'Weight must be a number' })
      .min(0, 'Weight must be 0 or more')
      .max(MAX_ITEM_WEIGHT, `Weight must be at most ${MAX_ITEM_WEIGHT}`)
      .default(0),
  ),
});
export type OrderItemInput = z.input<typeof orderItemInput>;

/**
 * spec 001 §5 and issue 19 §1: POST Order/CreateOrderForOtherItems. ShippingFee counts only when
 * IncludeShipping; then it is required (0 or more).
 */
export const createOrderRequest = z
  .strictObject({
    Surname: requiredText('Surname', 100),
    Firstname: requiredText('Firstname', 100),
    PhoneNumber: orderPhone,
    Email: orderEmail,
    Address: requiredText('Address', MAX_ADDRESS),
    IncludeShipping: requiredBoolean('IncludeShipping'),
    ShippingFee: z.unknown().optional().meta({ type: 'number', minimum: 0, maximum: MAX_SHIPPING_FEE }),
    DueDate: dueDate,
    OrderItems: z
      .array(orderItemInput, {
        error: (issue) => (issue.input == null ? orderTexts.itemsRequired : 'OrderItems must be a list'),
      })
      .min(1, orderTexts.itemsRequired)
      .max(MAX_ORDER_ITEMS, orderTexts.tooManyItems),
  })
  .transform((order, ctx) => {
    if (!order.IncludeShipping) return { ...order, ShippingFee: 0 };
    const fee = shippingFee.safeParse(order.ShippingFee);
    if (!fee.success) {
      for (const issue of fee.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['ShippingFee'] });
      return z.NEVER;
    }
    return { ...order, ShippingFee: fee.data as number };
  });
export type CreateOrderRequest = z.input<typeof createOrderRequest>;
export type ParsedCreateOrderRequest = z.output<typeof createOrderRequest>;

/** spec 001 §3 Order (view): an item read back; Amount is price × quantity, in naira. */
export const orderItemEntity = z.object({
  Name: z.string(),
  Quantity: z.number().int(),
  Amount: z.number(),
  UnitAmount: z.number(),
  Weight: z.number(),
});
export type OrderItemEntity = z.infer<typeof orderItemEntity>;

/** spec 001 §3 Order, every field on the wire; amounts in naira; dates ISO 8601 (DueDate a day). */
export const orderEntity = z.object({
  Id: z.uuid(),
  OrderId: z.string(),
  Surname: z.string(),
  Firstname: z.string(),
  Address: z.string(),
  PhoneNumber: z.string(),
  Email: z.string(),
  OrderItems: z.array(orderItemEntity),
  IncludeShipping: z.boolean(),
  ShippingFee: z.number(),
  ShippingDetailId: z.number().int().nullable(),
  ItemsAmount: z.number(),
  Vat: z.number(),
  VatPercent: z.number(),
  TotalAmount: z.number(),
  AmountInWords: z.string(),
  Currency: z.string(),
  CurrencyCode: z.string(),
  CreatedDate: z.string(),
  DueDate: z.string(),
  OrderStatus: z.number().int(),
  OrderStatusName: z.string(),
  OrderStatusValue: z.string(),
  PaymentId: z.uuid().nullable(),
  PaymentGatewayId: z.number().int().nullable(),
  PaymentGateways: z.array(idAndName),
  PaymentStatus: z.number().int().nullable(),
  PaymentStatusName: z.string().nullable(),
  PaymentCompletedDate: z.string().nullable(),
  IsPending: z.boolean(),
  IsApproved: z.boolean(),
  IsFailed: z.boolean(),
  IsAwaitingVerification: z.boolean(),
  HasPaid: z.boolean(),
  SelectedOrderQuestions: z.array(z.string()),
});
export type Order = z.infer<typeof orderEntity>;

const orderUuid = (label: string) =>
  z.uuid({
    error: (issue) =>
      issue.input == null || issue.input === '' ? `${label} is required` : `${label} must be an order id`,
  });

export const orderIdQuery = z.object({ orderId: orderUuid('orderId') });
export const orderIdRequest = z.strictObject({ Id: orderUuid('Id') });

/** What the order lists sort by (issue 32). */
export const ORDER_SORTS = ['CreatedDate', 'TotalAmount'] as const;

export const getOrdersQuery = pageQuery
  .extend(keywordQuery.shape)
  .extend({
    orderStatus: z.preprocess(
      (value) => (value === '' ? undefined : numberText(value)),
      z
        .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
          error: 'orderStatus must be 1 to 5',
        })
        .optional(),
    ),
    from: dateBound('from'),
    to: dateBound('to'),
  })
  .extend(sortQuery(ORDER_SORTS).shape);
export type GetOrdersQuery = z.input<typeof getOrdersQuery>;

/** The text reply of CreateOrderForOtherItems is the invoice's address; kept for clients' reading. */
export const orderInvoicePath = (id: string) => `/order/${id}`;
export const orderLinkPath = (id: string) => `/order?orderid=${id}`;

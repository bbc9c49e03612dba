import { z } from 'zod';
import { dateBound, keywordQuery, pageQuery, sortQuery } from './paging.ts';
import { formatNaira } from './wallet.ts';

/** issue 19 §2: the card providers' inline scripts (PAYSTACK_INLINE_SCRIPT_URL, FLUTTERWAVE_INLINE_SCRIPT_URL). */
export const PAYSTACK_INLINE_SCRIPT_URL = 'https://js.paystack.co/v1/inline.js';
export const FLUTTERWAVE_INLINE_SCRIPT_URL = 'https://checkout.flutterwave.com/v3.js';
/**
 * In test mode (no secret key for a provider) the fake gateway, on the site's own port, serves scripts
 * compatible with those (`PaystackPop.setup`, `FlutterwaveCheckout`) at these paths; GetSiteSettings
 * then answers these paths.
 */
export const FAKE_PAYSTACK_INLINE_SCRIPT_PATH = '/fake-gateway/paystack/inline.js';
export const FAKE_FLUTTERWAVE_INLINE_SCRIPT_PATH = '/fake-gateway/flutterwave/v3/inline.js';

/** A cash payment an administrator rejected is Failed, named so (issue 19 §2). */
export const REJECTED_PAYMENT_NAME = 'Rejected';

/** issue 19 §2: the sentences of the payment calls, verbatim in the tests. */
export const paymentTexts = {
  noPayment: (id: string) => `There is no payment with Id ${id}`,
  /** The 409 of a payment in a state the call cannot act on. */
  paymentIs: (state: string) => `This payment is ${state}`,
  gatewayRequired: 'Gateway is required',
  gatewayShape: 'Gateway must be a payment gateway: 1 (Paystack), 2 (Cash), 3 (Wallet) or 4 (Flutterwave)',
  gatewayNotOffered: (gateway: string) => `${gateway} is not offered for this order`,
  walletGatewayOnly: 'Gateway must be 3 (Wallet) to pay from the wallet',
  walletBalanceTooLow: (balance: number, amount: number) =>
    `Your balance is ${formatNaira(balance)}, less than the ${formatNaira(amount)} of this order`,
  walletDebitMessage: (orderNumber: string) => `Payment of order ${orderNumber}`,
  notByProvider: (provider: string) => `This payment has no ${provider} checkout to confirm`,
  providerUnavailable: (provider: string) =>
    `${provider} could not be reached to confirm this payment; try again in a few minutes`,
  cashOnly: (gateway: string) =>
    `This payment is by ${gateway}; only a cash payment is approved or rejected by hand`,
  paymentStatusRequired: 'PaymentStatus is required',
  paymentStatusBoolean: 'PaymentStatus must be true or false',
  selectedOrderQuestionsShape: 'SelectedOrderQuestions must be a list of texts',
  paymentStatusFilter: 'paymentStatus must be a payment status (1 to 6)',
} as const;

/** A payment's or an order's Id: a uuid (what every call and address uses). */
const uuidOf = (label: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .pipe(z.uuid(`${label} must be the Id of a payment`));

const gateway = z
  .number({
    error: (issue) => (issue.input == null ? paymentTexts.gatewayRequired : paymentTexts.gatewayShape),
  })
  .int(paymentTexts.gatewayShape)
  .refine((value) => value >= 1 && value <= 4, paymentTexts.gatewayShape);

/** POST Payment/UpdatePaymentGatewayInformation: the gateway the customer chose on the invoice page. */
export const updatePaymentGatewayInformationRequest = z.strictObject({
  PaymentId: uuidOf('PaymentId'),
  OrderId: uuidOf('OrderId'),
  Gateway: gateway,
  SelectedOrderQuestions: z
    .array(z.string({ error: paymentTexts.selectedOrderQuestionsShape }).trim().max(500), {
      error: paymentTexts.selectedOrderQuestionsShape,
    })
    .max(50)
    .nullish(),
});
export type UpdatePaymentGatewayInformationRequest = z.input<typeof updatePaymentGatewayInformationRequest>;

/**
 * spec 001 §3 Payment gateway information: what the invoice page hands the provider's inline script.
 * TransactionId is our reference (Paystack's `ref`, Flutterwave's `tx_ref`) for a card gateway, else
 * null; Amount in naira (Paystack is given it ×100); PaymentGatewayPublicKey the provider's public key.
 */
export const paymentGatewayInformation = z.object({
  Id: z.string(),
  Email: z.string(),
  Phone: z.string(),
  Amount: z.number(),
  TransactionId: z.string().nullable(),
  PaymentItems: z.array(z.string()),
  PaymentGatewayPublicKey: z.string().nullable(),
});
export type PaymentGatewayInformation = z.infer<typeof paymentGatewayInformation>;

/** POST Payment/CompleteWithWalletPayment: Gateway 3. */
export const completeWithWalletPaymentRequest = z.strictObject({
  PaymentId: uuidOf('PaymentId'),
  OrderId: uuidOf('OrderId'),
  Gateway: gateway,
});
export type CompleteWithWalletPaymentRequest = z.input<typeof completeWithWalletPaymentRequest>;

/** POST Payment/ConfirmPaystackPayment and ConfirmFlutterwavePayment: the payment's Id. */
export const confirmCardPaymentRequest = z.strictObject({ Id: uuidOf('Id') });
export type ConfirmCardPaymentRequest = z.input<typeof confirmCardPaymentRequest>;

/** POST Payment/ConfirmManualPayment: true approves the cash, false rejects it (never "true" or 1). */
export const confirmManualPaymentRequest = z.strictObject({
  Id: uuidOf('Id'),
  PaymentStatus: z.boolean({
    error: (issue) =>
      issue.input === undefined ? paymentTexts.paymentStatusRequired : paymentTexts.paymentStatusBoolean,
  }),
});
export type ConfirmManualPaymentRequest = z.input<typeof confirmManualPaymentRequest>;

const numberText = (value: unknown) =>
  typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;

/** GET Payment/GetPayments and GetMyPayments: keyword, paymentStatus, from, to, page, pageSize. */
/** What the payment lists sort by (issue 32). */
export const PAYMENT_SORTS = ['CreateDate', 'Amount', 'PaymentStatus'] as const;

export const getPaymentsQuery = pageQuery
  .extend(keywordQuery.shape)
  .extend({
    paymentStatus: z.preprocess(
      numberText,
      z
        .number({ error: paymentTexts.paymentStatusFilter })
        .int(paymentTexts.paymentStatusFilter)
        .min(1, paymentTexts.paymentStatusFilter)
        .max(6, paymentTexts.paymentStatusFilter)
        .optional(),
    ),
    from: dateBound('from'),
    to: dateBound('to'),
  })
  .extend(sortQuery(PAYMENT_SORTS).shape);
export type GetPaymentsQuery = z.input<typeof getPaymentsQuery>;

/**
 * spec 001 §3 Payment, amounts in naira, with the order's number and customer (the lists' Customer
 * column). CanManuallyConfirm: a cash payment awaiting an administrator; CanVerify: a Flutterwave one
 * in AwaitingVerification or Failed (Verify, Re-Verify).
 */
export const payment = z.object({
  Id: z.string(),
  OrderId: z.string(),
  OrderNumber: z.string(),
  Surname: z.string(),
  Firstname: z.string(),
  Email: z.string(),
  PhoneNumber: z.string(),
  Amount: z.number(),
  Currency: z.string(),
  PaymentStatus: z.number().int(),
  PaymentStatusName: z.string(),
  PaymentGateway: z.number().int().nullable(),
  PaymentGatewayName: z.string().nullable(),
  TransactionId: z.string().nullable(),
  CanManuallyConfirm: z.boolean(),
  CanVerify: z.boolean(),
  ConfirmBySurname: z.string().nullable(),
  ConfirmByFirstname: z.string().nullable(),
  CreateDate: z.string(),
  PaymentCompletedDate: z.string().nullable(),
  ItemNames: z.array(z.string()),
});
export type Payment = z.infer<typeof payment>;

/** GET Payment/GetPaymentStatuses: [{Id, Name}]. */
export const paymentStatusEntity = z.object({ Id: z.number().int(), Name: z.string() });

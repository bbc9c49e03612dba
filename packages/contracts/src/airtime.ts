import { z } from 'zod';
import { requiredText } from './fields.ts';
import { pageQuery, sortQuery } from './paging.ts';
import { parsePhone } from './phone.ts';
import { formatNaira } from './wallet.ts';

/**
 * Issue 18 §4 and spec 001 §3 (Airtime/data transaction): airtime and data bought from the wallet, in
 * the Communication area. Amounts in naira on the wire, kobo inside.
 */

/** The networks airtime and data can be bought on (issue 18 §4), as the customer reads them. */
export const AIRTIME_NETWORKS = ['MTN', 'Airtel', 'Glo', '9mobile'] as const;
export type AirtimeNetwork = (typeof AIRTIME_NETWORKS)[number];

/** The least and most one airtime purchase may carry (issue 18 §4): ₦50 to ₦50,000. */
export const MIN_AIRTIME_AMOUNT = 50;
export const MAX_AIRTIME_AMOUNT = 50_000;

/** spec 001 §4: an airtime transaction shows 'success' as a success badge, anything else as a warning. */
export const AIRTIME_SUCCESS_STATUS = 'success';

/** The sentences of the airtime calls, verbatim in the tests. */
export const airtimeTexts = {
  phoneRequired: 'PhoneNumber is required',
  phoneInvalid: 'Enter a valid phone number',
  phoneNotNigerian: 'PhoneNumber must be a Nigerian mobile number',
  networkRequired: 'Network is required',
  networkUnknown: `Network must be one of ${AIRTIME_NETWORKS.join(', ')}`,
  amountRequired: 'Amount is required',
  amountNotNumber: 'Amount must be a number',
  amountTooSmall: `Amount must be at least ${formatNaira(MIN_AIRTIME_AMOUNT)}`,
  amountTooLarge: `Amount must be at most ${formatNaira(MAX_AIRTIME_AMOUNT)}`,
  amountDecimals: 'Amount can have at most two decimal places',
  planCodeRequired: 'PlanCode is required',
  noSuchPlan: (network: string) => `PlanCode is not a data plan of ${network}`,
  balanceTooLow: (balance: number, amount: number) =>
    `Your balance is ${formatNaira(balance)}, less than the ${formatNaira(amount)} of this purchase`,
  airtimeMessage: (network: string, amount: number, phone: string) =>
    `${network} airtime of ${formatNaira(amount)} for ${phone}`,
  dataMessage: (plan: string, phone: string) => `Data plan ${plan} for ${phone}`,
  refundMessage: (id: number) => `Refund of failed airtime/data purchase ${id}`,
  bought: (what: string, phone: string) => `${what} has been sent to ${phone}`,
  pending: (what: string, phone: string) =>
    `${what} for ${phone} is being processed; if it fails, your wallet is refunded`,
  failed: (reason: string) => `The purchase failed (${reason}); your wallet has been refunded`,
  plansUnavailable: (provider: string) =>
    `${provider} could not list the data plans; try again in a few minutes`,
  billsUnavailable: 'Airtime and data cannot be bought at the moment: no bills provider is set up',
  phoneRefused: (network: string, reason: string) =>
    `${network} does not take this number (${reason}); check the number and its network`,
  customerCheckUnavailable: (provider: string) =>
    `${provider} could not check the phone number; try again in a few minutes`,
  networkNotSold: (network: string, provider: string) =>
    `${provider} does not sell ${network} airtime at the moment; try again later`,
  providerNoRecord: 'The provider has no record of this purchase',
} as const;

/** Forms send numbers as text at times; both "500" and 500 are read as 500. */
const numberText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** A network named in any case ("mtn", "9MOBILE") is read as the list writes it. */
export const airtimeNetwork = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? (AIRTIME_NETWORKS.find((network) => network.toLowerCase() === value.trim().toLowerCase()) ?? value)
      : value,
  z.enum(AIRTIME_NETWORKS, {
    error: (issue) =>
      issue.input == null || issue.input === '' ? airtimeTexts.networkRequired : airtimeTexts.networkUnknown,
  }),
);

/** A phone number typed in any common form, Nigerian by default (as everywhere in the product), kept in E.164. */
export const airtimePhoneNumber = z
  .string({
    error: (issue) => (issue.input == null ? airtimeTexts.phoneRequired : 'PhoneNumber must be text'),
  })
  .trim()
  .min(1, airtimeTexts.phoneRequired)
  .transform((value, ctx) => {
    const parsed = parsePhone(value);
    if (!parsed.ok || !parsed.valid) {
      ctx.addIssue({ code: 'custom', message: parsed.ok ? airtimeTexts.phoneInvalid : parsed.message });
      return z.NEVER;
    }
    // Airtime goes to Nigerian lines only, and never to an extension.
    if (parsed.country !== 'NG' || parsed.international.includes('ext')) {
      ctx.addIssue({ code: 'custom', message: airtimeTexts.phoneNotNigerian });
      return z.NEVER;
    }
    return parsed.international;
  });

/** ₦50 to ₦50,000, whole kobo (1.005 is refused, not rounded). */
export const airtimeAmount = z.preprocess(
  numberText,
  z
    .number({
      error: (issue) =>
        issue.input == null || issue.input === ''
          ? airtimeTexts.amountRequired
          : airtimeTexts.amountNotNumber,
    })
    .min(MIN_AIRTIME_AMOUNT, { message: airtimeTexts.amountTooSmall, abort: true })
    .max(MAX_AIRTIME_AMOUNT, { message: airtimeTexts.amountTooLarge, abort: true })
    .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), airtimeTexts.amountDecimals),
);

/** POST Communication/BuyAirtime. */
export const buyAirtimeRequest = z.strictObject({
  PhoneNumber: airtimePhoneNumber,
  Network: airtimeNetwork,
  Amount: airtimeAmount,
});
export type BuyAirtimeRequest = z.input<typeof buyAirtimeRequest>;

/** POST Communication/BuyDataPlan: the plan's price is the provider's, never the client's. */
export const buyDataPlanRequest = z.strictObject({
  PhoneNumber: airtimePhoneNumber,
  Network: airtimeNetwork,
  PlanCode: requiredText('PlanCode', 50),
});
export type BuyDataPlanRequest = z.input<typeof buyDataPlanRequest>;

/** A purchase's reply: the sentence to show, the new airtime transaction's Id, and the provider's status text. */
export const airtimePurchaseReply = z.object({
  Message: z.string(),
  Id: z.number().int(),
  _9bspStatus: z.string(),
});

/** GET Communication/GetNetworks. */
export const airtimeNetworkEntry = z.object({ Code: z.string(), Name: z.string() });

/** GET Communication/GetDataPlans?network. */
export const dataPlansQuery = z.object({ network: airtimeNetwork });
export const dataPlan = z.object({
  PlanCode: z.string(),
  PlanName: z.string(),
  Network: z.string(),
  Amount: z.number(),
  Validity: z.string(),
});
export type DataPlan = z.infer<typeof dataPlan>;

/** GetAirtimeDataTransactions, GetMyAirtimeDataTransactions: page, pageSize. */
/** What the airtime and data lists sort by (issue 32). */
export const AIRTIME_SORTS = ['TransactionDate', 'Amount'] as const;
export const airtimeListQuery = pageQuery.extend(sortQuery(AIRTIME_SORTS).shape);

/** spec 001 §3 Airtime/data transaction, with ours (PhoneNumber, PlanCode, Reference, wallet links). */
export const airtimeDataTransaction = z.object({
  Id: z.number().int(),
  Surname: z.string(),
  Firstname: z.string(),
  PhoneNumber: z.string(),
  IsDataPlan: z.boolean(),
  PlanName: z.string(),
  PlanCode: z.string().nullable(),
  Validity: z.string(),
  Network: z.string(),
  Amount: z.number().nullable(),
  /** The Amount as text (₦1,000), shown when Amount is empty. */
  Amountinstring: z.string(),
  TransactionDate: z.string(),
  /** The provider's status text: 'success' once delivered. */
  _9bspStatus: z.string(),
  Reference: z.string(),
  WalletTransactionId: z.number().int().nullable(),
  RefundTransactionId: z.number().int().nullable(),
});
export type AirtimeDataTransaction = z.infer<typeof airtimeDataTransaction>;

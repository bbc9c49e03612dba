import { z } from 'zod';

/**
 * What Flutterwave's v3 docs publish of its answers (developer.flutterwave.com: virtual accounts,
 * standard checkout, transactions, refunds, transfers and their retries, banks, account resolution),
 * reduced to the facts: the fields the docs show and our adapter reads, each of the type shown. The
 * contract tests hold the fake's answers to these, so the fake cannot drift from the real API unseen.
 */

const isoTime = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'an ISO time');

/** `{status, message, data}`: every answer, success or refusal. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), message: z.string().min(1), data });
export const refusal = z.object({ status: z.literal('error'), message: z.string().min(1) });

/** POST /virtual-account-numbers. */
export const virtualAccount = z.object({
  response_code: z.string(),
  response_message: z.string(),
  flw_ref: z.string().min(1),
  order_ref: z.string().min(1),
  account_number: z.string().regex(/^\d{10}$/),
  frequency: z.union([z.string(), z.number()]),
  bank_name: z.string().min(1),
  created_at: z.string(),
  expiry_date: z.string(),
  note: z.string(),
  amount: z.union([z.string(), z.number()]).nullable(),
});

/** POST /payments (Flutterwave Standard): the hosted checkout's link. */
export const hostedLink = z.object({ link: z.url() });

/** GET /transactions/:id/verify, GET /transactions/verify_by_reference and each of GET /transactions. */
export const transaction = z.object({
  id: z.number().int(),
  tx_ref: z.string().min(1),
  flw_ref: z.string().min(1),
  amount: z.number().positive(),
  currency: z.string().length(3),
  charged_amount: z.number(),
  processor_response: z.string(),
  status: z.enum(['successful', 'failed', 'pending', 'cancelled']),
  payment_type: z.string().min(1),
  created_at: isoTime,
  customer: z.object({ email: z.email() }),
});

/**
 * A card payment's `card` (docs, "Card tokenization"): its `token` charges it again (valid a year);
 * `expiry` is MM/YY.
 */
export const card = z.object({
  first_6digits: z.string().regex(/^\d{6}$/),
  last_4digits: z.string().regex(/^\d{4}$/),
  issuer: z.string(),
  country: z.string().length(2),
  type: z.string().min(1),
  token: z.string().min(1).optional(),
  expiry: z.string().regex(/^\d{2}\/\d{2}$/),
});

/** A verified card payment: the transaction and its card. */
export const cardTransaction = transaction.extend({ card });

/** POST /tokenized-charges (the SDK's documentation/tokenization.md sample): the charge as a transaction. */
export const tokenizedCharge = cardTransaction.extend({
  auth_model: z.string(),
  narration: z.string(),
});

/** GET /transactions: a page, and Flutterwave's page_info. */
export const transactionPage = envelope(z.array(transaction)).extend({
  meta: z.object({
    page_info: z.object({
      total: z.number().int(),
      current_page: z.number().int(),
      total_pages: z.number().int(),
    }),
  }),
});

/** POST /transactions/:id/refund. */
export const refund = z.object({
  id: z.number().int(),
  tx_id: z.number().int(),
  flw_ref: z.string().min(1),
  amount_refunded: z.number().positive(),
  status: z.string().min(1),
  destination: z.string().min(1),
  created_at: isoTime,
});

/** GET /banks/NG. */
export const banks = z.array(
  z.object({ id: z.number().int(), code: z.string().min(1), name: z.string().min(1) }),
);

/** POST /accounts/resolve. */
export const resolvedAccount = z.object({ account_number: z.string(), account_name: z.string().min(1) });

/** POST /transfers, POST /transfers/:id/retries and GET /transfers/:id. */
export const transfer = z.object({
  id: z.number().int(),
  account_number: z.string(),
  bank_code: z.string(),
  full_name: z.string(),
  created_at: isoTime,
  currency: z.literal('NGN'),
  debit_currency: z.string().length(3),
  amount: z.number().positive(),
  fee: z.number(),
  status: z.enum(['NEW', 'PENDING', 'SUCCESSFUL', 'FAILED']),
  reference: z.string().min(1),
  narration: z.string(),
  complete_message: z.string(),
  requires_approval: z.number().int(),
  is_approved: z.number().int(),
  bank_name: z.string().min(1),
});

import { z } from 'zod';

/**
 * Flutterwave's bills API as its reference documents it (issue 29 §1), written as our own schemas of
 * the facts the adapter relies on: what each request carries and what each answer holds. The contract
 * tests hold the adapter's requests and the fake's answers to them, so a fake can no longer agree with
 * a wrong adapter. Answers may carry more than these fields (`looseObject`); requests may not.
 */

/** Every answer: `{status, message, data}`, 'error' with a sentence when refused. */
export const envelope = z.object({
  status: z.enum(['success', 'error']),
  message: z.string().min(1),
  data: z.unknown(),
});

/** `GET /top-bill-categories?country=NG`. */
export const billCategory = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  code: z.string().regex(/^[A-Z]+$/),
  description: z.string(),
  country_code: z.string().length(2),
});

/** `GET /bills/{category}/billers?country=NG`: the billers of a category, each with its code. */
export const biller = z.looseObject({
  biller_code: z.string().regex(/^BIL\d+$/),
  name: z.string().min(1),
});

/** `GET /billers/{biller_code}/items`: naira amounts, 0 when the customer names the amount. */
export const billItem = z.looseObject({
  biller_code: z.string().regex(/^BIL\d+$/),
  item_code: z.string().min(1),
  name: z.string().min(1),
  amount: z.number().nonnegative(),
  fee: z.number().nonnegative(),
  is_airtime: z.boolean(),
  biller_name: z.string(),
  label_name: z.string(),
});

/** `GET /bill-items/{item_code}/validate?code={biller_code}&customer=…`: '00' is the biller's yes. */
export const validatedCustomer = z.looseObject({
  response_code: z.string(),
  response_message: z.string(),
  name: z.string().nullable(),
  biller_code: z.string(),
  customer: z.string(),
  product_code: z.string(),
  fee: z.number(),
  maximum: z.number(),
  minimum: z.number(),
});

/** `POST /billers/{biller_code}/items/{item_code}/payment`'s body: nothing else (no legacy `type`). */
export const paymentRequest = z.strictObject({
  country: z.literal('NG'),
  customer_id: z.string().min(1),
  amount: z.number().positive(),
  reference: z.string().min(1),
  callback_url: z.url().optional(),
});

/** Its answer: Flutterwave's `tx_ref` (by which the status is asked) and its own `reference`. */
export const payment = z.looseObject({
  phone_number: z.string(),
  amount: z.number(),
  network: z.string(),
  code: z.string(),
  tx_ref: z.string().min(1),
  reference: z.string().nullable(),
  batch_reference: z.string().nullable(),
  recharge_token: z.string().nullable(),
  fee: z.number(),
});

/** `GET /bills/{reference}`: our reference comes back as `customer_reference`; amount is text. */
export const billStatus = z.looseObject({
  currency: z.literal('NGN'),
  customer_id: z.string(),
  frequency: z.string(),
  amount: z.string(),
  fee: z.number(),
  product: z.string(),
  product_name: z.string(),
  commission: z.number(),
  transaction_date: z.iso.datetime(),
  customer_reference: z.string(),
  country: z.literal('NG'),
  flw_ref: z.string(),
  tx_ref: z.string(),
  extra: z.string().nullable(),
  product_details: z.string(),
});

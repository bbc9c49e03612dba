import { z } from 'zod';

/**
 * Paystack's published definition of the calls Wayfare makes (issue 29 §1), in our own words: the
 * OpenAPI file `dist/paystack.yaml` of the public repository PaystackOSS/openapi, commit
 * 9678dea922a900b2485969592055ccf634460352 (the facts: paths, methods, required fields, types, patterns,
 * enums; the YAML itself is not copied). The contract test (paystack-contract.test.ts) runs every request
 * the adapter sends and every reply the fake gives through these, so the fake can no longer agree with
 * a wrong adapter. `GET /dedicated_account/available_providers` is answered with the definition's generic
 * `Response` there; its data's shape is the one of Paystack's developer docs (Fetch Bank Providers).
 */

/** TransferBase.reference: "a lowercase alphanumeric string with only -,_ symbols allowed", 16 at least. */
export const PAYSTACK_TRANSFER_REFERENCE = /^[a-z0-9_-]{16,}$/;
/** TransactionInitialize.reference: "Only -, ., = and alphanumeric characters allowed." */
export const PAYSTACK_TRANSACTION_REFERENCE = /^[A-Za-z0-9.=-]+$/;

/** Every status a transfer may have (`GET /transfer?status=` and `/transfer/export`). */
export const PAYSTACK_TRANSFER_STATUSES = [
  'pending',
  'success',
  'failed',
  'otp',
  'abandoned',
  'reversed',
  'blocked',
  'rejected',
  'received',
] as const;

const integer = z.number().int();
const currency = z.enum(['GHS', 'KES', 'NGN', 'ZAR', 'USD']);
const transferCurrency = z.enum(['NGN', 'ZAR', 'KES', 'GHS']);
const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string(), data });
const listEnvelope = <T extends z.ZodType, M extends z.ZodType>(item: T, meta: M) =>
  z.object({ status: z.literal(true), message: z.string(), data: z.array(item), meta });
/** The definition's `Error` (401, 404 and the refusals): `status: false` and a sentence. */
export const paystackErrorReply = z.object({ status: z.literal(false), message: z.string() });

/** Query strings are text: a boolean is `true`/`false`, an integer its digits. */
const queryBoolean = z.enum(['true', 'false']);
const queryInteger = z.string().regex(/^\d+$/);
const dateTime = z.string().datetime({ offset: true });

/** Page-numbered lists' `meta` (TransactionListResponse and the others with pages). */
const pagedMeta = z.object({
  total: integer,
  skipped: integer,
  perPage: z.union([integer, z.string()]),
  page: integer,
  pageCount: integer,
});
/** Cursor lists' `meta` (`use_cursor=true`): the next page's cursor, null on the last. */
const cursorMeta = z.object({
  next: z.string().nullable(),
  previous: z.string().nullable(),
  perPage: integer,
});

const transaction = z.object({
  id: integer,
  domain: z.string(),
  status: z.string(),
  reference: z.string(),
  amount: integer,
  gateway_response: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  channel: z.string(),
  currency: z.string(),
});

/**
 * A card's authorization (VerifyResponse and ChargeAuthorizationResponse): what a later charge names
 * (`authorization_code`), whether it may be (`reusable`), and the card's `signature`, the same for the
 * same card. Issue 30 read these from the definition's component files
 * (src/assets/openapi/components/schemas/VerifyResponse.yaml, ChargeAuthorizationResponse.yaml,
 * TransactionChargeAuthorization.yaml, commit 1ae7feff0956f266b3f54157dbc46a2ebce79f42).
 */
const authorization = z.object({
  authorization_code: z.string(),
  bin: z.string().nullable(),
  last4: z.string(),
  exp_month: z.string(),
  exp_year: z.string(),
  channel: z.string(),
  card_type: z.string(),
  bank: z.string(),
  country_code: z.string(),
  brand: z.string(),
  reusable: z.boolean(),
  signature: z.string(),
  account_name: z.unknown(),
});

const bank = z.object({
  name: z.string(),
  slug: z.string(),
  code: z.string(),
  longcode: z.string(),
  gateway: z.string().nullable(),
  pay_with_bank: z.boolean(),
  active: z.boolean(),
  is_deleted: z.boolean().nullable(),
  country: z.string(),
  currency: z.string(),
  type: z.string(),
  id: integer,
  createdAt: z.string(),
  updatedAt: z.string(),
});

const recipientDetails = z.object({
  authorization_code: z.string().nullable(),
  account_number: z.string().nullable(),
  account_name: z.string().nullable(),
  bank_code: z.string(),
  bank_name: z.string(),
});
const recipient = z.object({
  active: z.boolean(),
  createdAt: z.string(),
  currency: z.string(),
  domain: z.string(),
  id: integer,
  integration: integer,
  name: z.string(),
  recipient_code: z.string(),
  type: z.string(),
  updatedAt: z.string(),
  is_deleted: z.boolean(),
  details: recipientDetails,
});

const transferStatus = z.enum(PAYSTACK_TRANSFER_STATUSES);
const transferFields = {
  amount: integer,
  currency: z.string(),
  domain: z.string(),
  id: integer,
  integration: integer,
  reason: z.string(),
  reference: z.string().regex(PAYSTACK_TRANSFER_REFERENCE),
  source: z.string(),
  status: transferStatus,
  transfer_code: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  failures: z.unknown(),
  titan_code: z.unknown(),
  transferred_at: z.string().nullable(),
};

const customer = z.object({
  id: integer,
  email: z.string(),
  customer_code: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
});

/** One call of the definition: its request (JSON body, or query for a GET) and its 2xx reply. */
export type PaystackOperation = {
  method: 'GET' | 'POST';
  /** The path with `{name}` for a path parameter. */
  path: string;
  /** The JSON body a POST sends, or the query a GET sends (each value as text). */
  request: z.ZodType;
  reply: z.ZodType;
  /** The 2xx status the definition gives. */
  success: 200 | 201;
};

export const paystackOperations: PaystackOperation[] = [
  {
    method: 'POST',
    path: '/transaction/initialize',
    request: z.object({
      email: z.string(),
      amount: integer,
      currency: currency.optional(),
      reference: z.string().regex(PAYSTACK_TRANSACTION_REFERENCE).optional(),
      callback_url: z.string().url().optional(),
      metadata: z.record(z.string(), z.unknown()).optional(),
    }),
    reply: envelope(
      z.object({ authorization_url: z.string().url(), access_code: z.string(), reference: z.string() }),
    ),
    success: 200,
  },
  {
    method: 'GET',
    path: '/transaction/verify/{reference}',
    request: z.object({}).strict(),
    // VerifyResponse requires none of the authorization's fields: empty before a card paid, a bank
    // transfer's own (receiver_bank…) for a payment into a dedicated account.
    reply: envelope(
      transaction.extend({
        authorization: authorization.partial().extend({
          receiver_bank_account_number: z.unknown().optional(),
          receiver_bank: z.unknown().optional(),
        }),
        customer: z.object({ email: z.string() }),
      }),
    ),
    success: 200,
  },
  {
    method: 'POST',
    path: '/transaction/charge_authorization',
    request: z
      .object({
        email: z.string(),
        amount: integer,
        authorization_code: z.string(),
        reference: z.string().regex(PAYSTACK_TRANSACTION_REFERENCE).optional(),
        currency: currency.optional(),
        metadata: z.string().optional(),
        queue: z.boolean().optional(),
      })
      .strict(),
    reply: envelope(
      z.object({
        amount: integer,
        currency: z.string(),
        transaction_date: z.string(),
        status: z.string(),
        reference: z.string(),
        domain: z.string(),
        metadata: z.string(),
        gateway_response: z.string(),
        message: z.string().nullable(),
        channel: z.string(),
        ip_address: z.unknown(),
        log: z.unknown(),
        fees: integer.nullable(),
        authorization,
        customer: customer.extend({ metadata: z.unknown(), risk_action: z.string() }),
        plan: z.unknown(),
        id: integer,
      }),
    ),
    success: 200,
  },
  {
    method: 'GET',
    path: '/transaction',
    request: z
      .object({
        per_page: queryInteger.optional(),
        page: queryInteger.optional(),
        from: dateTime.optional(),
        to: dateTime.optional(),
      })
      .strict(),
    reply: listEnvelope(transaction, pagedMeta),
    success: 200,
  },
  {
    method: 'POST',
    path: '/refund',
    request: z.object({ transaction: z.string(), amount: integer.optional() }).strict(),
    reply: envelope(
      z.object({ transaction: z.object({ id: integer, reference: z.string() }), amount: integer }),
    ),
    success: 200,
  },
  {
    method: 'GET',
    path: '/bank',
    request: z
      .object({
        country: z.enum(['ghana', 'kenya', 'nigeria', 'south africa']).optional(),
        currency: z.enum(['GHS', 'KES', 'NGN', 'ZAR']).optional(),
        use_cursor: queryBoolean.optional(),
        perPage: queryInteger.optional(),
        next: z.string().optional(),
      })
      .strict(),
    reply: listEnvelope(bank, cursorMeta),
    success: 200,
  },
  {
    method: 'GET',
    path: '/bank/resolve',
    request: z.object({ account_number: z.string().regex(/^\d+$/), bank_code: z.string() }).strict(),
    reply: envelope(z.object({ account_number: z.string(), account_name: z.string(), bank_id: integer })),
    success: 200,
  },
  {
    method: 'POST',
    path: '/transferrecipient',
    request: z
      .object({
        type: z.enum(['nuban', 'ghipss', 'mobile_money', 'basa', 'authorization']),
        name: z.string().min(1),
        account_number: z.string(),
        bank_code: z.string(),
        currency: z.string().optional(),
      })
      .strict(),
    reply: envelope(recipient),
    success: 201,
  },
  {
    method: 'POST',
    path: '/transfer',
    request: z
      .object({
        source: z.string(),
        amount: integer,
        recipient: z.string(),
        reference: z.string().regex(PAYSTACK_TRANSFER_REFERENCE),
        reason: z.string().optional(),
        currency: transferCurrency.optional(),
      })
      .strict(),
    reply: envelope(z.object({ ...transferFields, recipient: integer })),
    success: 200,
  },
  {
    method: 'GET',
    path: '/transfer/verify/{reference}',
    request: z.object({}).strict(),
    reply: envelope(z.object({ ...transferFields, recipient })),
    success: 200,
  },
  {
    method: 'POST',
    path: '/customer',
    request: z
      .object({
        email: z.string(),
        first_name: z.string().optional(),
        last_name: z.string().optional(),
        phone: z.string().optional(),
        // "Stringified JSON object of custom data"
        metadata: z
          .string()
          .refine((text) => {
            try {
              const parsed: unknown = JSON.parse(text);
              return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
            } catch {
              return false;
            }
          }, 'a JSON object as a string')
          .optional(),
      })
      .strict(),
    reply: envelope(customer.extend({ metadata: z.unknown() })),
    success: 200,
  },
  {
    method: 'POST',
    path: '/dedicated_account',
    request: z
      .object({
        customer: z.string(),
        preferred_bank: z.string().optional(),
        subaccount: z.string().optional(),
        split_code: z.string().optional(),
      })
      .strict(),
    // Paystack answers at once with the account, or (assignment by event) with what it has so far.
    reply: envelope(
      z.union([
        z.object({
          bank: z.object({ name: z.string(), id: integer, slug: z.string() }),
          account_name: z.string(),
          account_number: z.string(),
          assigned: z.boolean(),
          currency: z.string(),
          active: z.boolean(),
          id: integer,
          customer,
        }),
        z.object({ assigned: z.literal(false), customer }),
      ]),
    ),
    success: 200,
  },
  {
    method: 'GET',
    path: '/dedicated_account/available_providers',
    request: z.object({}).strict(),
    reply: envelope(
      z.array(z.object({ provider_slug: z.string(), bank_id: integer, bank_name: z.string(), id: integer })),
    ),
    success: 200,
  },
];

/** The operation a method and concrete path are of (`/transfer/verify/abc` → `/transfer/verify/{reference}`). */
export function paystackOperationOf(method: string, pathname: string): PaystackOperation | undefined {
  return paystackOperations.find((operation) => {
    if (operation.method !== method) return false;
    const pattern = operation.path.replace(/\{[^}]+\}/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(pathname);
  });
}

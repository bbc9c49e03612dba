import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { flutterwaveEnvelope, paystackEnvelope } from './fake-envelopes.ts';
import { readJson, sendJson } from './fake-http.ts';
import type { FakeTransaction } from './fake-paystack-transaction.ts';

/**
 * The fake gateway's dedicated (virtual) accounts (issue 18 §3), for Paystack (`POST /customer`,
 * `POST /dedicated_account`, `dedicatedaccount.assign.success|failed`, a transfer in being a
 * `charge.success` on `dedicated_nuban`) and Flutterwave (`POST /virtual-account-numbers`, a transfer in
 * being a `charge.completed` with the account's tx_ref and payment_type bank_transfer). Test hooks make
 * the next assignments fail, and land bank transfers on the accounts (also
 * `POST /fake-gateway/control/incoming-transfer {AccountNumber, Amount}` in naira).
 */

type Answer = (status: number, body: unknown) => true;
type EventPoster = (event: string, data: Record<string, unknown>) => void;

/** The request's JSON object (an empty body reads as `{}`); anything else, undefined. */
async function readObject(request: IncomingMessage) {
  const parsed = await readJson<unknown>(request, '{}');
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
}

function answerWith(response: ServerResponse): Answer {
  return (status, body) => {
    sendJson(response, status, body);
    return true;
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A fresh 10-digit account number that does not start with 0, not yet in `taken`. */
function newAccountNumber(taken: ReadonlyMap<string, unknown>) {
  for (;;) {
    const number = String(randomInt(1_000_000_000, 10_000_000_000));
    if (!taken.has(number)) return number;
  }
}

/** Paystack's bank of dedicated accounts in test mode (live mode offers real banks, e.g. wema-bank). */
export const FAKE_DEDICATED_ACCOUNT_BANK: FakeAccountBank = {
  provider_slug: 'test-bank',
  bank_id: 1001,
  bank_name: 'Test Bank',
  id: 1,
};

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The sentence a provider gives when it cannot open an account (the test asked for a failure). */
export const FAKE_ASSIGNMENT_FAILURE = 'Customer identification failed: BVN could not be validated';

/** Flutterwave's refusal of a permanent account asked without a valid BVN. */
export const FAKE_FLUTTERWAVE_BVN_REQUIRED = 'BVN is required for static account number';

/** What a landed transfer answers: the provider's reference of the payment, and its id. */
export type LandedTransfer = { reference: string; id: number };

export type FakeVirtualAccounts = {
  /** Answers a request it owns (true); leaves any other to the fake's own routes (false). */
  handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean>;
  /** A bank transfer into one of its accounts (kobo), posted as the provider's event; unknown: undefined. */
  landTransfer(accountNumber: string, amountKobo: number): LandedTransfer | undefined;
  /** Posts the event of a transfer already landed again (a provider's replay). */
  replayTransfer(reference: string): void;
  accounts: ReadonlyMap<string, { accountName: string; email: string }>;
  hooks: {
    /** How the next assignments end, one per request; then they succeed. */
    assignmentOutcomes: ('success' | 'failed')[];
  };
};

type PaystackCustomer = {
  id: number;
  code: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  metadata: Record<string, unknown>;
};
/** A bank Paystack opens dedicated accounts at (`GET /dedicated_account/available_providers`). */
export type FakeAccountBank = { provider_slug: string; bank_id: number; bank_name: string; id: number };

type PaystackAccount = {
  id: number;
  bank: FakeAccountBank;
  accountNumber: string;
  accountName: string;
  email: string;
  customer: PaystackCustomer;
};
type PaystackCharge = {
  id: number;
  reference: string;
  amount: number;
  account: PaystackAccount;
  paidAt: string;
};

/**
 * Paystack's part. `assignByEvent` set, `POST /dedicated_account` answers before the account exists and
 * the end comes as `dedicatedaccount.assign.success|failed`; else the account (or the refusal) at once.
 */
export function createFakePaystackVirtualAccounts(deps: {
  newId: () => number;
  postEvent: EventPoster;
  /** Keeps a landed transfer among the fake's payments too, so `POST /refund` finds it. */
  recordPayment: (payment: FakeTransaction) => void;
}): FakeVirtualAccounts & { hooks: { assignByEvent: boolean; providers: FakeAccountBank[] } } {
  const customers = new Map<string, PaystackCustomer>();
  const accounts = new Map<string, PaystackAccount>();
  const charges = new Map<string, PaystackCharge>();
  const hooks = {
    assignmentOutcomes: [] as ('success' | 'failed')[],
    assignByEvent: false,
    /** The banks offered for dedicated accounts (test mode's own, unless a test offers others). */
    providers: [FAKE_DEDICATED_ACCOUNT_BANK],
  };

  const customerView = (customer: PaystackCustomer) => ({
    id: customer.id,
    customer_code: customer.code,
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    phone: customer.phone,
    metadata: customer.metadata,
    risk_action: 'default',
  });
  const accountView = (account: PaystackAccount) => ({
    id: account.id,
    bank: { name: account.bank.bank_name, id: account.bank.bank_id, slug: account.bank.provider_slug },
    account_name: account.accountName,
    account_number: account.accountNumber,
    assigned: true,
    currency: 'NGN',
    active: true,
    customer: customerView(account.customer),
  });
  const chargeView = (charge: PaystackCharge) => ({
    id: charge.id,
    domain: 'test',
    status: 'success',
    reference: charge.reference,
    amount: charge.amount,
    currency: 'NGN',
    gateway_response: 'Approved',
    paid_at: charge.paidAt,
    created_at: charge.paidAt,
    channel: 'dedicated_nuban',
    customer: customerView(charge.account.customer),
    authorization: {
      channel: 'dedicated_nuban',
      receiver_bank_account_number: charge.account.accountNumber,
      receiver_bank: charge.account.bank.bank_name,
      sender_name: 'TEST SENDER',
    },
    metadata: {
      receiver_account_number: charge.account.accountNumber,
      receiver_bank: charge.account.bank.bank_name,
    },
  });

  function assign(customer: PaystackCustomer, outcome: 'success' | 'failed', bank: FakeAccountBank) {
    if (outcome === 'failed') return undefined;
    const existing = [...accounts.values()].find((account) => account.customer.code === customer.code);
    if (existing) return existing;
    const account: PaystackAccount = {
      id: deps.newId(),
      bank,
      accountNumber: newAccountNumber(accounts),
      accountName: `WAYFARE/${customer.firstName} ${customer.lastName}`.toUpperCase(),
      email: customer.email,
      customer,
    };
    accounts.set(account.accountNumber, account);
    return account;
  }

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL) {
    const send = answerWith(response);
    const method = request.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/customer') {
      const body = await readObject(request);
      if (!body) return send(400, paystackEnvelope(false, 'Invalid JSON body'));
      const email = text(body.email);
      if (!email.includes('@')) return send(400, paystackEnvelope(false, 'Invalid Email Address Passed'));
      // CustomerCreate.metadata: "Stringified JSON object of custom data".
      let metadata: Record<string, unknown> = {};
      if (body.metadata !== undefined) {
        const parsed = typeof body.metadata === 'string' ? safeJson(body.metadata) : undefined;
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
          return send(400, paystackEnvelope(false, 'Metadata must be a stringified JSON object'));
        metadata = parsed as Record<string, unknown>;
      }
      // Paystack answers the same customer for an e-mail it already knows.
      let customer = [...customers.values()].find((known) => known.email === email);
      if (!customer) {
        customer = {
          id: deps.newId(),
          code: `CUS_${randomBytes(8).toString('hex')}`,
          email,
          firstName: text(body.first_name),
          lastName: text(body.last_name),
          phone: text(body.phone),
          metadata,
        };
        customers.set(customer.code, customer);
      }
      return send(200, paystackEnvelope(true, 'Customer created', customerView(customer)));
    }
    if (method === 'POST' && url.pathname === '/dedicated_account') {
      const body = await readObject(request);
      const customer = customers.get(text(body?.customer));
      if (!customer) return send(404, paystackEnvelope(false, 'Customer not found'));
      const bank = hooks.providers.find((offered) => offered.provider_slug === text(body?.preferred_bank));
      if (!bank)
        return send(400, paystackEnvelope(false, 'Preferred bank is not available for this integration'));
      // Paystack's docs: first name, last name and phone before a dedicated account is assigned.
      if (!customer.firstName || !customer.lastName || !customer.phone)
        return send(
          400,
          paystackEnvelope(false, "Please provide the customer's first name, last name and phone number"),
        );
      const outcome = hooks.assignmentOutcomes.shift() ?? 'success';
      if (hooks.assignByEvent) {
        setTimeout(() => {
          const account = assign(customer, outcome, bank);
          deps.postEvent(account ? 'dedicatedaccount.assign.success' : 'dedicatedaccount.assign.failed', {
            customer: customerView(customer),
            dedicated_account: account ? accountView(account) : null,
            identification: account
              ? { status: 'success' }
              : { status: 'failed', reason: FAKE_ASSIGNMENT_FAILURE },
          });
        }, 10);
        return send(
          200,
          paystackEnvelope(true, 'Assign dedicated account in progress', {
            assigned: false,
            customer: customerView(customer),
          }),
        );
      }
      const account = assign(customer, outcome, bank);
      if (!account) return send(400, paystackEnvelope(false, FAKE_ASSIGNMENT_FAILURE));
      return send(200, paystackEnvelope(true, 'NUBAN successfully created', accountView(account)));
    }
    if (method === 'GET' && url.pathname === '/dedicated_account/available_providers') {
      return send(200, paystackEnvelope(true, 'Dedicated account providers retrieved', hooks.providers));
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
    const charge = verify ? charges.get(decodeURIComponent(verify[1]!)) : undefined;
    if (method === 'GET' && charge) {
      return send(200, paystackEnvelope(true, 'Verification successful', chargeView(charge)));
    }
    return false;
  }

  return {
    handle,
    accounts,
    hooks,
    landTransfer(accountNumber, amountKobo) {
      const account = accounts.get(accountNumber);
      if (!account) return undefined;
      const charge: PaystackCharge = {
        id: deps.newId(),
        reference: `T${randomBytes(8).toString('hex')}`,
        amount: amountKobo,
        account,
        paidAt: new Date().toISOString(),
      };
      charges.set(charge.reference, charge);
      deps.recordPayment({
        id: charge.id,
        reference: charge.reference,
        accessCode: randomBytes(8).toString('hex'),
        amount: amountKobo,
        currency: 'NGN',
        email: account.email,
        callbackUrl: '',
        status: 'success',
        gatewayResponse: 'Approved',
        paidAt: charge.paidAt,
        createdAt: charge.paidAt,
      });
      deps.postEvent('charge.success', chargeView(charge));
      return { reference: charge.reference, id: charge.id };
    },
    replayTransfer(reference) {
      const charge = charges.get(reference);
      if (charge) deps.postEvent('charge.success', chargeView(charge));
    },
  };
}

type FlutterwaveAccount = { accountNumber: string; accountName: string; email: string; txRef: string };
type FlutterwaveCharge = {
  id: number;
  flwRef: string;
  amount: number;
  account: FlutterwaveAccount;
  at: string;
};

/** Flutterwave's part: the account at once (or the refusal); a transfer in is `charge.completed`. */
export function createFakeFlutterwaveVirtualAccounts(deps: {
  newId: () => number;
  postEvent: EventPoster;
}): FakeVirtualAccounts {
  const accounts = new Map<string, FlutterwaveAccount>();
  const charges = new Map<string, FlutterwaveCharge>();
  const hooks = { assignmentOutcomes: [] as ('success' | 'failed')[] };
  const chargeView = (charge: FlutterwaveCharge) => ({
    id: charge.id,
    tx_ref: charge.account.txRef,
    flw_ref: charge.flwRef,
    amount: charge.amount,
    currency: 'NGN',
    charged_amount: charge.amount,
    processor_response: 'success',
    status: 'successful',
    payment_type: 'bank_transfer',
    created_at: charge.at,
    customer: { email: charge.account.email },
  });

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL) {
    const send = answerWith(response);
    const method = request.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/virtual-account-numbers') {
      const body = await readObject(request);
      if (!body) return send(400, flutterwaveEnvelope('error', 'Invalid JSON body'));
      const email = text(body.email);
      const txRef = text(body.tx_ref);
      if (!email.includes('@')) return send(400, flutterwaveEnvelope('error', 'email is required'));
      if (!txRef) return send(400, flutterwaveEnvelope('error', 'tx_ref is required'));
      // As the real API (and its SDK's schema): a permanent account only with the customer's 11-digit BVN.
      if (body.is_permanent === true && !/^\d{11}$/.test(text(body.bvn))) {
        return send(400, flutterwaveEnvelope('error', FAKE_FLUTTERWAVE_BVN_REQUIRED));
      }
      if ((hooks.assignmentOutcomes.shift() ?? 'success') === 'failed') {
        return send(400, flutterwaveEnvelope('error', FAKE_ASSIGNMENT_FAILURE));
      }
      let account = [...accounts.values()].find((known) => known.txRef === txRef);
      if (!account) {
        account = {
          accountNumber: newAccountNumber(accounts),
          accountName: `${text(body.firstname)} ${text(body.lastname)}`.trim(),
          email,
          txRef,
        };
        accounts.set(account.accountNumber, account);
      }
      return send(
        200,
        flutterwaveEnvelope('success', 'Virtual account created', {
          response_code: '02',
          response_message: 'Transaction in progress',
          flw_ref: `FLW-${randomBytes(8).toString('hex')}`,
          order_ref: `URF_${randomBytes(8).toString('hex')}`,
          account_number: account.accountNumber,
          frequency: 'N/A',
          bank_name: 'WEMA BANK',
          created_at: new Date().toISOString(),
          expiry_date: 'N/A',
          note: `Please make a bank transfer to ${account.accountName}`,
          amount: null,
        }),
      );
    }
    const verify = /^\/transactions\/(\d+)\/verify$/.exec(url.pathname);
    const charge = verify ? charges.get(verify[1]!) : undefined;
    if (method === 'GET' && charge) {
      return send(
        200,
        flutterwaveEnvelope('success', 'Transaction fetched successfully', chargeView(charge)),
      );
    }
    return false;
  }

  return {
    handle,
    accounts,
    hooks,
    landTransfer(accountNumber, amountKobo) {
      const account = accounts.get(accountNumber);
      if (!account) return undefined;
      const charge: FlutterwaveCharge = {
        id: deps.newId(),
        flwRef: `FLW-MOCK-${randomBytes(6).toString('hex')}`,
        amount: amountKobo / 100,
        account,
        at: new Date().toISOString(),
      };
      charges.set(String(charge.id), charge);
      deps.postEvent('charge.completed', chargeView(charge));
      return { reference: charge.flwRef, id: charge.id };
    },
    replayTransfer(reference) {
      const charge = [...charges.values()].find((known) => known.flwRef === reference);
      if (charge) deps.postEvent('charge.completed', chargeView(charge));
    },
  };
}

/**
 * `POST …/control/incoming-transfer {AccountNumber, Amount}` (naira): lands a bank transfer on whichever
 * fake opened the account, as a customer paying into it from their bank would.
 */
export async function handleIncomingTransferControl(
  request: IncomingMessage,
  response: ServerResponse,
  fakes: readonly { name: string; virtualAccounts: FakeVirtualAccounts }[],
) {
  const send = answerWith(response);
  if (request.method !== 'POST') return send(405, { message: 'POST {AccountNumber, Amount}' });
  const body = await readObject(request);
  const accountNumber = text(body?.AccountNumber);
  const amount = Number(body?.Amount);
  const kobo = Math.round(amount * 100);
  if (!accountNumber) return send(400, { message: 'AccountNumber is required' });
  if (!Number.isFinite(amount) || kobo <= 0 || Math.abs(kobo - amount * 100) > 1e-6) {
    return send(400, { message: 'Amount must be more than ₦0, with at most two decimal places' });
  }
  for (const fake of fakes) {
    const landed = fake.virtualAccounts.landTransfer(accountNumber, kobo);
    if (landed) return send(200, { Provider: fake.name, Reference: landed.reference, Id: landed.id });
  }
  return send(404, { message: `No virtual account numbered ${accountNumber}` });
}

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PAYSTACK_TRANSACTION_REFERENCE } from '../paystack-definition.ts';
import type { createFakeApi } from './fake-api.ts';
import type { FakeCard, FakeCardChargeOutcome, FakeCardRefusal, FakeCards } from './fake-cards.ts';
import { paystackEnvelope as envelope } from './fake-envelopes.ts';
import { sendJson as send } from './fake-http.ts';
import { type FakeTransaction, paystackAuthorizationView } from './fake-paystack-transaction.ts';

const REFUSALS: Record<FakeCardRefusal, string> = {
  unknown: 'Invalid Authorization code',
  'not-reusable': 'Authorization is not reusable',
  'another-customer': 'Authorization code does not belong to this customer email',
};

/**
 * The fake Paystack's `POST /transaction/charge_authorization` (issue 30): strict as its definition
 * (paystack-definition.ts): email, a whole positive amount in kobo, a reusable authorization of that
 * customer's, a reference of Paystack's characters never used before. A charge is a transaction like a
 * checkout's (verified by its reference, `charge.success` posted when it succeeds); a decline is
 * Paystack's 200 "Charge attempted" with a `failed` transaction.
 */
export function createFakePaystackCardCharges(deps: {
  api: ReturnType<typeof createFakeApi>;
  cards: FakeCards;
  transactions: Map<string, FakeTransaction>;
  newId: () => number;
  /** The outcome a test asked for this charge, if any. */
  nextOutcome: () => FakeCardChargeOutcome | undefined;
  paid: (trx: FakeTransaction) => void;
}) {
  const chargeView = (trx: FakeTransaction, card: FakeCard) => ({
    amount: trx.amount,
    currency: trx.currency,
    transaction_date: trx.createdAt,
    status: trx.status,
    reference: trx.reference,
    domain: 'test',
    metadata: '',
    gateway_response: trx.gatewayResponse,
    message: null,
    channel: 'card',
    ip_address: null,
    log: null,
    fees: trx.status === 'success' ? Math.min(Math.round(trx.amount * 0.015), 200_000) : null,
    authorization: paystackAuthorizationView(card),
    customer: {
      id: deps.newId(),
      first_name: null,
      last_name: null,
      email: trx.email,
      customer_code: `CUS_${card.signature.slice(4, 18)}`,
      phone: null,
      metadata: null,
      risk_action: 'default',
      international_format_phone: null,
    },
    plan: null,
    id: trx.id,
  });

  return async function handle(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (request.method !== 'POST' || url.pathname !== '/transaction/charge_authorization') return false;
    const body = await deps.api.body<{
      email?: unknown;
      amount?: unknown;
      authorization_code?: unknown;
      reference?: unknown;
      currency?: unknown;
    }>(request, response);
    if (body === undefined) return true;
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      deps.api.refuse(response, 400, 'Invalid Amount Sent');
      return true;
    }
    if (typeof body.email !== 'string' || !body.email.includes('@')) {
      deps.api.refuse(response, 400, 'Invalid Email Address Passed');
      return true;
    }
    const refusal = deps.cards.refusal(body.authorization_code, body.email);
    if (refusal) {
      deps.api.refuse(response, 400, REFUSALS[refusal]);
      return true;
    }
    const reference = typeof body.reference === 'string' ? body.reference : randomBytes(8).toString('hex');
    if (!PAYSTACK_TRANSACTION_REFERENCE.test(reference)) {
      deps.api.refuse(
        response,
        400,
        'Invalid transaction reference: only -, ., = and alphanumeric characters allowed',
      );
      return true;
    }
    if (deps.transactions.has(reference)) {
      deps.api.refuse(response, 400, 'Duplicate Transaction Reference');
      return true;
    }
    const card = deps.cards.cards.get(body.authorization_code as string)!;
    const succeeded = (deps.nextOutcome() ?? 'success') === 'success';
    const now = new Date().toISOString();
    const trx: FakeTransaction = {
      id: deps.newId(),
      reference,
      accessCode: randomBytes(8).toString('hex'),
      amount,
      currency: typeof body.currency === 'string' ? body.currency : 'NGN',
      email: body.email,
      callbackUrl: '',
      status: succeeded ? 'success' : 'failed',
      gatewayResponse: succeeded ? 'Approved' : 'Insufficient Funds',
      paidAt: succeeded ? now : null,
      createdAt: now,
      card,
    };
    deps.transactions.set(reference, trx);
    if (succeeded) deps.paid(trx);
    send(response, 200, envelope(true, 'Charge attempted', chargeView(trx, card)));
    return true;
  };
}

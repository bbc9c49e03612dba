import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { createFakeApi } from './fake-api.ts';
import type { FakeCard, FakeCardChargeOutcome, FakeCardRefusal, FakeCards } from './fake-cards.ts';
import type { FakeFlutterwaveTransaction } from './fake-flutterwave-transaction.ts';
import { sendJson as send } from './fake-http.ts';

const REFUSALS: Record<FakeCardRefusal, string> = {
  unknown: 'Token not found or expired',
  'not-reusable': 'Token not found or expired',
  'another-customer': 'Token does not belong to the customer with this email',
};

/** Flutterwave's `card` of a transaction paid by card: its `token` only when it may be charged again. */
export const flutterwaveCardView = (card: FakeCard) => ({
  first_6digits: card.bin,
  last_4digits: card.last4,
  issuer: `${card.brand.toUpperCase()} ${card.bank}`,
  country: 'NG',
  type: card.brand.toUpperCase(),
  ...(card.reusable ? { token: card.code } : {}),
  expiry: `${card.expMonth}/${card.expYear.slice(-2)}`,
});

/**
 * The fake Flutterwave's `POST /tokenized-charges` (issue 30), as strict as the official SDK's
 * `tokenSchema`: a token of that customer's, a positive amount in naira, a currency, a `tx_ref` of at
 * most 100 characters never used before, a narration. A charge is a transaction like a checkout's
 * (verified by its tx_ref, `charge.completed` posted when it succeeds); a decline answers a `failed` one.
 */
export function createFakeFlutterwaveCardCharges(deps: {
  api: ReturnType<typeof createFakeApi>;
  cards: FakeCards;
  transactions: Map<string, FakeFlutterwaveTransaction>;
  newId: () => number;
  nextOutcome: () => FakeCardChargeOutcome | undefined;
  view: (trx: FakeFlutterwaveTransaction) => Record<string, unknown>;
  paid: (trx: FakeFlutterwaveTransaction) => void;
}) {
  return async function handle(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (request.method !== 'POST' || url.pathname !== '/tokenized-charges') return false;
    const body = await deps.api.body<{
      token?: unknown;
      email?: unknown;
      amount?: unknown;
      currency?: unknown;
      tx_ref?: unknown;
      narration?: unknown;
    }>(request, response);
    if (body === undefined) return true;
    const refuse = (message: string) => {
      deps.api.refuse(response, 400, message);
      return true;
    };
    if (typeof body.amount !== 'number' || !(body.amount > 0)) return refuse('amount is required');
    if (typeof body.currency !== 'string' || body.currency.length !== 3)
      return refuse('currency is required');
    if (typeof body.email !== 'string' || !body.email.includes('@')) return refuse('email is required');
    if (typeof body.narration !== 'string' || body.narration === '') return refuse('narration is required');
    const txRef = body.tx_ref;
    if (typeof txRef !== 'string' || txRef.trim() === '' || txRef.length > 100)
      return refuse('tx_ref is required');
    const refusal = deps.cards.refusal(body.token, body.email);
    if (refusal) return refuse(REFUSALS[refusal]);
    if (deps.transactions.has(txRef)) return refuse('Duplicate tx_ref');
    const card = deps.cards.cards.get(body.token as string)!;
    const succeeded = (deps.nextOutcome() ?? 'success') === 'success';
    const trx: FakeFlutterwaveTransaction = {
      id: deps.newId(),
      txRef,
      checkoutId: randomBytes(8).toString('hex'),
      amount: body.amount,
      currency: body.currency,
      email: body.email,
      redirectUrl: '',
      status: succeeded ? 'successful' : 'failed',
      processorResponse: succeeded ? 'APPROVED' : 'Insufficient funds',
      createdAt: new Date().toISOString(),
      card,
    };
    deps.transactions.set(txRef, trx);
    if (succeeded) deps.paid(trx);
    send(response, 200, {
      status: 'success',
      message: succeeded ? 'Charge successful' : 'Charge failed',
      data: { ...deps.view(trx), auth_model: 'noauth', narration: body.narration },
    });
    return true;
  };
}

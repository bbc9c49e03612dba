import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createFakeApi, type FakeFailures, refundedSoFar } from './fake-api.ts';
import { FAKE_BANKS, fakeAccountName } from './fake-banks.ts';
import { createFakeBills, isBillsPath } from './fake-bills.ts';
import { createFakeCards, type FakeCardChargeOutcome } from './fake-cards.ts';
import { serveHostedCheckout } from './fake-checkout.ts';
import { flutterwaveEnvelope as envelope } from './fake-envelopes.ts';
import { createFakeFlutterwaveCardCharges, flutterwaveCardView } from './fake-flutterwave-cards.ts';
import { retryFakeTransfer } from './fake-flutterwave-retries.ts';
import type { FakeFlutterwaveTransaction } from './fake-flutterwave-transaction.ts';
import type { FakeFlutterwaveTransfer } from './fake-flutterwave-transfer.ts';
import { readBody, sendJson as send } from './fake-http.ts';
import { flutterwaveTransactionList } from './fake-transaction-lists.ts';
import { createFakeFlutterwaveVirtualAccounts } from './fake-virtual-accounts.ts';
import { createFakeWebhooks, type WebhookPoster } from './fake-webhooks.ts';

/**
 * An in-memory Flutterwave v3 (issue 18 §3) for tests and test mode: POST /payments,
 * GET /transactions/:id/verify, GET /transactions/verify_by_reference?tx_ref=, POST /transactions/:id/refund
 * with Flutterwave's envelopes ({status: 'success' | 'error', message, data}), the bearer secret key
 * checked; a checkout page (Pay, Decline, Cancel) that returns to the redirect_url with
 * ?status=&tx_ref=&transaction_id=; on Pay a `charge.completed` event posted to the webhook with the
 * `verif-hash` header, retried on a non-2xx. Transfers, their retries (POST /transfers/:id/retries)
 * and `transfer.completed`. Test hooks fail calls and repeat webhooks.
 */

export type { FakeFlutterwaveTransaction } from './fake-flutterwave-transaction.ts';

export type FakeFlutterwaveOptions = {
  secretKey: string;
  publicKey: string;
  webhookHash: string;
  /** Where the checkout page is served: the fake's own address (its mount point included). */
  checkoutBase: (request: IncomingMessage, redirectUrl: string) => string;
  postWebhook: WebhookPoster;
};

export type FakeFlutterwave = ReturnType<typeof createFakeFlutterwave>;

/** The fake Flutterwave's handler of one request, `path` being the part after its mount point. */
export function createFakeFlutterwave(options: FakeFlutterwaveOptions) {
  const transactions = new Map<string, FakeFlutterwaveTransaction>();
  const refunds: { txRef: string; amount: number }[] = [];
  const transfers = new Map<string, FakeFlutterwaveTransfer>();
  const bills = createFakeBills();
  let nextId = randomInt(1_000_000, 9_000_000);
  const hooks = {
    /** How the next transfers end, one per transfer; then they succeed. */
    transferOutcomes: [] as ('SUCCESSFUL' | 'FAILED')[],
    /** Milliseconds before a transfer settles (asynchronously, with its `transfer.completed` event). */
    transferSettleMs: 20,
    /** The next calls whose path starts with the key answer this status (Flutterwave's error envelope). */
    failures: new Map() as FakeFailures,
    /** How many times each event is posted (a provider repeating itself). */
    webhookRepeats: 1,
    webhookRetryDelayMs: 50,
    webhookAttempts: 5,
    /** Whether the card paying a checkout may be charged again (Flutterwave then gives its token). */
    reusableCards: true,
    /** How the next tokenized charges end, one per charge; then they succeed. */
    cardChargeOutcomes: [] as FakeCardChargeOutcome[],
  };
  const cards = createFakeCards((random) => `flw-t1nf-${random}${random}-m03k`);

  const view = (trx: FakeFlutterwaveTransaction) => ({
    id: trx.id,
    tx_ref: trx.txRef,
    flw_ref: `FLW-MOCK-${trx.id}`,
    amount: trx.amount,
    currency: trx.currency,
    charged_amount: trx.amount,
    processor_response: trx.processorResponse,
    status: trx.status,
    payment_type: 'card',
    created_at: trx.createdAt,
    customer: { email: trx.email },
    ...(trx.card ? { card: flutterwaveCardView(trx.card) } : {}),
  });

  const api = createFakeApi({
    secretKey: options.secretKey,
    refusal: (message) => envelope('error', message),
    invalidKey: 'Invalid authorization key',
    hooks,
  });
  const webhooks = createFakeWebhooks({
    postWebhook: options.postWebhook,
    headersFor: () => ({ 'content-type': 'application/json', 'verif-hash': options.webhookHash }),
    record: (event, data, status) => {
      const { tx_ref, reference } = data as { tx_ref?: string; reference?: string };
      return { event, txRef: tx_ref ?? reference ?? '', status };
    },
    hooks,
  });

  const postEvent = (trx: FakeFlutterwaveTransaction) => webhooks.post('charge.completed', view(trx));
  const cardCharges = createFakeFlutterwaveCardCharges({
    api,
    cards,
    transactions,
    newId: () => nextId++,
    nextOutcome: () => hooks.cardChargeOutcomes.shift(),
    view,
    paid: postEvent,
  });

  /** Settles a checkout as its buttons do (tests may call it directly). */
  function settle(txRef: string, action: 'pay' | 'decline' | 'cancel') {
    const trx = transactions.get(txRef);
    if (trx?.status !== 'pending') return trx;
    if (action === 'pay') {
      trx.status = 'successful';
      trx.processorResponse = 'Approved by Financial Institution';
      trx.card = cards.issue(trx.email, hooks.reusableCards);
      postEvent(trx);
    } else if (action === 'decline') {
      trx.status = 'failed';
      trx.processorResponse = 'Declined';
    } else {
      trx.status = 'cancelled';
      trx.processorResponse = 'Transaction cancelled by the customer';
    }
    return trx;
  }

  const transferView = (transfer: FakeFlutterwaveTransfer) => ({
    id: transfer.id,
    account_number: transfer.accountNumber,
    bank_code: transfer.bankCode,
    full_name: transfer.fullName,
    currency: 'NGN',
    debit_currency: 'NGN',
    amount: transfer.amount,
    fee: 10.75,
    status: transfer.status,
    reference: transfer.reference,
    narration: transfer.narration,
    complete_message: transfer.completeMessage,
    requires_approval: 0,
    is_approved: 1,
    bank_name: FAKE_BANKS.find((bank) => bank.code === transfer.bankCode)?.name ?? transfer.bankCode,
    created_at: transfer.createdAt,
  });

  /** Ends a pending transfer and posts its `transfer.completed` event (SUCCESSFUL or FAILED). */
  function settleTransfer(reference: string, outcome: 'SUCCESSFUL' | 'FAILED') {
    const transfer = transfers.get(reference);
    if (transfer?.status !== 'NEW') return;
    transfer.status = outcome;
    transfer.completeMessage =
      outcome === 'SUCCESSFUL' ? 'Successful' : 'DISBURSE FAILED: Insufficient funds in customer wallet';
    postTransferEvent(transfer);
  }

  function postTransferEvent(transfer: FakeFlutterwaveTransfer) {
    webhooks.post('transfer.completed', transferView(transfer));
  }

  const virtualAccounts = createFakeFlutterwaveVirtualAccounts({
    newId: () => nextId++,
    postEvent: webhooks.post,
  });

  const byId = (id: string) => [...transactions.values()].find((trx) => String(trx.id) === id);

  async function handle(request: IncomingMessage, response: ServerResponse, path: string) {
    const url = new URL(path, 'http://fake');
    const method = request.method ?? 'GET';

    // The checkout page: no key (the customer's browser).
    const checkout = /^\/checkout\/([\w-]+)$/.exec(url.pathname);
    if (checkout) {
      return serveHostedCheckout(request, response, checkout[1]!, {
        find: (id) => [...transactions.values()].find((candidate) => candidate.checkoutId === id),
        view: (trx) => ({
          naira: trx.amount,
          email: trx.email,
          reference: trx.txRef,
          settled: trx.status === 'pending' ? undefined : trx.status,
        }),
        settle: (trx, action) => settle(trx.txRef, action),
        returnUrl: (trx) => {
          const back = new URL(trx.redirectUrl);
          back.searchParams.set('status', trx.status === 'pending' ? 'cancelled' : trx.status);
          back.searchParams.set('tx_ref', trx.txRef);
          back.searchParams.set('transaction_id', String(trx.id));
          return back;
        },
      });
    }

    if (await api.answeredFirst(request, response, url)) return;

    if (await virtualAccounts.handle(request, response, url)) return;
    if (await cardCharges(request, response, url)) return;
    // Airtime and data (issue 18 §4, issue 29 §1): fake-bills.ts.
    if (isBillsPath(url.pathname)) {
      const answer = bills.handle(method, url, method === 'POST' ? await readBody(request) : '');
      if (answer) return send(response, answer.status, answer.body);
    }

    if (method === 'POST' && url.pathname === '/payments') {
      const body = await api.body<{
        tx_ref?: unknown;
        amount?: unknown;
        currency?: unknown;
        redirect_url?: unknown;
        customer?: { email?: unknown };
      }>(request, response);
      if (body === undefined) return;
      const amount = Number(body.amount);
      if (!Number.isFinite(amount) || amount <= 0) return api.refuse(response, 400, 'amount is required');
      if (typeof body.tx_ref !== 'string' || body.tx_ref === '') {
        return api.refuse(response, 400, 'tx_ref is required');
      }
      if (typeof body.redirect_url !== 'string') return api.refuse(response, 400, 'redirect_url is required');
      const email = body.customer?.email;
      if (typeof email !== 'string' || !email.includes('@')) {
        return api.refuse(response, 400, 'customer.email is required');
      }
      if (transactions.has(body.tx_ref)) return api.refuse(response, 400, 'Duplicate tx_ref');
      const checkoutId = randomBytes(8).toString('hex');
      transactions.set(body.tx_ref, {
        id: nextId++,
        txRef: body.tx_ref,
        checkoutId,
        amount,
        currency: typeof body.currency === 'string' ? body.currency : 'NGN',
        email,
        redirectUrl: body.redirect_url,
        status: 'pending',
        processorResponse: 'Pending validation',
        createdAt: new Date().toISOString(),
      });
      return send(
        response,
        200,
        envelope('success', 'Hosted Link', {
          link: `${options.checkoutBase(request, body.redirect_url)}/checkout/${checkoutId}`,
        }),
      );
    }

    if (method === 'GET' && url.pathname === '/transactions') {
      return send(
        response,
        200,
        flutterwaveTransactionList([...transactions.values()].map(view), url.searchParams),
      );
    }

    if (method === 'GET' && url.pathname === '/transactions/verify_by_reference') {
      const trx = transactions.get(url.searchParams.get('tx_ref') ?? '');
      if (!trx) return api.refuse(response, 400, 'No transaction was found for this id');
      return send(response, 200, envelope('success', 'Transaction fetched successfully', view(trx)));
    }

    const verify = /^\/transactions\/(\d+)\/verify$/.exec(url.pathname);
    if (method === 'GET' && verify) {
      const trx = byId(verify[1]!);
      if (!trx) return api.refuse(response, 400, 'No transaction was found for this id');
      return send(response, 200, envelope('success', 'Transaction fetched successfully', view(trx)));
    }

    const refund = /^\/transactions\/(\d+)\/refund$/.exec(url.pathname);
    if (method === 'POST' && refund) {
      const body = await api.body<{ amount?: unknown }>(request, response, '{}');
      if (body === undefined) return;
      const trx = byId(refund[1]!);
      if (!trx) return api.refuse(response, 404, 'Transaction not found');
      if (trx.status !== 'successful') {
        return api.refuse(response, 400, 'Only successful transactions can be refunded');
      }
      // Partial refunds add up: together they never pass what was paid; none given is what is left.
      // In naira, to the kobo.
      const left =
        Math.round((trx.amount - refundedSoFar(refunds, (refund) => refund.txRef === trx.txRef)) * 100) / 100;
      if (left <= 0) return api.refuse(response, 400, 'Transaction has already been fully refunded');
      const amount = body.amount === undefined ? left : Number(body.amount);
      if (!Number.isFinite(amount) || amount <= 0 || amount > left) {
        return api.refuse(response, 400, 'Refund amount cannot be more than the transaction amount');
      }
      refunds.push({ txRef: trx.txRef, amount });
      return send(
        response,
        200,
        envelope('success', 'Transaction refund initiated', {
          id: randomInt(1, 1_000_000),
          tx_id: trx.id,
          flw_ref: `URF_${Date.now()}_${randomInt(1_000_000, 9_999_999)}`,
          amount_refunded: amount,
          status: 'completed',
          destination: 'payment_source',
          created_at: new Date().toISOString(),
        }),
      );
    }

    if (method === 'GET' && url.pathname === '/banks/NG') {
      return send(
        response,
        200,
        envelope(
          'success',
          'Banks fetched successfully',
          FAKE_BANKS.map((bank, index) => ({ id: index + 1, code: bank.code, name: bank.name })),
        ),
      );
    }

    if (method === 'POST' && url.pathname === '/accounts/resolve') {
      const body = await api.body<{ account_number?: unknown; account_bank?: unknown }>(request, response);
      if (body === undefined) return;
      const name = fakeAccountName(String(body.account_bank), String(body.account_number));
      if (!name)
        return api.refuse(response, 400, 'Sorry, that account number is invalid, please check and try again');
      return send(
        response,
        200,
        envelope('success', 'Account details fetched', {
          account_number: String(body.account_number),
          account_name: name,
        }),
      );
    }

    if (method === 'POST' && url.pathname === '/transfers') {
      const body = await api.body<{
        account_bank?: unknown;
        account_number?: unknown;
        amount?: unknown;
        reference?: unknown;
        narration?: unknown;
      }>(request, response);
      if (body === undefined) return;
      const amount = Number(body.amount);
      if (!Number.isFinite(amount) || amount <= 0) return api.refuse(response, 400, 'amount is required');
      const name = fakeAccountName(String(body.account_bank), String(body.account_number));
      if (!name) return api.refuse(response, 400, 'Account number is invalid');
      const reference = typeof body.reference === 'string' ? body.reference : randomBytes(8).toString('hex');
      if (transfers.has(reference)) return api.refuse(response, 400, 'Duplicate reference');
      const transfer: FakeFlutterwaveTransfer = {
        id: nextId++,
        reference,
        amount,
        bankCode: String(body.account_bank),
        accountNumber: String(body.account_number),
        fullName: name,
        narration: typeof body.narration === 'string' ? body.narration : '',
        status: 'NEW',
        completeMessage: '',
        createdAt: new Date().toISOString(),
      };
      transfers.set(reference, transfer);
      const outcome = hooks.transferOutcomes.shift() ?? 'SUCCESSFUL';
      setTimeout(() => settleTransfer(reference, outcome), hooks.transferSettleMs);
      return send(response, 200, envelope('success', 'Transfer Queued Successfully', transferView(transfer)));
    }

    const retry = /^\/transfers\/(\d+)\/retries$/.exec(url.pathname);
    if (method === 'POST' && retry) {
      const retried = retryFakeTransfer(transfers, retry[1]!, nextId++);
      if (!('transfer' in retried)) return api.refuse(response, retried.status, retried.message);
      transfers.set(retried.transfer.reference, retried.transfer);
      const outcome = hooks.transferOutcomes.shift() ?? 'SUCCESSFUL';
      setTimeout(() => settleTransfer(retried.transfer.reference, outcome), hooks.transferSettleMs);
      return send(
        response,
        200,
        envelope('success', 'Transfer retry attempt queued.', transferView(retried.transfer)),
      );
    }

    const transferById = /^\/transfers\/(\d+)$/.exec(url.pathname);
    if (method === 'GET' && transferById) {
      const transfer = [...transfers.values()].find((candidate) => String(candidate.id) === transferById[1]);
      if (!transfer) return api.refuse(response, 404, 'Transfer not found');
      return send(response, 200, envelope('success', 'Transfer fetched', transferView(transfer)));
    }

    return api.noRoute(response, method, url);
  }

  return {
    handle,
    transactions,
    refunds,
    webhookDeliveries: webhooks.deliveries,
    hooks,
    settle,
    transfers,
    virtualAccounts,
    bills,
    /** The cards that paid, by token (a test may `revoke` one). */
    cards,
    /** Posts a settled transfer's `transfer.completed` event again (a provider's replay). */
    replayTransferWebhook(reference: string) {
      const transfer = transfers.get(reference);
      if (transfer && transfer.status !== 'NEW') postTransferEvent(transfer);
    },
    /** Posts a transaction's `charge.completed` event again (a provider's replay). */
    replayWebhook(txRef: string) {
      const trx = transactions.get(txRef);
      if (trx) postEvent(trx);
    },
    /** Waits for every webhook under way (their retries included). */
    webhooksSettled: webhooks.settled,
  };
}

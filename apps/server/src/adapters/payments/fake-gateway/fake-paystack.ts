import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { paystackSignature } from '../payment-gateway.ts';
import { PAYSTACK_TRANSACTION_REFERENCE, PAYSTACK_TRANSFER_REFERENCE } from '../paystack-definition.ts';
import { createFakeApi, type FakeFailures, refundedSoFar } from './fake-api.ts';
import { FAKE_BANKS, fakeAccountName, paystackBankList } from './fake-banks.ts';
import { createFakeCards, type FakeCardChargeOutcome } from './fake-cards.ts';
import { serveHostedCheckout } from './fake-checkout.ts';
import { paystackEnvelope as envelope } from './fake-envelopes.ts';
import { sendJson as send } from './fake-http.ts';
import { createFakePaystackCardCharges } from './fake-paystack-cards.ts';
import { type FakeTransaction, paystackAuthorizationView } from './fake-paystack-transaction.ts';
import { paystackTransactionList } from './fake-transaction-lists.ts';
import { type FakeTransferOutcome, handleTransferControl } from './fake-transfer-control.ts';
import { createFakePaystackVirtualAccounts } from './fake-virtual-accounts.ts';
import { createFakeWebhooks, type WebhookPoster } from './fake-webhooks.ts';

/**
 * An in-memory Paystack (issue 18 §3) for tests and test mode: POST /transaction/initialize,
 * GET /transaction/verify/:reference, POST /refund with Paystack's envelopes ({status, message, data}),
 * the bearer secret key checked; a checkout page (Pay, Decline, Cancel) that returns to the callback_url
 * with ?trxref=&reference=; on Pay a signed `charge.success` event posted to the webhook, retried on a
 * non-2xx. Test hooks fail or delay calls and repeat webhooks.
 */

export type FakeTransfer = {
  id: number;
  reference: string;
  amount: number;
  recipient: string;
  reason: string;
  status: 'pending' | 'otp' | FakeTransferOutcome;
  createdAt: string;
};

/** Paystack's events of a transfer's end: a final status other than these three is told as failed. */
const transferEventOf = (status: FakeTransfer['status']) =>
  status === 'success' || status === 'reversed' ? `transfer.${status}` : 'transfer.failed';

export type FakePaystackOptions = {
  secretKey: string;
  publicKey: string;
  /** Where the checkout page is served: the fake's own address (its mount point included). */
  checkoutBase: (request: IncomingMessage, callbackUrl: string) => string;
  postWebhook: WebhookPoster;
};

export type FakePaystack = ReturnType<typeof createFakePaystack>;

/** The fake's integration id, in its replies as Paystack's. */
const FAKE_INTEGRATION = 100_032;
/** Its refusal of a transfer reference out of the definition's format. */
export const FAKE_INVALID_TRANSFER_REFERENCE =
  'Invalid transfer reference: use a lowercase alphanumeric string with only - and _, at least 16 characters';

/** The fake Paystack's handler of one request, `path` being the part after its mount point. */
export function createFakePaystack(options: FakePaystackOptions) {
  const transactions = new Map<string, FakeTransaction>();
  const refunds: { reference: string; amount: number }[] = [];
  const recipients = new Map<
    string,
    { id: number; bankCode: string; accountNumber: string; name: string; createdAt: string }
  >();
  const transfers = new Map<string, FakeTransfer>();
  let nextId = randomInt(1_000_000, 9_000_000);
  const hooks = {
    /**
     * How the next transfers end (a final status: 'failed', 'reversed', 'abandoned', 'blocked',
     * 'rejected'; or 'otp': held until approveTransfer), one per transfer; then they succeed.
     */
    transferOutcomes: [] as (FakeTransferOutcome | 'otp')[],
    /** The most items a list's page holds, whatever was asked (tests page with a few items). */
    maxPerPage: 100,
    /** Milliseconds before a transfer settles (asynchronously, with its event). */
    transferSettleMs: 20,
    /** The next calls whose path starts with the key answer this status (Paystack's error envelope). */
    failures: new Map() as FakeFailures,
    /** Milliseconds every API call waits before answering. */
    delayMs: 0,
    /** How many times each event is posted (a provider repeating itself). */
    webhookRepeats: 1,
    webhookRetryDelayMs: 50,
    webhookAttempts: 5,
    /** Whether the card paying a checkout may be charged again (Paystack's `reusable`). */
    reusableCards: true,
    /** How the next charges of cards on file end, one per charge; then they succeed. */
    cardChargeOutcomes: [] as FakeCardChargeOutcome[],
  };
  const cards = createFakeCards((random) => `AUTH_${random}`);

  const view = (trx: FakeTransaction) => ({
    id: trx.id,
    domain: 'test',
    status: trx.status,
    reference: trx.reference,
    amount: trx.amount,
    currency: trx.currency,
    gateway_response: trx.gatewayResponse,
    paid_at: trx.paidAt,
    created_at: trx.createdAt,
    channel: 'card',
    customer: { email: trx.email },
    // Paystack's verify always has it: the card's fields once a card paid, else empty.
    authorization: trx.card ? paystackAuthorizationView(trx.card) : {},
  });

  const api = createFakeApi({
    secretKey: options.secretKey,
    refusal: (message) => envelope(false, message),
    invalidKey: 'Invalid key',
    hooks,
  });
  const webhooks = createFakeWebhooks({
    postWebhook: options.postWebhook,
    headersFor: (raw) => ({
      'content-type': 'application/json',
      'x-paystack-signature': paystackSignature(raw, options.secretKey),
    }),
    record: (event, data, status) => ({
      event,
      reference: (data as { reference: string }).reference,
      status,
    }),
    hooks,
  });
  const postEvent = webhooks.post;
  const cardCharges = createFakePaystackCardCharges({
    api,
    cards,
    transactions,
    newId: () => nextId++,
    nextOutcome: () => hooks.cardChargeOutcomes.shift(),
    paid: (trx) => postEvent('charge.success', view(trx)),
  });

  const virtualAccounts = createFakePaystackVirtualAccounts({
    newId: () => nextId++,
    postEvent,
    recordPayment: (payment) => transactions.set(payment.reference, payment),
  });

  const recipientView = (code: string) => {
    const found = recipients.get(code)!;
    const bank = FAKE_BANKS.find((candidate) => candidate.code === found.bankCode);
    return {
      active: true,
      createdAt: found.createdAt,
      currency: 'NGN',
      description: '',
      domain: 'test',
      email: null,
      id: found.id,
      integration: FAKE_INTEGRATION,
      metadata: null,
      name: found.name,
      recipient_code: code,
      type: 'nuban',
      updatedAt: found.createdAt,
      is_deleted: false,
      isDeleted: false,
      details: {
        authorization_code: null,
        account_number: found.accountNumber,
        account_name: found.name,
        bank_code: found.bankCode,
        bank_name: bank?.name ?? '',
      },
    };
  };
  const transferFields = (transfer: FakeTransfer) => ({
    amount: transfer.amount,
    currency: 'NGN',
    domain: 'test',
    failures: null,
    id: transfer.id,
    integration: FAKE_INTEGRATION,
    reason: transfer.reason,
    reference: transfer.reference,
    source: 'balance',
    source_details: null,
    status: transfer.status,
    titan_code: null,
    transfer_code: `TRF_${transfer.id}`,
    transferred_at: transfer.status === 'success' ? new Date().toISOString() : null,
    createdAt: transfer.createdAt,
    updatedAt: new Date().toISOString(),
  });
  /** A transfer as verified and in its events: its recipient in full. */
  const transferView = (transfer: FakeTransfer) => ({
    ...transferFields(transfer),
    recipient: recipientView(transfer.recipient),
    session: { provider: null, id: null },
    gateway_response: null,
  });

  /** Ends a pending (or OTP-held) transfer and posts its event (`transfer.success|failed|reversed`). */
  function settleTransfer(reference: string, outcome: FakeTransferOutcome) {
    const transfer = transfers.get(reference);
    if (transfer?.status !== 'pending' && transfer?.status !== 'otp') return;
    transfer.status = outcome;
    postEvent(transferEventOf(outcome), transferView(transfer));
  }

  /** Settles a checkout as its buttons do (tests may call it directly). */
  function settle(reference: string, action: 'pay' | 'decline' | 'cancel') {
    const trx = transactions.get(reference);
    if (trx?.status !== 'pending') return trx;
    if (action === 'pay') {
      trx.status = 'success';
      trx.gatewayResponse = 'Successful';
      trx.paidAt = new Date().toISOString();
      trx.card = cards.issue(trx.email, hooks.reusableCards);
      postEvent('charge.success', view(trx));
    } else if (action === 'decline') {
      trx.status = 'failed';
      trx.gatewayResponse = 'Declined';
    } else {
      trx.status = 'abandoned';
      trx.gatewayResponse = 'The transaction was not completed';
    }
    return trx;
  }

  async function handle(request: IncomingMessage, response: ServerResponse, path: string) {
    const url = new URL(path, 'http://fake');
    const method = request.method ?? 'GET';

    // The checkout page: no key (the customer's browser).
    const checkout = /^\/checkout\/([\w-]+)$/.exec(url.pathname);
    if (checkout) {
      return serveHostedCheckout(request, response, checkout[1]!, {
        find: (id) => [...transactions.values()].find((candidate) => candidate.accessCode === id),
        view: (trx) => ({
          naira: trx.amount / 100,
          email: trx.email,
          reference: trx.reference,
          settled: trx.status === 'pending' ? undefined : trx.status,
        }),
        settle: (trx, action) => settle(trx.reference, action),
        returnUrl: (trx) => {
          const back = new URL(trx.callbackUrl);
          back.searchParams.set('trxref', trx.reference);
          back.searchParams.set('reference', trx.reference);
          return back;
        },
      });
    }

    // Test control (fake-transfer-control.ts): no key, as the checkout page.
    if (url.pathname.startsWith('/control/'))
      return handleTransferControl(request, response, url.pathname, hooks.transferOutcomes);

    if (await api.answeredFirst(request, response, url)) return;

    if (await virtualAccounts.handle(request, response, url)) return;
    if (await cardCharges(request, response, url)) return;

    if (method === 'POST' && url.pathname === '/transaction/initialize') {
      const body = await api.body<{
        amount?: unknown;
        email?: unknown;
        reference?: unknown;
        callback_url?: unknown;
        currency?: unknown;
      }>(request, response);
      if (body === undefined) return;
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100) {
        return api.refuse(response, 400, 'Invalid Amount Sent');
      }
      if (typeof body.email !== 'string' || !body.email.includes('@')) {
        return api.refuse(response, 400, 'Invalid Email Address Passed');
      }
      const reference = typeof body.reference === 'string' ? body.reference : randomBytes(8).toString('hex');
      if (!PAYSTACK_TRANSACTION_REFERENCE.test(reference)) {
        return api.refuse(
          response,
          400,
          'Invalid transaction reference: only -, ., = and alphanumeric characters allowed',
        );
      }
      if (transactions.has(reference)) return api.refuse(response, 400, 'Duplicate Transaction Reference');
      const accessCode = randomBytes(8).toString('hex');
      const callbackUrl = typeof body.callback_url === 'string' ? body.callback_url : 'http://localhost/';
      transactions.set(reference, {
        id: nextId++,
        reference,
        accessCode,
        amount,
        currency: typeof body.currency === 'string' ? body.currency : 'NGN',
        email: body.email,
        callbackUrl,
        status: 'pending',
        gatewayResponse: '',
        paidAt: null,
        createdAt: new Date().toISOString(),
      });
      return send(
        response,
        200,
        envelope(true, 'Authorization URL created', {
          authorization_url: `${options.checkoutBase(request, callbackUrl)}/checkout/${accessCode}`,
          access_code: accessCode,
          reference,
        }),
      );
    }

    if (method === 'GET' && url.pathname === '/transaction') {
      return send(
        response,
        200,
        paystackTransactionList([...transactions.values()].map(view), url.searchParams, hooks.maxPerPage),
      );
    }

    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
    if (method === 'GET' && verify) {
      const trx = transactions.get(decodeURIComponent(verify[1]!));
      if (!trx) return api.refuse(response, 400, 'Transaction reference not found');
      return send(response, 200, envelope(true, 'Verification successful', view(trx)));
    }

    if (method === 'POST' && url.pathname === '/refund') {
      const body = await api.body<{ transaction?: unknown; amount?: unknown }>(request, response);
      if (body === undefined) return;
      const trx = [...transactions.values()].find(
        (candidate) =>
          candidate.reference === body.transaction || String(candidate.id) === String(body.transaction),
      );
      if (!trx) return api.refuse(response, 404, 'Transaction not found');
      if (trx.status !== 'success') return api.refuse(response, 400, 'Transaction has been fully reversed');
      // Partial refunds add up: together they never pass what was paid; none given is what is left.
      const left = trx.amount - refundedSoFar(refunds, (refund) => refund.reference === trx.reference);
      const amount = body.amount === undefined ? left : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
        return api.refuse(response, 400, 'Refund amount cannot be more than transaction amount');
      }
      refunds.push({ reference: trx.reference, amount });
      if (amount === left) trx.status = 'reversed';
      return send(
        response,
        200,
        envelope(true, 'Refund has been queued for processing', {
          transaction: view(trx),
          amount,
          currency: trx.currency,
          status: 'pending',
        }),
      );
    }

    if (method === 'GET' && url.pathname === '/bank') {
      return send(response, 200, paystackBankList(url.searchParams, hooks.maxPerPage));
    }

    if (method === 'GET' && url.pathname === '/bank/resolve') {
      const accountNumber = url.searchParams.get('account_number') ?? '';
      const name = fakeAccountName(url.searchParams.get('bank_code') ?? '', accountNumber);
      if (!name)
        return api.refuse(response, 422, 'Could not resolve account name. Check parameters or try again.');
      return send(
        response,
        200,
        envelope(true, 'Account number resolved', {
          account_number: accountNumber,
          account_name: name,
          bank_id: FAKE_BANKS.findIndex((bank) => bank.code === url.searchParams.get('bank_code')) + 1,
        }),
      );
    }

    if (method === 'POST' && url.pathname === '/transferrecipient') {
      const body = await api.body<{ account_number?: unknown; bank_code?: unknown; name?: unknown }>(
        request,
        response,
      );
      if (body === undefined) return;
      const name = fakeAccountName(String(body.bank_code), String(body.account_number));
      if (!name) return api.refuse(response, 400, 'Account number is invalid');
      const code = `RCP_${randomBytes(6).toString('hex')}`;
      recipients.set(code, {
        id: nextId++,
        bankCode: String(body.bank_code),
        accountNumber: String(body.account_number),
        name,
        createdAt: new Date().toISOString(),
      });
      return send(
        response,
        201,
        envelope(true, 'Transfer recipient created successfully', recipientView(code)),
      );
    }

    if (method === 'POST' && url.pathname === '/transfer') {
      const body = await api.body<{
        amount?: unknown;
        recipient?: unknown;
        reference?: unknown;
        reason?: unknown;
      }>(request, response);
      if (body === undefined) return;
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100) return api.refuse(response, 400, 'Invalid amount');
      if (typeof body.recipient !== 'string' || !recipients.has(body.recipient)) {
        return api.refuse(response, 400, 'Recipient specified is invalid');
      }
      // TransferBase.reference: required, lowercase alphanumeric with - and _, 16 characters at least.
      if (typeof body.reference !== 'string' || !PAYSTACK_TRANSFER_REFERENCE.test(body.reference)) {
        return api.refuse(response, 400, FAKE_INVALID_TRANSFER_REFERENCE);
      }
      const reference = body.reference;
      if (transfers.has(reference)) return api.refuse(response, 400, 'Duplicate Transfer Reference');
      const outcome = hooks.transferOutcomes.shift() ?? 'success';
      const transfer: FakeTransfer = {
        id: nextId++,
        reference,
        amount,
        recipient: body.recipient,
        reason: typeof body.reason === 'string' ? body.reason : '',
        // Transfer OTP on: Paystack holds the transfer until the business enters the code.
        status: outcome === 'otp' ? 'otp' : 'pending',
        createdAt: new Date().toISOString(),
      };
      transfers.set(reference, transfer);
      if (outcome !== 'otp') setTimeout(() => settleTransfer(reference, outcome), hooks.transferSettleMs);
      return send(
        response,
        200,
        envelope(true, outcome === 'otp' ? 'Transfer requires OTP to continue' : 'Transfer has been queued', {
          ...transferFields(transfer),
          recipient: recipients.get(transfer.recipient)!.id,
          request: transfer.id,
          transfersessionid: [],
          transfertrials: [],
        }),
      );
    }

    const verifyTransfer = /^\/transfer\/verify\/(.+)$/.exec(url.pathname);
    if (method === 'GET' && verifyTransfer) {
      const transfer = transfers.get(decodeURIComponent(verifyTransfer[1]!));
      if (!transfer) return api.refuse(response, 400, 'Transfer not found');
      return send(response, 200, envelope(true, 'Transfer retrieved', transferView(transfer)));
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
    /** The cards that paid, by authorization code (a test may `revoke` one). */
    cards,
    /** Posts a transfer's event again (a provider's replay). */
    replayTransferWebhook(reference: string) {
      const transfer = transfers.get(reference);
      if (transfer && transfer.status !== 'pending' && transfer.status !== 'otp')
        postEvent(transferEventOf(transfer.status), transferView(transfer));
    },
    /** The business entered the OTP of a held transfer: it ends so, with its event. */
    approveTransfer(reference: string, outcome: FakeTransferOutcome = 'success') {
      settleTransfer(reference, outcome);
    },
    /** Posts a transaction's `charge.success` event again (a provider's replay). */
    replayWebhook(reference: string) {
      const trx = transactions.get(reference);
      if (trx) postEvent('charge.success', view(trx));
    },
    /** Waits for every webhook under way (their retries included). */
    webhooksSettled: webhooks.settled,
  };
}

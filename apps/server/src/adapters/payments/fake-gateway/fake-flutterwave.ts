import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sameSecret } from '../payment-gateway.ts';
import { FAKE_BANKS, fakeAccountName } from './fake-banks.ts';
import { createFakeBills } from './fake-bills.ts';
import { retryFakeTransfer } from './fake-flutterwave-retries.ts';
import type { FakeFlutterwaveTransfer } from './fake-flutterwave-transfer.ts';
import { html, readBody, sendJson as send, sleep } from './fake-http.ts';
import type { WebhookPoster } from './fake-paystack.ts';
import { flutterwaveTransactionList } from './fake-transaction-lists.ts';
import { createFakeFlutterwaveVirtualAccounts } from './fake-virtual-accounts.ts';

/**
 * An in-memory Flutterwave v3 (issue 18 §3) for tests and test mode: POST /payments,
 * GET /transactions/:id/verify, GET /transactions/verify_by_reference?tx_ref=, POST /transactions/:id/refund
 * with Flutterwave's envelopes ({status: 'success' | 'error', message, data}), the bearer secret key
 * checked; a checkout page (Pay, Decline, Cancel) that returns to the redirect_url with
 * ?status=&tx_ref=&transaction_id=; on Pay a `charge.completed` event posted to the webhook with the
 * `verif-hash` header, retried on a non-2xx. Transfers, their retries (POST /transfers/:id/retries)
 * and `transfer.completed`. Test hooks fail calls and repeat webhooks.
 */

export type FakeFlutterwaveTransaction = {
  id: number;
  txRef: string;
  checkoutId: string;
  /** Naira, as Flutterwave counts. */
  amount: number;
  currency: string;
  email: string;
  redirectUrl: string;
  status: 'pending' | 'successful' | 'failed' | 'cancelled';
  processorResponse: string;
  createdAt: string;
};

export type FakeFlutterwaveOptions = {
  secretKey: string;
  publicKey: string;
  webhookHash: string;
  /** Where the checkout page is served: the fake's own address (its mount point included). */
  checkoutBase: (request: IncomingMessage, redirectUrl: string) => string;
  postWebhook: WebhookPoster;
};

export type FakeFlutterwave = ReturnType<typeof createFakeFlutterwave>;

const envelope = (status: 'success' | 'error', message: string, data: unknown = null) => ({
  status,
  message,
  data,
});

/** The fake Flutterwave's handler of one request, `path` being the part after its mount point. */
export function createFakeFlutterwave(options: FakeFlutterwaveOptions) {
  const transactions = new Map<string, FakeFlutterwaveTransaction>();
  const refunds: { txRef: string; amount: number }[] = [];
  const webhookDeliveries: { event: string; txRef: string; status: number }[] = [];
  const pendingWebhooks = new Set<Promise<void>>();
  const transfers = new Map<string, FakeFlutterwaveTransfer>();
  const bills = createFakeBills();
  let nextId = randomInt(1_000_000, 9_000_000);
  const hooks = {
    /** How the next transfers end, one per transfer; then they succeed. */
    transferOutcomes: [] as ('SUCCESSFUL' | 'FAILED')[],
    /** Milliseconds before a transfer settles (asynchronously, with its `transfer.completed` event). */
    transferSettleMs: 20,
    /** The next calls whose path starts with the key answer this status (Flutterwave's error envelope). */
    failures: new Map<string, { status: number; times: number }>(),
    /** How many times each event is posted (a provider repeating itself). */
    webhookRepeats: 1,
    webhookRetryDelayMs: 50,
    webhookAttempts: 5,
  };

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
  });

  async function deliver(event: string, data: { tx_ref?: string; reference?: string }) {
    const raw = JSON.stringify({ event, data });
    const headers = { 'content-type': 'application/json', 'verif-hash': options.webhookHash };
    for (let attempt = 0; attempt < hooks.webhookAttempts; attempt++) {
      const status = await options.postWebhook(raw, headers).catch(() => 0);
      webhookDeliveries.push({ event, txRef: data.tx_ref ?? data.reference ?? '', status });
      if (status >= 200 && status < 300) return;
      await sleep(hooks.webhookRetryDelayMs * (attempt + 1));
    }
  }

  function postEvent(trx: FakeFlutterwaveTransaction) {
    for (let i = 0; i < hooks.webhookRepeats; i++) {
      const delivery = deliver('charge.completed', view(trx)).finally(() => pendingWebhooks.delete(delivery));
      pendingWebhooks.add(delivery);
    }
  }

  function checkoutPage(trx: FakeFlutterwaveTransaction, action: string) {
    const naira = trx.amount.toLocaleString('en-NG', { minimumFractionDigits: 2 });
    const done = trx.status !== 'pending';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin:.3rem .3rem 0 0}</style></head>
<body><h1>Test checkout</h1><p>Payments are in test mode: no real money moves.</p>
<p><strong>₦${html(naira)}</strong> from ${html(trx.email)}</p><p>Reference ${html(trx.txRef)}</p>
${
  done
    ? `<p>This payment is ${html(trx.status)}.</p>`
    : `<form method="post" action="${html(action)}"><button name="action" value="pay">Pay</button><button name="action" value="decline">Decline</button><button name="action" value="cancel">Cancel</button></form>`
}</body></html>`;
  }

  /** Settles a checkout as its buttons do (tests may call it directly). */
  function settle(txRef: string, action: 'pay' | 'decline' | 'cancel') {
    const trx = transactions.get(txRef);
    if (trx?.status !== 'pending') return trx;
    if (action === 'pay') {
      trx.status = 'successful';
      trx.processorResponse = 'Approved by Financial Institution';
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
    amount: transfer.amount,
    fee: 10.75,
    status: transfer.status,
    reference: transfer.reference,
    narration: transfer.narration,
    complete_message: transfer.completeMessage,
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
    for (let i = 0; i < hooks.webhookRepeats; i++) {
      const delivery = deliver('transfer.completed', transferView(transfer)).finally(() =>
        pendingWebhooks.delete(delivery),
      );
      pendingWebhooks.add(delivery);
    }
  }

  const virtualAccounts = createFakeFlutterwaveVirtualAccounts({
    newId: () => nextId++,
    postEvent: (event, data) => {
      for (let i = 0; i < hooks.webhookRepeats; i++) {
        const delivery = deliver(event, data as { tx_ref?: string }).finally(() =>
          pendingWebhooks.delete(delivery),
        );
        pendingWebhooks.add(delivery);
      }
    },
  });

  const byId = (id: string) => [...transactions.values()].find((trx) => String(trx.id) === id);

  async function handle(request: IncomingMessage, response: ServerResponse, path: string) {
    const url = new URL(path, 'http://fake');
    const method = request.method ?? 'GET';

    // The checkout page: no key (the customer's browser).
    const checkout = /^\/checkout\/([\w-]+)$/.exec(url.pathname);
    if (checkout) {
      const trx = [...transactions.values()].find((candidate) => candidate.checkoutId === checkout[1]);
      if (!trx) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout');
        return;
      }
      if (method === 'POST') {
        const action = new URLSearchParams(await readBody(request)).get('action');
        if (action === 'pay' || action === 'decline' || action === 'cancel') settle(trx.txRef, action);
        const back = new URL(trx.redirectUrl);
        back.searchParams.set('status', trx.status === 'pending' ? 'cancelled' : trx.status);
        back.searchParams.set('tx_ref', trx.txRef);
        back.searchParams.set('transaction_id', String(trx.id));
        response.writeHead(303, { location: back.toString() }).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      // Relative: the form posts back to the page's own address, wherever the fake is mounted.
      response.end(checkoutPage(trx, trx.checkoutId));
      return;
    }

    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(key, options.secretKey)) {
      return send(response, 401, envelope('error', 'Invalid authorization key'));
    }
    for (const [prefix, failure] of hooks.failures) {
      if (url.pathname.startsWith(prefix) && failure.times > 0) {
        failure.times -= 1;
        return send(
          response,
          failure.status,
          envelope('error', 'Fake gateway: failure asked for by the test'),
        );
      }
    }

    if (await virtualAccounts.handle(request, response, url)) return;
    // Airtime and data (issue 18 §4): fake-bills.ts.
    if (url.pathname.startsWith('/bill')) {
      const answer = bills.handle(method, url, method === 'POST' ? await readBody(request) : '');
      if (answer) return send(response, answer.status, answer.body);
    }

    if (method === 'POST' && url.pathname === '/payments') {
      let body: {
        tx_ref?: unknown;
        amount?: unknown;
        currency?: unknown;
        redirect_url?: unknown;
        customer?: { email?: unknown };
      };
      try {
        body = JSON.parse(await readBody(request));
      } catch {
        return send(response, 400, envelope('error', 'Invalid JSON body'));
      }
      const amount = Number(body.amount);
      if (!Number.isFinite(amount) || amount <= 0)
        return send(response, 400, envelope('error', 'amount is required'));
      if (typeof body.tx_ref !== 'string' || body.tx_ref === '') {
        return send(response, 400, envelope('error', 'tx_ref is required'));
      }
      if (typeof body.redirect_url !== 'string')
        return send(response, 400, envelope('error', 'redirect_url is required'));
      const email = body.customer?.email;
      if (typeof email !== 'string' || !email.includes('@')) {
        return send(response, 400, envelope('error', 'customer.email is required'));
      }
      if (transactions.has(body.tx_ref)) return send(response, 400, envelope('error', 'Duplicate tx_ref'));
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
      if (!trx) return send(response, 400, envelope('error', 'No transaction was found for this id'));
      return send(response, 200, envelope('success', 'Transaction fetched successfully', view(trx)));
    }

    const verify = /^\/transactions\/(\d+)\/verify$/.exec(url.pathname);
    if (method === 'GET' && verify) {
      const trx = byId(verify[1]!);
      if (!trx) return send(response, 400, envelope('error', 'No transaction was found for this id'));
      return send(response, 200, envelope('success', 'Transaction fetched successfully', view(trx)));
    }

    const refund = /^\/transactions\/(\d+)\/refund$/.exec(url.pathname);
    if (method === 'POST' && refund) {
      let body: { amount?: unknown };
      try {
        body = JSON.parse((await readBody(request)) || '{}');
      } catch {
        return send(response, 400, envelope('error', 'Invalid JSON body'));
      }
      const trx = byId(refund[1]!);
      if (!trx) return send(response, 404, envelope('error', 'Transaction not found'));
      if (trx.status !== 'successful') {
        return send(response, 400, envelope('error', 'Only successful transactions can be refunded'));
      }
      const amount = body.amount === undefined ? trx.amount : Number(body.amount);
      if (!Number.isFinite(amount) || amount <= 0 || amount > trx.amount) {
        return send(
          response,
          400,
          envelope('error', 'Refund amount cannot be more than the transaction amount'),
        );
      }
      refunds.push({ txRef: trx.txRef, amount });
      return send(
        response,
        200,
        envelope('success', 'Transaction refund initiated', {
          id: randomInt(1, 1_000_000),
          tx_id: trx.id,
          amount_refunded: amount,
          status: 'completed',
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
      let body: { account_number?: unknown; account_bank?: unknown };
      try {
        body = JSON.parse(await readBody(request));
      } catch {
        return send(response, 400, envelope('error', 'Invalid JSON body'));
      }
      const name = fakeAccountName(String(body.account_bank), String(body.account_number));
      if (!name)
        return send(
          response,
          400,
          envelope('error', 'Sorry, that account number is invalid, please check and try again'),
        );
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
      let body: {
        account_bank?: unknown;
        account_number?: unknown;
        amount?: unknown;
        reference?: unknown;
        narration?: unknown;
      };
      try {
        body = JSON.parse(await readBody(request));
      } catch {
        return send(response, 400, envelope('error', 'Invalid JSON body'));
      }
      const amount = Number(body.amount);
      if (!Number.isFinite(amount) || amount <= 0)
        return send(response, 400, envelope('error', 'amount is required'));
      const name = fakeAccountName(String(body.account_bank), String(body.account_number));
      if (!name) return send(response, 400, envelope('error', 'Account number is invalid'));
      const reference = typeof body.reference === 'string' ? body.reference : randomBytes(8).toString('hex');
      if (transfers.has(reference)) return send(response, 400, envelope('error', 'Duplicate reference'));
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
      if (!('transfer' in retried)) return send(response, retried.status, envelope('error', retried.message));
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
      if (!transfer) return send(response, 404, envelope('error', 'Transfer not found'));
      return send(response, 200, envelope('success', 'Transfer fetched', transferView(transfer)));
    }

    return send(response, 404, envelope('error', `Fake gateway: no ${method} ${url.pathname}`));
  }

  return {
    handle,
    transactions,
    refunds,
    webhookDeliveries,
    hooks,
    settle,
    transfers,
    virtualAccounts,
    bills,
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
    async webhooksSettled() {
      while (pendingWebhooks.size > 0) await Promise.all([...pendingWebhooks]);
    },
  };
}

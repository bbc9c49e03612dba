import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { paystackSignature, sameSecret } from '../payment-gateway.ts';
import { FAKE_BANKS, fakeAccountName } from './fake-banks.ts';
import { html, readBody, sendJson as send, sleep } from './fake-http.ts';
import type { FakeTransaction } from './fake-paystack-transaction.ts';
import { paystackTransactionList } from './fake-transaction-lists.ts';
import { handleTransferControl } from './fake-transfer-control.ts';
import { createFakePaystackVirtualAccounts } from './fake-virtual-accounts.ts';

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
  status: 'pending' | 'success' | 'failed' | 'reversed';
};

/** Posts a webhook event; answers the receiver's HTTP status. */
export type WebhookPoster = (rawBody: string, headers: Record<string, string>) => Promise<number>;

export type FakePaystackOptions = {
  secretKey: string;
  publicKey: string;
  /** Where the checkout page is served: the fake's own address (its mount point included). */
  checkoutBase: (request: IncomingMessage, callbackUrl: string) => string;
  postWebhook: WebhookPoster;
};

export type FakePaystack = ReturnType<typeof createFakePaystack>;

/** The fake Paystack's handler of one request, `path` being the part after its mount point. */
export function createFakePaystack(options: FakePaystackOptions) {
  const transactions = new Map<string, FakeTransaction>();
  const refunds: { reference: string; amount: number }[] = [];
  const webhookDeliveries: { event: string; reference: string; status: number }[] = [];
  const pendingWebhooks = new Set<Promise<void>>();
  const recipients = new Map<string, { bankCode: string; accountNumber: string; name: string }>();
  const transfers = new Map<string, FakeTransfer>();
  let nextId = randomInt(1_000_000, 9_000_000);
  const hooks = {
    /** How the next transfers end ('failed' or 'reversed'), one per transfer; then they succeed. */
    transferOutcomes: [] as ('success' | 'failed' | 'reversed')[],
    /** Milliseconds before a transfer settles (asynchronously, with its event). */
    transferSettleMs: 20,
    /** The next calls whose path starts with the key answer this status (Paystack's error envelope). */
    failures: new Map<string, { status: number; times: number }>(),
    /** Milliseconds every API call waits before answering. */
    delayMs: 0,
    /** How many times each event is posted (a provider repeating itself). */
    webhookRepeats: 1,
    webhookRetryDelayMs: 50,
    webhookAttempts: 5,
  };

  const envelope = (status: boolean, message: string, data?: unknown) =>
    data === undefined ? { status, message } : { status, message, data };

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
  });

  async function deliver(event: string, data: unknown) {
    const raw = JSON.stringify({ event, data });
    const headers = {
      'content-type': 'application/json',
      'x-paystack-signature': paystackSignature(raw, options.secretKey),
    };
    const reference = (data as { reference: string }).reference;
    for (let attempt = 0; attempt < hooks.webhookAttempts; attempt++) {
      const status = await options.postWebhook(raw, headers).catch(() => 0);
      webhookDeliveries.push({ event, reference, status });
      if (status >= 200 && status < 300) return;
      await sleep(hooks.webhookRetryDelayMs * (attempt + 1));
    }
  }

  function postEvent(event: string, data: unknown) {
    for (let i = 0; i < hooks.webhookRepeats; i++) {
      const delivery = deliver(event, data).finally(() => pendingWebhooks.delete(delivery));
      pendingWebhooks.add(delivery);
    }
  }

  const virtualAccounts = createFakePaystackVirtualAccounts({
    newId: () => nextId++,
    postEvent,
    recordPayment: (payment) => transactions.set(payment.reference, payment),
  });

  const transferView = (transfer: FakeTransfer) => ({
    id: transfer.id,
    domain: 'test',
    amount: transfer.amount,
    currency: 'NGN',
    reference: transfer.reference,
    reason: transfer.reason,
    status: transfer.status,
    transfer_code: `TRF_${transfer.id}`,
    recipient: { recipient_code: transfer.recipient },
  });

  /** Ends a pending transfer and posts its event (`transfer.success|failed|reversed`). */
  function settleTransfer(reference: string, outcome: 'success' | 'failed' | 'reversed') {
    const transfer = transfers.get(reference);
    if (transfer?.status !== 'pending') return;
    transfer.status = outcome;
    postEvent(`transfer.${outcome}`, transferView(transfer));
  }

  function checkoutPage(trx: FakeTransaction, action: string) {
    const naira = (trx.amount / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 });
    const done = trx.status !== 'pending';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin:.3rem .3rem 0 0}</style></head>
<body><h1>Test checkout</h1><p>Payments are in test mode: no real money moves.</p>
<p><strong>₦${html(naira)}</strong> from ${html(trx.email)}</p><p>Reference ${html(trx.reference)}</p>
${
  done
    ? `<p>This payment is ${html(trx.status)}.</p>`
    : `<form method="post" action="${html(action)}"><button name="action" value="pay">Pay</button><button name="action" value="decline">Decline</button><button name="action" value="cancel">Cancel</button></form>`
}</body></html>`;
  }

  /** Settles a checkout as its buttons do (tests may call it directly). */
  function settle(reference: string, action: 'pay' | 'decline' | 'cancel') {
    const trx = transactions.get(reference);
    if (trx?.status !== 'pending') return trx;
    if (action === 'pay') {
      trx.status = 'success';
      trx.gatewayResponse = 'Successful';
      trx.paidAt = new Date().toISOString();
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
      const trx = [...transactions.values()].find((candidate) => candidate.accessCode === checkout[1]);
      if (!trx) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout');
        return;
      }
      if (method === 'POST') {
        const action = new URLSearchParams(await readBody(request)).get('action');
        if (action === 'pay' || action === 'decline' || action === 'cancel') settle(trx.reference, action);
        const back = new URL(trx.callbackUrl);
        back.searchParams.set('trxref', trx.reference);
        back.searchParams.set('reference', trx.reference);
        response.writeHead(303, { location: back.toString() }).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      // Relative: the form posts back to the page's own address, wherever the fake is mounted.
      response.end(checkoutPage(trx, trx.accessCode));
      return;
    }

    // Test control (fake-transfer-control.ts): no key, as the checkout page.
    if (url.pathname.startsWith('/control/'))
      return handleTransferControl(request, response, url.pathname, hooks.transferOutcomes);

    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(key, options.secretKey)) return send(response, 401, envelope(false, 'Invalid key'));
    if (hooks.delayMs > 0) await sleep(hooks.delayMs);
    for (const [prefix, failure] of hooks.failures) {
      if (url.pathname.startsWith(prefix) && failure.times > 0) {
        failure.times -= 1;
        return send(response, failure.status, envelope(false, 'Fake gateway: failure asked for by the test'));
      }
    }

    if (await virtualAccounts.handle(request, response, url)) return;

    if (method === 'POST' && url.pathname === '/transaction/initialize') {
      let body: {
        amount?: unknown;
        email?: unknown;
        reference?: unknown;
        callback_url?: unknown;
        currency?: unknown;
      };
      try {
        body = JSON.parse(await readBody(request));
      } catch {
        return send(response, 400, envelope(false, 'Invalid JSON body'));
      }
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100) {
        return send(response, 400, envelope(false, 'Invalid Amount Sent'));
      }
      if (typeof body.email !== 'string' || !body.email.includes('@')) {
        return send(response, 400, envelope(false, 'Invalid Email Address Passed'));
      }
      const reference = typeof body.reference === 'string' ? body.reference : randomBytes(8).toString('hex');
      if (transactions.has(reference))
        return send(response, 400, envelope(false, 'Duplicate Transaction Reference'));
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
        paystackTransactionList([...transactions.values()].map(view), url.searchParams),
      );
    }

    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
    if (method === 'GET' && verify) {
      const trx = transactions.get(decodeURIComponent(verify[1]!));
      if (!trx) return send(response, 400, envelope(false, 'Transaction reference not found'));
      return send(response, 200, envelope(true, 'Verification successful', view(trx)));
    }

    if (method === 'POST' && url.pathname === '/refund') {
      let body: { transaction?: unknown; amount?: unknown };
      try {
        body = JSON.parse(await readBody(request));
      } catch {
        return send(response, 400, envelope(false, 'Invalid JSON body'));
      }
      const trx = [...transactions.values()].find(
        (candidate) =>
          candidate.reference === body.transaction || String(candidate.id) === String(body.transaction),
      );
      if (!trx) return send(response, 404, envelope(false, 'Transaction not found'));
      if (trx.status !== 'success')
        return send(response, 400, envelope(false, 'Transaction has been fully reversed'));
      const amount = body.amount === undefined ? trx.amount : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > trx.amount) {
        return send(response, 400, envelope(false, 'Refund amount cannot be more than transaction amount'));
      }
      refunds.push({ reference: trx.reference, amount });
      if (amount === trx.amount) trx.status = 'reversed';
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
      return send(
        response,
        200,
        envelope(
          true,
          'Banks retrieved',
          FAKE_BANKS.map((bank, index) => ({
            id: index + 1,
            name: bank.name,
            code: bank.code,
            currency: 'NGN',
          })),
        ),
      );
    }

    if (method === 'GET' && url.pathname === '/bank/resolve') {
      const accountNumber = url.searchParams.get('account_number') ?? '';
      const name = fakeAccountName(url.searchParams.get('bank_code') ?? '', accountNumber);
      if (!name)
        return send(
          response,
          422,
          envelope(false, 'Could not resolve account name. Check parameters or try again.'),
        );
      return send(
        response,
        200,
        envelope(true, 'Account number resolved', { account_number: accountNumber, account_name: name }),
      );
    }

    if (method === 'POST' && url.pathname === '/transferrecipient') {
      let body: { account_number?: unknown; bank_code?: unknown; name?: unknown };
      try {
        body = JSON.parse(await readBody(request));
      } catch {
        return send(response, 400, envelope(false, 'Invalid JSON body'));
      }
      const name = fakeAccountName(String(body.bank_code), String(body.account_number));
      if (!name) return send(response, 400, envelope(false, 'Account number is invalid'));
      const code = `RCP_${randomBytes(6).toString('hex')}`;
      recipients.set(code, {
        bankCode: String(body.bank_code),
        accountNumber: String(body.account_number),
        name,
      });
      return send(
        response,
        201,
        envelope(true, 'Transfer recipient created successfully', { recipient_code: code, name }),
      );
    }

    if (method === 'POST' && url.pathname === '/transfer') {
      let body: { amount?: unknown; recipient?: unknown; reference?: unknown; reason?: unknown };
      try {
        body = JSON.parse(await readBody(request));
      } catch {
        return send(response, 400, envelope(false, 'Invalid JSON body'));
      }
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100)
        return send(response, 400, envelope(false, 'Invalid amount'));
      if (typeof body.recipient !== 'string' || !recipients.has(body.recipient)) {
        return send(response, 400, envelope(false, 'Recipient specified is invalid'));
      }
      const reference = typeof body.reference === 'string' ? body.reference : randomBytes(8).toString('hex');
      if (transfers.has(reference))
        return send(response, 400, envelope(false, 'Duplicate Transfer Reference'));
      const transfer: FakeTransfer = {
        id: nextId++,
        reference,
        amount,
        recipient: body.recipient,
        reason: typeof body.reason === 'string' ? body.reason : '',
        status: 'pending',
      };
      transfers.set(reference, transfer);
      const outcome = hooks.transferOutcomes.shift() ?? 'success';
      setTimeout(() => settleTransfer(reference, outcome), hooks.transferSettleMs);
      return send(response, 200, envelope(true, 'Transfer has been queued', transferView(transfer)));
    }

    const verifyTransfer = /^\/transfer\/verify\/(.+)$/.exec(url.pathname);
    if (method === 'GET' && verifyTransfer) {
      const transfer = transfers.get(decodeURIComponent(verifyTransfer[1]!));
      if (!transfer) return send(response, 400, envelope(false, 'Transfer not found'));
      return send(response, 200, envelope(true, 'Transfer retrieved', transferView(transfer)));
    }

    return send(response, 404, envelope(false, `Fake gateway: no ${method} ${url.pathname}`));
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
    /** Posts a transfer's event again (a provider's replay). */
    replayTransferWebhook(reference: string) {
      const transfer = transfers.get(reference);
      if (transfer && transfer.status !== 'pending')
        postEvent(`transfer.${transfer.status}`, transferView(transfer));
    },
    /** Posts a transaction's `charge.success` event again (a provider's replay). */
    replayWebhook(reference: string) {
      const trx = transactions.get(reference);
      if (trx) postEvent('charge.success', view(trx));
    },
    /** Waits for every webhook under way (their retries included). */
    async webhooksSettled() {
      while (pendingWebhooks.size > 0) await Promise.all([...pendingWebhooks]);
    },
  };
}

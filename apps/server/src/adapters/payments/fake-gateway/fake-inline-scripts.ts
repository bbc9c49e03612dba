import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FAKE_FLUTTERWAVE_INLINE_SCRIPT_PATH, FAKE_PAYSTACK_INLINE_SCRIPT_PATH } from '@wayfare/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sameSecret } from '../payment-gateway.ts';
import { type CheckoutView, checkoutPage, isCheckoutAction } from './fake-checkout.ts';
import type { FakeFlutterwave } from './fake-flutterwave.ts';
import { readBody, readJson, sendJson } from './fake-http.ts';
import type { FakePaystack } from './fake-paystack.ts';
import { type FakeRoute, mountFakeRoutes } from './fake-routes.ts';

/**
 * Test mode's stand-ins for the providers' inline scripts (issue 19 §2): `PaystackPop.setup({ key, email,
 * amount, ref, currency, callback, onClose }).openIframe()` and `FlutterwaveCheckout({ public_key, tx_ref,
 * amount, currency, country, customer, callback, onclose })`, as the invoice page calls the real ones. Each
 * opens the fake's checkout (Pay, Decline, Cancel) in an overlay on the page; the transaction is the fake's
 * own (made here unless the server already started it), so the server's verification and the provider's
 * webhook behave as with a redirect checkout. Pay calls `callback`; Cancel `onClose`/`onclose`; Decline
 * Paystack's `onClose` (its popup stays for another card) and Flutterwave's `callback` with 'failed'.
 *
 * The scripts are served at the addresses GetSiteSettings gives in test mode (the contracts'
 * FAKE_*_INLINE_SCRIPT_PATH); the rest under {FAKE_INLINE_PATH}: POST {provider}/start (the public key
 * checked), POST {provider}/settle, and the checkout as a page, GET and POST {provider}/checkout/{reference}.
 */

export const FAKE_INLINE_PATH = '/fake-gateway/inline';

type Provider = 'paystack' | 'flutterwave';

export type FakeInlineOptions = {
  paystack: FakePaystack;
  paystackPublicKey: string;
  flutterwave: FakeFlutterwave;
  flutterwavePublicKey: string;
};

function sendHtml(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(body);
}

/**
 * The overlay both scripts open: the checkout (amount, e-mail, reference; Pay, Decline, Cancel) drawn on
 * the page itself, so the site's Content-Security-Policy needs nothing beyond its own origin; the choice
 * is posted to the fake, which settles the transaction as its checkout page's buttons do.
 */
const overlayScript = `
  var base = new URL('${FAKE_INLINE_PATH}/', document.currentScript.src).href;
  function call(path, body) {
    return fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(function (reply) {
        if (!response.ok) throw new Error(reply.message || 'The test checkout could not start');
        return reply;
      });
    });
  }
  function element(tag, text, css) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (css) node.style.cssText = css;
    return node;
  }
  function start(provider, body, onResult, onFailure) {
    call(provider + '/start', body)
      .then(function (checkout) { open(provider, checkout, onResult); })
      .catch(function (error) { if (onFailure) onFailure(error); else console.error(error); });
  }
  function open(provider, checkout, onResult) {
    var wrap = element('div', '', 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.55);' +
      'display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif');
    var box = element('div', '', 'background:#fff;color:#222;border-radius:8px;padding:1.5rem;' +
      'width:min(420px,92vw);box-sizing:border-box');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', 'Test checkout');
    box.appendChild(element('h2', 'Test checkout (' + checkout.provider + ')', 'margin:0 0 .5rem;font-size:1.3rem'));
    box.appendChild(element('p', 'Payments are in test mode: no real money moves.', 'margin:.25rem 0'));
    box.appendChild(element('p', checkout.amount + ' from ' + checkout.email, 'margin:.25rem 0;font-weight:700'));
    box.appendChild(element('p', 'Reference ' + checkout.reference, 'margin:.25rem 0 1rem'));
    ['Pay', 'Decline', 'Cancel'].forEach(function (label) {
      var button = element('button', label, 'font-size:1rem;padding:.6rem 1.2rem;margin:.3rem .3rem 0 0;cursor:pointer');
      button.type = 'button';
      button.onclick = function () {
        var action = label.toLowerCase();
        call(provider + '/settle', { reference: checkout.reference, action: action })
          .then(function (result) { wrap.remove(); onResult(result); })
          .catch(function (error) { console.error(error); });
      };
      box.appendChild(button);
    });
    wrap.appendChild(box);
    document.body.appendChild(wrap);
  }
`;

const paystackScript = `(function () {${overlayScript}
  window.PaystackPop = {
    setup: function (options) {
      return {
        openIframe: function () {
          var body = { key: options.key, email: options.email, amount: options.amount, ref: options.ref,
            currency: options.currency };
          start('paystack', body, function (result) {
            if (result.action === 'pay' && options.callback) {
              options.callback({ reference: result.reference, trxref: result.reference, trans: result.id,
                transaction: result.id, status: 'success', message: 'Approved' });
            } else if (options.onClose) options.onClose();
          }, options.onError);
        },
      };
    },
  };
})();
`;

const flutterwaveScript = `(function () {${overlayScript}
  window.FlutterwaveCheckout = function (options) {
    var body = { public_key: options.public_key, tx_ref: options.tx_ref, amount: options.amount,
      currency: options.currency, country: options.country, customer: options.customer };
    start('flutterwave', body, function (result) {
      if (result.action === 'cancel') { if (options.onclose) options.onclose(); return; }
      if (options.callback) {
        options.callback({ status: result.action === 'pay' ? 'successful' : 'failed', tx_ref: result.reference,
          transaction_id: result.id, flw_ref: 'FLW-MOCK-' + result.id, amount: options.amount,
          currency: options.currency, customer: options.customer });
      }
    });
    return { close: function () {} };
  };
})();
`;

/** The checkout as a page of its own, posting the choice to itself. */
const inlineCheckoutPage = (provider: Provider, checkout: CheckoutView) =>
  checkoutPage(checkout, {
    heading: `Test checkout (${provider === 'paystack' ? 'Paystack' : 'Flutterwave'})`,
    style: 'inline',
  });

/** The fake inline checkouts' handler of one request, `path` being the part after its mount point. */
export function createFakeInlineCheckout(options: FakeInlineOptions) {
  const { paystack, flutterwave } = options;

  function startPaystack(body: Record<string, unknown>) {
    if (!sameSecret(String(body.key ?? ''), options.paystackPublicKey))
      return { status: 401, message: 'Invalid key' };
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 100) return { status: 400, message: 'Invalid Amount Sent' };
    const email = String(body.email ?? '');
    if (!email.includes('@')) return { status: 400, message: 'Invalid Email Address Passed' };
    const reference = typeof body.ref === 'string' && body.ref ? body.ref : randomBytes(8).toString('hex');
    const known = paystack.transactions.get(reference);
    if (known && (known.status !== 'pending' || known.amount !== amount)) {
      return { status: 400, message: 'Duplicate Transaction Reference' };
    }
    if (!known) {
      paystack.transactions.set(reference, {
        id: randomInt(1_000_000, 9_000_000),
        reference,
        accessCode: randomBytes(8).toString('hex'),
        amount,
        currency: typeof body.currency === 'string' ? body.currency : 'NGN',
        email,
        callbackUrl: 'http://localhost/',
        status: 'pending',
        gatewayResponse: '',
        paidAt: null,
        createdAt: new Date().toISOString(),
      });
    }
    return { status: 200, reference };
  }

  function startFlutterwave(body: Record<string, unknown>) {
    if (!sameSecret(String(body.public_key ?? ''), options.flutterwavePublicKey)) {
      return { status: 401, message: 'Invalid public key' };
    }
    const amount = Number(body.amount);
    if (!Number.isFinite(amount) || amount <= 0) return { status: 400, message: 'amount is required' };
    const reference = typeof body.tx_ref === 'string' ? body.tx_ref : '';
    if (!reference) return { status: 400, message: 'tx_ref is required' };
    const email = String((body.customer as { email?: unknown } | undefined)?.email ?? '');
    if (!email.includes('@')) return { status: 400, message: 'customer.email is required' };
    const known = flutterwave.transactions.get(reference);
    if (known && (known.status !== 'pending' || known.amount !== amount)) {
      return { status: 400, message: 'Duplicate transaction reference' };
    }
    if (!known) {
      flutterwave.transactions.set(reference, {
        id: randomInt(1_000_000, 9_000_000),
        txRef: reference,
        checkoutId: randomBytes(8).toString('hex'),
        amount,
        currency: typeof body.currency === 'string' ? body.currency : 'NGN',
        email,
        redirectUrl: 'http://localhost/',
        status: 'pending',
        processorResponse: '',
        createdAt: new Date().toISOString(),
      });
    }
    return { status: 200, reference };
  }

  /** The checkout as this page shows it: amount in naira, e-mail, and whether it is settled. */
  function describe(provider: Provider, reference: string) {
    if (provider === 'paystack') {
      const trx = paystack.transactions.get(reference);
      return (
        trx && {
          id: trx.id,
          naira: trx.amount / 100,
          email: trx.email,
          pending: trx.status === 'pending',
          status: trx.status,
        }
      );
    }
    const trx = flutterwave.transactions.get(reference);
    return (
      trx && {
        id: trx.id,
        naira: trx.amount,
        email: trx.email,
        pending: trx.status === 'pending',
        status: trx.status,
      }
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse, path: string) {
    const url = new URL(path, 'http://fake');
    const method = request.method ?? 'GET';
    if (
      method === 'GET' &&
      (url.pathname === '/paystack-inline.js' || url.pathname === '/flutterwave-v3.js')
    ) {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(url.pathname === '/paystack-inline.js' ? paystackScript : flutterwaveScript);
      return;
    }

    const startAt = /^\/(paystack|flutterwave)\/start$/.exec(url.pathname);
    if (method === 'POST' && startAt) {
      const body = await readJson<Record<string, unknown>>(request);
      if (body === undefined) return sendJson(response, 400, { message: 'Invalid JSON body' });
      const provider = startAt[1] as Provider;
      const started = provider === 'paystack' ? startPaystack(body) : startFlutterwave(body);
      if (started.status !== 200) return sendJson(response, started.status, { message: started.message });
      const trx = describe(provider, started.reference!)!;
      return sendJson(response, 200, {
        provider: provider === 'paystack' ? 'Paystack' : 'Flutterwave',
        reference: started.reference,
        email: trx.email,
        amount: `₦${trx.naira.toLocaleString('en-NG', { minimumFractionDigits: 2 })}`,
        // The same checkout as a page of its own (Pay, Decline, Cancel), for a person or a test.
        url: `${provider}/checkout/${encodeURIComponent(started.reference!)}`,
      });
    }

    const settleAt = /^\/(paystack|flutterwave)\/settle$/.exec(url.pathname);
    if (method === 'POST' && settleAt) {
      const body = await readJson<{ reference?: unknown; action?: unknown }>(request);
      if (body === undefined) return sendJson(response, 400, { message: 'Invalid JSON body' });
      const provider = settleAt[1] as Provider;
      const reference = String(body.reference ?? '');
      const action = body.action;
      const trx = describe(provider, reference);
      if (!trx) return sendJson(response, 404, { message: 'No such checkout' });
      if (!isCheckoutAction(action))
        return sendJson(response, 400, { message: 'Choose pay, decline or cancel' });
      if (provider === 'paystack') paystack.settle(reference, action);
      else flutterwave.settle(reference, action);
      return sendJson(response, 200, { action, reference, id: trx.id });
    }

    const checkoutAt = /^\/(paystack|flutterwave)\/checkout\/([^/]+)$/.exec(url.pathname);
    if (checkoutAt) {
      const provider = checkoutAt[1] as Provider;
      const reference = decodeURIComponent(checkoutAt[2]!);
      const trx = describe(provider, reference);
      if (!trx) return sendHtml(response, 404, '<!doctype html><p>No such checkout</p>');
      if (method === 'POST') {
        const action = new URLSearchParams(await readBody(request)).get('action');
        if (!isCheckoutAction(action))
          return sendHtml(response, 400, '<!doctype html><p>Choose Pay, Decline or Cancel</p>');
        if (provider === 'paystack') paystack.settle(reference, action);
        else flutterwave.settle(reference, action);
        const settled = describe(provider, reference)!;
        return sendHtml(
          response,
          200,
          inlineCheckoutPage(provider, { ...settled, reference, settled: settled.status }),
        );
      }
      return sendHtml(
        response,
        200,
        inlineCheckoutPage(provider, { ...trx, reference, settled: trx.pending ? undefined : trx.status }),
      );
    }
    return sendJson(response, 404, { message: `Fake gateway: no ${method} ${url.pathname}` });
  }

  return { handle };
}

/** The scripts themselves, by provider. */
export function sendFakeInlineScript(response: ServerResponse, provider: Provider) {
  response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
  response.end(provider === 'paystack' ? paystackScript : flutterwaveScript);
}

/**
 * Mounts the stand-ins on the app (test mode): the two scripts at their addresses (exact routes, taking
 * precedence over the fakes' own wildcard routes) and the checkouts under FAKE_INLINE_PATH.
 */
export function mountFakeInlineCheckout(
  app: FastifyInstance,
  options: FakeInlineOptions,
  log: FastifyBaseLogger,
) {
  const inline = createFakeInlineCheckout(options);
  const script = (url: string, provider: Provider): FakeRoute => ({
    path: url,
    below: false,
    methods: ['GET'],
    handle: async (_request, response) => sendFakeInlineScript(response, provider),
  });
  mountFakeRoutes(
    app,
    '',
    [
      script(FAKE_PAYSTACK_INLINE_SCRIPT_PATH, 'paystack'),
      script(FAKE_FLUTTERWAVE_INLINE_SCRIPT_PATH, 'flutterwave'),
      { path: FAKE_INLINE_PATH, below: true, methods: ['GET', 'POST'], handle: inline.handle },
    ],
    log,
    'fake inline checkout',
  );
}
